import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Formula, FormulaUsage } from './formula-types.ts';

export const getFormulas = () => api.get<{ items: Formula[] }>('/api/formulas').then((body) => body.items);

export const getFormulasQueryOptions = () => queryOptions({ queryKey: ['formulas', 'list'], queryFn: getFormulas });

export const useFormulas = () => useQuery(getFormulasQueryOptions());

export const getFormulaUsage = () => api.get<FormulaUsage>('/api/formulas/usage');

export const getFormulaUsageQueryOptions = () => queryOptions({ queryKey: ['formulas', 'usage'], queryFn: getFormulaUsage, staleTime: 0 });

export const useFormulaUsage = () => useQuery(getFormulaUsageQueryOptions());

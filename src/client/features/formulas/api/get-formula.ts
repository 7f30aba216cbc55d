import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Formula } from './formula-types.ts';

export const getFormula = (id: string) => api.get<{ formula: Formula }>(`/api/formulas/${encodeURIComponent(id)}`).then((body) => body.formula);

/** Always fresh when an editor opens it: the version is the save token. */
export const getFormulaQueryOptions = (id: string) => queryOptions({ queryKey: ['formulas', 'detail', id], queryFn: () => getFormula(id), staleTime: 0, retry: false });

export const useFormula = (id: string | null) => useQuery({ ...getFormulaQueryOptions(id ?? ''), enabled: id !== null });

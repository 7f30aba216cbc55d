import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleFormula } from '../../../../server/features/regulatory/list-sample-formulas.ts';
import { api } from '../../../lib/api.ts';

export type { SampleFormula };

export const fetchSampleFormulas = () => api.get<{ items: SampleFormula[] }>('/api/admin/ifra-system-check/sample-formulas');

export const sampleFormulasQueryOptions = () => queryOptions({ queryKey: ['admin', 'ifra-sample-formulas'], queryFn: fetchSampleFormulas, staleTime: 60_000 });

export const useSampleFormulas = () => useQuery(sampleFormulasQueryOptions());

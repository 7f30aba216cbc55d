import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getIfraStandard } from '../../../../server/features/regulatory/browse-ifra-standards.ts';
import { api } from '../../../lib/api.ts';

export type IfraStandardDetail = Awaited<ReturnType<typeof getIfraStandard>>;

export const fetchIfraStandard = (id: string) => api.get<IfraStandardDetail>(`/api/regulatory/ifra/${encodeURIComponent(id)}`);

export const ifraStandardQueryOptions = (id: string) => queryOptions({ queryKey: ['regulatory', 'ifra', 'detail', id], queryFn: () => fetchIfraStandard(id), staleTime: 5 * 60_000, retry: false });

export const useIfraStandard = (id: string) => useQuery(ifraStandardQueryOptions(id));

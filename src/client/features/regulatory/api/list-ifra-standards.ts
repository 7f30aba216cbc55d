import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { listIfraStandards } from '../../../../server/features/regulatory/browse-ifra-standards.ts';
import { api } from '../../../lib/api.ts';

export type IfraStandardList = Awaited<ReturnType<typeof listIfraStandards>>;
export type IfraStandardListItem = IfraStandardList['items'][number];

export const fetchIfraStandards = (q: string) => api.get<IfraStandardList>(`/api/regulatory/ifra${q ? `?q=${encodeURIComponent(q)}` : ''}`);

export const ifraStandardsQueryOptions = (q: string) => queryOptions({ queryKey: ['regulatory', 'ifra', q], queryFn: () => fetchIfraStandards(q), staleTime: 5 * 60_000, placeholderData: keepPreviousData });

export const useIfraStandards = (q: string) => useQuery(ifraStandardsQueryOptions(q));

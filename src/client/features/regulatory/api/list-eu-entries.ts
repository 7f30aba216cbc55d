import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { listEuEntries } from '../../../../server/features/regulatory/browse-eu-annexes.ts';
import { api } from '../../../lib/api.ts';

export type EuList = 'allergens' | 'annex-ii' | 'annex-iii';
export type EuEntries = Awaited<ReturnType<typeof listEuEntries>>;

export const fetchEuEntries = (list: EuList, q: string, page: number) =>
  api.get<EuEntries>(`/api/regulatory/eu?${new URLSearchParams({ list, page: String(page), ...(q ? { q } : {}) }).toString()}`);

export const euEntriesQueryOptions = (list: EuList, q: string, page: number) =>
  queryOptions({ queryKey: ['regulatory', 'eu', list, q, page], queryFn: () => fetchEuEntries(list, q, page), staleTime: 5 * 60_000, placeholderData: keepPreviousData });

export const useEuEntries = (list: EuList, q: string, page: number) => useQuery(euEntriesQueryOptions(list, q, page));

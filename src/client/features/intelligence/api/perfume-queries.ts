import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { CatalogueStats, PerfumeDetail, PerfumeSearchResult, TopPerfumes } from './intelligence-types.ts';

export type PerfumeFilters = { q?: string; brand?: string; note?: string; accord?: string; perfumer?: string; year?: number; page?: number };

function toQuery(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

export const searchPerfumesQueryOptions = (filters: PerfumeFilters) =>
  queryOptions({
    queryKey: ['perfumes', 'search', filters],
    queryFn: ({ signal }) => api.get<PerfumeSearchResult>(`/api/perfumes?${toQuery(filters)}`, signal),
    placeholderData: keepPreviousData,
  });
export const usePerfumeSearch = (filters: PerfumeFilters) => useQuery(searchPerfumesQueryOptions(filters));

export const perfumeQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['perfumes', 'detail', id], queryFn: ({ signal }) => api.get<PerfumeDetail>(`/api/perfumes/${encodeURIComponent(id)}`, signal) });
export const usePerfume = (id: string) => useQuery(perfumeQueryOptions(id));

export type TopFilters = { year?: number; gender?: string; family?: string };
export const useTopPerfumes = (filters: TopFilters) =>
  useQuery({ queryKey: ['perfumes', 'top', filters], queryFn: ({ signal }) => api.get<TopPerfumes>(`/api/perfumes/top?${toQuery({ ...filters, limit: 60 })}`, signal), placeholderData: keepPreviousData });

export const useCatalogueStats = () => useQuery({ queryKey: ['perfumes', 'catalogues'], queryFn: ({ signal }) => api.get<CatalogueStats>('/api/perfumes/catalogues', signal) });

export { toQuery };

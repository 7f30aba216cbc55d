import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type PerfumeFilters = {
  q?: string;
  brand?: string;
  note?: string;
  accord?: string;
  perfumer?: string;
  year?: number;
  page?: number;
};
export type PerfumeSearchResult = InferResponseType<typeof client.perfumes.$get, 200>;
export type PerfumeSummary = PerfumeSearchResult['items'][number];
export type Facet = PerfumeSearchResult['facets']['accords'][number];
export type PerfumeDetail = InferResponseType<(typeof client.perfumes)[':id']['$get'], 200>;
export type TopPerfumes = InferResponseType<typeof client.perfumes.top.$get, 200>;
export type CatalogueStats = InferResponseType<typeof client.perfumes.catalogues.$get, 200>;

/** Query values as the routes read them: strings, blanks left out. */
export function toQueryStrings<T extends Record<string, string | number | undefined>>(
  params: T,
): { [K in keyof T]?: string } {
  const query: { [K in keyof T]?: string } = {};
  for (const key of Object.keys(params) as (keyof T)[]) {
    const value = params[key];
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

export const searchPerfumesQueryOptions = (filters: PerfumeFilters) =>
  queryOptions({
    queryKey: ['perfumes', 'search', filters],
    queryFn: async ({ signal }) =>
      readJson(await client.perfumes.$get({ query: toQueryStrings(filters) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
export const usePerfumeSearch = (filters: PerfumeFilters) => useQuery(searchPerfumesQueryOptions(filters));

export const perfumeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['perfumes', 'detail', id],
    queryFn: async ({ signal }) => readJson(await client.perfumes[':id'].$get({ param: { id } }, { init: { signal } })),
  });
export const usePerfume = (id: string) => useQuery(perfumeQueryOptions(id));

export type TopFilters = { year?: number; gender?: string; family?: string };
export const topPerfumesQueryOptions = (filters: TopFilters) =>
  queryOptions({
    queryKey: ['perfumes', 'top', filters],
    queryFn: async ({ signal }) =>
      readJson(
        await client.perfumes.top.$get({ query: toQueryStrings({ ...filters, limit: 60 }) }, { init: { signal } }),
      ),
    placeholderData: keepPreviousData,
  });
export const useTopPerfumes = (filters: TopFilters) => useQuery(topPerfumesQueryOptions(filters));

export const catalogueStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['perfumes', 'catalogues'],
    queryFn: async ({ signal }) => readJson(await client.perfumes.catalogues.$get(undefined, { init: { signal } })),
  });
export const useCatalogueStats = () => useQuery(catalogueStatsQueryOptions());

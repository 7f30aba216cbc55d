import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { listMaterials } from '../../../../server/features/materials/list-materials.ts';
import { api } from '../../../lib/api.ts';

export type MaterialListPage = Awaited<ReturnType<typeof listMaterials>>;
export type MaterialListItem = MaterialListPage['items'][number];

/** Query of GET /api/materials; undefined values are left out. */
export type MaterialListParams = {
  q?: string;
  odourFamily?: string;
  notePosition?: 'top' | 'heart' | 'base';
  natural?: boolean;
  ifraRestricted?: boolean;
  euAllergen?: boolean;
  own?: boolean;
  inInventory?: boolean;
  sort?: 'name' | 'cas' | 'substantivity' | 'sources';
  direction?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};

export function buildMaterialListQuery(params: MaterialListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

export const listMaterialsPage = (params: MaterialListParams, signal?: AbortSignal) =>
  api.get<MaterialListPage>(`/api/materials?${buildMaterialListQuery(params)}`, signal);

export const getMaterialsQueryOptions = (params: MaterialListParams) =>
  queryOptions({ queryKey: ['materials', 'list', params], queryFn: ({ signal }) => listMaterialsPage(params, signal), placeholderData: keepPreviousData });

export const useMaterialsPage = (params: MaterialListParams, enabled = true) => useQuery({ ...getMaterialsQueryOptions(params), enabled });

/** The user's own materials (for the search hook and the composition pickers). */
export const getOwnMaterialsQueryOptions = () => getMaterialsQueryOptions({ own: true, pageSize: 500, sort: 'name' });

export const LIBRARY_PAGE_SIZE = 200;

/** The library as pages, loaded as the list scrolls. */
export const getMaterialsInfiniteQueryOptions = (params: Omit<MaterialListParams, 'page' | 'pageSize'>) =>
  infiniteQueryOptions({
    queryKey: ['materials', 'infinite', params],
    queryFn: ({ pageParam, signal }) => listMaterialsPage({ ...params, page: pageParam, pageSize: LIBRARY_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useMaterialsInfinite = (params: Omit<MaterialListParams, 'page' | 'pageSize'>, enabled = true) =>
  useInfiniteQuery({ ...getMaterialsInfiniteQueryOptions(params), enabled });

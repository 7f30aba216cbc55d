import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { client, readJson, type InferRequestType, type InferResponseType } from '../api-client.ts';
import { MATERIALS_ROOT_KEY } from './material-keys.ts';

export type MaterialListPage = InferResponseType<typeof client.materials.$get, 200>;
export type MaterialListItem = MaterialListPage['items'][number];
type ListQuery = NonNullable<InferRequestType<typeof client.materials.$get>['query']>;

/** Query of GET /api/materials as the screens hold it; undefined values are left out. */
export type MaterialListParams = {
  q?: string;
  odourFamily?: string;
  notePosition?: 'top' | 'heart' | 'base';
  natural?: boolean;
  ifraRestricted?: boolean;
  euAllergen?: boolean;
  own?: boolean;
  inInventory?: boolean;
  /** `used`: the materials perfumers use (the library's first view); default: the whole library. */
  scope?: 'used' | 'all';
  sort?: 'name' | 'cas' | 'substantivity' | 'sources';
  direction?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');
const number = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** The screen's parameters as the route's query strings (blank text left out). */
export function toMaterialListQuery(params: MaterialListParams): ListQuery {
  return {
    q: params.q?.trim() ? params.q : undefined,
    odourFamily: params.odourFamily || undefined,
    notePosition: params.notePosition,
    natural: flag(params.natural),
    ifraRestricted: flag(params.ifraRestricted),
    euAllergen: flag(params.euAllergen),
    own: flag(params.own),
    inInventory: flag(params.inInventory),
    scope: params.scope,
    sort: params.sort,
    direction: params.direction,
    page: number(params.page),
    pageSize: number(params.pageSize),
  };
}

export const listMaterialsPage = async (params: MaterialListParams, signal?: AbortSignal) =>
  readJson(await client.materials.$get({ query: toMaterialListQuery(params) }, { init: { signal } }));

export const getMaterialsQueryOptions = (params: MaterialListParams) =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT_KEY, 'list', params],
    queryFn: ({ signal }) => listMaterialsPage(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMaterialsPage = (params: MaterialListParams, enabled = true) =>
  useQuery({ ...getMaterialsQueryOptions(params), enabled });

/** The user's own materials (for the search hook and the composition pickers). */
export const getOwnMaterialsQueryOptions = () => getMaterialsQueryOptions({ own: true, pageSize: 500, sort: 'name' });

export const LIBRARY_PAGE_SIZE = 200;

/** The library as pages, loaded as the list scrolls. */
export const getMaterialsInfiniteQueryOptions = (params: Omit<MaterialListParams, 'page' | 'pageSize'>) =>
  infiniteQueryOptions({
    queryKey: [...MATERIALS_ROOT_KEY, 'infinite', params],
    queryFn: ({ pageParam, signal }) =>
      listMaterialsPage({ ...params, page: pageParam, pageSize: LIBRARY_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useMaterialsInfinite = (params: Omit<MaterialListParams, 'page' | 'pageSize'>, enabled = true) =>
  useInfiniteQuery({ ...getMaterialsInfiniteQueryOptions(params), enabled });

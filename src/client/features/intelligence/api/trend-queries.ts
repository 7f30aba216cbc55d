import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';

const intelligence = client.intelligence;
const catalogues = client.admin.catalogues;
export type TrendOverview = InferResponseType<typeof intelligence.overview.$get, 200>;
export type TrendRow = TrendOverview['risingNotes'][number];
export type NoteSeries = InferResponseType<typeof intelligence.series.$get, 200>['items'][number];
export type SharePoint = NoteSeries['points'][number];
export type MaterialPresence = InferResponseType<typeof intelligence.material.$get, 200>;
export type Discoveries = InferResponseType<typeof client.discoveries.$get, 200>;
export type Pairing = Discoveries['pairings'][number];
export type Briefing = NonNullable<InferResponseType<typeof intelligence.briefing.$get, 200>['briefing']>;
export type AdminCatalogues = InferResponseType<typeof catalogues.$get, 200>;
export type CatalogueJob = AdminCatalogues['jobs']['recent'][number];
export type Activity = TrendOverview['brands'][number];
export type TrendCheck = InferResponseType<(typeof catalogues)['trend-check']['$get'], 200>;

export const trendOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['intelligence', 'overview'],
    queryFn: async ({ signal }) => readJson(await intelligence.overview.$get({ query: {} }, { init: { signal } })),
  });
export const useTrendOverview = () => useQuery(trendOverviewQueryOptions());

export const seriesQueryOptions = (kind: 'note' | 'accord', keys: readonly string[]) =>
  queryOptions({
    queryKey: ['intelligence', 'series', kind, keys],
    queryFn: async ({ signal }) =>
      readJson(await intelligence.series.$get({ query: { kind, keys: keys.join(',') } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
export const useSeries = (kind: 'note' | 'accord', keys: readonly string[]) =>
  useQuery({ ...seriesQueryOptions(kind, keys), enabled: keys.length > 0 });

export const materialPresenceQueryOptions = (note: string) =>
  queryOptions({
    queryKey: ['intelligence', 'material', note],
    queryFn: async ({ signal }) =>
      readJson(await intelligence.material.$get({ query: { note } }, { init: { signal } })),
  });
export const useMaterialPresence = (note: string) =>
  useQuery({ ...materialPresenceQueryOptions(note), enabled: note.trim().length > 0 });

export const discoveriesQueryOptions = () =>
  queryOptions({
    queryKey: ['discoveries'],
    queryFn: async ({ signal }) => readJson(await client.discoveries.$get({ query: {} }, { init: { signal } })),
  });
export const useDiscoveries = () => useQuery(discoveriesQueryOptions());

export const briefingQueryOptions = () =>
  queryOptions({
    queryKey: ['intelligence', 'briefing'],
    queryFn: async ({ signal }) => readJson(await intelligence.briefing.$get(undefined, { init: { signal } })),
  });
export const useBriefing = () => useQuery(briefingQueryOptions());

/** Requests a briefing (the server reuses one younger than 6 h unless forced; duplicates are blocked while loading). */
export function useRequestBriefing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (force: boolean) => readJson(await intelligence.briefing.$post({ json: { force } })),
    onSuccess: (data) => queryClient.setQueryData(briefingQueryOptions().queryKey, data),
  });
}

/** Polls every second while a job runs. */
export const adminCataloguesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'catalogues'],
    queryFn: async ({ signal }) => readJson(await catalogues.$get(undefined, { init: { signal } })),
  });
export const useAdminCatalogues = () =>
  useQuery({
    ...adminCataloguesQueryOptions(),
    refetchInterval: (query) => (query.state.data?.jobs.current ? 1000 : false),
  });

type CustomCatalogue = InferRequestType<typeof catalogues.import.$post>['json'];

export function useStartCatalogueImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: 'parfumo' } | { kind: 'custom'; body: CustomCatalogue }) =>
      readJson(
        input.kind === 'parfumo'
          ? await catalogues.parfumo.run.$post()
          : await catalogues.import.$post({ json: input.body }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCataloguesQueryOptions().queryKey }),
  });
}

export const trendCheckQueryOptions = (notes: string) =>
  queryOptions({
    queryKey: ['admin', 'trend-check', notes],
    queryFn: async ({ signal }) =>
      readJson(await catalogues['trend-check'].$get({ query: { notes } }, { init: { signal } })),
  });
export const useTrendCheck = (notes: string, enabled: boolean) =>
  useQuery({ ...trendCheckQueryOptions(notes), enabled });

import { queryOptions } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type Dashboard = InferResponseType<typeof client.dashboard.$get, 200>;

export const getDashboard = async (signal?: AbortSignal) =>
  readJson(await client.dashboard.$get(undefined, { init: { signal } }));

/**
 * One request for the whole home screen; fresh for a minute (the re-check job may add a broken formula). Its own
 * file, without the screen's mutations and toasts, so the app entry can start it when /dashboard opens (router.tsx).
 */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => getDashboard(signal), staleTime: 60_000 });

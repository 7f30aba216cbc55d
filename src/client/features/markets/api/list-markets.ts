import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type MarketList = InferResponseType<typeof client.markets.$get, 200>;

export const fetchMarkets = async () => readJson(await client.markets.$get());

export const marketsQueryOptions = () =>
  queryOptions({ queryKey: ['markets', 'list'], queryFn: fetchMarkets, staleTime: 5 * 60_000 });

export const useMarkets = () => useQuery(marketsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type ShoppingList = InferResponseType<(typeof client)['shopping-list']['$get'], 200>;
export type ShoppingItem = ShoppingList['items'][number];
export type ShoppingSummary = ShoppingList['summary'];

export const getShoppingList = async (signal?: AbortSignal) =>
  readJson(await client['shopping-list'].$get(undefined, { init: { signal } }));

/** The only owner of the shopping list's query key. */
export const getShoppingListQueryOptions = () =>
  queryOptions({ queryKey: ['shopping-list'], queryFn: ({ signal }) => getShoppingList(signal) });

export function useShoppingList(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getShoppingListQueryOptions(), enabled: options.enabled ?? true });
}

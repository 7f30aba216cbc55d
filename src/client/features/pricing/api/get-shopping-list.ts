import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ShoppingList } from '../shopping-types.ts';

export const getShoppingList = (signal?: AbortSignal) => api.get<ShoppingList>('/api/shopping-list', signal);

/** The only owner of the shopping list's query key. */
export const getShoppingListQueryOptions = () =>
  queryOptions({ queryKey: ['shopping-list'], queryFn: ({ signal }) => getShoppingList(signal) });

export function useShoppingList(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getShoppingListQueryOptions(), enabled: options.enabled ?? true });
}

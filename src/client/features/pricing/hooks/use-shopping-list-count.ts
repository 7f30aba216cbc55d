import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getShoppingListQueryOptions, useShoppingList } from '../api/get-shopping-list.ts';
import { SHOPPING_LIST_CHANGED_EVENT } from '../shopping-messages.ts';

/**
 * Number of items on the signed-in user's shopping list, for the top-bar cart badge. Refetches when any part
 * of the app dispatches the 'shopping-list-changed' event.
 */
export function useShoppingListCount(): number {
  const queryClient = useQueryClient();
  const list = useShoppingList();
  useEffect(() => {
    const handleChange = () => void queryClient.invalidateQueries({ queryKey: getShoppingListQueryOptions().queryKey });
    window.addEventListener(SHOPPING_LIST_CHANGED_EVENT, handleChange);
    return () => window.removeEventListener(SHOPPING_LIST_CHANGED_EVENT, handleChange);
  }, [queryClient]);
  return list.data?.summary.count ?? 0;
}

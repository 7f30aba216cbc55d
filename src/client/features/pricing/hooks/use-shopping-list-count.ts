import { useShoppingList } from '../api/get-shopping-list.ts';

/**
 * Number of items on the signed-in user's shopping list, for the top-bar cart badge. Every change to the list goes
 * through a mutation that invalidates the list's query key, so the badge follows without any window event.
 */
export function useShoppingListCount(): number {
  const list = useShoppingList();
  return list.data?.summary.count ?? 0;
}

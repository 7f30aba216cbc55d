import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { formulaDetailKey } from '../../features/formulas/api/get-formula.ts';
import { FORMULAS_ROOT_KEY } from '../../features/formulas/api/formula-keys.ts';
import { getShoppingListQueryOptions } from '../../features/pricing/api/get-shopping-list.ts';
import { useAppEvent, type AppEventDetail } from '../../lib/app-events.ts';
import { useBackgroundToasts } from '../../lib/use-background-toasts.ts';

/**
 * Another open tab changed the shopping list or deleted a formula (lib/app-events.ts): this tab refreshes the list
 * (and the cart badge with it), forgets the deleted formula and refreshes the formulas' queries. This tab's own
 * changes have refreshed them already. A deleted formula is also said in a toast when Notifications are on.
 */
export function useCrossTabSync(): void {
  const queryClient = useQueryClient();
  const toast = useBackgroundToasts();
  const onShoppingList = useCallback(
    ({ fromOtherTab }: AppEventDetail<'shopping-list'>) => {
      if (fromOtherTab) void queryClient.invalidateQueries({ queryKey: getShoppingListQueryOptions().queryKey });
    },
    [queryClient],
  );
  const onFormulaDeleted = useCallback(
    ({ id, fromOtherTab }: AppEventDetail<'formula-deleted'>) => {
      if (!fromOtherTab) return;
      queryClient.removeQueries({ queryKey: formulaDetailKey(id) });
      void queryClient.invalidateQueries({ queryKey: FORMULAS_ROOT_KEY });
      toast({ message: 'A formula was deleted in another tab.' });
    },
    [queryClient, toast],
  );
  useAppEvent('shopping-list', onShoppingList);
  useAppEvent('formula-deleted', onFormulaDeleted);
}

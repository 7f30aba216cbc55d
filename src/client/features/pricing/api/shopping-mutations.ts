import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, apiRequest } from '../../../lib/api.ts';
import { dispatchShoppingListChanged, SHOPPING_MESSAGES } from '../shopping-messages.ts';
import type { ShoppingItem, ShoppingList } from '../shopping-types.ts';
import { getShoppingListQueryOptions } from './get-shopping-list.ts';

/** A failure toast: the spec's message, with the server's reason when it gave one (e.g. 422). */
function showFailure(title: string, error: unknown) {
  if (error instanceof ApiError && error.status === 401) {
    notifications.show({ color: 'red', message: SHOPPING_MESSAGES.signIn });
    return;
  }
  notifications.show({ color: 'red', title, message: error instanceof ApiError && error.status < 500 ? error.message : title });
}

/** 'Updated {material} quantity' when it was already listed, else 'Added {material} from {vendor} to shopping list'. */
export function describeAdd(material: string, vendor: string | null, merged: boolean): string {
  if (merged) return SHOPPING_MESSAGES.updatedQuantityOf(material);
  return vendor ? SHOPPING_MESSAGES.added(material, vendor) : `Added ${material} to shopping list`;
}

/** Shared by every change: refresh the list (and the badge) and tell the window. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return async (list?: ShoppingList) => {
    if (list) queryClient.setQueryData(getShoppingListQueryOptions().queryKey, list);
    await queryClient.invalidateQueries({ queryKey: getShoppingListQueryOptions().queryKey });
    dispatchShoppingListChanged();
  };
}

export type AddItemInput = { materialId: string; quantity?: number; vendor?: string; priceEstimate?: number; currency?: string };
export const addShoppingItem = (input: AddItemInput) => api.post<{ item: ShoppingItem; merged: boolean }>('/api/shopping-list', input);

export function useAddShoppingItem() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: addShoppingItem,
    onSuccess: async ({ item, merged }) => {
      await afterChange();
      notifications.show({ color: 'green', message: describeAdd(item.materialName, item.vendor, merged) });
    },
    onError: (error) => showFailure(SHOPPING_MESSAGES.addFailed, error),
  });
}

export const updateShoppingQuantity = ({ id, quantity }: { id: string; quantity: number }) =>
  apiRequest<{ removed: boolean; item: ShoppingItem | null }>(`/api/shopping-list/${id}`, { method: 'PATCH', body: { quantity } });

export function useUpdateShoppingQuantity() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: updateShoppingQuantity,
    onSuccess: async ({ removed }) => {
      await afterChange();
      notifications.show({ color: 'green', message: removed ? SHOPPING_MESSAGES.itemRemoved : SHOPPING_MESSAGES.quantityUpdated });
    },
    onError: (error) => showFailure(SHOPPING_MESSAGES.quantityFailed, error),
  });
}

export const removeShoppingItem = (id: string) => api.delete<{ deleted: boolean }>(`/api/shopping-list/${id}`);

export function useRemoveShoppingItem() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: removeShoppingItem,
    onSuccess: async () => {
      await afterChange();
      notifications.show({ color: 'green', message: SHOPPING_MESSAGES.itemRemoved });
    },
    onError: (error) => showFailure(SHOPPING_MESSAGES.removeFailed, error),
  });
}

export const clearShoppingList = () => api.delete<{ removed: number }>('/api/shopping-list');

export function useClearShoppingList() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: clearShoppingList,
    onSuccess: async () => afterChange(),
    onError: (error) => showFailure(SHOPPING_MESSAGES.clearFailed, error),
  });
}

export const refreshShoppingPrices = () => api.post<ShoppingList & { updated: number; withoutOffers: number }>('/api/shopping-list/refresh-prices');

export function useRefreshShoppingPrices() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: refreshShoppingPrices,
    onSuccess: async (result) => {
      await afterChange(result);
      notifications.show({ color: 'green', message: SHOPPING_MESSAGES.pricesUpdated });
    },
    onError: (error) => showFailure(SHOPPING_MESSAGES.refreshFailed, error),
  });
}

/** The one toast of "Add shortfall": how many materials were added or updated, for which batch. */
export function describeShortfall(result: Pick<ShortfallResult, 'added' | 'formula' | 'batchGrams'>): string {
  const batch = `${Number(result.batchGrams.toFixed(3)).toLocaleString('en')} g of ${result.formula.name}`;
  if (result.added.length === 0) return `Your inventory covers ${batch}`;
  const updated = result.added.filter((line) => line.merged).length;
  const added = result.added.length - updated;
  const parts = [added > 0 ? `Added ${added} ${added === 1 ? 'material' : 'materials'}` : null, updated > 0 ? `${added > 0 ? 'updated' : 'Updated'} ${updated}` : null].filter(Boolean);
  return `${parts.join(', ')} for ${batch}`;
}

export type ShortfallResult = ShoppingList & {
  formula: { id: string; name: string };
  batchGrams: number;
  materialsNeeded: number;
  coveredByStock: number;
  added: Array<{ materialId: string; materialName: string; shortfallGrams: number; vendor: string | null; merged: boolean }>;
};
export const addFormulaShortfall = (input: { formulaId: string; batchGrams: number }) => api.post<ShortfallResult>('/api/shopping-list/shortfall', input);

export function useAddFormulaShortfall() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: addFormulaShortfall,
    onSuccess: async (result) => {
      await afterChange(result);
      // One summary toast for the whole batch, never one per material.
      notifications.show({ color: 'green', message: describeShortfall(result) });
    },
    onError: (error) => showFailure(SHOPPING_MESSAGES.addFailed, error),
  });
}

export type VendorChoice = { id: string; vendor: string | null; priceEstimate: number | null; currency?: string };
export const updateShoppingVendor = ({ id, ...change }: VendorChoice) =>
  apiRequest<{ item: ShoppingItem }>(`/api/shopping-list/${id}/vendor`, { method: 'PATCH', body: change });

export function useUpdateShoppingVendor() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: updateShoppingVendor,
    onSuccess: async () => afterChange(),
    onError: (error) => showFailure(SHOPPING_MESSAGES.refreshFailed, error),
  });
}

import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { client, readJson, type InferRequestType } from '../../../lib/api-client.ts';
import { publishAppEvent } from '../../../lib/app-events.ts';
import { SHOPPING_MESSAGES } from '../shopping-messages.ts';
import { getShoppingListQueryOptions, type ShoppingList } from './get-shopping-list.ts';
import { formatGrams } from '../../../../domain/shared/format-numbers.ts';

const shoppingList = client['shopping-list'];

/** A failure toast: the spec's message, with the server's reason when it gave one (e.g. 422). */
function showFailure(title: string, error: unknown) {
  if (error instanceof ApiError && error.status === 401) {
    notifications.show({ color: 'red', message: SHOPPING_MESSAGES.signIn });
    return;
  }
  notifications.show({
    color: 'red',
    title,
    message: error instanceof ApiError && error.status < 500 ? error.message : title,
  });
}

/** 'Updated {material} quantity' when it was already listed, else 'Added {material} from {vendor} to shopping list'. */
export function describeAdd(material: string, vendor: string | null, merged: boolean): string {
  if (merged) return SHOPPING_MESSAGES.updatedQuantityOf(material);
  return vendor ? SHOPPING_MESSAGES.added(material, vendor) : `Added ${material} to shopping list`;
}

/** Shared by every change: refresh the list, and with it the cart badge (same query key), here and in other tabs. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return async (list?: ShoppingList) => {
    publishAppEvent('shopping-list', {});
    if (list) queryClient.setQueryData(getShoppingListQueryOptions().queryKey, list);
    await queryClient.invalidateQueries({ queryKey: getShoppingListQueryOptions().queryKey });
  };
}

export type AddItemInput = InferRequestType<typeof shoppingList.$post>['json'];
export const addShoppingItem = async (input: AddItemInput) => readJson(await shoppingList.$post({ json: input }));

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

export const updateShoppingQuantity = async ({ id, quantity }: { id: string; quantity: number }) =>
  readJson(await shoppingList[':id'].$patch({ param: { id }, json: { quantity } }));

export function useUpdateShoppingQuantity() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: updateShoppingQuantity,
    onSuccess: async ({ removed }) => {
      await afterChange();
      notifications.show({
        color: 'green',
        message: removed ? SHOPPING_MESSAGES.itemRemoved : SHOPPING_MESSAGES.quantityUpdated,
      });
    },
    onError: (error) => showFailure(SHOPPING_MESSAGES.quantityFailed, error),
  });
}

export const removeShoppingItem = async (id: string) => readJson(await shoppingList[':id'].$delete({ param: { id } }));

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

export const clearShoppingList = async () => readJson(await shoppingList.$delete());

export function useClearShoppingList() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: clearShoppingList,
    onSuccess: async () => afterChange(),
    onError: (error) => showFailure(SHOPPING_MESSAGES.clearFailed, error),
  });
}

export const refreshShoppingPrices = async () => readJson(await shoppingList['refresh-prices'].$post());

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

export const addFormulaShortfall = async (input: InferRequestType<typeof shoppingList.shortfall.$post>['json']) =>
  readJson(await shoppingList.shortfall.$post({ json: input }));
export type ShortfallResult = Awaited<ReturnType<typeof addFormulaShortfall>>;

/** The one toast of "Add shortfall": how many materials were added or updated, for which batch. */
export function describeShortfall(result: Pick<ShortfallResult, 'added' | 'formula' | 'batchGrams'>): string {
  const batch = `${formatGrams(result.batchGrams)} of ${result.formula.name}`;
  if (result.added.length === 0) return `Your inventory covers ${batch}`;
  const updated = result.added.filter((line) => line.merged).length;
  const added = result.added.length - updated;
  const parts = [
    added > 0 ? `Added ${added} ${added === 1 ? 'material' : 'materials'}` : null,
    updated > 0 ? `${added > 0 ? 'updated' : 'Updated'} ${updated}` : null,
  ].filter(Boolean);
  return `${parts.join(', ')} for ${batch}`;
}

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

export type VendorChoice = { id: string } & InferRequestType<(typeof shoppingList)[':id']['vendor']['$patch']>['json'];
export const updateShoppingVendor = async ({ id, ...change }: VendorChoice) =>
  readJson(await shoppingList[':id'].vendor.$patch({ param: { id }, json: change }));

export function useUpdateShoppingVendor() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: updateShoppingVendor,
    onSuccess: async () => afterChange(),
    onError: (error) => showFailure(SHOPPING_MESSAGES.refreshFailed, error),
  });
}

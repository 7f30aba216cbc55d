import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';

export type Inventory = InferResponseType<typeof client.inventory.$get, 200>;
export type InventoryItem = Inventory['items'][number];
export type Lot = InventoryItem['lots'][number];
export type NewLot = InferRequestType<typeof client.inventory.lots.$post>['json'];
type LotChange = InferRequestType<(typeof client.inventory.lots)[':id']['$patch']>['json'];

export const getInventory = async (signal?: AbortSignal) =>
  readJson(await client.inventory.$get(undefined, { init: { signal } }));
export const getInventoryQueryOptions = () =>
  queryOptions({ queryKey: ['inventory'], queryFn: ({ signal }) => getInventory(signal) });
export const useInventory = () => useQuery(getInventoryQueryOptions());

function useInventoryMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInventoryQueryOptions().queryKey }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: failure,
        message: error instanceof ApiError ? error.message : failure,
      }),
  });
}

export const useCreateLot = () =>
  useInventoryMutation(
    async (lot: NewLot) => readJson(await client.inventory.lots.$post({ json: lot })),
    'Lot not added',
  );
export const useDeleteLot = () =>
  useInventoryMutation(
    async (id: string) => readJson(await client.inventory.lots[':id'].$delete({ param: { id } })),
    'Lot not removed',
  );
export const useUpdateLot = () =>
  useInventoryMutation(
    async ({ id, change }: { id: string; change: LotChange }) =>
      readJson(await client.inventory.lots[':id'].$patch({ param: { id }, json: change })),
    'Lot not saved',
  );
export const useSetThreshold = () =>
  useInventoryMutation(
    async ({ materialId, minimumGrams }: { materialId: string; minimumGrams: number | null }) =>
      readJson(
        await client.inventory.thresholds[':materialId'].$put({ param: { materialId }, json: { minimumGrams } }),
      ),
    'Threshold not saved',
  );

export type InventoryImportResult = InferResponseType<typeof client.inventory.import.$post, 200>;
export const useImportInventory = () =>
  useInventoryMutation(
    async (csv: string) => readJson(await client.inventory.import.$post({ json: { csv } })),
    'Import failed',
  );

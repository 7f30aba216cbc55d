import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, apiRequest } from '../../../lib/api.ts';
import type { Inventory, Lot, NewLot } from '../inventory-types.ts';

export const getInventory = (signal?: AbortSignal) => api.get<Inventory>('/api/inventory', signal);
export const getInventoryQueryOptions = () => queryOptions({ queryKey: ['inventory'], queryFn: ({ signal }) => getInventory(signal) });
export const useInventory = () => useQuery(getInventoryQueryOptions());

function useInventoryMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInventoryQueryOptions().queryKey }),
    onError: (error) => notifications.show({ color: 'red', title: failure, message: error instanceof ApiError ? error.message : failure }),
  });
}

export const useCreateLot = () => useInventoryMutation((lot: NewLot) => api.post<{ lot: Lot }>('/api/inventory/lots', lot), 'Lot not added');
export const useDeleteLot = () => useInventoryMutation((id: string) => api.delete<{ deleted: boolean }>(`/api/inventory/lots/${id}`), 'Lot not removed');
export const useUpdateLot = () =>
  useInventoryMutation(
    ({ id, change }: { id: string; change: Partial<NewLot> }) => apiRequest<{ lot: Lot }>(`/api/inventory/lots/${id}`, { method: 'PATCH', body: change }),
    'Lot not saved',
  );
export const useSetThreshold = () =>
  useInventoryMutation(
    ({ materialId, minimumGrams }: { materialId: string; minimumGrams: number | null }) =>
      api.put<{ minimumGrams: number | null }>(`/api/inventory/thresholds/${materialId}`, { minimumGrams }),
    'Threshold not saved',
  );

export type InventoryImportResult = { rowsRead: number; imported: number; skippedCount: number; skipped: Array<{ row: number; reason: string }> };
export const useImportInventory = () =>
  useInventoryMutation((csv: string) => api.post<InventoryImportResult>('/api/inventory/import', { csv }), 'Import failed');

export type MaterialOption = { id: string; name: string; cas: string | null };
export const searchMaterialOptions = async (q: string, signal?: AbortSignal) =>
  (await api.get<{ items: MaterialOption[] }>(`/api/materials/search?q=${encodeURIComponent(q)}&limit=15`, signal)).items;
export const useMaterialOptions = (q: string) =>
  useQuery({ queryKey: ['inventory', 'material-search', q], queryFn: ({ signal }) => searchMaterialOptions(q, signal), enabled: q.trim().length > 0 });

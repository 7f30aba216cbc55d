import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type Batch = InferResponseType<(typeof client.batches)[':id']['$get'], 200>;
export type BatchLineView = Batch['lines'][number];

export const getBatchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['batches', id],
    queryFn: async ({ signal }) => readJson(await client.batches[':id'].$get({ param: { id } }, { init: { signal } })),
  });
export const useBatch = (id: string) => useQuery(getBatchQueryOptions(id));

/** This browser's name at the bench: one device holds a batch at a time (kept in localStorage). */
export function findDeviceId(): string {
  const key = 'sillage.bench-device';
  const known = globalThis.localStorage?.getItem(key);
  if (known) return known;
  const made = `device-${crypto.randomUUID()}`;
  globalThis.localStorage?.setItem(key, made);
  return made;
}

export type BatchAction =
  | { kind: 'claim' | 'pause' | 'complete' }
  | { kind: 'weigh'; lineId: string; grams: number }
  | { kind: 'skip'; lineId: string; reason: string }
  | { kind: 'rescale' | 'accept'; lineId: string }
  | { kind: 'replace'; lineId: string; materialId: string | null; name: string; reason: string };

async function runBatchAction(id: string, deviceId: string, action: BatchAction): Promise<Batch> {
  const batch = client.batches[':id'];
  switch (action.kind) {
    case 'claim':
      return readJson(await batch.claim.$post({ param: { id }, json: { deviceId } }));
    case 'pause':
      return readJson(await batch.pause.$post({ param: { id }, json: { deviceId } }));
    case 'complete':
      return readJson(await batch.complete.$post({ param: { id }, json: { deviceId } }));
    case 'weigh':
      return readJson(
        await batch.lines[':lineId'].weighings.$post({
          param: { id, lineId: action.lineId },
          json: { deviceId, grams: action.grams, source: 'typed' },
        }),
      );
    case 'skip':
      return readJson(
        await batch.lines[':lineId'].skip.$post({
          param: { id, lineId: action.lineId },
          json: { deviceId, reason: action.reason },
        }),
      );
    case 'rescale':
      return readJson(
        await batch.lines[':lineId'].rescale.$post({ param: { id, lineId: action.lineId }, json: { deviceId } }),
      );
    case 'replace':
      return readJson(
        await batch.lines[':lineId'].replace.$post({
          param: { id, lineId: action.lineId },
          json: { deviceId, materialId: action.materialId, name: action.name, reason: action.reason },
        }),
      );
    case 'accept':
      return readJson(
        await batch.lines[':lineId'].accept.$post({ param: { id, lineId: action.lineId }, json: { deviceId } }),
      );
  }
}

/** Every change of a batch at the bench; the answer is the batch as the server now holds it. */
export function useBatchAction(id: string, deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BatchAction) => runBatchAction(id, deviceId, action),
    onSuccess: (batch) => queryClient.setQueryData(getBatchQueryOptions(id).queryKey, batch),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Not saved',
        message: error instanceof ApiError ? error.message : 'The batch could not be changed',
      }),
  });
}

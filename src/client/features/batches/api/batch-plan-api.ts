import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';

export type PlanBatchRequest = InferRequestType<typeof client.batches.plan.$post>['json'];
export type BatchPlan = InferResponseType<typeof client.batches.plan.$post, 200>;
export type StartBatchRequest = InferRequestType<typeof client.batches.$post>['json'];

/** POST /api/batches/plan: the lines of a batch to make and a lot per line (the user's choice, else proposed). */
export const usePlanBatch = (request: PlanBatchRequest | null) =>
  useQuery({
    queryKey: ['batches', 'plan', request],
    queryFn: async ({ signal }) => readJson(await client.batches.plan.$post({ json: request! }, { init: { signal } })),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

/** POST /api/batches: starts the batch, held by this device. */
export const useStartBatch = () =>
  useMutation({ mutationFn: async (json: StartBatchRequest) => readJson(await client.batches.$post({ json })) });

/** A shortfall put on the shopping list (POST /api/shopping-list: grams of a material, added to what is there). */
export const useAddShortfallToShoppingList = () =>
  useMutation({
    mutationFn: async (input: { materialId: string; grams: number }) =>
      readJson(
        await client['shopping-list'].$post({
          json: { materialId: input.materialId, quantity: Math.ceil(input.grams * 1000) / 1000 },
        }),
      ),
  });

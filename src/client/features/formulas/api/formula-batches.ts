import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';

const batches = client.formulas[':id'].batches;
export type FormulaBatch = InferResponseType<typeof batches.$get, 200>['items'][number];

export const getFormulaBatches = async (formulaId: string) =>
  (await readJson(await batches.$get({ param: { id: formulaId } }))).items;

export const getFormulaBatchesQueryOptions = (formulaId: string) =>
  queryOptions({ queryKey: [...FORMULAS_ROOT_KEY, 'batches', formulaId], queryFn: () => getFormulaBatches(formulaId) });

export const useFormulaBatches = (formulaId: string | null) =>
  useQuery({ ...getFormulaBatchesQueryOptions(formulaId ?? ''), enabled: formulaId !== null });

/** POST /api/formulas/:id/batches: records the batch and deducts the stock. */
export const makeFormulaBatch = async (formulaId: string, grams: number) =>
  (await readJson(await batches.$post({ param: { id: formulaId }, json: { grams } }))).batch;

/** The inventory's key root (its own request file lives in the inventory feature, which this one may not import). */
const INVENTORY_ROOT_KEY = ['inventory'] as const;

export function useMakeFormulaBatch(formulaId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grams: number) => {
      if (formulaId === null) throw new Error('Save the formula before making a batch');
      return makeFormulaBatch(formulaId, grams);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getFormulaBatchesQueryOptions(formulaId ?? '').queryKey });
      await queryClient.invalidateQueries({ queryKey: INVENTORY_ROOT_KEY });
    },
  });
}

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { BatchRecordLine, StockShortfall } from '../../../../domain/formulas/plan-batch.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** A batch as the API answers it (src/server/features/formulas/formula-batches.ts). */
export type FormulaBatch = {
  id: string;
  formulaId: string;
  formulaVersion: number;
  batchGrams: number;
  madeAt: string;
  lines: BatchRecordLine[];
  stockShortfalls: StockShortfall[];
};

const batchesKey = (formulaId: string) => ['formulas', 'batches', formulaId] as const;

export const getFormulaBatches = (formulaId: string) =>
  api.get<{ items: FormulaBatch[] }>(`/api/formulas/${encodeURIComponent(formulaId)}/batches`).then((body) => body.items);

export const getFormulaBatchesQueryOptions = (formulaId: string) => queryOptions({ queryKey: batchesKey(formulaId), queryFn: () => getFormulaBatches(formulaId) });

export const useFormulaBatches = (formulaId: string | null) => useQuery({ ...getFormulaBatchesQueryOptions(formulaId ?? ''), enabled: formulaId !== null });

/** POST /api/formulas/:id/batches: records the batch and deducts the stock. */
export const makeFormulaBatch = (formulaId: string, grams: number) =>
  api.post<{ batch: FormulaBatch }>(`/api/formulas/${encodeURIComponent(formulaId)}/batches`, { grams }).then((body) => body.batch);

export const useMakeFormulaBatch = (formulaId: string | null) =>
  useMutation({
    mutationFn: (grams: number) => {
      if (formulaId === null) throw new Error('Save the formula before making a batch');
      return makeFormulaBatch(formulaId, grams);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: batchesKey(formulaId ?? '') });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
  });

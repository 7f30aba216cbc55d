import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type FormulaUfi = InferResponseType<(typeof client.formulas)[':id']['ufi']['$get'], 200>['ufi'];

const ufiKey = (formulaId: string) => ['clp', 'ufi', formulaId] as const;

/** GET /api/formulas/:id/ufi: the formula's UFI, or null before one is made. */
export const useFormulaUfi = (formulaId: string | null) =>
  useQuery({
    queryKey: ufiKey(formulaId ?? ''),
    queryFn: async () =>
      (await readJson(await client.formulas[':id'].ufi.$get({ param: { id: formulaId ?? '' } }))).ufi,
    enabled: formulaId !== null,
    retry: false,
  });

/** POST /api/formulas/:id/ufi: makes the UFI from Settings → Company's VAT number and the next free number. */
export function useAssignFormulaUfi(formulaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await readJson(await client.formulas[':id'].ufi.$post({ param: { id: formulaId }, json: {} }))).ufi,
    onSuccess: (ufi) => queryClient.setQueryData(ufiKey(formulaId), ufi),
  });
}

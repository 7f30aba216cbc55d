import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';

/** GET /api/formulas/:id/specification-confirmations: the ticks of a saved formula (who and when). */
export const getSpecificationConfirmationsQueryOptions = (formulaId: string) =>
  queryOptions({
    queryKey: ['formulas', formulaId, 'specification-confirmations'],
    queryFn: async () =>
      readJson(await client.formulas[':id']['specification-confirmations'].$get({ param: { id: formulaId } })),
    staleTime: 60_000,
  });

/** PUT /api/formulas/:id/specification-confirmations/:standardKey: ticks or unticks one specification. */
export function useConfirmSpecification(formulaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { standardKey: string; confirmed: boolean }) =>
      readJson(
        await client.formulas[':id']['specification-confirmations'][':standardKey'].$put({
          param: { id: formulaId, standardKey: input.standardKey },
          json: { confirmed: input.confirmed },
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['formulas', formulaId, 'specification-confirmations'] }),
        // a confirmation can make the certificate issuable (regulatory's useDocumentAvailability)
        queryClient.invalidateQueries({ queryKey: ['formulas', formulaId, 'document-availability'] }),
      ]),
  });
}

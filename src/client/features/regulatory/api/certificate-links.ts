import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import type { FormulaDocumentOptions } from './get-formula-document.ts';

const route = client.formulas[':id']['certificate-links'];

export type CertificateLink = InferResponseType<typeof route.$get, 200>['items'][number];

/** GET /api/formulas/:id/certificate-links: the formula's public certificate links, newest first. */
export const getCertificateLinksQueryOptions = (formulaId: string) =>
  queryOptions({
    queryKey: ['regulatory', 'certificate-links', formulaId],
    queryFn: async () => readJson(await route.$get({ param: { id: formulaId } })),
    // Opens are counted on the public page: the list is asked again whenever it is shown.
    staleTime: 0,
  });

export const useCertificateLinks = (formulaId: string, enabled = true) =>
  useQuery({ ...getCertificateLinksQueryOptions(formulaId), enabled });

/** POST: issues a link for the category and dosage chosen; the answer carries the only copy of its URL. */
export function useCreateCertificateLink(formulaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (options: FormulaDocumentOptions) =>
      readJson(
        await route.$post({
          param: { id: formulaId },
          json: {
            category: options.category,
            dosage: options.dosage,
            dosageBasis: options.dosageBasis,
            productType: options.productType,
            ...(options.deliveredTo?.trim() ? { deliveredTo: options.deliveredTo.trim() } : {}),
          },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCertificateLinksQueryOptions(formulaId).queryKey }),
  });
}

/** DELETE: revokes a link; its page answers "no longer available" from then on. */
export function useRevokeCertificateLink(formulaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) =>
      readJson(
        await client.formulas[':id']['certificate-links'][':linkId'].$delete({ param: { id: formulaId, linkId } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCertificateLinksQueryOptions(formulaId).queryKey }),
  });
}

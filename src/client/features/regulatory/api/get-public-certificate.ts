import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

const route = client.public.certificates[':token'];

export type PublicCertificate = InferResponseType<typeof route.$get, 200>;

/** The PDFs of a certificate link, as the browser downloads them. */
export const publicCertificatePdfUrl = (token: string, kind: 'certificate' | 'allergen-declaration') =>
  `/api/public/certificates/${encodeURIComponent(token)}/${kind}.pdf`;

/**
 * GET /api/public/certificates/:token: the frozen certificate a link publishes. Every request counts an open,
 * so it is fetched once per visit (never refetched on focus) and a 404 is not retried.
 */
export const getPublicCertificateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['regulatory', 'public-certificate', token],
    queryFn: async () => readJson(await route.$get({ param: { token } })),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const usePublicCertificate = (token: string) => useQuery(getPublicCertificateQueryOptions(token));

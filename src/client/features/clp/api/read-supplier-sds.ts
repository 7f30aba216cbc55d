import { useMutation } from '@tanstack/react-query';
import { fetchWithRetry } from '../../../lib/api.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

const sdsReading = client.compliance.clp.materials[':materialId']['sds-reading'];
export type SdsReadingResponse = InferResponseType<(typeof sdsReading)['$post'], 200>;
export type SdsAiReadingResponse = InferResponseType<(typeof sdsReading)['ai']['$post'], 200>;
/** The patterns' reading, and the model's proposals when it was asked (null otherwise, or for a PDF without text). */
export type SupplierSdsResult = { reading: SdsReadingResponse['reading']; ai: SdsAiReadingResponse['ai'] | null };

/**
 * POST …/materials/:materialId/sds-reading (patterns) or …/sds-reading/ai (patterns and the model): proposals from a
 * supplier's SDS PDF, nothing saved. The routes read the multipart body themselves, so the body is built here.
 */
export async function readSupplierSds(materialId: string, file: File, useAi: boolean): Promise<SupplierSdsResult> {
  const form = new FormData();
  form.append('file', file);
  const url = useAi ? sdsReading.ai.$url({ param: { materialId } }) : sdsReading.$url({ param: { materialId } });
  const response = await fetchWithRetry(url.pathname, { method: 'POST', body: form, credentials: 'include' });
  if (useAi) return readJson<SdsAiReadingResponse>(response);
  return { ...(await readJson<SdsReadingResponse>(response)), ai: null };
}

export const useReadSupplierSds = (materialId: string) =>
  useMutation({
    mutationFn: ({ file, useAi }: { file: File; useAi: boolean }) => readSupplierSds(materialId, file, useAi),
  });

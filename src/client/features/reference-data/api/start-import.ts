import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceDatasetId } from '../../../../domain/reference-data/reference-datasets.ts';
import { fetchWithRetry } from '../../../lib/api.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import { getReferenceDataQueryOptions } from './get-reference-data.ts';

const referenceData = client.admin['reference-data'];
type JobResponse = InferResponseType<(typeof referenceData)['run-all']['$post'], 202>;

export const runAllDatasets = async () => readJson(await referenceData['run-all'].$post());
export const runDataset = async (dataset: ReferenceDatasetId) =>
  readJson(await referenceData[':dataset'].run.$post({ param: { dataset } }));

/**
 * Sends a dataset's file(s) as multipart form data (its own, larger size limit on the server). The route reads the
 * body itself (no form validator), so hc names the URL and the answer while the body is built here.
 */
export async function uploadDataset(dataset: ReferenceDatasetId, files: readonly File[]): Promise<JobResponse> {
  const form = new FormData();
  for (const file of files) form.append('file', file);
  const url = referenceData[':dataset'].upload.$url({ param: { dataset } });
  return readJson<JobResponse>(
    await fetchWithRetry(url.pathname, { method: 'POST', body: form, credentials: 'include' }),
  );
}

export type StartImport =
  | { kind: 'all' }
  | { kind: 'dataset'; dataset: ReferenceDatasetId }
  | { kind: 'upload'; dataset: ReferenceDatasetId; files: File[] };

/** Starts an import job (one dataset, all, or an upload), then polls its progress. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: StartImport) => {
      if (start.kind === 'all') return runAllDatasets();
      if (start.kind === 'dataset') return runDataset(start.dataset);
      return uploadDataset(start.dataset, start.files);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: getReferenceDataQueryOptions().queryKey });
    },
  });
}

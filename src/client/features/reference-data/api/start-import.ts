import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api.ts';
import { getReferenceDataQueryOptions, type ImportJobStatus } from './get-reference-data.ts';

type JobResponse = { job: ImportJobStatus };

export const runAllDatasets = () => api.post<JobResponse>('/api/admin/reference-data/run-all');
export const runDataset = (dataset: string) => api.post<JobResponse>(`/api/admin/reference-data/${encodeURIComponent(dataset)}/run`);

/** Sends a dataset's file(s) as multipart form data (its own, larger size limit on the server). */
export async function uploadDataset(dataset: string, files: readonly File[]): Promise<JobResponse> {
  const form = new FormData();
  for (const file of files) form.append('file', file);
  const response = await fetch(`/api/admin/reference-data/${encodeURIComponent(dataset)}/upload`, { method: 'POST', body: form, credentials: 'include' });
  const body = (await response.json().catch(() => ({}))) as Partial<JobResponse> & { error?: { code?: string; message?: string } };
  if (!response.ok) throw new ApiError(response.status, body.error?.code ?? `HTTP_${response.status}`, body.error?.message ?? 'Upload failed');
  return body as JobResponse;
}

export type StartImport = { kind: 'all' } | { kind: 'dataset'; dataset: string } | { kind: 'upload'; dataset: string; files: File[] };

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

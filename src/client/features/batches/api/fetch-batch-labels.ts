import { ApiError } from '../../../lib/api.ts';
import type { InferRequestType } from '../../../lib/api-client.ts';
import type { client } from '../../../lib/api-client.ts';

export type BatchLabelsRequest = InferRequestType<(typeof client.batches)[':id']['labels.pdf']['$post']>['json'];

/** POST /api/batches/:id/labels.pdf: the labels as a PDF file saved by the browser. */
export async function downloadBatchLabels(batchId: string, code: string, request: BatchLabelsRequest): Promise<void> {
  const response = await fetch(`/api/batches/${encodeURIComponent(batchId)}/labels.pdf`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    throw new ApiError(
      response.status,
      error.error?.code ?? `HTTP_${response.status}`,
      error.error?.message ?? `Request failed (${response.status})`,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `labels-${request.kind ?? 'bottle'}-${code}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

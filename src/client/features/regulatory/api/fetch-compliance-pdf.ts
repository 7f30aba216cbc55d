import { ApiError } from '../../../lib/api.ts';

export type ComplianceDocument = 'certificate' | 'allergen-declaration';

/** POST /api/compliance/certificate.pdf or allergen-declaration.pdf with a report body; the PDF as a Blob. */
export async function fetchCompliancePdf(document: ComplianceDocument, body: unknown): Promise<Blob> {
  const response = await fetch(`/api/compliance/${document}.pdf`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    throw new ApiError(
      response.status,
      error.error?.code ?? `HTTP_${response.status}`,
      error.error?.message ?? `Request failed (${response.status})`,
    );
  }
  return response.blob();
}

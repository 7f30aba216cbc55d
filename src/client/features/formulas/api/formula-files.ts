import { buildFormulaFileName } from '../../../../domain/formulas/formula-files.ts';
import { api, ApiError } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { Formula, RejectedRow } from './formula-types.ts';

function download(fileName: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads the formula as JSON (file named after the formula) or CSV, through the server: export is a plan
 * feature (spec section 6), so a plan without it gets the server's 403 and its message instead of a file.
 */
export async function downloadFormula(formula: Pick<Formula, 'id' | 'name'>, format: 'json' | 'csv') {
  const response = await fetch(`/api/formulas/${encodeURIComponent(formula.id)}/export?format=${format}`, { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string; details?: unknown } };
    throw new ApiError(response.status, body.error?.code ?? `HTTP_${response.status}`, body.error?.message ?? `Export failed (${response.status})`, body.error?.details);
  }
  download(buildFormulaFileName(formula.name, format), await response.text(), format === 'json' ? 'application/json' : 'text/csv');
}

export type ImportResult = { formula: Formula; rejected: RejectedRow[]; skippedBlank: number };

export async function importFormulaFile(file: File): Promise<ImportResult> {
  const content = await file.text();
  const format = /\.json$/i.test(file.name) || content.trimStart().startsWith('{') || content.trimStart().startsWith('[') ? 'json' : 'csv';
  const result = await api.post<ImportResult>('/api/formulas/import', { format, content, fileName: file.name });
  void queryClient.invalidateQueries({ queryKey: ['formulas'] });
  return result;
}

export const getTechnicalReport = (id: string) =>
  api.get<{ report: { reportData: { technicalSummary: string } & Record<string, unknown>; createdAt: string } | null }>(`/api/formulas/${encodeURIComponent(id)}/analysis-report`).then((body) => body.report);

export async function saveTechnicalReport(id: string, technicalSummary: string, data: Record<string, unknown>) {
  await api.post(`/api/formulas/${encodeURIComponent(id)}/analysis-report`, { technicalSummary, data });
  void queryClient.invalidateQueries({ queryKey: ['formulas', 'report', id] });
}

import { buildFormulaFileName, exportFormulaCsv, exportFormulaJson } from '../../../../domain/formulas/formula-files.ts';
import { api } from '../../../lib/api.ts';
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

/** Downloads the formula as JSON (file named after the formula) or CSV. */
export function downloadFormula(formula: Pick<Formula, 'name' | 'description' | 'tags' | 'product' | 'rows'>, format: 'json' | 'csv') {
  const fileName = buildFormulaFileName(formula.name, format);
  if (format === 'json') download(fileName, exportFormulaJson(formula), 'application/json');
  else download(fileName, exportFormulaCsv(formula.rows), 'text/csv');
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

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildFormulaFileName } from '../../../../domain/formulas/build-formula-file-name.ts';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';
import { track } from '../../../lib/track.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';
import type { Formula } from './get-formula.ts';

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
  const response = await client.formulas[':id'].export.$get({ param: { id: formula.id }, query: { format } });
  // A refusal (a plan without export: 403) throws the server's ApiError with its message.
  if (!response.ok) await readJson(response);
  download(
    buildFormulaFileName(formula.name, format),
    await response.text(),
    format === 'json' ? 'application/json' : 'text/csv',
  );
}

export type ImportResult = InferResponseType<typeof client.formulas.import.$post, 201>;
export type RejectedRow = ImportResult['rejected'][number];

export async function importFormulaFile(file: File) {
  const content = await file.text();
  const format =
    /\.json$/i.test(file.name) || content.trimStart().startsWith('{') || content.trimStart().startsWith('[')
      ? 'json'
      : 'csv';
  const result = await readJson(await client.formulas.import.$post({ json: { format, content, fileName: file.name } }));
  track('formula_imported', { format, rejectedRows: result.rejected.length });
  return result;
}

/** Imports a JSON or CSV file as a new formula, then refreshes the formulas. */
export function useImportFormulaFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFormulaFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMULAS_ROOT_KEY }),
  });
}

const analysisReport = client.formulas[':id']['analysis-report'];

export const getTechnicalReport = async (id: string) =>
  (await readJson(await analysisReport.$get({ param: { id } }))).report;

export const getTechnicalReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...FORMULAS_ROOT_KEY, 'report', id], queryFn: () => getTechnicalReport(id) });

type ReportInput = InferRequestType<typeof analysisReport.$post>['json'];

/** Saves the analysis's technical summary (the palette's report query refetches when it next opens). */
export async function saveTechnicalReport(id: string, technicalSummary: string, data: ReportInput['data']) {
  await readJson(await analysisReport.$post({ param: { id }, json: { technicalSummary, data } }));
}

/** The same save as a mutation that refreshes the report query at once. */
export function useSaveTechnicalReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ technicalSummary, data }: { technicalSummary: string; data: ReportInput['data'] }) =>
      saveTechnicalReport(id, technicalSummary, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTechnicalReportQueryOptions(id).queryKey }),
  });
}

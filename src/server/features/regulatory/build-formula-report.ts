import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import { buildComplianceReport } from '../../../domain/regulatory/build-compliance-report.ts';
import { normalizeCas } from '../../../domain/regulatory/build-regulatory-index.ts';
import type { ComplianceError } from '../../../domain/regulatory/compliance-error.ts';
import { describeComplianceError } from '../../../domain/regulatory/compliance-error.ts';
import type { ResolvedLine } from '../../../domain/regulatory/format-report-response.ts';
import type { ComplianceReportBody, ComplianceLineInput } from '../../../domain/regulatory/regulatory.schemas.ts';
import type { DosageInput, FormulaLine } from '../../../domain/regulatory/regulatory-model.ts';
import type { Fraction, Grams } from '../../../domain/shared/units.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserComplianceContext } from './load-compliance-inputs.ts';
import { loadUserComplianceContext } from './load-compliance-inputs.ts';

type LineProblem = { line: number | null; message: string; kind: string };

const describeLine = (input: ComplianceLineInput, index: number) => `Line ${index + 1}${input.cas ? ` (CAS ${input.cas})` : input.materialId ? ` (${input.materialId})` : ''}`;

function resolveMaterial(context: UserComplianceContext, materialId: string | undefined, cas: string | undefined): { id: string } | { problem: string } | null {
  if (materialId !== undefined && cas !== undefined) return { problem: 'give either a material id or a CAS number, not both.' };
  if (materialId !== undefined) return context.userEngine.materials.has(materialId) ? { id: materialId } : { problem: `unknown material ${materialId}.` };
  if (cas !== undefined) {
    const id = context.library.materialIdsByCas.get(normalizeCas(cas));
    return id ? { id } : { problem: `unknown CAS number ${cas}: it is neither in the materials library nor in the IFRA or EU lists.` };
  }
  return null;
}

/** Lines of the request as engine lines; every unknown material or CAS is reported with its line. */
function resolveLines(context: UserComplianceContext, inputs: readonly ComplianceLineInput[]) {
  const problems: LineProblem[] = [];
  const lines: FormulaLine[] = [];
  const resolved: ResolvedLine[] = [];
  /** Engine line index → index in the request. */
  const requestIndexes: number[] = [];
  inputs.forEach((input, index) => {
    const where = describeLine(input, index);
    const material = resolveMaterial(context, input.materialId, input.cas);
    if (!material) problems.push({ line: index + 1, kind: 'missing-material', message: `${where}: give a materialId or a cas.` });
    else if ('problem' in material) problems.push({ line: index + 1, kind: 'unknown-material', message: `${where}: ${material.problem}` });
    const diluent = resolveMaterial(context, input.diluentMaterialId, input.diluentCas);
    if (diluent && 'problem' in diluent) problems.push({ line: index + 1, kind: 'unknown-diluent', message: `${where}: the diluent: ${diluent.problem}` });
    if (!material || 'problem' in material || (diluent && 'problem' in diluent)) return;
    const lineId = `line-${index + 1}`;
    requestIndexes.push(index);
    lines.push({
      lineId,
      materialId: material.id,
      grams: input.grams as Grams,
      ...(input.purity === undefined ? {} : { purity: input.purity as Fraction }),
      ...(diluent ? { diluentMaterialId: diluent.id } : {}),
      ...(input.excluded ? { isExcluded: true } : {}),
    });
    const entry = context.userEngine.materials.get(material.id);
    resolved.push({ lineId, line: index + 1, materialId: material.id, materialName: entry?.name ?? material.id, cas: entry?.casNumbers[0] ?? null });
  });
  return { problems, lines, resolved, requestIndexes };
}

function describeEngineError(error: ComplianceError, inputs: readonly ComplianceLineInput[], requestIndexes: readonly number[]): LineProblem {
  const engineIndex = 'lineIndex' in error ? error.lineIndex : undefined;
  const index = engineIndex === undefined ? undefined : requestIndexes[engineIndex];
  const line = index === undefined ? null : index + 1;
  const input = index === undefined ? undefined : inputs[index];
  const sentence = describeComplianceError({ ...error, lineIndex: undefined } as ComplianceError);
  return { line, kind: error.kind, message: input && index !== undefined ? `${describeLine(input, index)}: ${sentence}` : sentence };
}

function toDosage(body: ComplianceReportBody): DosageInput {
  if (body.dosageBasis === 'w/w') return { basis: 'w/w', percent: body.dosage as number };
  return { basis: 'v/v', percent: body.dosage as number, concentrateDensity: body.concentrateDensity as number, baseDensity: body.baseDensity as number };
}

export type FormulaReport = { report: ComplianceReport; lines: ResolvedLine[] };

/**
 * The engine's report for a formula sent in the request body, or a 422 naming every offending line
 * (unknown material or CAS, bad grams or purity) and a bad dosage, category or empty formula.
 */
export async function buildFormulaReport(database: Database, userId: string, body: ComplianceReportBody): Promise<FormulaReport> {
  const context = await loadUserComplianceContext(database, userId);
  const { problems, lines, resolved, requestIndexes } = resolveLines(context, body.lines);
  if (body.dosageBasis === 'v/v' && (body.concentrateDensity === undefined || body.baseDensity === undefined)) {
    problems.push({ line: null, kind: 'missing-density', message: 'A v/v dosage needs concentrateDensity and baseDensity (g/mL) to be converted to w/w.' });
  }
  if (lines.length === 0 && problems.length === 0) problems.push({ line: null, kind: 'zero-total', message: describeComplianceError({ kind: 'zero-total' }) });
  if (lines.length > 0) {
    const result = buildComplianceReport(context.userEngine, {
      lines,
      category: body.category,
      dosage: toDosage(body),
      ...(body.productType ? { euProductType: body.productType } : {}),
      acknowledgedSpecificationKeys: body.acknowledgedSpecifications ?? [],
    });
    if (result.ok && problems.length === 0) return { report: result.value, lines: resolved };
    const hasLineProblems = problems.some((problem) => problem.line !== null);
    const errors = result.ok ? [] : result.errors.filter((error) => !(hasLineProblems && error.kind === 'zero-total'));
    problems.push(...errors.map((error) => describeEngineError(error, body.lines, requestIndexes)));
  }
  throw new AppError('VALIDATION_FAILED', problems.map((problem) => problem.message).join(' '), { errors: problems });
}

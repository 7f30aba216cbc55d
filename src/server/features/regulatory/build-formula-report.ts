import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import { buildComplianceReport } from '../../../domain/regulatory/build-compliance-report.ts';
import { normaliseCas } from '../../../domain/regulatory/build-regulatory-index.ts';
import type { ComplianceError } from '../../../domain/regulatory/compliance-error.ts';
import { describeComplianceError } from '../../../domain/regulatory/compliance-error.ts';
import type { ResolvedLine } from '../../../domain/regulatory/format-report-response.ts';
import type { ComplianceReportBody, ComplianceLineInput } from '../../../domain/regulatory/regulatory.schemas.ts';
import type { FormulaLine } from '../../../domain/regulatory/regulatory-model.ts';
import { dosageOfReportBody } from './dosage-of-report-body.ts';
import type { Fraction, Grams } from '../../../domain/shared/units.ts';
import { AppError } from '../../lib/app-error.ts';
import { getWorkspaceFormula } from '../formulas/formulas.public.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { calculateFormula } from '../../../domain/formulas/calculate-formula.ts';
import type { FinishedProduct, FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { DEFAULT_FINISHED_PRODUCT } from '../../../domain/formulas/formula-row.ts';
import { DEFAULT_MARKETS } from '../../../domain/regulatory/compliance-verdict.ts';
import type { IfraCategory } from '../../../domain/regulatory/ifra-categories.ts';
import { proposeEuProductType } from '../../../domain/regulatory/propose-eu-product-type.ts';
import { EU_PRODUCT_KIND_DETAILS } from '../../../domain/regulatory/eu-product-kind-details.ts';
import type { ComplianceDeps, UserComplianceContext } from './load-compliance-inputs.ts';
import { loadUserComplianceContext } from './load-compliance-inputs.ts';
import type { SpecificationConfirmation } from './specification-confirmations.ts';
import { listSpecificationConfirmations } from './specification-confirmations.ts';

type LineProblem = { line: number | null; message: string; kind: string };

const describeLine = (input: ComplianceLineInput, index: number) =>
  `Line ${index + 1}${input.cas ? ` (CAS ${input.cas})` : input.materialId ? ` (${input.materialId})` : ''}`;

function resolveMaterial(
  context: UserComplianceContext,
  materialId: string | undefined,
  cas: string | undefined,
): { id: string } | { problem: string } | null {
  if (materialId !== undefined && cas !== undefined)
    return { problem: 'give either a material id or a CAS number, not both.' };
  if (materialId !== undefined)
    return context.userEngine.materials.has(materialId)
      ? { id: materialId }
      : { problem: `unknown material ${materialId}.` };
  if (cas !== undefined) {
    const id = context.library.materialIdsByCas.get(normaliseCas(cas));
    return id
      ? { id }
      : { problem: `unknown CAS number ${cas}: it is neither in the materials library nor in the IFRA or EU lists.` };
  }
  return null;
}

/**
 * The material ids a request's lines name, their diluents' included, in line order: the own materials their report
 * needs. A loop, not two small arrays per line: called for every chunk of verdicts and every formula's dependencies,
 * the arrays were 6.5 % of what the main thread allocated under the house's load (268 MB in 55 s, 16 MB after;
 * ADR 049, session 18).
 */
export function listLineMaterialIds(
  lines: readonly Pick<ComplianceLineInput, 'materialId' | 'diluentMaterialId'>[],
): string[] {
  const ids: string[] = [];
  for (const line of lines) {
    if (line.materialId) ids.push(line.materialId);
    if (line.diluentMaterialId) ids.push(line.diluentMaterialId);
  }
  return ids;
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
    if (!material)
      problems.push({ line: index + 1, kind: 'missing-material', message: `${where}: give a materialId or a cas.` });
    else if ('problem' in material)
      problems.push({ line: index + 1, kind: 'unknown-material', message: `${where}: ${material.problem}` });
    const diluent = resolveMaterial(context, input.diluentMaterialId, input.diluentCas);
    if (diluent && 'problem' in diluent)
      problems.push({ line: index + 1, kind: 'unknown-diluent', message: `${where}: the diluent: ${diluent.problem}` });
    const lot = input.lotId === undefined ? undefined : context.lots.get(input.lotId);
    if (input.lotId !== undefined && !lot)
      problems.push({
        line: index + 1,
        kind: 'unknown-lot',
        message: `${where}: lot ${input.lotId} is not in your inventory.`,
      });
    else if (lot && material && !('problem' in material) && lot.baseMaterialId !== material.id)
      problems.push({
        line: index + 1,
        kind: 'lot-of-another-material',
        message: `${where}: lot ${input.lotId} is a lot of another material.`,
      });
    if (
      !material ||
      'problem' in material ||
      (diluent && 'problem' in diluent) ||
      (input.lotId !== undefined && (!lot || lot.baseMaterialId !== material.id))
    )
      return;
    const lineId = `line-${index + 1}`;
    requestIndexes.push(index);
    const engineMaterialId = lot ? lot.material.id : material.id;
    const typical = input.acceptTypicalComposition ? context.typical.get(engineMaterialId) : undefined;
    lines.push({
      lineId,
      materialId: typical?.materialId ?? engineMaterialId,
      grams: input.grams as Grams,
      ...(input.purity === undefined ? {} : { purity: input.purity as Fraction }),
      ...(diluent ? { diluentMaterialId: diluent.id } : {}),
      ...(input.excluded ? { isExcluded: true } : {}),
    });
    const entry = context.userEngine.materials.get(material.id);
    resolved.push({
      lineId,
      line: index + 1,
      materialId: material.id,
      materialName: entry?.name ?? material.id,
      cas: entry?.casNumbers[0] ?? null,
      lotId: input.lotId ?? null,
      typicalComposition: typical?.description ?? null,
    });
  });
  return { problems, lines, resolved, requestIndexes };
}

function describeEngineError(
  error: ComplianceError,
  inputs: readonly ComplianceLineInput[],
  requestIndexes: readonly number[],
): LineProblem {
  const engineIndex = 'lineIndex' in error ? error.lineIndex : undefined;
  const index = engineIndex === undefined ? undefined : requestIndexes[engineIndex];
  const line = index === undefined ? null : index + 1;
  const input = index === undefined ? undefined : inputs[index];
  const sentence = describeComplianceError({ ...error, lineIndex: undefined } as ComplianceError);
  return {
    line,
    kind: error.kind,
    message: input && index !== undefined ? `${describeLine(input, index)}: ${sentence}` : sentence,
  };
}

export type FormulaReport = {
  report: ComplianceReport;
  lines: ResolvedLine[];
  confirmations: SpecificationConfirmation[];
  /** The user's compliance context the report was built in (the market verdicts reuse it). */
  context?: UserComplianceContext;
};

/**
 * The engine's report for a formula sent in the request body, or a 422 naming every offending line
 * (unknown material or CAS, bad grams or purity) and a bad dosage, category or empty formula. A body naming a saved
 * formula (`formulaId`) applies its specification confirmations: a formula of the scope's workspace its user may
 * open, else a 404.
 */
export async function buildFormulaReport(
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  body: ComplianceReportBody,
): Promise<FormulaReport> {
  const lotIds = body.lines.flatMap((line) => (line.lotId ? [line.lotId] : []));
  const typicalMaterialIds = body.lines.flatMap((line) =>
    line.acceptTypicalComposition && line.materialId ? [line.materialId] : [],
  );
  const [context, ticks] = await Promise.all([
    loadUserComplianceContext(deps, scope.userId, {
      materialIds: listLineMaterialIds(body.lines),
      lotIds,
      typicalMaterialIds,
    }),
    body.formulaId ? listSpecificationConfirmations(deps.database.db, scope, body.formulaId) : Promise.resolve([]),
  ]);
  return { ...buildReportInContext(context, ticks, body), confirmations: ticks, context };
}

/**
 * The report of one formula with the user's compliance context already loaded (the re-check job loads it once
 * per user for many formulas); a 422 as buildFormulaReport.
 */
export function buildReportInContext(
  context: UserComplianceContext,
  ticks: readonly Pick<SpecificationConfirmation, 'standardKey'>[],
  body: ComplianceReportBody,
): Omit<FormulaReport, 'confirmations'> {
  const { problems, lines, resolved, requestIndexes } = resolveLines(context, body.lines);
  if (body.dosageBasis === 'v/v' && (body.concentrateDensity === undefined || body.baseDensity === undefined)) {
    problems.push({
      line: null,
      kind: 'missing-density',
      message: 'A v/v dosage needs concentrateDensity and baseDensity (g/mL) to be converted to w/w.',
    });
  }
  if (lines.length === 0 && problems.length === 0)
    problems.push({ line: null, kind: 'zero-total', message: describeComplianceError({ kind: 'zero-total' }) });
  if (lines.length > 0) {
    const result = buildComplianceReport(context.userEngine, {
      lines,
      category: body.category,
      dosage: dosageOfReportBody(body),
      ...(body.productType ? { euProductType: body.productType } : {}),
      ...(body.euProductKind ? { euProductKind: body.euProductKind } : {}),
      acknowledgedSpecificationKeys: [
        ...(body.acknowledgedSpecifications ?? []),
        ...ticks.map((tick) => tick.standardKey),
      ],
      ...(body.markets ? { markets: body.markets } : {}),
      // IFRA's implementation dates are compared with today (the domain reads no clock).
      asOf: new Date().toISOString().slice(0, 10),
    });
    if (result.ok && problems.length === 0) return { report: result.value, lines: resolved };
    const hasLineProblems = problems.some((problem) => problem.line !== null);
    const errors = result.ok ? [] : result.errors.filter((error) => !(hasLineProblems && error.kind === 'zero-total'));
    problems.push(...errors.map((error) => describeEngineError(error, body.lines, requestIndexes)));
  }
  throw new AppError('VALIDATION_FAILED', problems.map((problem) => problem.message).join(' '), { errors: problems });
}

/** The document query of a saved formula (GET /api/formulas/:id/certificate.pdf and allergen-declaration.pdf). */
export type SavedFormulaReportOptions = {
  category?: ComplianceReportBody['category'];
  dosage?: number;
  dosageBasis?: 'w/w' | 'v/v';
  productType?: ComplianceReportBody['productType'];
  euProductKind?: ComplianceReportBody['euProductKind'];
};

/**
 * The report of a saved formula of the scope's workspace (404 for another workspace's or a confidential one the user
 * is not named on): its rows in grams (lines in % of the
 * concentrate converted as the editor does), its lots, its finished product (category, dosage, basis,
 * densities, markets) unless the options override them, and its specification confirmations.
 */
export async function buildSavedFormulaReport(
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  formulaId: string,
  options: SavedFormulaReportOptions = {},
): Promise<FormulaReport & { formula: { id: string; name: string }; body: ComplianceReportBody; rowOfLine: number[] }> {
  const record = await getWorkspaceFormula(deps.database.db, scope, formulaId);
  const { body, rowOfLine } = buildSavedFormulaBody(record, options);
  const report = await buildFormulaReport(deps, scope, body);
  return { ...report, formula: { id: record.id, name: record.name }, body, rowOfLine };
}

/**
 * The report body of a saved formula: its rows in grams (lines in % of the concentrate converted as the editor
 * does), its lots and its finished product unless the options override them; `rowOfLine[i]` is the grid row
 * number (from 1) of the body's line i.
 */
export function buildSavedFormulaBody(
  record: { id: string; rows: unknown; product: unknown },
  options: SavedFormulaReportOptions = {},
): { body: ComplianceReportBody; rowOfLine: number[] } {
  const rows = (record.rows ?? []) as FormulaRow[];
  const product = { ...DEFAULT_FINISHED_PRODUCT, ...((record.product ?? {}) as Partial<FinishedProduct>) };
  const calculation = calculateFormula(rows, { dosagePercent: product.dosagePercent, pricePerGram: new Map() });
  const gramsByRow = new Map(calculation.rows.map((row) => [row.rowId, row.grams]));
  const kept = rows
    .map((row, index) => ({ row, number: index + 1 }))
    .filter(({ row }) => row.materialId && !row.isExcluded && (gramsByRow.get(row.id) ?? 0) > 0);
  const lines = kept.map(({ row }) => ({
    materialId: row.materialId ?? undefined,
    grams: gramsByRow.get(row.id) ?? 0,
    purity: row.purity,
    ...(row.diluentMaterialId && row.purity < 1 ? { diluentMaterialId: row.diluentMaterialId } : {}),
    ...(row.lotId ? { lotId: row.lotId } : {}),
    ...(row.acceptsTypicalComposition ? { acceptTypicalComposition: true } : {}),
  }));
  const basis = options.dosageBasis ?? product.basis;
  const body: ComplianceReportBody = {
    lines,
    category: options.category ?? (product.ifraCategory as ComplianceReportBody['category']),
    dosage: options.dosage ?? product.dosagePercent,
    dosageBasis: basis,
    ...(basis === 'v/v' ? { concentrateDensity: product.concentrateDensity, baseDensity: product.baseDensity } : {}),
    productType:
      options.productType ??
      (proposeEuProductType(product.ifraCategory as IfraCategory) === 'not-cosmetic'
        ? 'not-cosmetic'
        : product.application),
    formulaId: record.id,
    markets: [...(product.markets ?? DEFAULT_MARKETS)],
    // The formula's own EU product type (lips, oral…) applies unless the document asks for another basis (a
    // rinse-off declaration of a leave-on kind): then the plain product of that basis.
    ...(options.euProductKind
      ? { euProductKind: options.euProductKind }
      : product.euProductKind &&
          (!options.productType || EU_PRODUCT_KIND_DETAILS[product.euProductKind].basis === options.productType)
        ? { euProductKind: product.euProductKind }
        : {}),
  };
  return { body, rowOfLine: kept.map(({ number }) => number) };
}

import type { FormulaTotals } from '../regulatory/apply-formula-edit.ts';
import {
  applyFormulaEdit,
  createEmptyFormulaTotals,
  fillFreshFormulaTotals,
  isFreshFormulaTotals,
  resetFormulaTotals,
} from '../regulatory/apply-formula-edit.ts';
import type { ComplianceOptions, ComplianceReport } from '../regulatory/check-formula-totals.ts';
import { checkFormulaTotals } from '../regulatory/check-formula-totals.ts';
import { ensureSubjectContributions } from '../regulatory/sum-subject-contributions.ts';
import type { ComplianceEngine } from '../regulatory/create-compliance-engine.ts';
import { buildDosageInput } from '../regulatory/build-dosage-input.ts';
import { isIfraCategory } from '../regulatory/ifra-categories.ts';
import { proposeEuProductType } from '../regulatory/propose-eu-product-type.ts';
import type { FormulaLine } from '../regulatory/regulatory-model.ts';
import { buildComplianceLines } from './build-compliance-lines.ts';
import type { LineStatus } from './derive-line-status.ts';
import { deriveLineStatuses } from './derive-line-status.ts';
import type { FinishedProduct, FormulaRow } from './formula-row.ts';

const isSameLine = (a: FormulaLine, b: FormulaLine) =>
  a.materialId === b.materialId &&
  a.grams === b.grams &&
  a.purity === b.purity &&
  a.diluentMaterialId === b.diluentMaterialId &&
  a.isExcluded === b.isExcluded;

/**
 * Brings running totals to the given lines with the engine's incremental edits: lines gone are removed, new
 * ones added, changed ones replaced; unchanged lines cost nothing. Fresh totals (a formula just opened, or a new
 * engine) are filled in one pass instead (fillFreshFormulaTotals: the same totals, without an edit per line), and so
 * are totals most of whose lines change at once (a formula scaled, a long paste): each edit sums W and its subjects
 * again, so hundreds of them cost more than the refill. Returns the number of lines added, changed or removed.
 */
export function syncFormulaTotals(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  lines: readonly FormulaLine[],
): number {
  // One line per id, the last of them, where the first stood: what adding them one by one leaves.
  const wanted = new Map(lines.map((line) => [line.lineId, line]));
  if (isFreshFormulaTotals(totals)) {
    fillFreshFormulaTotals(engine, totals, wanted.values());
    return totals.lines.size;
  }
  const changes = countLineChanges(totals, wanted);
  if (changes >= Math.max(MIN_LINES_TO_REFILL, wanted.size / 4)) {
    resetFormulaTotals(engine, totals);
    fillFreshFormulaTotals(engine, totals, wanted.values());
    return changes;
  }
  let edits = 0;
  for (const lineId of [...totals.lines.keys()]) {
    if (!wanted.has(lineId)) {
      applyFormulaEdit(engine, totals, { kind: 'remove-line', lineId });
      edits++;
    }
  }
  return edits + addFormulaLines(engine, totals, wanted.values());
}

/** Below this many lines changed at once, edits are applied one by one (a key, a paste of a few lines). */
export const MIN_LINES_TO_REFILL = 64;

/** The lines that differ between the totals and the wanted ones: added, changed or removed. */
function countLineChanges(totals: FormulaTotals, wanted: ReadonlyMap<string, FormulaLine>): number {
  let changes = 0;
  for (const [lineId, line] of wanted) {
    const previous = totals.lines.get(lineId);
    if (!previous || !isSameLine(previous, line)) changes++;
  }
  for (const lineId of totals.lines.keys()) if (!wanted.has(lineId)) changes++;
  return changes;
}

/**
 * Brings these lines into the running totals (new ones added, changed ones replaced, the same ones left) and leaves
 * every other line as it is. Returns the number of edits applied.
 */
export function addFormulaLines(engine: ComplianceEngine, totals: FormulaTotals, lines: Iterable<FormulaLine>): number {
  let edits = 0;
  for (const line of lines) {
    const previous = totals.lines.get(line.lineId);
    if (!previous) applyFormulaEdit(engine, totals, { kind: 'add-line', line });
    else if (!isSameLine(previous, line)) applyFormulaEdit(engine, totals, { kind: 'replace-line', line });
    else continue;
    edits++;
  }
  return edits;
}

/** The engine options of the editor's finished product: category, dosage, EU product type, markets, ticks. */
export function buildLiveComplianceOptions(
  product: FinishedProduct,
  confirmedSpecificationKeys: readonly string[] = [],
): ComplianceOptions {
  const category = isIfraCategory(product.ifraCategory) ? product.ifraCategory : '4';
  const dosage = buildDosageInput({
    basis: product.basis,
    percent: product.dosagePercent,
    concentrateDensity: product.concentrateDensity,
    baseDensity: product.baseDensity,
  });
  const euProductType = proposeEuProductType(category) === 'not-cosmetic' ? undefined : product.application;
  return {
    category,
    dosage,
    categoryDetail: 'selected',
    ...(euProductType ? { euProductType } : {}),
    ...(product.euProductKind ? { euProductKind: product.euProductKind } : {}),
    ...(product.markets ? { markets: product.markets } : {}),
    acknowledgedSpecificationKeys: confirmedSpecificationKeys,
  };
}

export type LiveComplianceResult =
  | { state: 'empty' }
  | { state: 'unavailable'; message: string }
  | {
      state: 'ready';
      report: ComplianceReport;
      lineStatus: Map<string, LineStatus>;
      lines: FormulaLine[];
      options: ComplianceOptions;
    };

/**
 * One live check of the spreadsheet: rows to engine lines (lots included), the incremental sync of the totals,
 * the report of the selected category and the status of every line. `state` holds the totals between calls;
 * a new engine needs new totals (createLiveComplianceState).
 */
export function runLiveCompliance(input: {
  engine: ComplianceEngine;
  totals: FormulaTotals;
  rows: readonly FormulaRow[];
  gramsByRowId: ReadonlyMap<string, number>;
  product: FinishedProduct;
  confirmedSpecificationKeys?: readonly string[];
}): LiveComplianceResult {
  const { engine, totals } = input;
  const { lines, ownStatus } = buildComplianceLines(input.rows, input.gramsByRowId, (materialId) =>
    engine.materials.has(materialId),
  );
  syncFormulaTotals(engine, totals, lines);
  const options = buildLiveComplianceOptions(input.product, input.confirmedSpecificationKeys);
  const checked = checkFormulaTotals(engine, totals, options);
  if (!checked.ok)
    return checked.errors.some((error) => error.kind === 'zero-total')
      ? { state: 'empty' }
      : { state: 'unavailable', message: 'Live IFRA checks could not run on this formula.' };
  const lineStatus = deriveLineStatuses(checked.value);
  for (const [lineId, status] of ownStatus) lineStatus.set(lineId, status);
  return { state: 'ready', report: checked.value, lineStatus, lines, options };
}

export const createLiveComplianceTotals = (engine: ComplianceEngine) => createEmptyFormulaTotals(engine);

/**
 * Builds now what the first incremental edit of totals filled in one pass would build (their per-subject ledgers,
 * ensureSubjectContributions): 5-25 ms at 600 lines, for an idle moment rather than the first key. Nothing for totals
 * that have them.
 */
export const prepareTotalsForEdits = (totals: FormulaTotals): void => ensureSubjectContributions(totals);

import { createFraction, createGrams, type Grams } from '../shared/units.ts';
import type { ComplianceError, ComplianceResult, ComplianceWarning, UnresolvedMaterial } from './compliance-error.ts';
import { buildWarningKey } from './compliance-error.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { MaterialVector } from './expand-material.ts';
import { CHANNEL_COUNT, expandMaterial } from './expand-material.ts';
import type { FormulaLine } from './regulatory-model.ts';

/**
 * Running totals of one formula (compliance-rules.md §6): W, and per regulated subject the grams M_S
 * by channel. Mutated in place by applyFormulaEdit, so the spreadsheet keeps one per open formula.
 */
export type FormulaTotals = {
  lines: Map<string, FormulaLine>;
  totalGrams: number;
  /** Included lines above 0 g; at 0, W is reset to exactly 0. */
  weighedLineCount: number;
  subjectAmounts: Float64Array;
  /** Lines contributing to each subject; at 0 the amounts are reset to exactly 0 (no float residue). */
  subjectLineCounts: Int32Array;
  activeSubjects: Set<number>;
  /** Materials of included lines (and their diluents) not recognised as flavourings, with line ids. */
  nonFoodGradeMaterials: Map<string, { lineIds: Set<string> }>;
  /** Materials of included lines (and their diluents) whose flavour status nobody declared, with line ids. */
  unknownFlavourMaterials: Map<string, { lineIds: Set<string> }>;
  unresolved: Map<string, { entry: UnresolvedMaterial; lineIds: Set<string> }>;
  /** Naturals whose allergen content is unknown (expand-material), with the lines that bring them. */
  allergenGaps: Map<string, { lineIds: Set<string> }>;
  warnings: Map<string, { warning: ComplianceWarning; lineIds: Set<string> }>;
};

export type FormulaEdit =
  | { kind: 'add-line'; line: FormulaLine }
  | { kind: 'remove-line'; lineId: string }
  | { kind: 'change-grams'; lineId: string; grams: Grams }
  | { kind: 'change-material'; lineId: string; materialId: string }
  | { kind: 'replace-line'; line: FormulaLine };

type PreparedLine = {
  line: FormulaLine;
  purity: number;
  material: MaterialVector;
  isFoodGrade: boolean | null;
  diluent: MaterialVector | null;
  isDiluentFoodGrade: boolean | null;
};

function prepareLine(
  engine: ComplianceEngine,
  line: FormulaLine,
  lineIndex: number | undefined,
): ComplianceResult<PreparedLine> {
  const where = { lineId: line.lineId, lineIndex };
  const errors: ComplianceError[] = [];
  // The units' constructors are the one range rule (domain/shared/units.ts); a purity of 0 is no material at all.
  if (!createGrams(line.grams).ok) errors.push({ kind: 'invalid-grams', value: line.grams, ...where });
  const purity = line.purity ?? 1;
  if (!createFraction(purity).ok || purity === 0) errors.push({ kind: 'invalid-purity', value: purity, ...where });
  const expand = (materialId: string): MaterialVector | null => {
    const result = expandMaterial(engine, materialId);
    if (result.ok) return result.vector;
    errors.push({ ...result.error, ...where });
    return null;
  };
  const material = expand(line.materialId);
  const needsDiluent = line.diluentMaterialId !== undefined && purity < 1;
  const diluent = needsDiluent && line.diluentMaterialId !== undefined ? expand(line.diluentMaterialId) : null;
  if (errors.length > 0 || !material) return { ok: false, errors };
  return {
    ok: true,
    value: {
      line,
      purity,
      material,
      isFoodGrade: engine.materials.get(line.materialId)?.isFoodGradeFlavour ?? null,
      diluent,
      isDiluentFoodGrade: diluent ? (engine.materials.get(diluent.materialId)?.isFoodGradeFlavour ?? null) : true,
    },
  };
}

function addToTrackedSet<Entry extends { lineIds: Set<string> }>(
  map: Map<string, Entry>,
  key: string,
  lineId: string,
  sign: 1 | -1,
  create: () => Omit<Entry, 'lineIds'>,
): void {
  const existing = map.get(key);
  if (sign === 1) {
    if (existing) existing.lineIds.add(lineId);
    else map.set(key, { ...create(), lineIds: new Set([lineId]) } as Entry);
  } else if (existing) {
    existing.lineIds.delete(lineId);
    if (existing.lineIds.size === 0) map.delete(key);
  }
}

function accumulateVector(
  totals: FormulaTotals,
  vector: MaterialVector,
  grams: number,
  sign: 1 | -1,
  lineId: string,
): void {
  const amounts = totals.subjectAmounts;
  // A line of 0 g contributes nothing and is not counted, so removing the others leaves exact zeros.
  const subjectCount = grams > 0 ? vector.subjectIndexes.length : 0;
  for (let position = 0; position < subjectCount; position++) {
    const subjectIndex = vector.subjectIndexes[position] ?? 0;
    const base = subjectIndex * CHANNEL_COUNT;
    const count = (totals.subjectLineCounts[subjectIndex] ?? 0) + sign;
    totals.subjectLineCounts[subjectIndex] = count;
    if (count === 0) {
      amounts.fill(0, base, base + CHANNEL_COUNT);
      totals.activeSubjects.delete(subjectIndex);
      continue;
    }
    totals.activeSubjects.add(subjectIndex);
    for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
      const fraction = vector.subjectFractions[position * CHANNEL_COUNT + channel] ?? 0;
      if (fraction !== 0) amounts[base + channel] = (amounts[base + channel] ?? 0) + sign * grams * fraction;
    }
  }
  for (const entry of vector.unresolved) {
    addToTrackedSet(totals.unresolved, `${entry.materialId}:${entry.reason}`, lineId, sign, () => ({ entry }));
  }
  for (const warning of vector.warnings)
    addToTrackedSet(totals.warnings, buildWarningKey(warning), lineId, sign, () => ({ warning }));
  for (const materialId of vector.allergenGaps)
    addToTrackedSet(totals.allergenGaps, materialId, lineId, sign, () => ({}));
}

/** A material declared not food grade, or whose flavour status is unknown, is tracked for categories 1 and 6. */
function trackFlavourStatus(
  totals: FormulaTotals,
  materialId: string,
  isFoodGrade: boolean | null,
  lineId: string,
  sign: 1 | -1,
): void {
  if (isFoodGrade === false) addToTrackedSet(totals.nonFoodGradeMaterials, materialId, lineId, sign, () => ({}));
  else if (isFoodGrade === null) addToTrackedSet(totals.unknownFlavourMaterials, materialId, lineId, sign, () => ({}));
}

function accumulateLine(totals: FormulaTotals, prepared: PreparedLine, sign: 1 | -1): void {
  const { line } = prepared;
  if (line.isExcluded) return;
  if (line.grams > 0) {
    totals.weighedLineCount += sign;
    totals.totalGrams = totals.weighedLineCount === 0 ? 0 : totals.totalGrams + sign * line.grams;
  }
  accumulateVector(totals, prepared.material, line.grams * prepared.purity, sign, line.lineId);
  trackFlavourStatus(totals, line.materialId, prepared.isFoodGrade, line.lineId, sign);
  if (prepared.diluent) {
    accumulateVector(totals, prepared.diluent, line.grams * (1 - prepared.purity), sign, line.lineId);
    trackFlavourStatus(totals, prepared.diluent.materialId, prepared.isDiluentFoodGrade, line.lineId, sign);
  }
}

/** Empty totals sized for the engine's regulatory data. */
export function createEmptyFormulaTotals(engine: ComplianceEngine): FormulaTotals {
  const subjectCount = engine.index.subjects.length;
  return {
    lines: new Map(),
    totalGrams: 0,
    weighedLineCount: 0,
    subjectAmounts: new Float64Array(subjectCount * CHANNEL_COUNT),
    subjectLineCounts: new Int32Array(subjectCount),
    activeSubjects: new Set(),
    nonFoodGradeMaterials: new Map(),
    unknownFlavourMaterials: new Map(),
    unresolved: new Map(),
    allergenGaps: new Map(),
    warnings: new Map(),
  };
}

/** Totals of a whole formula (the full recompute). Every bad line is reported, with its index. */
export function createFormulaTotals(
  engine: ComplianceEngine,
  lines: readonly FormulaLine[],
): ComplianceResult<FormulaTotals> {
  const totals = createEmptyFormulaTotals(engine);
  const errors: ComplianceError[] = [];
  lines.forEach((line, lineIndex) => {
    if (totals.lines.has(line.lineId)) {
      errors.push({ kind: 'duplicate-line-id', lineId: line.lineId, lineIndex });
      return;
    }
    const prepared = prepareLine(engine, line, lineIndex);
    if (!prepared.ok) {
      errors.push(...prepared.errors);
      return;
    }
    totals.lines.set(line.lineId, line);
    accumulateLine(totals, prepared.value, 1);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: totals };
}

/**
 * One spreadsheet edit: subtracts the old line and adds the new one. Costs O(non-zeros of the edited
 * material's vector), not O(lines). A rejected edit leaves the totals unchanged.
 */
export function applyFormulaEdit(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  edit: FormulaEdit,
): ComplianceResult<FormulaTotals> {
  const lineId = edit.kind === 'add-line' || edit.kind === 'replace-line' ? edit.line.lineId : edit.lineId;
  const previous = totals.lines.get(lineId);
  if (edit.kind === 'add-line' && previous) return { ok: false, errors: [{ kind: 'duplicate-line-id', lineId }] };
  if (edit.kind !== 'add-line' && !previous) return { ok: false, errors: [{ kind: 'unknown-line', lineId }] };
  let next: FormulaLine | null = null;
  if (edit.kind === 'add-line' || edit.kind === 'replace-line') next = edit.line;
  else if (edit.kind === 'change-grams' && previous) next = { ...previous, grams: edit.grams };
  else if (edit.kind === 'change-material' && previous) next = { ...previous, materialId: edit.materialId };
  const preparedNext = next ? prepareLine(engine, next, undefined) : null;
  if (preparedNext && !preparedNext.ok) return preparedNext;
  if (previous) {
    const preparedPrevious = prepareLine(engine, previous, undefined);
    if (preparedPrevious.ok) accumulateLine(totals, preparedPrevious.value, -1);
    if (!preparedNext) totals.lines.delete(lineId);
  }
  if (preparedNext?.ok) {
    totals.lines.set(lineId, preparedNext.value.line);
    accumulateLine(totals, preparedNext.value, 1);
  }
  return { ok: true, value: totals };
}

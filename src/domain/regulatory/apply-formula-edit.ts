import type { Grams } from '../shared/units.ts';
import type { ComplianceError, ComplianceResult, ComplianceWarning, UnresolvedMaterial } from './compliance-error.ts';
import type { PreparedLine } from './prepare-formula-line.ts';
import { prepareFormulaLine } from './prepare-formula-line.ts';
import { buildWarningKey } from './compliance-error.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { MaterialVector } from './expand-material.ts';
import { CHANNEL_COUNT } from './expand-material.ts';
import type { FormulaLine } from './regulatory-model.ts';
import type { LineStandards } from './calculate-line-headroom.ts';
import type { MemberShare, SubjectMember } from './collect-subject-members.ts';
import { updateMemberShares } from './collect-subject-members.ts';
import type { NaturalConstituents } from './describe-constituent-sources.ts';
import type { SubjectCasMaterials } from './find-formula-cas.ts';
import { listMaterialCas, placeCasMaterial } from './find-formula-cas.ts';
import type { SubjectLedger } from './sum-subject-contributions.ts';
import type { EditScope } from './edit-scope.ts';
import { createEditScope, markSubject } from './edit-scope.ts';
import { isRegram, regramLine } from './regram-formula-line.ts';
import {
  addVectorAmounts,
  createSubjectLedger,
  ensureSubjectContributions,
  insertSubjectContribution,
  removeSubjectContribution,
  sumSubjectContributions,
} from './sum-subject-contributions.ts';

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
  /** The warnings as a report lists them, kept (read-only, shared) until an edit adds or removes a line's warnings. */
  listedWarnings: readonly (ComplianceWarning & { lineIds: readonly string[] })[] | null;
  /** Marks of the subjects the current edit touched (see EditScope), and the number of edits so far. */
  subjectStamps: Int32Array;
  editCount: number;
  /** Each line's rank: kept when the line is edited, after every other for a new line (the order of `lines`). */
  lineRanks: Map<string, number>;
  nextLineRank: number;
  /** The accepted lines as the engine prepared them, so an edit subtracts the old line without preparing it again. */
  preparedLines: Map<string, PreparedLine>;
  /** Per subject index, the contributions in line order: what M_S is summed from again when an edit touches S. */
  subjectContributions: (SubjectLedger | undefined)[];
  /** false for a full recompute's totals until their first edit (ensureSubjectContributions builds them then). */
  hasContributions: boolean;
  /** Per material of a weighed, included line (diluents too), the orders (rank × 2, + 1 for a diluent) ascending. */
  materialOccurrences: Map<string, { vector: MaterialVector; orders: number[] }>;
  /** Per subject, the materials present that bring it under a CAS by first line (find-formula-cas); null until asked. */
  formulaCasMaterials: Map<number, SubjectCasMaterials> | null;
  /** Per subject, its CAS in the formula; an edit that adds, removes or moves a material bringing it drops it. */
  formulaCas: Map<number, readonly string[]>;
  /** Per subject asked once, its members without concentrations (collect-subject-members), kept up to date by edits. */
  memberShares: Map<number, MemberShare[]>;
  /** Per subject, the members the last report listed, with the shares, D and W they were computed from. */
  memberLists: Map<number, { shares: MemberShare[]; dosage: number; totalGrams: number; list: SubjectMember[] }>;
  /** Per line id, its Standards per gram for the headroom (calculate-line-headroom), checked against the line. */
  lineStandards: Map<string, LineStandards>;
  /** The report's constituent sources; dropped by an edit that changes which materials the included lines name. */
  constituentSources: readonly NaturalConstituents[] | null;
};

export type FormulaEdit =
  | { kind: 'add-line'; line: FormulaLine }
  | { kind: 'remove-line'; lineId: string }
  | { kind: 'change-grams'; lineId: string; grams: Grams }
  | { kind: 'change-material'; lineId: string; materialId: string }
  | { kind: 'replace-line'; line: FormulaLine };

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

function trackOccurrence(
  totals: FormulaTotals,
  scope: EditScope,
  vector: MaterialVector,
  order: number,
  sign: 1 | -1,
): void {
  const { materialId } = vector;
  let occurrence = totals.materialOccurrences.get(materialId);
  if (!scope.touchedMaterials.has(materialId))
    scope.touchedMaterials.set(materialId, { vector, firstOrder: occurrence?.orders[0] });
  if (!occurrence) {
    occurrence = { vector, orders: [] };
    totals.materialOccurrences.set(materialId, occurrence);
  }
  const { orders } = occurrence;
  if (sign === 1 && (orders.length === 0 || (orders[orders.length - 1] ?? 0) < order)) orders.push(order);
  else {
    let index = 0;
    while (index < orders.length && (orders[index] ?? 0) < order) index++;
    if (sign === 1) orders.splice(index, 0, order);
    else if (orders[index] === order) orders.splice(index, 1);
  }
  if (orders.length === 0) totals.materialOccurrences.delete(materialId);
}

function accumulateVector(
  totals: FormulaTotals,
  scope: EditScope,
  vector: MaterialVector,
  grams: number,
  sign: 1 | -1,
  lineId: string,
  order: number,
): void {
  // A line of 0 g contributes nothing and is not counted, so removing the others leaves exact zeros.
  if (grams > 0 && !totals.hasContributions) {
    addVectorAmounts(totals, vector, grams);
    trackOccurrence(totals, scope, vector, order, sign);
  } else if (grams > 0) {
    const hasMemberShares = totals.memberShares.size > 0;
    for (let position = 0; position < vector.subjectIndexes.length; position++) {
      const subjectIndex = vector.subjectIndexes[position] ?? 0;
      let ledger = totals.subjectContributions[subjectIndex];
      if (!ledger) {
        ledger = createSubjectLedger();
        totals.subjectContributions[subjectIndex] = ledger;
      }
      markSubject(totals, scope, subjectIndex, ledger);
      const contribution = { lineId, order, materialId: vector.materialId, vector, position, grams };
      if (sign === 1) insertSubjectContribution(ledger, contribution);
      else removeSubjectContribution(ledger, order);
      if (hasMemberShares) updateMemberShares(scope.engine, totals, subjectIndex, contribution, sign);
    }
    trackOccurrence(totals, scope, vector, order, sign);
  }
  for (const entry of vector.unresolved) {
    addToTrackedSet(totals.unresolved, `${entry.materialId}:${entry.reason}`, lineId, sign, () => ({ entry }));
  }
  if (vector.warnings.length > 0) totals.listedWarnings = null;
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

function accumulateLine(
  totals: FormulaTotals,
  scope: EditScope,
  prepared: PreparedLine,
  rank: number,
  sign: 1 | -1,
): void {
  const { line } = prepared;
  if (line.isExcluded) return;
  if (line.grams > 0) totals.weighedLineCount += sign;
  accumulateVector(totals, scope, prepared.material, line.grams * prepared.purity, sign, line.lineId, rank * 2);
  trackFlavourStatus(totals, line.materialId, prepared.isFoodGrade, line.lineId, sign);
  if (prepared.diluent) {
    const diluentGrams = line.grams * (1 - prepared.purity);
    accumulateVector(totals, scope, prepared.diluent, diluentGrams, sign, line.lineId, rank * 2 + 1);
    trackFlavourStatus(totals, prepared.diluent.materialId, prepared.isDiluentFoodGrade, line.lineId, sign);
  }
}

/**
 * Ends an edit: W summed again over the lines in order, every touched subject summed again from its contributions
 * (both exactly as a full recompute sums them), and the CAS lists of the subjects of a material whose first line
 * moved dropped. Costs O(lines) additions for W plus O(contributions of the touched subjects).
 */
function finishEdit(engine: ComplianceEngine, totals: FormulaTotals, scope: EditScope): void {
  let totalGrams = 0;
  if (totals.weighedLineCount > 0)
    for (const line of totals.lines.values()) if (!line.isExcluded && line.grams > 0) totalGrams += line.grams;
  totals.totalGrams = totalGrams;
  let isReordered = false;
  scope.dirtySubjects.forEach((subjectIndex, dirtyIndex) => {
    const ledger = totals.subjectContributions[subjectIndex] ?? createSubjectLedger();
    sumSubjectContributions(ledger, totals.subjectAmounts, subjectIndex);
    const count = ledger.entries.length;
    totals.subjectLineCounts[subjectIndex] = count;
    if ((ledger.entries[0]?.order ?? -1) !== scope.firstOrdersBefore[dirtyIndex]) isReordered = true;
    if (count === 0) totals.subjectContributions[subjectIndex] = undefined;
  });
  // The subjects in the order a full recompute meets them: by first contributing line, then by index within it.
  if (isReordered) {
    const active = [...new Set([...totals.activeSubjects, ...scope.dirtySubjects])].filter(
      (subjectIndex) => (totals.subjectContributions[subjectIndex]?.entries.length ?? 0) > 0,
    );
    const firstOrders = new Float64Array(totals.subjectLineCounts.length);
    for (const subjectIndex of active)
      firstOrders[subjectIndex] = totals.subjectContributions[subjectIndex]?.entries[0]?.order ?? 0;
    active.sort((left, right) => (firstOrders[left] ?? 0) - (firstOrders[right] ?? 0) || left - right);
    totals.activeSubjects = new Set(active);
  }
  // Nothing to keep up to date until a report has asked for CAS (a full recompute's totals skip this).
  const casMaterials = totals.formulaCasMaterials;
  if (!casMaterials && totals.formulaCas.size === 0) return;
  for (const [materialId, { vector, firstOrder }] of scope.touchedMaterials) {
    const occurrence = totals.materialOccurrences.get(materialId);
    if (occurrence?.orders[0] === firstOrder) continue;
    for (const [subjectIndex, casList] of listMaterialCas(engine, vector)) {
      totals.formulaCas.delete(subjectIndex);
      if (casMaterials)
        placeCasMaterial(casMaterials, subjectIndex, vector, casList, occurrence?.orders[0], firstOrder);
    }
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
    listedWarnings: null,
    subjectStamps: new Int32Array(subjectCount),
    editCount: 0,
    lineRanks: new Map(),
    nextLineRank: 0,
    preparedLines: new Map(),
    subjectContributions: new Array<SubjectLedger | undefined>(subjectCount),
    hasContributions: true,
    materialOccurrences: new Map(),
    formulaCasMaterials: null,
    formulaCas: new Map(),
    memberShares: new Map(),
    memberLists: new Map(),
    lineStandards: new Map(),
    constituentSources: null,
  };
}

/** Totals of a whole formula (the full recompute). Every bad line is reported, with its index. */
export function createFormulaTotals(
  engine: ComplianceEngine,
  lines: readonly FormulaLine[],
): ComplianceResult<FormulaTotals> {
  const totals = createEmptyFormulaTotals(engine);
  const errors = fillFreshFormulaTotals(engine, totals, lines);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: totals };
}

/** Whether totals are as createEmptyFormulaTotals made them: no line, no edit yet. */
export const isFreshFormulaTotals = (totals: FormulaTotals): boolean =>
  totals.editCount === 0 && totals.lines.size === 0;

/** Makes totals fresh again in place (the same object, as createEmptyFormulaTotals makes them): for a refill. */
export function resetFormulaTotals(engine: ComplianceEngine, totals: FormulaTotals): void {
  Object.assign(totals, createEmptyFormulaTotals(engine));
}

/**
 * Adds lines to fresh totals (isFreshFormulaTotals) the full recompute's way, in one pass: W and every M_S summed
 * once, the per-subject ledgers an edit needs built at the first edit (ensureSubjectContributions). The totals are
 * those the same lines added one edit at a time give, at a tenth of the cost for 600 lines (each edit sums W and its
 * subjects again: quadratic in the lines). A line the engine rejects is left out, as applyFormulaEdit leaves a rejected
 * edit out, and its errors returned, with its index.
 */
export function fillFreshFormulaTotals(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  lines: Iterable<FormulaLine>,
): ComplianceError[] {
  if (!isFreshFormulaTotals(totals)) throw new Error('fillFreshFormulaTotals needs fresh totals');
  totals.hasContributions = false;
  const scope = createEditScope(engine, totals);
  const errors: ComplianceError[] = [];
  let lineIndex = 0;
  for (const line of lines) {
    const index = lineIndex++;
    if (totals.lines.has(line.lineId)) {
      errors.push({ kind: 'duplicate-line-id', lineId: line.lineId, lineIndex: index });
      continue;
    }
    const prepared = prepareFormulaLine(engine, line, index);
    if (!prepared.ok) {
      errors.push(...prepared.errors);
      continue;
    }
    const rank = totals.nextLineRank++;
    totals.lines.set(line.lineId, line);
    totals.lineRanks.set(line.lineId, rank);
    totals.preparedLines.set(line.lineId, prepared.value);
    accumulateLine(totals, scope, prepared.value, rank, 1);
  }
  finishEdit(engine, totals, scope);
  return errors;
}

/** Whether the materials the included lines name differ (what the constituent sources are listed from). */
const changesNamedMaterials = (previous: FormulaLine | undefined, next: FormulaLine | null) =>
  !previous || !next || previous.materialId !== next.materialId || !previous.isExcluded !== !next.isExcluded;

/**
 * One spreadsheet edit: subtracts the old line and adds the new one, then sums again only the subjects the two
 * touch. Costs O(contributions to the edited materials' subjects) plus O(lines) additions for W, with no drift: the
 * totals equal a full recompute's exactly. A rejected edit leaves the totals unchanged.
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
  const preparedNext = next ? prepareFormulaLine(engine, next, undefined) : null;
  if (preparedNext && !preparedNext.ok) return preparedNext;
  ensureSubjectContributions(totals);
  const scope = createEditScope(engine, totals);
  const previousRank = totals.lineRanks.get(lineId);
  const preparedPrevious = totals.preparedLines.get(lineId);
  if (
    preparedPrevious &&
    preparedNext?.ok &&
    previousRank !== undefined &&
    isRegram(preparedPrevious, preparedNext.value)
  ) {
    totals.lines.set(lineId, preparedNext.value.line);
    totals.preparedLines.set(lineId, preparedNext.value);
    regramLine(totals, scope, preparedPrevious, preparedNext.value, previousRank);
    finishEdit(engine, totals, scope);
    return { ok: true, value: totals };
  }
  if (preparedPrevious && previousRank !== undefined) accumulateLine(totals, scope, preparedPrevious, previousRank, -1);
  if (changesNamedMaterials(previous, next)) totals.constituentSources = null;
  if (preparedNext?.ok) {
    const rank = previousRank ?? totals.nextLineRank++;
    totals.lines.set(lineId, preparedNext.value.line);
    totals.lineRanks.set(lineId, rank);
    totals.preparedLines.set(lineId, preparedNext.value);
    accumulateLine(totals, scope, preparedNext.value, rank, 1);
  } else {
    totals.lines.delete(lineId);
    totals.lineStandards.delete(lineId);
    totals.lineRanks.delete(lineId);
    totals.preparedLines.delete(lineId);
  }
  finishEdit(engine, totals, scope);
  return { ok: true, value: totals };
}

import type { FormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { MaterialVector } from './expand-material.ts';
import { CHANNEL_COUNT, CHANNEL_FUROCOUMARIN_FREE, CHANNEL_VIA_NATURAL, expandMaterial } from './expand-material.ts';
import type { StandardAmounts } from './evaluate-ifra-category.ts';
import { findCategoryLimit } from './read-category-limits.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { PHOTOTOXICITY_CATEGORIES } from './ifra-categories.ts';
import type { FormulaLine, IfraLimit, IfraStandard } from './regulatory-model.ts';

export type LineHeadroom = {
  lineId: string;
  /** Grams of this line that can still be added before a breach in the category (0 when already over). */
  headroom:
    | {
        kind: 'limited';
        grams: number;
        bindingConstraint: string;
        /** Grams of this line to remove so that every limit it binds passes again (0 when none is exceeded). */
        gramsToRemove: number;
      }
    | { kind: 'unlimited' }
    | { kind: 'blocked'; reason: 'prohibited-direct' }
    | { kind: 'excluded' };
  /** "Max % of this material in the concentrate, alone": min over Standards of 100·L/(D·φ); null = not limited. */
  maxPercentAlone: number | null;
};

/** Per gram of the line: added as such, counted against the limit, and brought by naturals (traces). */
type PerGram = { direct: number; effective: number; trace: number };

function addVector(
  target: Map<number, PerGram>,
  engine: ComplianceEngine,
  vector: MaterialVector,
  scale: number,
): void {
  if (scale === 0) return;
  for (let position = 0; position < vector.subjectIndexes.length; position++) {
    const subjectIndex = vector.subjectIndexes[position] ?? 0;
    const subject = engine.index.subjects[subjectIndex];
    if (subject?.kind !== 'ifra-standard') continue;
    const entry = target.get(subjectIndex) ?? { direct: 0, effective: 0, trace: 0 };
    for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
      const fraction = (vector.subjectFractions[position * CHANNEL_COUNT + channel] ?? 0) * scale;
      if (!(channel & CHANNEL_VIA_NATURAL)) entry.direct += fraction;
      else entry.trace += fraction;
      if (!(subject.standard.isInPhototoxicitySum && channel & CHANNEL_FUROCOUMARIN_FREE)) entry.effective += fraction;
    }
    target.set(subjectIndex, entry);
  }
}

/** φ per gram of the line as written (purity and diluent included), per IFRA Standard subject index. */
function buildLinePerGram(engine: ComplianceEngine, line: FormulaLine): Map<number, PerGram> {
  const perGram = new Map<number, PerGram>();
  const purity = line.purity ?? 1;
  const material = expandMaterial(engine, line.materialId);
  if (material.ok) addVector(perGram, engine, material.vector, purity);
  if (line.diluentMaterialId !== undefined && purity < 1) {
    const diluent = expandMaterial(engine, line.diluentMaterialId);
    if (diluent.ok) addVector(perGram, engine, diluent.vector, 1 - purity);
  }
  return perGram;
}

/** φ of one IFRA Standard in a line, with the Standard and its limit per category resolved once. */
type LineStandard = { subjectIndex: number; standard: IfraStandard; perGram: PerGram };

/** What the totals keep of a line for its headroom (FormulaTotals.lineStandards), valid while these three stay. */
export type LineStandards = Pick<FormulaLine, 'materialId' | 'purity' | 'diluentMaterialId'> & {
  standards: readonly LineStandard[];
  limits: Map<IfraCategory, readonly (IfraLimit | null)[]>;
};

/**
 * φ of a line per Standard (in the order buildLinePerGram meets them) and each one's limit in the category, kept in
 * the totals by line id and checked against the line's material, purity and diluent: a re-check after an edit
 * rebuilds the edited line's only.
 */
function readLineStandards(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  line: FormulaLine,
  category: IfraCategory,
): { standards: readonly LineStandard[]; limits: readonly (IfraLimit | null)[] } {
  let cached = totals.lineStandards.get(line.lineId);
  if (
    cached?.materialId !== line.materialId ||
    cached.purity !== line.purity ||
    cached.diluentMaterialId !== line.diluentMaterialId
  ) {
    const standards: LineStandard[] = [];
    for (const [subjectIndex, perGram] of buildLinePerGram(engine, line)) {
      const subject = engine.index.subjects[subjectIndex];
      if (subject?.kind === 'ifra-standard') standards.push({ subjectIndex, standard: subject.standard, perGram });
    }
    cached = {
      materialId: line.materialId,
      purity: line.purity,
      diluentMaterialId: line.diluentMaterialId,
      standards,
      limits: new Map(),
    };
    totals.lineStandards.set(line.lineId, cached);
  }
  let limits = cached.limits.get(category);
  if (!limits) {
    limits = cached.standards.map((entry) => findCategoryLimit(entry.standard, category));
    cached.limits.set(category, limits);
  }
  return { standards: cached.standards, limits };
}

/**
 * Headroom of one line in one category at dosage D (compliance-rules.md §6): with t = L/D,
 * Δ ≤ (t·W − M_S)/(φ − t) for every Standard where φ > t, and (W − Σ M/t)/(Σ φ/t − 1) for the
 * phototoxicity sum. `amounts` are the Standard totals of the formula (collectStandardAmounts).
 */
export function calculateLineHeadroom(input: {
  engine: ComplianceEngine;
  totals: FormulaTotals;
  amounts: readonly StandardAmounts[];
  /** The same amounts by subject index (build once per report with indexStandardAmounts). */
  amountsBySubject: ReadonlyMap<number, StandardAmounts>;
  line: FormulaLine;
  category: IfraCategory;
  dosage: number;
}): LineHeadroom {
  const { engine, totals, line, category, dosage } = input;
  if (line.isExcluded) return { lineId: line.lineId, headroom: { kind: 'excluded' }, maxPercentAlone: null };
  const totalGrams = totals.totalGrams;
  let headroom = Number.POSITIVE_INFINITY;
  let bindingConstraint = '';
  let maxPercentAlone = Number.POSITIVE_INFINITY;
  let phototoxicityPerGram = 0;
  const { standards, limits } = readLineStandards(engine, totals, line, category);
  for (let position = 0; position < standards.length; position++) {
    const entry = standards[position];
    if (!entry) continue;
    const { subjectIndex, standard, perGram } = entry;
    const limit = limits[position] ?? null;
    if ((limit?.kind === 'prohibited' || limit?.kind === 'see-note') && perGram.direct > 0) {
      return { lineId: line.lineId, headroom: { kind: 'blocked', reason: 'prohibited-direct' }, maxPercentAlone: 0 };
    }
    // A Standard that allows only what naturals bring (STD_158 7-methoxycoumarin: 0.01 % from natural sources) binds
    // the line through its traces, as evaluateStandard compares them (a line over it is over, never OK).
    const naturalLimit = limit?.kind === 'see-note' ? limit.naturalContributionLimit : undefined;
    if (naturalLimit !== undefined) {
      if (perGram.trace <= 0) continue;
      const threshold = naturalLimit / dosage;
      const formulaGrams = input.amountsBySubject.get(subjectIndex)?.traceGrams ?? 0;
      maxPercentAlone = Math.min(maxPercentAlone, (100 * threshold) / perGram.trace);
      if (perGram.trace > threshold) {
        const grams = (threshold * totalGrams - formulaGrams) / (perGram.trace - threshold);
        if (grams < headroom) {
          headroom = grams;
          bindingConstraint = standard.key;
        }
      }
      continue;
    }
    if (limit?.kind !== 'percent' || perGram.effective <= 0) continue;
    const isCompoundBasis = standard.basis === 'fragrance-compound';
    const threshold = isCompoundBasis ? limit.value / 100 : limit.value / dosage;
    const formulaGrams = input.amountsBySubject.get(subjectIndex)?.effectiveGrams ?? 0;
    maxPercentAlone = Math.min(maxPercentAlone, (100 * threshold) / perGram.effective);
    if (perGram.effective > threshold) {
      const grams = (threshold * totalGrams - formulaGrams) / (perGram.effective - threshold);
      if (grams < headroom) {
        headroom = grams;
        bindingConstraint = standard.key;
      }
    }
    if (standard.isInPhototoxicitySum && !isCompoundBasis && PHOTOTOXICITY_CATEGORIES.has(category)) {
      phototoxicityPerGram += perGram.effective / threshold;
    }
  }
  if (phototoxicityPerGram > 1) {
    // B counts every phototoxic Standard of the formula, also those this line does not contain.
    const grams =
      (totalGrams - calculatePhototoxicityFormulaTerm(input.amounts, category, dosage)) / (phototoxicityPerGram - 1);
    // With one phototoxic Standard both bounds are equal: the Standard stays the binding one.
    if (!Number.isFinite(headroom) || grams < headroom - 1e-12 * Math.max(1, Math.abs(headroom))) {
      headroom = grams;
      bindingConstraint = 'phototoxicity-sum';
    }
  }
  return {
    lineId: line.lineId,
    // A negative Δ is the grams to take away: (M − tW)/(φ − t) for the most exceeded constraint.
    headroom: Number.isFinite(headroom)
      ? { kind: 'limited', grams: Math.max(0, headroom), bindingConstraint, gramsToRemove: Math.max(0, -headroom) }
      : { kind: 'unlimited' },
    maxPercentAlone: maxPercentAlone >= 100 ? null : maxPercentAlone,
  };
}

/** Σ M_S / t_S over the phototoxicity Standards of the formula (t_S = L_S / D). */
function calculatePhototoxicityFormulaTerm(
  amountsList: readonly StandardAmounts[],
  category: IfraCategory,
  dosage: number,
): number {
  let sum = 0;
  for (const amounts of amountsList) {
    const limit = amounts.standard.limits[category];
    if (
      !amounts.standard.isInPhototoxicitySum ||
      amounts.standard.basis === 'fragrance-compound' ||
      limit?.kind !== 'percent' ||
      limit.value <= 0
    )
      continue;
    sum += amounts.effectiveGrams / (limit.value / dosage);
  }
  return sum;
}

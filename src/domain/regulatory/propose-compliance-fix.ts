import type { FormulaTotals } from './apply-formula-edit.ts';
import { createFormulaTotals } from './apply-formula-edit.ts';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { ComplianceOptions, ComplianceReport } from './check-formula-totals.ts';
import { isCompliantVerdict } from './compliance-verdict.ts';
import { collectSubjectMembers } from './collect-subject-members.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import { findCategoryLimit } from './read-category-limits.ts';
import { CHANNEL_COUNT, CHANNEL_FUROCOUMARIN_FREE, CHANNEL_VIA_NATURAL } from './expand-material.ts';
import { PHOTOTOXICITY_CATEGORIES } from './ifra-categories.ts';
import { findEntryMaximum } from './declare-eu-allergens.ts';
import { findRestrictedMaximum } from './assess-eu-restricted.ts';
import { selectEuProductKind } from './eu-product-kinds.ts';
import type { FormulaLine } from './regulatory-model.ts';
import { roundMaxDosageDown } from './round-max-dosage-down.ts';
import type { Grams } from '../shared/units.ts';

export type LineChange = { lineId: string; materialId: string; fromGrams: number; toGrams: number };
export type FamilyShare = { family: string; before: number; after: number };

export type ComplianceFix = {
  kind: 'lower-lines' | 'lower-dosage' | 'lower-lines-and-dosage';
  /** The failing lines scaled by this factor (1 when they stay); the other lines keep their grams. */
  factor: number;
  changes: readonly LineChange[];
  /** Grams of concentrate taken out of the formula. */
  gramsRemoved: number;
  fromDosage: number;
  /** % w/w in the finished product (rounded down as on a certificate). */
  toDosage: number;
  /** % of the concentrate per odour family before and after (empty without families). */
  familyBalance: readonly FamilyShare[];
  /** The engine's report of the changed formula: it passes. */
  report: ComplianceReport;
};

type Bounds = { low: number; high: number; isFeasible: boolean };

function constrain(bounds: Bounds, a: number, b: number): void {
  // α·a ≤ b on α ∈ [low, high].
  if (Math.abs(a) < 1e-15) {
    if (b < -1e-12) bounds.isFeasible = false;
  } else if (a > 0) bounds.high = Math.min(bounds.high, b / a);
  else bounds.low = Math.max(bounds.low, b / a);
}

type SetAmounts = { grams: number; direct: number; trace: number; effective: number };

function readAmounts(engine: ComplianceEngine, totals: FormulaTotals | null, subjectIndex: number): SetAmounts {
  const result = { grams: 0, direct: 0, trace: 0, effective: 0 };
  if (!totals) return result;
  const subject = engine.index.subjects[subjectIndex];
  const skipFcf = subject?.kind === 'ifra-standard' && subject.standard.isInPhototoxicitySum;
  for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
    const grams = totals.subjectAmounts[subjectIndex * CHANNEL_COUNT + channel] ?? 0;
    result.grams += grams;
    if (channel & CHANNEL_VIA_NATURAL) result.trace += grams;
    else result.direct += grams;
    if (!(skipFcf && channel & CHANNEL_FUROCOUMARIN_FREE)) result.effective += grams;
  }
  return result;
}

/**
 * The largest factor α ∈ [0, 1] for the failing lines, the other lines unchanged, under which every limit
 * of the category passes at dosage D. Each concentration is (M_o + α·M_f)·D/(W_o + α·W_f): every limit is
 * linear in α, so the answer is exact (compliance-rules.md §6 applied to a group of lines). `onlyUnfixableByDosage`
 * keeps only the constraints a lower dosage cannot fix (prohibitions, compound-basis limits, Annex II).
 */
function solveFactor(
  engine: ComplianceEngine,
  options: ComplianceOptions,
  dosage: number,
  failing: FormulaTotals,
  others: FormulaTotals | null,
  onlyUnfixableByDosage: boolean,
): number | null {
  const bounds: Bounds = { low: 0, high: 1, isFeasible: true };
  const wf = failing.totalGrams;
  const wo = others?.totalGrams ?? 0;
  const subjects = new Set([...failing.activeSubjects, ...(others?.activeSubjects ?? [])]);
  const kind = selectEuProductKind({
    category: options.category,
    kind: options.euProductKind,
    basis: options.euProductType,
  });
  const isEu = (options.markets ?? ['EU']).includes('EU') && kind !== 'not-cosmetic';
  let photoA = 0;
  let photoB = wo;
  let hasPhoto = false;
  for (const subjectIndex of subjects) {
    const subject = engine.index.subjects[subjectIndex];
    if (!subject) continue;
    const f = readAmounts(engine, failing, subjectIndex);
    const o = readAmounts(engine, others, subjectIndex);
    if (subject.kind === 'eu-prohibited') {
      if (!isEu) continue;
      if (o.direct > 0) return null;
      if (f.direct > 0) bounds.high = 0;
      continue;
    }
    if (subject.kind === 'eu-allergen') {
      const maximum = findEntryMaximum(subject.entry, kind);
      if (!isEu || maximum === null || onlyUnfixableByDosage) continue;
      const t = maximum.limit / dosage;
      constrain(bounds, f.grams - t * wf, t * wo - o.grams);
      continue;
    }
    if (subject.kind === 'eu-restricted') {
      const { maximum } = findRestrictedMaximum(subject.entry, kind);
      if (!isEu || maximum === null) continue;
      // Not permitted in the product (no scope covers it, or a condition forbids it): no dosage makes it pass.
      if (maximum.limit === 0) {
        if (o.grams > 0) return null;
        if (f.grams > 0) bounds.high = 0;
        continue;
      }
      if (onlyUnfixableByDosage) continue;
      const t = maximum.limit / dosage;
      constrain(bounds, f.grams - t * wf, t * wo - o.grams);
      continue;
    }
    const { standard } = subject;
    const limit = findCategoryLimit(standard, options.category);
    if (limit?.kind === 'prohibited' || limit?.kind === 'see-note') {
      if (o.direct > 0) return null;
      if (f.direct > 0) bounds.high = 0;
      if (limit.kind === 'see-note' && limit.naturalContributionLimit !== undefined && !onlyUnfixableByDosage) {
        const t = limit.naturalContributionLimit / dosage;
        constrain(bounds, f.trace - t * wf, t * wo - o.trace);
      }
      continue;
    }
    if (limit?.kind !== 'percent') continue;
    const isCompound = standard.basis === 'fragrance-compound';
    if (onlyUnfixableByDosage && !isCompound) continue;
    const t = isCompound ? limit.value / 100 : limit.value / dosage;
    constrain(bounds, f.effective - t * wf, t * wo - o.effective);
    if (
      standard.isInPhototoxicitySum &&
      !isCompound &&
      PHOTOTOXICITY_CATEGORIES.has(options.category) &&
      limit.value > 0 &&
      !onlyUnfixableByDosage
    ) {
      hasPhoto = true;
      photoA += f.effective / t;
      photoB -= o.effective / t;
    }
  }
  if (hasPhoto) constrain(bounds, photoA - wf, photoB);
  if (!bounds.isFeasible || bounds.high < bounds.low || bounds.high < 0) return null;
  return Math.min(1, bounds.high);
}

/** The lines that bring what fails: members of every failure of the selected category. */
function findFailingLineIds(engine: ComplianceEngine, report: ComplianceReport, totals: FormulaTotals): Set<string> {
  const lineIds = new Set<string>();
  for (const failure of report.failures) {
    if (failure.kind === 'flavour-requirement') continue;
    if (failure.kind === 'phototoxicity-sum') {
      const keys = new Set(failure.members.map((member) => member.standardKey));
      const indexes = engine.index.subjects.flatMap((subject, index) =>
        subject.kind === 'ifra-standard' && keys.has(subject.standard.key) ? [index] : [],
      );
      for (const members of collectSubjectMembers(engine, totals, indexes, report.dosage.massPercent).values())
        for (const member of members) lineIds.add(member.lineId);
    } else for (const member of failure.members) lineIds.add(member.lineId);
  }
  return lineIds;
}

function buildFamilyBalance(
  before: readonly FormulaLine[],
  after: readonly FormulaLine[],
  familyOf: ((materialId: string) => string | null) | undefined,
): FamilyShare[] {
  if (!familyOf) return [];
  const shares = (lines: readonly FormulaLine[]) => {
    const byFamily = new Map<string, number>();
    let total = 0;
    for (const line of lines) {
      if (line.isExcluded) continue;
      total += line.grams;
      const family = familyOf(line.materialId);
      if (family) byFamily.set(family, (byFamily.get(family) ?? 0) + line.grams);
    }
    return { byFamily, total };
  };
  const first = shares(before);
  const second = shares(after);
  const families = [...new Set([...first.byFamily.keys(), ...second.byFamily.keys()])];
  return families
    .map((family) => ({
      family,
      before: first.total > 0 ? (100 * (first.byFamily.get(family) ?? 0)) / first.total : 0,
      after: second.total > 0 ? (100 * (second.byFamily.get(family) ?? 0)) / second.total : 0,
    }))
    .sort((left, right) => right.before - left.before);
}

/**
 * "Make it compliant" (issue 18): the smallest changes that pass in the chosen category, computed exactly by
 * the engine: (1) lower the failing lines, the other lines unchanged (so their proportions are kept), by the
 * largest factor that passes; (2) lower the dosage to the rounded-down maximum; (3) when lowering the lines
 * alone cannot pass, lower them as far as the limits a dosage cannot fix require, then the dosage. Every
 * proposal is checked again by the engine and kept only when it passes. Empty when the formula passes
 * already or when nothing of this kind can make it pass (e.g. unresolved lines).
 */
export function proposeComplianceFixes(input: {
  engine: ComplianceEngine;
  lines: readonly FormulaLine[];
  options: ComplianceOptions;
  /** The odour family of a material, for the balance before and after; omit to skip it. */
  familyOf?: (materialId: string) => string | null;
}): ComplianceFix[] {
  const { engine, lines, options, familyOf } = input;
  const current = buildComplianceReport(engine, { ...options, lines });
  // Judged on IFRA and the markets assessed: a market not assessed (the UK) keeps every verdict at "cannot be
  // verified", so a proposal judged on the full verdict never passed and nothing was offered.
  if (!current.ok || current.value.assessedVerdict !== 'not-compliant') return [];
  const report = current.value;
  const totals = createFormulaTotals(engine, lines);
  if (!totals.ok) return [];
  const failingIds = findFailingLineIds(engine, report, totals.value);
  const dosage = report.dosage.massPercent;
  const check = (candidate: readonly FormulaLine[], candidateDosage: number) => {
    const dosageInput = { basis: 'w/w' as const, percent: candidateDosage };
    const result = buildComplianceReport(engine, { ...options, dosage: dosageInput, lines: candidate });
    return result.ok && isCompliantVerdict(result.value.assessedVerdict) ? result.value : null;
  };
  const scale = (factor: number): { candidate: FormulaLine[]; changes: LineChange[] } => {
    const changes: LineChange[] = [];
    const candidate = lines.map((line) => {
      if (factor === 1 || !failingIds.has(line.lineId) || line.isExcluded) return line;
      const toGrams = line.grams * factor;
      changes.push({ lineId: line.lineId, materialId: line.materialId, fromGrams: line.grams, toGrams });
      return { ...line, grams: toGrams as Grams };
    });
    return { candidate, changes };
  };
  const fixes: ComplianceFix[] = [];
  const build = (kind: ComplianceFix['kind'], factor: number, toDosage: number): ComplianceFix | null => {
    // The factor sits on the boundary: a relative nudge inside the engine's 1e-9 tolerance absorbs float noise.
    for (const nudge of [1, 1 - 1e-10, 1 - 1e-7]) {
      const { candidate, changes } = scale(factor * nudge);
      const passed = check(candidate, toDosage);
      if (passed) {
        const gramsRemoved = changes.reduce((sum, change) => sum + change.fromGrams - change.toGrams, 0);
        return {
          kind,
          factor: factor * nudge,
          changes,
          gramsRemoved,
          fromDosage: dosage,
          toDosage,
          familyBalance: buildFamilyBalance(lines, candidate, familyOf),
          report: passed,
        };
      }
    }
    return null;
  };
  const split = (ids: ReadonlySet<string>) => {
    const failing = createFormulaTotals(
      engine,
      lines.filter((line) => ids.has(line.lineId)),
    );
    const others = lines.filter((line) => !ids.has(line.lineId));
    const otherTotals = others.length > 0 ? createFormulaTotals(engine, others) : null;
    if (!failing.ok || (otherTotals && !otherTotals.ok)) return null;
    return { failing: failing.value, others: otherTotals?.ok ? otherTotals.value : null };
  };
  const parts = failingIds.size > 0 ? split(failingIds) : null;
  const factor = parts ? solveFactor(engine, options, dosage, parts.failing, parts.others, false) : null;
  if (factor !== null && factor < 1) {
    const fix = build('lower-lines', factor, dosage);
    if (fix) fixes.push(fix);
  }
  const maxDosage = report.maxDosage[options.category];
  const dosageLimit = maxDosage.kind === 'limited' ? maxDosage.value : maxDosage.kind === 'not-limited' ? 100 : null;
  const annexIiiLimit = Math.min(
    ...report.euRestricted
      .filter((entry) => entry.concentration > 0)
      .map((entry) => (entry.limit * dosage) / entry.concentration),
    Number.POSITIVE_INFINITY,
  );
  const isEu = report.markets.includes('EU') && report.euProductType.used !== 'not-cosmetic';
  const lowerDosage =
    dosageLimit === null
      ? null
      : roundMaxDosageDown(Math.min(dosageLimit, isEu ? annexIiiLimit : Number.POSITIVE_INFINITY)).certificateValue;
  if (lowerDosage !== null && lowerDosage > 0 && lowerDosage < dosage) {
    const fix = build('lower-dosage', 1, lowerDosage);
    if (fix) fixes.push(fix);
  }
  if (fixes.length === 0 && parts) {
    const partial = solveFactor(engine, options, dosage, parts.failing, parts.others, true);
    if (partial !== null) {
      const { candidate } = scale(partial);
      const after = buildComplianceReport(engine, { ...options, lines: candidate });
      const afterMax = after.ok ? after.value.maxDosage[options.category] : null;
      const afterLimit =
        afterMax?.kind === 'limited' ? afterMax.certificateValue : afterMax?.kind === 'not-limited' ? dosage : null;
      if (afterLimit !== null && afterLimit > 0) {
        const fix = build('lower-lines-and-dosage', partial, Math.min(dosage, afterLimit));
        if (fix) fixes.push(fix);
      }
    }
  }
  return fixes;
}

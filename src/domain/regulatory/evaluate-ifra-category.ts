import type { FormulaTotals } from './apply-formula-edit.ts';
import type { RegulatoryIndex } from './build-regulatory-index.ts';
import { CHANNEL_COUNT, CHANNEL_FUROCOUMARIN_FREE, CHANNEL_VIA_NATURAL } from './expand-material.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { FLAVOUR_CATEGORIES, PHOTOTOXICITY_CATEGORIES } from './ifra-categories.ts';
import type { IfraLimit, IfraStandard } from './regulatory-model.ts';
import { roundMaxDosageDown } from './round-max-dosage-down.ts';
import { RATIO_TOLERANCE } from './ratio-tolerance.ts';
import { evaluateSharedLimits } from './evaluate-shared-limits.ts';
import { IFRA_CATEGORY_INDEXES } from './read-category-limits.ts';
import type { PreparedStandard } from './prepare-standard-amounts.ts';
import { labelNotApproved, prepareStandardAmounts } from './prepare-standard-amounts.ts';
import type { ComplianceVerdict } from './compliance-verdict.ts';
import { isCompliantVerdict } from './compliance-verdict.ts';

export { RATIO_TOLERANCE };

/** Grams of one IFRA Standard in the formula, summed over its CAS, isomers and members, by origin. */
export type StandardAmounts = {
  subjectIndex: number;
  standard: IfraStandard;
  /** All grams; for phototoxicity Standards the furocoumarin-free contributions are left out. */
  effectiveGrams: number;
  /** Added directly or through a base (not through the constituents of a natural). */
  directGrams: number;
  /** Arrived only as constituents of naturals. */
  traceGrams: number;
};

export type StandardVerdict = 'pass' | 'fail' | 'warn' | 'checklist';
export type StandardReason =
  | 'within-limit'
  | 'over-limit'
  | 'no-restriction'
  | 'no-numeric-limit'
  | 'prohibited-direct'
  | 'prohibited-trace-from-natural'
  | 'specification-to-acknowledge'
  | 'over-shared-limit';

export type StandardResult = {
  key: string;
  name: string;
  /** E_S: % in the finished product (for a fragrance-compound basis, % in the compound). */
  concentration: number;
  /** e_S: % in the concentrate. */
  concentrateConcentration: number;
  limit: IfraLimit | null;
  ratio: number | null;
  verdict: StandardVerdict;
  reason: StandardReason;
  /** IFRA's words when the Standard fails as a prohibition ("should not be used…"), else null. */
  note: string | null;
  /** IFRA's implementation deadlines (ISO dates) for new and existing creations; null when IFRA gives none. */
  implementation: { newCreations: string | null; existingCreations: string | null } | null;
  /**
   * For Standards sharing one limit (oakmoss and treemoss extracts): the keys summed and Σ E_S / L_S in this
   * category; absent otherwise.
   */
  sharedLimit?: { standardKeys: readonly string[]; sumOfRatios: number };
};

/** One group of Standards whose limit applies to their total, in one category. */
export type SharedLimitResult = {
  standardKeys: readonly string[];
  sumOfRatios: number;
  verdict: 'pass' | 'fail';
};

export type MaxDosage =
  | { kind: 'limited'; value: number; certificateValue: number; label: string; bindingConstraint: string }
  | { kind: 'not-limited'; label: 'Not limited' }
  | { kind: 'not-approved'; label: 'Not approved'; reasons: readonly string[] }
  /** Categories 1 and 6 when a material's flavour status is unknown: neither approved nor refused (issue 27, item 6). */
  | { kind: 'not-assessed'; label: 'Not assessed'; reasons: readonly string[] };

export type PhototoxicitySum = {
  isApplicable: boolean;
  sumOfRatios: number;
  verdict: 'pass' | 'fail' | 'not-applicable';
  standardKeys: readonly string[];
};

export type CategoryEvaluation = {
  category: IfraCategory;
  /**
   * This category's own verdict at the dosage: not compliant when a Standard, the phototoxicity sum or the
   * flavour requirement fails; cannot be verified when only unresolved materials stand in the way;
   * specifications to confirm when every numeric check passes but a specification Standard is unconfirmed.
   */
  verdict: ComplianceVerdict;
  /** The verdict is compliant or compliant with specifications to confirm. */
  isCompliant: boolean;
  standards: readonly StandardResult[];
  phototoxicity: PhototoxicitySum;
  /** Groups of Standards sharing one limit present in the formula (oakmoss + treemoss). */
  sharedLimits: readonly SharedLimitResult[];
  /** null outside categories 1 and 6, and in them when a material's flavour status is unknown. */
  isFlavourRequirementMet: boolean | null;
  /** Categories 1 and 6: met, not met, or not assessed (a material whose flavour status is unknown); else not applicable. */
  flavourRequirement: 'met' | 'not-met' | 'not-assessed' | 'not-applicable';
  maxDosage: MaxDosage;
};

/** Per-Standard grams of every IFRA Standard present, computed once for all 18 categories. */
export function collectStandardAmounts(index: RegulatoryIndex, totals: FormulaTotals): StandardAmounts[] {
  const collected: StandardAmounts[] = [];
  for (const subjectIndex of totals.activeSubjects) {
    const subject = index.subjects[subjectIndex];
    if (subject?.kind !== 'ifra-standard') continue;
    const base = subjectIndex * CHANNEL_COUNT;
    let directGrams = 0;
    let traceGrams = 0;
    let effectiveGrams = 0;
    for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
      const grams = totals.subjectAmounts[base + channel] ?? 0;
      if (channel & CHANNEL_VIA_NATURAL) traceGrams += grams;
      else directGrams += grams;
      if (!(subject.standard.isInPhototoxicitySum && channel & CHANNEL_FUROCOUMARIN_FREE)) effectiveGrams += grams;
    }
    if (directGrams + traceGrams > 0)
      collected.push({ subjectIndex, standard: subject.standard, effectiveGrams, directGrams, traceGrams });
  }
  return collected;
}

/** One Standard in one category; `result` is built only when the caller lists the Standard verdicts. */
type Evaluation = {
  result: StandardResult | null;
  verdict: StandardVerdict;
  reason: StandardReason;
  /** NaN when the Standard gives no maximum dosage (a number field that never holds null is not boxed anew). */
  maxDosageCandidate: number;
  isNotApproved: boolean;
};

/**
 * One Standard in one category, written into `out` (one object reused for the 18 × Standards evaluations of a
 * re-check, which allocate nothing unless the verdicts are listed).
 */
function evaluateStandard(
  out: Evaluation,
  prepared: PreparedStandard,
  limit: IfraLimit | null,
  dosage: number,
  totalGrams: number,
  isAcknowledged: boolean,
  includeResult: boolean,
): void {
  const { amounts } = prepared;
  const { standard } = amounts;
  const isCompoundBasis = standard.basis === 'fragrance-compound';
  const concentrateConcentration = (100 * amounts.effectiveGrams) / totalGrams;
  let concentration = isCompoundBasis ? concentrateConcentration : (amounts.effectiveGrams * dosage) / totalGrams;
  let verdict: StandardVerdict = 'pass';
  let reason: StandardReason = limit ? 'no-restriction' : 'no-numeric-limit';
  let ratio: number | null = null;
  let note: string | null = null;
  let maxDosageCandidate = Number.NaN;
  let isNotApproved = false;
  if (limit?.kind === 'percent') {
    ratio = concentration / limit.value;
    const isPass = ratio <= 1 + RATIO_TOLERANCE;
    verdict = isPass ? 'pass' : 'fail';
    reason = isPass ? 'within-limit' : 'over-limit';
    maxDosageCandidate =
      isCompoundBasis || amounts.effectiveGrams === 0
        ? Number.NaN
        : (limit.value * totalGrams) / amounts.effectiveGrams;
    isNotApproved = isCompoundBasis && !isPass;
  } else if (limit?.kind === 'prohibited' || limit?.kind === 'see-note') {
    if (amounts.directGrams > 0) {
      verdict = 'fail';
      reason = 'prohibited-direct';
      isNotApproved = true;
      if (includeResult)
        note =
          [standard.prohibitionNote, standard.forbiddenNaturals?.note].filter((text) => text !== undefined).join(' ') ||
          null;
    } else if (limit.kind === 'see-note' && limit.naturalContributionLimit !== undefined) {
      concentration = (amounts.traceGrams * dosage) / totalGrams;
      ratio = concentration / limit.naturalContributionLimit;
      const isPass = ratio <= 1 + RATIO_TOLERANCE;
      verdict = isPass ? 'pass' : 'fail';
      reason = isPass ? 'within-limit' : 'over-limit';
      maxDosageCandidate =
        limit.naturalContributionLimit === 0 ? 0 : (limit.naturalContributionLimit * totalGrams) / amounts.traceGrams;
      isNotApproved = maxDosageCandidate === 0;
    } else {
      verdict = 'warn';
      reason = 'prohibited-trace-from-natural';
    }
  }
  if (prepared.isSpecification && !isAcknowledged && verdict !== 'fail') {
    verdict = 'checklist';
    reason = 'specification-to-acknowledge';
  }
  out.result = includeResult
    ? {
        key: standard.key,
        name: standard.name,
        concentration,
        concentrateConcentration,
        limit,
        ratio,
        verdict,
        reason,
        note,
        implementation: standard.implementation ?? null,
      }
    : null;
  out.verdict = verdict;
  out.reason = reason;
  out.maxDosageCandidate = maxDosageCandidate;
  out.isNotApproved = isNotApproved;
}

function calculatePhototoxicitySum(
  /** The Standards of the phototoxicity sum present, in the order of the amounts. */
  amountsList: readonly StandardAmounts[],
  category: IfraCategory,
  dosage: number,
  totalGrams: number,
) {
  let concentrateSum = 0;
  const standardKeys: string[] = [];
  if (!PHOTOTOXICITY_CATEGORIES.has(category))
    return {
      sum: { isApplicable: false, sumOfRatios: 0, verdict: 'not-applicable', standardKeys } satisfies PhototoxicitySum,
      concentrateSum,
    };
  for (const amounts of amountsList) {
    const limit = amounts.standard.limits[category];
    if (
      !amounts.standard.isInPhototoxicitySum ||
      limit?.kind !== 'percent' ||
      limit.value <= 0 ||
      amounts.effectiveGrams === 0
    )
      continue;
    // Σ M_S / L_S: the sum of ratios at dosage D is D/W times this.
    concentrateSum += amounts.effectiveGrams / limit.value;
    standardKeys.push(amounts.standard.key);
  }
  const sumOfRatios = (concentrateSum * dosage) / totalGrams;
  const verdict = sumOfRatios <= 1 + RATIO_TOLERANCE ? 'pass' : 'fail';
  return { sum: { isApplicable: true, sumOfRatios, verdict, standardKeys } satisfies PhototoxicitySum, concentrateSum };
}

/**
 * One IFRA category at dosage D (% w/w of concentrate in the finished product): the verdict of every
 * Standard present, the phototoxicity sum of ratios, the flavour requirement, and the analytic maximum
 * dosage D*_k = min(100, L·W/M over numeric Standards, W/Σ(M/L) over the phototoxicity sum).
 */
export function evaluateIfraCategory(input: {
  amounts: readonly StandardAmounts[];
  category: IfraCategory;
  dosage: number;
  totalGrams: number;
  hasNonFoodGradeMaterial: boolean;
  /** A material whose flavour status nobody declared (categories 1 and 6 are then not assessed). */
  hasUnknownFlavourMaterial?: boolean;
  hasUnresolved: boolean;
  acknowledgedSpecificationKeys: ReadonlySet<string>;
  /** false: verdicts are computed but not listed (live editor, categories other than the product's). */
  includeStandardResults?: boolean;
}): CategoryEvaluation {
  const { category, dosage, totalGrams } = input;
  const standards: StandardResult[] = [];
  const notApprovedReasons: string[] = [];
  let maxDosage = Number.POSITIVE_INFINITY;
  let bindingConstraint = '';
  let hasFailure = false;
  let hasSpecificationToConfirm = false;
  const prepared = prepareStandardAmounts(input.amounts);
  const categoryIndex = IFRA_CATEGORY_INDEXES.get(category) ?? -1;
  const includeResults = input.includeStandardResults !== false;
  const evaluation: Evaluation = {
    result: null,
    verdict: 'pass',
    reason: 'no-restriction',
    maxDosageCandidate: Number.NaN,
    isNotApproved: false,
  };
  for (const entry of prepared.standards) {
    const { standard } = entry.amounts;
    const isAcknowledged = entry.isSpecification && input.acknowledgedSpecificationKeys.has(standard.key);
    const limit = entry.limits[categoryIndex] ?? null;
    evaluateStandard(evaluation, entry, limit, dosage, totalGrams, isAcknowledged, includeResults);
    if (evaluation.result) standards.push(evaluation.result);
    if (evaluation.verdict === 'fail') hasFailure = true;
    if (evaluation.verdict === 'checklist') hasSpecificationToConfirm = true;
    if (evaluation.isNotApproved) notApprovedReasons.push(labelNotApproved(entry, evaluation.reason));
    // NaN (no maximum) is never below the running minimum.
    if (evaluation.maxDosageCandidate < maxDosage) {
      maxDosage = evaluation.maxDosageCandidate;
      bindingConstraint = standard.key;
    }
  }
  const phototoxicity = calculatePhototoxicitySum(prepared.phototoxic, category, dosage, totalGrams);
  // A single phototoxic Standard gives the same maximum both ways; the Standard then stays the binding one.
  if (phototoxicity.concentrateSum > 0 && totalGrams / phototoxicity.concentrateSum < maxDosage * (1 - 1e-12)) {
    maxDosage = totalGrams / phototoxicity.concentrateSum;
    bindingConstraint = 'phototoxicity-sum';
  }
  const shared = prepared.hasSharedLimits ? evaluateSharedLimits(input.amounts, category, dosage, totalGrams) : [];
  for (const group of shared) {
    if (group.maxDosage < maxDosage * (1 - 1e-12)) {
      maxDosage = group.maxDosage;
      bindingConstraint = group.result.standardKeys.join('+');
    }
    const isOver = group.result.verdict === 'fail';
    if (isOver) hasFailure = true;
    // Every member shows the group's total, passing or not; a group over its limit fails each member.
    const sharedLimit = { standardKeys: group.result.standardKeys, sumOfRatios: group.result.sumOfRatios };
    const keys = new Set(group.result.standardKeys);
    for (let position = 0; position < standards.length; position++) {
      const entry = standards[position];
      if (!entry || !keys.has(entry.key)) continue;
      standards[position] =
        isOver && entry.verdict !== 'fail'
          ? { ...entry, verdict: 'fail', reason: 'over-shared-limit', sharedLimit }
          : { ...entry, sharedLimit };
    }
  }
  const flavourRequirement = !FLAVOUR_CATEGORIES.has(category)
    ? 'not-applicable'
    : input.hasNonFoodGradeMaterial
      ? 'not-met'
      : input.hasUnknownFlavourMaterial
        ? 'not-assessed'
        : 'met';
  const isFlavourRequirementMet = flavourRequirement === 'met' ? true : flavourRequirement === 'not-met' ? false : null;
  if (isFlavourRequirementMet === false) notApprovedReasons.push('material not recognised as a flavouring');
  let verdict: ComplianceVerdict = 'compliant';
  if (hasFailure || phototoxicity.sum.verdict === 'fail' || isFlavourRequirementMet === false)
    verdict = 'not-compliant';
  else if (input.hasUnresolved || flavourRequirement === 'not-assessed') verdict = 'cannot-be-verified';
  else if (hasSpecificationToConfirm) verdict = 'compliant-specifications-to-confirm';
  let result: MaxDosage;
  if (notApprovedReasons.length > 0)
    result = { kind: 'not-approved', label: 'Not approved', reasons: notApprovedReasons };
  else if (flavourRequirement === 'not-assessed')
    result = {
      kind: 'not-assessed',
      label: 'Not assessed',
      reasons: ['flavour status (food/flavour grade) not declared for every material'],
    };
  else if (maxDosage >= 100) result = { kind: 'not-limited', label: 'Not limited' };
  else result = { kind: 'limited', value: maxDosage, ...roundMaxDosageDown(maxDosage), bindingConstraint };
  return {
    category,
    verdict,
    isCompliant: isCompliantVerdict(verdict),
    standards,
    phototoxicity: phototoxicity.sum,
    sharedLimits: shared.map((group) => group.result),
    isFlavourRequirementMet,
    flavourRequirement,
    maxDosage: result,
  };
}

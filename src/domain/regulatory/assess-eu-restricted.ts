import type { FormulaTotals } from './apply-formula-edit.ts';
import type { RegulatoryIndex } from './build-regulatory-index.ts';
import { CHANNEL_COUNT } from './expand-material.ts';
import { RATIO_TOLERANCE } from './evaluate-ifra-category.ts';
import type { AnnexIiiRequirement } from './eu-product-kinds.ts';
import type { EuProductKind } from './eu-product-kind-details.ts';
import type { EuRestrictedEntry } from './regulatory-model.ts';

/** What an Annex III entry allows in a product kind: a maximum (0 when not permitted) and/or words to quote. */
export type RestrictedMaximum = {
  /** The binding maximum (%) with its scope or the condition that forbids use; null when none applies. */
  maximum: { limit: number; scope: string } | null;
  /** The Annex's words when a maximum that may apply cannot be compared (not a percentage, scope not placed). */
  unreadable: string | null;
};

/**
 * The Annex III maximum of an entry for a product kind (Regulation (EC) No 1223/2009 Art. 14(1)(b): a restricted
 * substance only "in accordance with the restrictions laid down in that Annex"): 0 when a condition forbids use in
 * the kind (entry 98: "Not to be used in preparations for children under 3 years of age") or when no scope of the
 * entry covers the kind (entry 14 hydroquinone: "Artificial nail systems" only); else the lowest maximum whose scope
 * may cover it. A column g cell that is not a percentage, or scopes the table cannot place, are quoted instead.
 */
export function findRestrictedMaximum(entry: EuRestrictedEntry, kind: EuProductKind): RestrictedMaximum {
  if (kind === 'not-cosmetic') return { maximum: null, unreadable: null };
  const forbidding = entry.requirements?.find((requirement) => requirement.forbids && requirement.kinds.includes(kind));
  if (forbidding) return { maximum: { limit: 0, scope: forbidding.text }, unreadable: null };
  const placed = entry.scopes.filter((scope) => scope.isPlaced && scope.kinds.includes(kind));
  const unplaced = entry.scopes.filter((scope) => !scope.isPlaced);
  if (placed.length === 0 && unplaced.length === 0)
    return {
      maximum: {
        limit: 0,
        scope: `Annex III permits it only in: ${entry.scopes.map((scope) => scope.scope).join('; ')}`,
      },
      unreadable: null,
    };
  let maximum: RestrictedMaximum['maximum'] = null;
  for (const candidate of entry.maxima)
    if (candidate.kinds.includes(kind) && (maximum === null || candidate.limit < maximum.limit))
      maximum = { limit: candidate.limit, scope: candidate.scope };
  const quoted = (entry.unreadableMaxima ?? [])
    .filter((candidate) => candidate.kinds.includes(kind))
    .map((candidate) => `${candidate.scope}: ${candidate.text}`);
  if (placed.length === 0)
    quoted.push(`Annex III scopes not matched to the product type: ${unplaced.map((scope) => scope.scope).join('; ')}`);
  return { maximum, unreadable: quoted.length > 0 ? [...new Set(quoted)].join(' | ') : null };
}

/** An Annex III entry beyond the fragrance allergens that the formula contains, assessed for the product kind. */
export type EuRestrictedAssessment = {
  annexIiiReference: string;
  name: string;
  /** % in the finished product (the formula's % × the dosage), summed over the entry's CAS numbers. */
  concentration: number;
  /** % in the concentrate. */
  concentrateConcentration: number;
  verdict: 'pass' | 'fail' | 'cannot-be-verified';
  limit: number | null;
  scope: string | null;
  /** The Annex's words that could not be compared, quoted; null otherwise. */
  annexText: string | null;
  /** Conditions of use and label warnings of the entry for the product kind. */
  requirements: readonly AnnexIiiRequirement[];
};

/**
 * Every Annex III entry beyond the fragrance allergens the formula contains, compared with its maximum for the
 * product kind in the ready-for-use preparation: the finished product's concentration, the formula's share ×
 * the dosage (as the allergens are). Over the maximum: fail; a maximum that cannot be read: cannot be verified,
 * never a pass. Nothing for a product that is not a cosmetic.
 */
export function assessEuRestricted(input: {
  index: RegulatoryIndex;
  totals: FormulaTotals;
  dosage: number;
  productKind: EuProductKind;
}): EuRestrictedAssessment[] {
  const { index, totals, dosage, productKind } = input;
  if (productKind === 'not-cosmetic') return [];
  const results: EuRestrictedAssessment[] = [];
  for (const subjectIndex of totals.activeSubjects) {
    const subject = index.subjects[subjectIndex];
    if (subject?.kind !== 'eu-restricted') continue;
    let grams = 0;
    for (let channel = 0; channel < CHANNEL_COUNT; channel++)
      grams += totals.subjectAmounts[subjectIndex * CHANNEL_COUNT + channel] ?? 0;
    if (!(grams > 0)) continue;
    const concentration = (grams * dosage) / totals.totalGrams;
    const { maximum, unreadable } = findRestrictedMaximum(subject.entry, productKind);
    const isOver = maximum !== null && concentration > maximum.limit * (1 + RATIO_TOLERANCE);
    results.push({
      annexIiiReference: subject.entry.annexIiiReference,
      name: subject.entry.name,
      concentration,
      concentrateConcentration: (100 * grams) / totals.totalGrams,
      verdict: isOver || maximum?.limit === 0 ? 'fail' : unreadable !== null ? 'cannot-be-verified' : 'pass',
      limit: maximum?.limit ?? null,
      scope: maximum?.scope ?? null,
      annexText: unreadable,
      requirements: (subject.entry.requirements ?? []).filter((requirement) => requirement.kinds.includes(productKind)),
    });
  }
  return results.sort((left, right) => right.concentration - left.concentration || left.name.localeCompare(right.name));
}

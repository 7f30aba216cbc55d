import type { StandardAmounts, StandardReason } from './evaluate-ifra-category.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import { findCategoryLimit } from './read-category-limits.ts';
import type { IfraLimit, IfraStandard } from './regulatory-model.ts';

/** What every category reads of one Standard, worked out once per Standard (the engine's data is read-only). */
type StandardFacts = {
  /** findCategoryLimit of each category, in IFRA_CATEGORIES order (IFRA_CATEGORY_INDEXES). */
  limits: readonly (IfraLimit | null)[];
  isSpecification: boolean;
  /** "<key>: <reason>" of a maximum dosage not approved, per reason, built once. */
  notApprovedLabels: Map<StandardReason, string>;
};

export type PreparedStandard = StandardFacts & { amounts: StandardAmounts };

type PreparedAmounts = {
  standards: readonly PreparedStandard[];
  /** The Standards of the phototoxicity sum, in the order of the amounts. */
  phototoxic: readonly StandardAmounts[];
  hasSharedLimits: boolean;
};

const factsByStandard = new WeakMap<IfraStandard, StandardFacts>();
const preparedByAmounts = new WeakMap<readonly StandardAmounts[], PreparedAmounts>();

function readStandardFacts(standard: IfraStandard): StandardFacts {
  let facts = factsByStandard.get(standard);
  if (!facts) {
    facts = {
      limits: IFRA_CATEGORIES.map((category) => findCategoryLimit(standard, category)),
      isSpecification: standard.types.includes('specification'),
      notApprovedLabels: new Map(),
    };
    factsByStandard.set(standard, facts);
  }
  return facts;
}

/**
 * What the 18 category evaluations of one report read of its Standards: each one's limits, whether it is a
 * specification, the phototoxic ones and whether any shares a limit. The amounts list of a report is read-only once
 * collected, so its preparation is kept (by the list) for the 18 categories (issue 34).
 */
export function prepareStandardAmounts(amountsList: readonly StandardAmounts[]): PreparedAmounts {
  let prepared = preparedByAmounts.get(amountsList);
  if (!prepared) {
    prepared = {
      standards: amountsList.map((amounts) => ({ ...readStandardFacts(amounts.standard), amounts })),
      phototoxic: amountsList.filter((amounts) => amounts.standard.isInPhototoxicitySum),
      hasSharedLimits: amountsList.some((entry) => entry.standard.sharesLimitWith),
    };
    preparedByAmounts.set(amountsList, prepared);
  }
  return prepared;
}

/** The reason a category's maximum dosage is not approved, as the report lists it. */
export function labelNotApproved(prepared: PreparedStandard, reason: StandardReason): string {
  let label = prepared.notApprovedLabels.get(reason);
  if (label === undefined) {
    label = `${prepared.amounts.standard.key}: ${reason}`;
    prepared.notApprovedLabels.set(reason, label);
  }
  return label;
}

import { createBoundedCachesByOwner, type BoundedCache } from '../../lib/bounded-cache.ts';
import type { RuleFindingsOutcome } from '../regulatory/regulatory.public.ts';

/** What the market rules found in one saved formula (findSavedRuleFindings), remembered. */
export type RememberedRuleFindings = RuleFindingsOutcome;

/**
 * How much the remembered findings may hold (ADR 068): a house member's 10,000 formulas of 20-600 lines hold about
 * 300,000 changes, some 35 MB; the least recently used are found again when next asked for.
 */
export const MAX_REMEMBERED_FINDINGS_BYTES = 48 * 1024 * 1024;
const MAX_REMEMBERED_FINDINGS = 40_000;

/**
 * What one formula's findings hold, roughly: each object with its fields (a change's seven, a finding's eight) and
 * array slots; their texts (rule titles, material and allergen names) are the engine's and the library's own, shared
 * by every formula, and are not counted.
 */
export function estimateRememberedFindingsBytes(value: RememberedRuleFindings, key: string): number {
  let bytes = 128 + 2 * key.length;
  if ('findings' in value)
    for (const finding of value.findings) bytes += 160 + 16 * finding.subjects.length + 104 * finding.changes.length;
  return bytes;
}

/** Per shared engine (one per reference data version): the findings by user's data revisions, formula and rows. */
const rememberedFindings = createBoundedCachesByOwner<RememberedRuleFindings>({
  maxEntries: MAX_REMEMBERED_FINDINGS,
  maxBytes: MAX_REMEMBERED_FINDINGS_BYTES,
  sizeOf: estimateRememberedFindingsBytes,
});

/** The findings remembered for one shared engine. */
export function rememberedRuleFindingsOf(engine: object): BoundedCache<RememberedRuleFindings> {
  return rememberedFindings.of(engine);
}

/**
 * The key of a formula's findings: the user's data revisions (ADR 057: every own material, lot and typical
 * composition they could read, and the reference library, at the revisions read before the rows), the formula and
 * the transaction that last wrote its row (any save, rename or merge rewriting its rows gives a new one), and the
 * markets asked for. Per user: a line may name a material one member can read and another cannot.
 */
export function keyOfRuleFindings(
  userId: string,
  revisionStamp: string,
  formula: { id: string; rowVersion: string },
  markets: readonly string[] | undefined,
): string {
  return `${userId}|${revisionStamp}|${formula.id}|${formula.rowVersion}|${keyOfMarkets(markets)}`;
}

/** The markets asked for as a key: sorted and joined by commas, or `*` for every market. */
export function keyOfMarkets(markets: readonly string[] | undefined): string {
  return markets ? [...markets].sort().join(',') : '*';
}

import type { IfraCategory } from './ifra-categories.ts';

/** How the EU Cosmetics Regulation sees the product; 'not-cosmetic' is outside Annex III labelling. */
export type EuProductType = 'leave-on' | 'rinse-off' | 'not-cosmetic';

const RINSE_OFF_CATEGORIES: ReadonlySet<IfraCategory> = new Set<IfraCategory>(['7A', '9']);
const NOT_COSMETIC_CATEGORIES: ReadonlySet<IfraCategory> = new Set<IfraCategory>(['10A', '10B', '11A', '11B', '12']);

/**
 * The default IFRA → EU mapping of compliance-rules.md §7: 7A and 9 rinse-off; 1–6, 7B and 8 leave-on;
 * 10–12 are household, air care and candles, not cosmetics (CLP/detergent rules apply instead).
 * Only a proposal: the user confirms it, and the confirmed type is passed back to the engine.
 */
export function proposeEuProductType(ifraCategory: IfraCategory): EuProductType {
  if (RINSE_OFF_CATEGORIES.has(ifraCategory)) return 'rinse-off';
  if (NOT_COSMETIC_CATEGORIES.has(ifraCategory)) return 'not-cosmetic';
  return 'leave-on';
}

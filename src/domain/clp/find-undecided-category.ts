import type { Undetermined } from './clp-mixture.ts';

/**
 * The first class the mixture is known to be classified in whose category the data cannot decide (Annex I Table
 * 2.6.1: a flash point below 23 °C is category 1 or 2 by the initial boiling point). Its H statement, and for
 * flammable liquids the label's tactile warning (Annex II 3.2.1), depend on the category: a label or a safety data
 * sheet issued in that state would rest on a guess, so it is refused with the value to enter.
 */
export function findUndecidedCategory(undetermined: readonly Undetermined[]): Undetermined | null {
  return undetermined.find((entry) => (entry.candidateCategories?.length ?? 0) > 0) ?? null;
}

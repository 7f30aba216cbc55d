import {
  type ClassificationEntry,
  type ClpIngredient,
  type ClpMixture,
  type Contributor,
  type NotApplicable,
  type Undetermined,
} from './clp-mixture.ts';
import type { HazardClass, HazardClassification } from './parse-hazard-classification.ts';

/** What the classification steps of classify-mixture.ts share: tolerances, ingredients' limits, the result being built. */

export const EPSILON = 1e-9;
export const atLeast = (value: number, limit: number) => value >= limit - EPSILON;
export const round = (value: number) => Number(value.toPrecision(10));
export const format = (value: number) => `${round(value)} %`;

export function contributor(ingredient: ClpIngredient): Contributor {
  return { cas: ingredient.cas, name: ingredient.name, percent: round(ingredient.percent) };
}

// Read-only by its type, not frozen: a frozen array beside the ordinary ones made every for-of over an ingredient's
// hazards allocate its iterator (a quarter of a classification's garbage).
const NO_HAZARDS: readonly HazardClassification[] = [];

/**
 * The ingredient's classifications in a class. Asked for every ingredient in every class of every rule (about 20,000
 * times for a 300-line formula), and most ingredients have none there: that answer is one shared empty list, not a
 * new array each time (the garbage of `filter` made one classification in ten wait 3-4 ms for the collector).
 */
export function hazardsOf(ingredient: ClpIngredient, hazardClass: HazardClass): readonly HazardClassification[] {
  let found: HazardClassification[] | null = null;
  for (const hazard of ingredient.hazards) if (hazard.hazardClass === hazardClass) (found ??= []).push(hazard);
  return found ?? NO_HAZARDS;
}

/** Whether the ingredient is classified in that class and category (no list made: asked for every ingredient). */
export function isClassifiedAs(ingredient: ClpIngredient, hazardClass: HazardClass, category: string): boolean {
  for (const hazard of ingredient.hazards)
    if (hazard.hazardClass === hazardClass && hazard.category === category) return true;
  return false;
}

/** The ingredient's specific concentration limit (lowest lower bound) for a class and, optionally, a category. */
export function findSpecificLimit(
  ingredient: ClpIngredient,
  hazardClass: HazardClass,
  category?: string,
): number | null {
  let lowest: number | null = null;
  for (const limit of ingredient.limits)
    if (
      limit.hazardClass === hazardClass &&
      (category === undefined || limit.category === '' || limit.category === category) &&
      (lowest === null || limit.lowerPercent < lowest)
    )
      lowest = limit.lowerPercent;
  return lowest;
}

/**
 * The limit an ingredient is held to for a class: its specific limit where it has one (Article 10 CLP), the generic
 * one otherwise. A substance combined from lines that give different specific limits, some of them none
 * (combine-same-substances.ts), is held to the lowest of them and the generic one: one substance has one limit,
 * and which of the lines is right cannot be told, so the strictest stands.
 */
export function findLimit(
  ingredient: ClpIngredient,
  hazardClass: HazardClass,
  generic: number,
  category?: string,
): number {
  return withGenericLimit(ingredient, hazardClass, findSpecificLimit(ingredient, hazardClass, category), generic);
}

/** `specific` (a specific limit of the ingredient, or null) as findLimit applies it beside the generic limit. */
export function withGenericLimit(
  ingredient: ClpIngredient,
  hazardClass: HazardClass,
  specific: number | null,
  generic: number,
): number {
  if (specific === null) return generic;
  return ingredient.genericLimitAlso?.includes(hazardClass) ? Math.min(specific, generic) : specific;
}

/** Category order, most severe first: 1A, 1, 1B, 1C, 2, 3, 4. */
export function rankCategory(category: string): number {
  const number = Number.parseInt(category, 10);
  if (Number.isNaN(number)) return 9;
  const letter = category.slice(String(number).length);
  return number + ({ A: 0, '': 0.1, B: 0.2, C: 0.3 }[letter] ?? 0.5);
}

/** The most severe of the items (the lowest rank; the first of equals), without copying or sorting them. */
export function mostSevere<T extends { category: string }>(items: readonly T[]): T | undefined {
  let worst: T | undefined;
  let worstRank = Infinity;
  for (const item of items) {
    const rank = rankCategory(item.category);
    if (rank < worstRank) {
      worst = item;
      worstRank = rank;
    }
  }
  return worst;
}

/** Annex I 1.1.2.2.2, Table 1.1: generic cut-off values below which an ingredient is not taken into account. */
export function isRelevant(ingredient: ClpIngredient, cutOff: number): boolean {
  return atLeast(ingredient.percent, cutOff);
}

export type Context = {
  mixture: ClpMixture;
  entries: ClassificationEntry[];
  undetermined: Undetermined[];
  notApplicable: NotApplicable[];
  trace: string[];
};

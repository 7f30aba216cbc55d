/**
 * Drops for a weight, given the weight of one drop of the material from the user's pipette (grams): to one
 * decimal, null without a drop weight.
 */
export function convertGramsToDrops(grams: number, dropWeightGrams: number | null): number | null {
  if (dropWeightGrams === null || !(dropWeightGrams > 0) || !(grams >= 0)) return null;
  return Math.round((grams / dropWeightGrams) * 10) / 10;
}

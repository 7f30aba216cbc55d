import { convertToGrams, isQuantityUnit, type QuantityUnit } from '../shared/quantity-units.ts';

export type ParsedSize = { amount: number; unit: QuantityUnit; grams: number; densityAssumed: boolean };

const SIZE_PATTERN = /^\s*(\d+(?:[.,]\d+)?)\s*(g|ml|kg|oz|lb)\s*$/i;

/**
 * A pack size (spec section 5): a number plus one of g, ml, kg, oz or lb ('100 g', '2.5kg', '4 oz').
 * Anything else ('a bottle', '100 grams', '0 g') is null. ml converts with the density when known, else 1 g/ml.
 */
export function parseSize(text: string, densityGPerMl?: number | null): ParsedSize | null {
  const match = SIZE_PATTERN.exec(text);
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  const unit = match[2]!.toLowerCase();
  if (!isQuantityUnit(unit) || !(amount > 0)) return null;
  return { amount, unit, ...convertToGrams(amount, unit, densityGPerMl) };
}

/** Units a price list or a lot may use (spec section 5) and their conversions to grams (spec section 9). */
export const MASS_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
export const QUANTITY_UNITS = ['g', 'ml', 'kg', 'oz', 'lb'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

export const GRAMS_PER_UNIT = { g: 1, kg: 1000, oz: 28.3495, lb: 453.592 } as const;

/** Water-like density used when a material's density is unknown: 1 ml is taken as 1 g. */
export const ASSUMED_DENSITY_G_PER_ML = 1;

export type GramsConversion = { grams: number; densityAssumed: boolean };

export function isQuantityUnit(value: string): value is QuantityUnit {
  return (QUANTITY_UNITS as readonly string[]).includes(value);
}

/**
 * A quantity in grams. Millilitres use the material's density (g/ml) when known, else 1 g/ml, and the result
 * says so (`densityAssumed`) so the screen can tell the user.
 */
export function convertToGrams(amount: number, unit: QuantityUnit, densityGPerMl?: number | null): GramsConversion {
  if (unit === 'ml') {
    const known = typeof densityGPerMl === 'number' && Number.isFinite(densityGPerMl) && densityGPerMl > 0;
    return { grams: amount * (known ? densityGPerMl : ASSUMED_DENSITY_G_PER_ML), densityAssumed: !known };
  }
  return { grams: amount * GRAMS_PER_UNIT[unit], densityAssumed: false };
}

/** Grams back to a unit (the inverse of convertToGrams). */
export function convertFromGrams(grams: number, unit: QuantityUnit, densityGPerMl?: number | null): number {
  if (unit === 'ml') {
    const known = typeof densityGPerMl === 'number' && Number.isFinite(densityGPerMl) && densityGPerMl > 0;
    return grams / (known ? densityGPerMl : ASSUMED_DENSITY_G_PER_ML);
  }
  return grams / GRAMS_PER_UNIT[unit];
}

/**
 * Units are part of the type (STYLE.md §2): a bare number never crosses a domain boundary as a quantity.
 * Each unit has one validating constructor that returns a typed result instead of throwing: the one range rule,
 * which the engine applies to every line it is given (apply-formula-edit: invalid-grams, invalid-purity naming the
 * line) and tests build their units with (tests/fixtures/golden-vector-fixtures.ts: grams, percent, fraction).
 * Formula lines read from a request or the database are branded where they enter the engine (build-compliance-lines,
 * build-formula-report) and checked there; imported regulatory figures are branded by the importers' parsers.
 */

declare const unitBrand: unique symbol;
type Branded<Value, Unit extends string> = Value & { readonly [unitBrand]: Unit };

/** A mass fraction in percent (w/w), 0 to 100 inclusive: IFRA limits, dosages, concentrations. */
export type Percent = Branded<number, 'Percent'>;
/** A mass in grams, finite and not negative. */
export type Grams = Branded<number, 'Grams'>;
/** A dimensionless fraction, 0 to 1 inclusive: purity, a composition share of a neat material. */
export type Fraction = Branded<number, 'Fraction'>;

export type UnitError = {
  kind: 'not-a-finite-number' | 'below-minimum' | 'above-maximum';
  unit: 'Percent' | 'Grams' | 'Fraction';
  value: number;
};
export type UnitResult<Unit> = { ok: true; value: Unit } | { ok: false; error: UnitError };

function validateRange<Unit>(
  unit: UnitError['unit'],
  value: number,
  minimum: number,
  maximum: number,
): UnitResult<Unit> {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return { ok: false, error: { kind: 'not-a-finite-number', unit, value } };
  if (value < minimum) return { ok: false, error: { kind: 'below-minimum', unit, value } };
  if (value > maximum) return { ok: false, error: { kind: 'above-maximum', unit, value } };
  return { ok: true, value: value as Unit };
}

/** A percent between 0 and 100 inclusive. */
export function createPercent(value: number): UnitResult<Percent> {
  return validateRange<Percent>('Percent', value, 0, 100);
}

/** A finite, non-negative mass in grams. */
export function createGrams(value: number): UnitResult<Grams> {
  return validateRange<Grams>('Grams', value, 0, Number.MAX_VALUE);
}

/** A fraction between 0 and 1 inclusive. */
export function createFraction(value: number): UnitResult<Fraction> {
  return validateRange<Fraction>('Fraction', value, 0, 1);
}

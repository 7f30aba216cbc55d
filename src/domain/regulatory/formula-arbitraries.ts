import fc from 'fast-check';
import type { Fraction, Grams } from '../shared/units.ts';
import type { FormulaLine } from './regulatory-model.ts';

/**
 * fast-check generators over the golden fixture materials, shared by the property tests. Test support
 * only: nothing in the engine imports this file.
 */
export const FIXTURE_MATERIAL_IDS = [
  'citral',
  'geraniol',
  'linalool',
  'linalool-isomer',
  'dpg',
  'citral-10-in-dpg',
  'litsea-cubeba-oil',
  'rose-oil',
  'bergamot-oil-expressed',
  'bergamot-oil-fcf',
  'lemon-oil-cold-pressed',
  'incomplete-base',
] as const;

export const gramsArbitrary = fc
  .double({ min: 0.001, max: 100, noNaN: true, noDefaultInfinity: true })
  .map((value) => value as Grams);

export const lineBodyArbitrary = fc.record({
  materialId: fc.constantFrom(...FIXTURE_MATERIAL_IDS),
  grams: gramsArbitrary,
  dilution: fc.option(
    fc.double({ min: 0.01, max: 1, noNaN: true }).map((value) => value as Fraction),
    { nil: undefined },
  ),
});

export function buildArbitraryLine(
  body: { materialId: string; grams: Grams; dilution: Fraction | undefined },
  lineId: string,
): FormulaLine {
  return body.dilution === undefined
    ? { lineId, materialId: body.materialId, grams: body.grams }
    : { lineId, materialId: body.materialId, grams: body.grams, purity: body.dilution, diluentMaterialId: 'dpg' };
}

export const formulaArbitrary = fc
  .array(lineBodyArbitrary, { minLength: 1, maxLength: 12 })
  .map((bodies) => bodies.map((body, index) => buildArbitraryLine(body, `line-${index}`)));

export const dosageArbitrary = fc.double({ min: 0.1, max: 100, noNaN: true });

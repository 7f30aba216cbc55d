import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { ComplianceReport } from './check-formula-totals.ts';
import { dosageArbitrary, formulaArbitrary, gramsArbitrary } from '../../../tests/fixtures/formula-arbitraries.ts';
import { buildGoldenEngine, grams } from '../../../tests/fixtures/golden-vector-fixtures.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import type { FormulaLine } from './regulatory-model.ts';

const engine = buildGoldenEngine([
  {
    id: 'iso-e-super',
    name: 'unrestricted woody substance',
    kind: 'substance',
    casNumbers: ['54464-57-2'],
    isFurocoumarinFree: false,
    isFoodGradeFlavour: false,
    composition: [],
  },
]);

function buildReport(lines: readonly FormulaLine[], dosage: number, category: IfraCategory = '4'): ComplianceReport {
  const result = buildComplianceReport(engine, { lines, category, dosage: { basis: 'w/w', percent: dosage } });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

const isClose = (left: number, right: number) =>
  Math.abs(left - right) <= 1e-9 * Math.max(1, Math.abs(left), Math.abs(right));

/** Passes in category k at the report's dosage: no Standard fails and the phototoxicity sum holds. */
const passesNumerically = (report: ComplianceReport, category: IfraCategory) =>
  report.categories[category].standards.every((standard) => standard.verdict !== 'fail') &&
  report.categories[category].phototoxicity.verdict !== 'fail';

describe('concentration properties', () => {
  it('scaling every amount leaves every concentration unchanged', () => {
    fc.assert(
      fc.property(
        formulaArbitrary,
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        dosageArbitrary,
        (lines, factor, dosage) => {
          const scaled = lines.map((line) => ({ ...line, grams: grams(line.grams * factor) }));
          const original = buildReport(lines, dosage);
          const after = buildReport(scaled, dosage);
          expect(after.standards.map((standard) => standard.key)).toEqual(
            original.standards.map((standard) => standard.key),
          );
          after.standards.forEach((standard, index) =>
            expect(isClose(standard.concentration, original.standards[index]?.concentration ?? Number.NaN)).toBe(true),
          );
          after.allergens.forEach((allergen, index) =>
            expect(isClose(allergen.concentration, original.allergens[index]?.concentration ?? Number.NaN)).toBe(true),
          );
          expect(isClose(after.phototoxicity.sumOfRatios, original.phototoxicity.sumOfRatios)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('adding a line of an unrestricted material never raises a restricted concentration', () => {
    fc.assert(
      fc.property(
        formulaArbitrary,
        gramsArbitrary,
        dosageArbitrary,
        fc.constantFrom('iso-e-super', 'dpg'),
        (lines, added, dosage, materialId) => {
          const before = buildReport(lines, dosage);
          const after = buildReport([...lines, { lineId: 'added', materialId, grams: added }], dosage);
          for (const standard of after.standards) {
            const previous = before.standards.find((entry) => entry.key === standard.key);
            expect(previous).toBeDefined();
            expect(standard.concentration).toBeLessThanOrEqual((previous?.concentration ?? 0) * (1 + 1e-12));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('maximum dosage properties', () => {
  it('D* passes at D*, fails just above it, and the certificate value is D* rounded down and passes', () => {
    fc.assert(
      fc.property(formulaArbitrary, fc.constantFrom(...IFRA_CATEGORIES), (lines, category) => {
        const report = buildReport(lines, 20, category);
        const maxDosage = report.maxDosage[category];
        if (maxDosage.kind !== 'limited') return;
        expect(passesNumerically(buildReport(lines, maxDosage.value, category), category)).toBe(true);
        expect(passesNumerically(buildReport(lines, maxDosage.certificateValue, category), category)).toBe(true);
        const justAbove = maxDosage.value * (1 + 1e-6);
        if (justAbove <= 100) expect(passesNumerically(buildReport(lines, justAbove, category), category)).toBe(false);
        // Never above D*, but for float noise: a D* of 39.99999999999999 (analytically 40) certifies 40.00%,
        // which passes (checked above); round-max-dosage-down.ts allows the same 1e-12.
        expect(maxDosage.certificateValue).toBeLessThanOrEqual(maxDosage.value * (1 + 1e-12));
        const step = maxDosage.value >= 1 ? 0.01 : 10 ** (Math.floor(Math.log10(maxDosage.value)) - 1);
        expect(maxDosage.value - maxDosage.certificateValue).toBeLessThan(step * (1 + 1e-9));
      }),
      { numRuns: 200 },
    );
  });

  it('the certificate D* equals the dosage divided by the largest ratio at any dosage (miniPinscher pass_dosage)', () => {
    fc.assert(
      fc.property(formulaArbitrary, dosageArbitrary, fc.constantFrom(...IFRA_CATEGORIES), (lines, dosage, category) => {
        const report = buildReport(lines, dosage, category);
        const evaluation = report.categories[category];
        const ratios = evaluation.standards.flatMap((standard) => (standard.ratio === null ? [] : [standard.ratio]));
        const largestRatio = Math.max(0, evaluation.phototoxicity.sumOfRatios, ...ratios);
        const expected = largestRatio === 0 ? Number.POSITIVE_INFINITY : dosage / largestRatio;
        const maxDosage = report.maxDosage[category];
        if (maxDosage.kind === 'not-approved') {
          expect(
            evaluation.isFlavourRequirementMet === false ||
              evaluation.standards.some((standard) => standard.reason === 'prohibited-direct'),
          ).toBe(true);
          return;
        }
        if (expected >= 100) expect(maxDosage.kind).toBe('not-limited');
        else expect(maxDosage.kind === 'limited' && isClose(maxDosage.value, expected)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

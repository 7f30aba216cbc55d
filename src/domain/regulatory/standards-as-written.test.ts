// Reading the IFRA Standards as written: notes, group limits, the furocoumarin sum, dates not yet in force (issue 27).
import { describe, expect, it } from 'vitest';
import {
  OAKMOSS_NOTE,
  TREEMOSS_NOTE,
  AITC_CONTRIBUTIONS,
  SAFROLE_RESTRICTED,
  STANDARDS,
  SAFROLE_TEXT,
  EU_PROHIBITED,
  DATA,
  report,
} from '../../../tests/fixtures/standards-as-written-fixtures.ts';
import { findPendingDeadline } from './format-report-response.ts';
import { parseForbiddenNaturals, parseIfraDeadline, parseSharedLimitNames } from './map-regulatory-data.ts';

describe('reading the Standards as written', () => {
  it.each([
    ['oakmoss note (STD_067)', parseSharedLimitNames(OAKMOSS_NOTE), ['Treemoss extracts']],
    ['treemoss note (STD_080)', parseSharedLimitNames(TREEMOSS_NOTE), ['Oakmoss extracts']],
    ['safrole note (no shared limit)', parseSharedLimitNames(SAFROLE_RESTRICTED), []],
    [
      'STD_107 contributions: naturals forbidden',
      parseForbiddenNaturals(AITC_CONTRIBUTIONS)?.names,
      ['Mustard oil', 'Horseradish oil'],
    ],
    ['deadline "February 10, 2022"', parseIfraDeadline('February 10, 2022'), '2022-02-10'],
    ['deadline "Not applicable."', parseIfraDeadline('Not applicable.'), null],
  ])('%s', (_, actual, expected) => expect(actual).toEqual(expected));

  it.each([
    ['IFRA_STD_067', ['IFRA_STD_080']],
    ['IFRA_STD_080', ['IFRA_STD_067']],
  ])('%s shares its limit with %j', (key, partners) => {
    expect(STANDARDS.find((standard) => standard.key === key)?.sharesLimitWith).toEqual(partners);
  });

  it.each([
    ['IFRA_STD_087', true, 'bergamot says "listed in the IFRA Standard of Citrus oils…"'],
    ['IFRA_STD_085', false, 'AHMI is phototoxic but outside the furocoumarin sum'],
  ])('%s in the furocoumarin sum: %s (%s)', (key, expected) => {
    expect(STANDARDS.find((standard) => standard.key === key)?.isInPhototoxicitySum).toBe(expected);
  });

  it('keeps the implementation dates', () => {
    expect(STANDARDS.find((standard) => standard.key === 'IFRA_STD_067')?.implementation).toEqual({
      existingCreations: '2022-02-10',
      newCreations: '2021-02-10',
    });
  });

  it('finds the forbidden horseradish oil by its IFRA Annex CAS, and reads the safrole tolerance of Annex II 360', () => {
    expect(
      DATA.ifraStandards.find((standard) => standard.key === 'IFRA_STD_107')?.forbiddenNaturals?.casNumbers,
    ).toEqual(['84775-62-2']);
    expect(EU_PROHIBITED.find((entry) => entry.annexIiReference === '360')?.naturalContentLimit).toEqual({
      otherThanOral: 0.01,
      oral: 0.005,
      text: SAFROLE_TEXT,
    });
  });
});

describe('group limits: oakmoss and treemoss share one limit (STD_067, STD_080 restricted notes)', () => {
  // 0.3 g each in 100 g at D = 20 %: each 0.06 % in the product.
  it.each([
    // [category, expected verdict, Σ (E/L), why]
    ['4', 'not-compliant', 0.06 / 0.1 + 0.06 / 0.1, 'each 0.06 % ≤ 0.1 %, total 0.12 % > 0.1 %'],
    ['5A', 'not-compliant', 0.06 / 0.076 + 0.06 / 0.076, 'total 0.12 % > 0.076 %'],
  ] as const)('category %s: %s (Σ = %s; %s)', (category, verdict, sum, _why) => {
    const value = report({ oakmoss: 0.3, treemoss: 0.3 }, category, 20);
    expect(value.verdict).toBe(verdict);
    expect(value.categories[category].sharedLimits[0]?.sumOfRatios).toBeCloseTo(sum, 12);
    expect(value.standards.filter((standard) => standard.reason === 'over-shared-limit').map((s) => s.key)).toEqual([
      'IFRA_STD_067',
      'IFRA_STD_080',
    ]);
  });

  it('each alone at 0.3 g passes category 4', () => {
    expect(report({ oakmoss: 0.3 }, '4', 20).verdict).toBe('compliant');
    expect(report({ treemoss: 0.3 }, '4', 20).verdict).toBe('compliant');
  });

  it('the maximum dosage is set by the total: D* = 100 / (0.3/0.1 + 0.3/0.1) = 16.67 % in category 4', () => {
    const maxDosage = report({ oakmoss: 0.3, treemoss: 0.3 }, '4', 20).maxDosage['4'];
    expect(maxDosage.kind === 'limited' && maxDosage.value).toBeCloseTo(100 / 6, 10);
    expect(maxDosage.kind === 'limited' && maxDosage.bindingConstraint).toBe('IFRA_STD_067+IFRA_STD_080');
  });
});

describe('the furocoumarin sum holds only the Standards that say so', () => {
  // Bergamot 1.5 g → 0.3 % (ratio 0.75 of 0.4 %); AHMI 6 g → 1.2 % (ratio 0.6 of 2 %). Summed: 1.35, a false failure.
  it('AHMI with bergamot is compliant in category 4; the sum is bergamot alone, 0.75', () => {
    const value = report({ bergamot: 1.5, ahmi: 6 }, '4', 20);
    expect(value.phototoxicity.standardKeys).toEqual(['IFRA_STD_087']);
    expect(value.phototoxicity.sumOfRatios).toBeCloseTo(0.75, 12);
    expect(value.verdict).toBe('compliant');
  });
});

describe('a change not yet in force is shown with its date (issue 27, deliver 5)', () => {
  // 51st Amendment Standards: "Implementation deadline for new creations" March 30, 2024, "for existing creations"
  // October 30, 2025 (58 Standards of the workbook).
  const implementation = { newCreations: '2024-03-30', existingCreations: '2025-10-30' };
  it.each([
    ['2024-01-15', { creations: 'new', date: '2024-03-30' }],
    ['2025-01-15', { creations: 'existing', date: '2025-10-30' }],
    ['2026-11-28', null],
    [null, null],
  ] as const)('on %s: %j', (asOf, expected) => {
    expect(findPendingDeadline(implementation, asOf)).toEqual(expected);
  });
});

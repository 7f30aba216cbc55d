import { describe, expect, it } from 'vitest';
import type { ComplianceFailure } from './check-formula-totals.ts';
import type { FormulaVerdictSnapshot, VerdictFailure } from './compare-formula-verdicts.ts';
import { compareFormulaVerdicts, summariseFailures } from './compare-formula-verdicts.ts';

const citral = (limit: number, concentration = 0.2): VerdictFailure => ({
  kind: 'ifra-limit',
  reference: 'IFRA_STD_035',
  name: 'Citral',
  concentration,
  limit,
  lines: [{ row: 2, materialName: 'Citral', concentration }],
});
const compliant: FormulaVerdictSnapshot = { verdict: 'compliant', failures: [] };
const toConfirm: FormulaVerdictSnapshot = { verdict: 'compliant-specifications-to-confirm', failures: [] };
const unknown: FormulaVerdictSnapshot = { verdict: 'cannot-be-verified', failures: [] };
const failing = (...failures: VerdictFailure[]): FormulaVerdictSnapshot => ({ verdict: 'not-compliant', failures });

describe('compareFormulaVerdicts', () => {
  it.each([
    ['compliant → not compliant (a limit tightened)', compliant, failing(citral(0.1)), true, 1],
    ['compliant → specifications to confirm (a new specification Standard)', compliant, toConfirm, true, 0],
    ['specifications to confirm → cannot be verified', toConfirm, unknown, true, 0],
    ['cannot be verified → not compliant', unknown, failing(citral(0.1)), true, 1],
    ['not compliant, the same failure at the same limit', failing(citral(0.1)), failing(citral(0.1)), false, 0],
    ['not compliant, the failing limit tightened again', failing(citral(0.1)), failing(citral(0.05)), true, 1],
    ['not compliant, the failing limit loosened', failing(citral(0.1)), failing(citral(0.15)), false, 0],
    [
      'not compliant, another Standard fails too',
      failing(citral(0.1)),
      failing(citral(0.1), { ...citral(0.1), reference: 'IFRA_STD_211', name: 'Isoeugenol' }),
      true,
      1,
    ],
    ['not compliant → compliant (better)', failing(citral(0.1)), compliant, false, 0],
    ['compliant → compliant', compliant, compliant, false, 0],
    ['cannot be verified → specifications to confirm (better)', unknown, toConfirm, false, 0],
  ])('%s', (_case, before, after, isWorse, newFailures) => {
    const diff = compareFormulaVerdicts(before, after);
    expect(diff !== null).toBe(isWorse);
    if (diff) {
      expect(diff).toMatchObject({ before: before.verdict, after: after.verdict });
      expect(diff.newFailures).toHaveLength(newFailures);
    }
  });

  it('lists the failures that are gone', () => {
    const isoeugenol = { ...citral(0.1), reference: 'IFRA_STD_211', name: 'Isoeugenol' };
    const diff = compareFormulaVerdicts(failing(isoeugenol), failing(citral(0.1)));
    expect(diff?.resolvedFailures.map((failure) => failure.name)).toEqual(['Isoeugenol']);
    expect(diff?.newFailures.map((failure) => failure.name)).toEqual(['Citral']);
  });
});

describe('summariseFailures', () => {
  const member = { lineId: 'line-1', materialId: 'm1', materialName: 'Citral', lotId: null, concentration: 0.3 };
  it.each<[string, ComplianceFailure, Partial<VerdictFailure>]>([
    [
      'an IFRA limit keeps the Standard, the concentration against the limit and the row',
      {
        kind: 'ifra-limit',
        standardKey: 'IFRA_STD_035',
        name: 'Citral',
        concentration: 0.3,
        limit: 0.1,
        members: [member],
      },
      {
        reference: 'IFRA_STD_035',
        concentration: 0.3,
        limit: 0.1,
        lines: [{ row: 4, materialName: 'Citral', concentration: 0.3 }],
      },
    ],
    [
      'a prohibition has no limit',
      { kind: 'ifra-prohibited', standardKey: 'IFRA_STD_001', name: 'X', concentration: 0.01, members: [member] },
      { reference: 'IFRA_STD_001', limit: null },
    ],
    [
      'an EU Annex III maximum keeps its reference',
      { kind: 'eu-annex-iii-maximum', annexIiiReference: 'III/45', name: 'Y', concentration: 2, limit: 1, members: [] },
      { reference: 'III/45', limit: 1 },
    ],
    [
      'the phototoxicity sum compares the sum of ratios with 1',
      { kind: 'phototoxicity-sum', sumOfRatios: 1.4, members: [] },
      { reference: 'phototoxicity-sum', concentration: 1.4, limit: 1 },
    ],
    [
      'the flavour requirement names the materials',
      { kind: 'flavour-requirement', materialIds: ['m1'] },
      { lines: [{ row: null, materialName: 'Name of m1', concentration: 0 }] },
    ],
  ])('%s', (_case, failure, expected) => {
    const [summary] = summariseFailures(
      [failure],
      (lineId) => (lineId === 'line-1' ? 4 : null),
      (id) => `Name of ${id}`,
    );
    expect(summary).toMatchObject(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { buildEuAnnexNameContributions, type EuAnnexNames } from './eu-annex-names.ts';

// Rows as ECHA's exports give them (annex_iii_restricted.csv entry 73, annex_ii_prohibited.csv entry 1133): the
// substance name concatenates the identifier's names without a separator.
const CIS_ISOEUGENOL: EuAnnexNames = {
  annex: 'III',
  refNo: '73',
  cas: '5912-86-7',
  casValid: true,
  substanceName: '(Z)-2-Methoxy-4-(prop-1-enyl)phenolcis-Isoeugenol',
  identifierNames: ['(Z)-2-Methoxy-4-(prop-1-enyl)phenol', 'cis-Isoeugenol'],
};
const COSTUS: EuAnnexNames = {
  annex: 'II',
  refNo: '1133',
  cas: '8023-88-9',
  casValid: true,
  substanceName: 'Costus root oil',
  identifierNames: [],
};

describe('buildEuAnnexNameContributions', () => {
  it.each([
    {
      case: 'the identifier’s names, not the concatenated substance name',
      rows: [CIS_ISOEUGENOL],
      expected: [['5912-86-7', ['(Z)-2-Methoxy-4-(prop-1-enyl)phenol', 'cis-Isoeugenol']]],
    },
    {
      case: 'the substance name when no identifier name is given',
      rows: [COSTUS],
      expected: [['8023-88-9', ['Costus root oil']]],
    },
    {
      case: 'one contribution per entry and CAS (a row per product type repeats the names)',
      rows: [CIS_ISOEUGENOL, { ...CIS_ISOEUGENOL }],
      expected: [['5912-86-7', ['(Z)-2-Methoxy-4-(prop-1-enyl)phenol', 'cis-Isoeugenol']]],
    },
    { case: 'no CAS number: nothing to name', rows: [{ ...COSTUS, cas: null }], expected: [] },
    { case: 'a CAS whose check digit fails: nothing is guessed', rows: [{ ...COSTUS, casValid: false }], expected: [] },
  ])('$case', ({ rows, expected }) => {
    const contributions = buildEuAnnexNameContributions(rows);
    expect(contributions.map((entry) => [entry.cas, entry.fallbackNames])).toEqual(expected);
    // Fallback names only: never a synonym, a name or a material's principal name.
    expect(contributions.every((entry) => !entry.synonyms && !entry.name && !entry.displayName)).toBe(true);
  });
});

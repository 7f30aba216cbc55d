import { describe, expect, it } from 'vitest';
import { buildIfraStandardNameContributions } from './ifra-standard-names.ts';
import { mergeMaterialContributions } from './merge-material-contributions.ts';

// Rows as the 51st Amendment's standards.csv gives them (names and synonyms copied from the file).
const MOC = {
  id: 'IFRA_STD_064',
  name: 'Methyl octine carbonate',
  synonyms: ['Methyl octyne carbonate', 'Methyl 2-nonynoate', '2-Nonynoic acid, methyl ester', 'MOC'],
};
const AHMI = {
  id: 'IFRA_STD_085',
  name: 'Acetyl hexamethyl indan (AHMI)',
  synonyms: ['5-Acetyl-1,1,2,3,3,6-hexamethyl indan', 'Phantolid (commercial name)'],
};
const LEMON = { id: 'IFRA_STD_092', name: 'Lemon oil cold pressed', synonyms: ['Not applicable.'] };
const CITRONELLOL = {
  id: 'IFRA_STD_022',
  name: 'Citronellol',
  synonyms: ['106-22-9:', 'dl-Citronellol', 'Rhodinol pure (commercial name)', '1117-61-9:', '(+)-(R)-Citronellol'],
};
const ROSE_KETONES = {
  id: 'IFRA_STD_077',
  name: 'Rose ketones',
  synonyms: ['23696-85-7 (C13H18O):', 'Damascenone (commercial name)', '23726-93-4 (C13H18O):', 'beta-Damascone'],
};
const scope = (standardKey: string, ...cas: string[]) =>
  cas.map((number) => ({ standardKey, cas: number, casValid: true }));

describe('buildIfraStandardNameContributions: each Standard names what its scope covers', () => {
  it.each([
    {
      case: 'a substance: the Standard’s name and synonyms',
      standards: [MOC],
      scope: scope('IFRA_STD_064', '111-80-8'),
      expected: {
        '111-80-8': [
          'Methyl octine carbonate',
          'Methyl octyne carbonate',
          'Methyl 2-nonynoate',
          '2-Nonynoic acid, methyl ester',
          'MOC',
        ],
      },
    },
    {
      case: 'the commercial-name tag is dropped',
      standards: [AHMI],
      scope: scope('IFRA_STD_085', '15323-35-0'),
      expected: {
        '15323-35-0': ['Acetyl hexamethyl indan (AHMI)', '5-Acetyl-1,1,2,3,3,6-hexamethyl indan', 'Phantolid'],
      },
    },
    {
      case: '"Not applicable." is no name; both CAS numbers of the scope get the name',
      standards: [LEMON],
      scope: scope('IFRA_STD_092', '8008-56-8', '84929-31-7'),
      expected: { '8008-56-8': ['Lemon oil cold pressed'], '84929-31-7': ['Lemon oil cold pressed'] },
    },
    {
      case: 'a list in sections by CAS: each CAS its own section, the group name to all',
      standards: [CITRONELLOL, ROSE_KETONES],
      scope: [...scope('IFRA_STD_022', '106-22-9', '1117-61-9'), ...scope('IFRA_STD_077', '23696-85-7', '23726-93-4')],
      expected: {
        '106-22-9': ['Citronellol', 'dl-Citronellol', 'Rhodinol pure'],
        '1117-61-9': ['Citronellol', '(+)-(R)-Citronellol'],
        '23696-85-7': ['Rose ketones', 'Damascenone'],
        '23726-93-4': ['Rose ketones', 'beta-Damascone'],
      },
    },
    { case: 'a Standard without a CAS (a class) names nothing', standards: [MOC], scope: [], expected: {} },
  ])('$case', ({ standards, scope: rows, expected }) => {
    const contributions = buildIfraStandardNameContributions(standards, rows);
    expect(Object.fromEntries(contributions.map((entry) => [entry.cas, entry.synonyms]))).toEqual(expected);
    expect(contributions.every((entry) => entry.name === undefined && entry.displayName === undefined)).toBe(true);
  });

  it('adds its names to a material a dataset knows, never makes one, never names one', () => {
    const [material, ...others] = mergeMaterialContributions(
      [
        {
          dataset: 'pyrfume-goodscents',
          contribution: { sourceKey: '1', cas: '111-80-8', isCasValid: true, name: 'Methyl 2-nonynoate' },
        },
        ...buildIfraStandardNameContributions(
          [MOC, LEMON],
          [...scope('IFRA_STD_064', '111-80-8'), ...scope('IFRA_STD_092', '84929-31-7')],
        ).map((contribution) => ({ dataset: 'ifra-51-standards', contribution })),
      ],
      ['pyrfume-goodscents', 'sillage-trade-names', 'ifra-51-standards'],
    );
    expect(others).toEqual([]);
    expect(material?.name).toBe('Methyl 2-nonynoate');
    expect(material?.synonyms).toEqual(expect.arrayContaining(['Methyl octine carbonate', 'MOC']));
  });
});

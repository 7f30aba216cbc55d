import { describe, expect, it } from 'vitest';
import { buildIfraStandardNameContributions } from './ifra-standard-names.ts';
import { buildEuAnnexNameContributions } from './eu-annex-names.ts';
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
// IFRA_STD_124 and IFRA_STD_129 as standards.csv gives them (synonyms shortened); 2,4-Dienals lists 16 CAS numbers.
const COSTUS = {
  id: 'IFRA_STD_124',
  name: 'Costus root oil, absolute and concrete',
  synonyms: ['Costus root essential oil, absolute and concrete (Saussurea lappa Clarke)', 'Oils, costus'],
};
const DIENALS = { id: 'IFRA_STD_129', name: '2,4-Dienals', synonyms: ['Not applicable.'] };
const DIENAL_CAS = [
  '142-83-6',
  '4313-03-5',
  '5910-85-0',
  '13162-46-2',
  '25152-84-5',
  '25152-83-4',
  '30361-28-5',
  '2363-88-4',
  '5910-87-2',
  '6750-03-4',
  '21662-16-4',
  '21662-13-1',
  '30361-29-6',
  '13162-47-3',
  '4313-02-4',
  '57266-86-1',
];
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

describe('a material no dataset names takes a regulation’s name, never its CAS number', () => {
  const ORDER = ['pyrfume-sigma-2014', 'pyrfume-goodscents', 'ifra-51-standards', 'eu-cosmetics-annexes-echa'];
  // Sigma 2014 lists 8023-88-9 and 84961-50-2 by CAS alone (their only odour words: violet; spicy).
  const byCas = (cas: string, name?: string) => ({
    dataset: 'pyrfume-sigma-2014',
    contribution: { sourceKey: cas, cas, isCasValid: true, ...(name ? { name } : {}) },
  });
  const ifra = (standards: Parameters<typeof buildIfraStandardNameContributions>[0], rows: ReturnType<typeof scope>) =>
    buildIfraStandardNameContributions(standards, rows).map((contribution) => ({
      dataset: 'ifra-51-standards',
      contribution,
    }));
  // Rows of ECHA's Annex III and II exports (eu-cosmetics-annexes-echa): entry 356 of Annex III and 1133 of Annex II.
  const eu = buildEuAnnexNameContributions([
    {
      annex: 'III',
      refNo: '356',
      cas: '84961-50-2',
      casValid: true,
      substanceName: 'Eugenia caryophyllus extract',
      identifierNames: ['Eugenia caryophyllus extract'],
    },
    {
      annex: 'II',
      refNo: '1133',
      cas: '8023-88-9',
      casValid: true,
      substanceName: 'Costus root oil',
      identifierNames: ['Costus root oil'],
    },
  ]).map((contribution) => ({ dataset: 'eu-cosmetics-annexes-echa', contribution }));

  it.each([
    {
      case: 'a Standard on one material names it, and calls it a natural (an oil: its constituents unknown)',
      items: [byCas('8023-88-9'), ...ifra([COSTUS], scope('IFRA_STD_124', '8023-88-9', '90106-55-1'))],
      expected: { name: 'Costus root oil, absolute and concrete', isNatural: true, kind: 'natural' },
    },
    {
      case: 'a Standard’s section names its CAS (Citronellol’s 1117-61-9), not its group name',
      items: [byCas('1117-61-9'), ...ifra([CITRONELLOL], scope('IFRA_STD_022', '106-22-9', '1117-61-9'))],
      expected: { name: '(+)-(R)-Citronellol', isNatural: false, kind: 'substance' },
    },
    {
      case: 'a group’s name (16 CAS numbers) names none of its members',
      items: [byCas('142-83-6'), ...ifra([DIENALS], scope('IFRA_STD_129', ...DIENAL_CAS))],
      expected: { name: '142-83-6', isNatural: false, kind: 'substance' },
    },
    {
      case: 'an EU annex entry names the CAS it is about: a natural by its name (an extract)',
      items: [byCas('84961-50-2'), ...eu],
      expected: { name: 'Eugenia caryophyllus extract', isNatural: true, kind: 'natural' },
    },
    {
      case: 'the IFRA Standard’s name comes before the EU entry’s',
      items: [...eu, byCas('8023-88-9'), ...ifra([COSTUS], scope('IFRA_STD_124', '8023-88-9'))],
      expected: { name: 'Costus root oil, absolute and concrete', isNatural: true, kind: 'natural' },
    },
    {
      case: 'a name a dataset gives stays the display name (a regulation’s name is no synonym of it)',
      items: [byCas('84961-50-2', 'Clove bud extract'), ...eu],
      expected: { name: 'Clove bud extract', isNatural: false, kind: 'substance' },
    },
  ])('$case', ({ items, expected }) => {
    const drafts = mergeMaterialContributions(items, ORDER);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject(expected);
    if (expected.name !== drafts[0]?.cas) expect(drafts[0]?.fieldSources.name).toHaveLength(1);
  });

  it('makes no material of a regulation’s name alone', () => {
    expect(mergeMaterialContributions([...eu, ...ifra([COSTUS], scope('IFRA_STD_124', '8023-88-9'))], ORDER)).toEqual(
      [],
    );
  });
});

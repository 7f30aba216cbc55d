import { describe, expect, it } from 'vitest';
import { shareCasByStandardName, STANDARD_NAME_SOURCE } from './share-cas-by-standard-name.ts';

// Standards as the 51st Amendment's standards.csv and standard_cas.csv give them.
const STANDARDS = [
  {
    id: 'IFRA_STD_120',
    name: 'Carvone oxide',
    synonyms: ['2-Methyl-5-(1-methylethenyl)-7-oxabicyclo[4.1.0]heptan-2-one'],
  },
  { id: 'IFRA_STD_162', name: 'Methyl crotonate', synonyms: ['Methyl 2-butenoate', '2-Butenoic acid, methyl ester'] },
  { id: 'IFRA_STD_102', name: 'Thujone', synonyms: ['alpha-Thujone', 'beta-Thujone'] },
  {
    id: 'IFRA_STD_022',
    name: 'Citronellol',
    synonyms: ['106-22-9:', 'dl-Citronellol', 'Rhodinol pure (commercial name)', '1117-61-9:', '(+)-(R)-Citronellol'],
  },
  { id: 'IFRA_STD_092', name: 'Lemon oil cold pressed', synonyms: ['Not applicable.'] },
];
const SCOPE = [
  { standardKey: 'IFRA_STD_120', cas: '33204-74-9', casValid: true },
  { standardKey: 'IFRA_STD_162', cas: '623-43-8', casValid: true },
  { standardKey: 'IFRA_STD_102', cas: '76231-76-6', casValid: true },
  { standardKey: 'IFRA_STD_102', cas: '546-80-5', casValid: true },
  { standardKey: 'IFRA_STD_022', cas: '106-22-9', casValid: true },
  { standardKey: 'IFRA_STD_022', cas: '1117-61-9', casValid: true },
  { standardKey: 'IFRA_STD_092', cas: '8008-56-8', casValid: true },
  { standardKey: 'IFRA_STD_092', cas: '84929-31-7', casValid: false },
];
const material = (name: string, cas: string | null, otherCas: string[] = []) => ({
  name,
  cas,
  otherCas,
  fieldSources: { cas: ['pyrfume-goodscents'] } as Record<string, string[]>,
});

describe('shareCasByStandardName: a material named as a Standard names its ingredient holds the scope’s CAS', () => {
  it.each([
    {
      case: 'another CAS of the same ingredient (STD_120)',
      given: material('Carvone oxide', '18383-49-8'),
      otherCas: ['33204-74-9'],
    },
    {
      case: 'the Standard’s name in other case',
      given: material('methyl crotonate', '18707-60-3'),
      otherCas: ['623-43-8'],
    },
    { case: 'a synonym for the whole scope', given: material('Methyl 2-butenoate', null), otherCas: ['623-43-8'] },
    {
      case: 'no CAS at all: every CAS of the scope',
      given: material('Thujone', null),
      otherCas: ['546-80-5', '76231-76-6'],
    },
    {
      case: 'a name given one CAS of the list names that CAS alone',
      given: material('dl-Citronellol', '7540-51-4'),
      otherCas: ['106-22-9'],
    },
    { case: 'the commercial-name tag dropped', given: material('Rhodinol pure', null), otherCas: ['106-22-9'] },
    {
      case: 'an invalid CAS of the scope is not given',
      given: material('Lemon oil cold pressed', '8008-56-8'),
      otherCas: [],
    },
    { case: 'a name no Standard gives', given: material('Carvone', '99-49-0'), otherCas: [] },
    {
      case: 'only the display name counts, not a word inside it',
      given: material('Carvone oxide dimer', null),
      otherCas: [],
    },
  ])('$case', ({ given, otherCas }) => {
    const [shared] = shareCasByStandardName([given], STANDARDS, SCOPE);
    expect(shared?.otherCas).toEqual(otherCas);
    expect(shared?.fieldSources.otherCas ?? []).toEqual(otherCas.length > 0 ? [STANDARD_NAME_SOURCE] : []);
    expect(shared?.fieldSources.cas).toEqual(['pyrfume-goodscents']);
  });

  it('keeps the material’s own CAS numbers first and adds none twice', () => {
    const [shared] = shareCasByStandardName([material('Citronellol', '106-22-9', ['26489-01-0'])], STANDARDS, SCOPE);
    expect(shared?.otherCas).toEqual(['26489-01-0', '1117-61-9']);
  });
});

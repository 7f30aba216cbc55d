import { describe, expect, it } from 'vitest';
import { buildIfraProhibitedMaterials } from './ifra-prohibited-materials.ts';
import { mergeMaterialContributions } from './merge-material-contributions.ts';

// Rows as the 51st Amendment's standards.csv and standard_cas.csv give them (key, name, type, CAS, synonyms).
const BOLDO = {
  id: 'IFRA_STD_115',
  name: 'Boldo oil',
  isProhibition: true,
  isRestriction: false,
  synonyms: ['Boldo leaf oil (Peumus boldus Mol.)', 'Oil, boldo leaf', 'Peumus boldus oil'],
};
const MUSK_KS = {
  id: 'IFRA_STD_127',
  name: 'Musk KS',
  isProhibition: true,
  isRestriction: false,
  synonyms: ['1,3-Dibromo-2-methoxy-4-methyl-5-nitrobenzene', '2,6-Dibromo-3-methyl-4-nitroanisole'],
};
const SANTOLINA = {
  id: 'IFRA_STD_180',
  name: 'Santolina oil',
  isProhibition: true,
  isRestriction: false,
  synonyms: ['Not applicable.'],
};
// A restriction (IFRA_STD_064, Methyl octine carbonate).
const MOC = {
  id: 'IFRA_STD_064',
  name: 'Methyl octine carbonate',
  isProhibition: false,
  isRestriction: true,
  synonyms: ['MOC'],
};
// IFRA_STD_071 is RESTRICTION_PROHIBITION: the crude balsam prohibited, its extracts and distillates restricted.
const PERU = {
  id: 'IFRA_STD_071',
  name: 'Peru balsam',
  isProhibition: true,
  isRestriction: true,
  synonyms: ['Myroxylon pereirae oil'],
};
// A prohibition the library already holds by one of its CAS numbers (8006-99-3).
const CHENOPODIUM = {
  id: 'IFRA_STD_121',
  name: 'Chenopodium oil',
  isProhibition: true,
  isRestriction: false,
  synonyms: ['American wormseed oil'],
};
const scope = [
  { standardKey: 'IFRA_STD_115', cas: '8022-81-9', casValid: true },
  { standardKey: 'IFRA_STD_115', cas: '84649-96-7', casValid: true },
  { standardKey: 'IFRA_STD_127', cas: '62265-99-0', casValid: true },
  { standardKey: 'IFRA_STD_180', cas: '84961-58-0', casValid: true },
  { standardKey: 'IFRA_STD_064', cas: '111-80-8', casValid: true },
  { standardKey: 'IFRA_STD_121', cas: '8006-99-3', casValid: true },
  { standardKey: 'IFRA_STD_121', cas: '89997-47-7', casValid: true },
  { standardKey: 'IFRA_STD_071', cas: '8007-00-9', casValid: true },
];

describe('buildIfraProhibitedMaterials: a prohibited material no dataset records becomes a library material', () => {
  const made = buildIfraProhibitedMaterials(
    [BOLDO, MUSK_KS, SANTOLINA, MOC, CHENOPODIUM, PERU],
    scope,
    new Set(['8006-99-3']),
  );

  it.each([
    {
      case: 'a natural (its name says oil): first CAS, the rest as other CAS, its synonyms, constituents unknown',
      key: 'IFRA_STD_115',
      expected: {
        name: 'Boldo oil',
        cas: '8022-81-9',
        otherCas: ['84649-96-7'],
        synonyms: ['Boldo leaf oil (Peumus boldus Mol.)', 'Oil, boldo leaf', 'Peumus boldus oil'],
        isNatural: true,
      },
    },
    {
      case: 'a substance: not natural',
      key: 'IFRA_STD_127',
      expected: {
        name: 'Musk KS',
        cas: '62265-99-0',
        otherCas: [],
        synonyms: ['1,3-Dibromo-2-methoxy-4-methyl-5-nitrobenzene', '2,6-Dibromo-3-methyl-4-nitroanisole'],
        isNatural: undefined,
      },
    },
    {
      case: '"Not applicable." is no synonym',
      key: 'IFRA_STD_180',
      expected: { name: 'Santolina oil', cas: '84961-58-0', otherCas: [], synonyms: [], isNatural: true },
    },
  ])('$case', ({ key, expected }) => {
    const contribution = made.find((candidate) => candidate.sourceKey === key);
    expect(contribution).toBeDefined();
    expect({
      name: contribution?.name,
      cas: contribution?.cas,
      otherCas: contribution?.otherCas,
      synonyms: contribution?.synonyms,
      isNatural: contribution?.isNatural,
    }).toEqual(expected);
  });

  it.each([
    { case: 'a restriction (its limit needs the material’s own data)', key: 'IFRA_STD_064' },
    { case: 'a Standard that restricts as well as prohibits', key: 'IFRA_STD_071' },
    { case: 'a prohibition whose CAS the library records (its name joins that material)', key: 'IFRA_STD_121' },
  ])('never made: $case', ({ key }) => {
    expect(made.map((contribution) => contribution.sourceKey)).not.toContain(key);
  });

  it('an invalid CAS is never a material’s CAS', () => {
    const invalid = buildIfraProhibitedMaterials(
      [MUSK_KS],
      [{ standardKey: 'IFRA_STD_127', cas: '62265-99-1', casValid: false }],
      new Set(),
    );
    expect(invalid).toEqual([]);
  });

  it('merged, it is a material of its own under the Standard’s name, natural by its name', () => {
    const drafts = mergeMaterialContributions(
      made.map((contribution) => ({ dataset: 'ifra-51-prohibited-materials', contribution })),
      ['ifra-51-prohibited-materials'],
    );
    const boldo = drafts.find((draft) => draft.cas === '8022-81-9');
    expect(boldo).toMatchObject({ name: 'Boldo oil', isNatural: true, otherCas: ['84649-96-7'] });
    expect(drafts.find((draft) => draft.cas === '62265-99-0')).toMatchObject({ name: 'Musk KS', isNatural: false });
  });
});

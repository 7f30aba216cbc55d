import { describe, expect, it } from 'vitest';
import { deriveDisplayName, rankNameReadability, type NameCandidate } from './derive-display-name.ts';
import { capitaliseCommonName, capitaliseUpperCaseName } from './parse-text-list.ts';

const principal = (value: string, datasetRank = 0): NameCandidate => ({ value, datasetRank, isPrincipal: true });
const synonym = (value: string, datasetRank = 0): NameCandidate => ({ value, datasetRank, isPrincipal: false });

describe('deriveDisplayName', () => {
  it.each([
    ['a trade name wins over every dataset name', [principal('Methyl dihydrojasmonate')], 'Hedione', 'Hedione'],
    [
      "IFRA's principal common name",
      [principal('Linalool'), synonym('3,7-dimethylocta-1,6-dien-3-ol', 8)],
      null,
      'Linalool',
    ],
    [
      'a common name over a long IUPAC principal',
      [principal('6,7-Dihydro-1,1,2,3,3-pentamethyl-4(5H)-indanone'), synonym('Pentamethylhexahydroindanone', 2)],
      null,
      'Pentamethylhexahydroindanone',
    ],
    [
      'a name over a CAS-index inversion',
      [principal('Pyrazine, 2-ethyl-3-methoxy-'), synonym('2-Ethyl-3-methoxypyrazine', 3)],
      null,
      '2-Ethyl-3-methoxypyrazine',
    ],
    [
      'locants kept: the principal with locants over a synonym without',
      [principal('cis-3-Hexenyl salicylate'), synonym('Hexenyl salicylate', 1)],
      null,
      'cis-3-Hexenyl salicylate',
    ],
    [
      'a stereo suffix is no inversion',
      [principal('3-Hepten-1-ol, (3Z)-'), synonym('Heptenol', 1)],
      null,
      '3-Hepten-1-ol, (3Z)-',
    ],
    [
      'a natural keeps its name with a comma',
      [principal('Bergamot oil, expressed'), synonym('Citrus bergamia Risso & Poit.', 1)],
      null,
      'Bergamot oil, expressed',
    ],
    ['a dilution is no name', [principal('galaxolide 50% in DEP', 0), synonym('abbalide', 1)], null, 'Abbalide'],
    [
      'an acronym is no name',
      [principal('OTNE'), synonym('Octahydrotetramethyl acetonaphthone', 2)],
      null,
      'Octahydrotetramethyl acetonaphthone',
    ],
    ['PubChem lower case gets a capital', [principal('galaxolide', 7)], null, 'Galaxolide'],
    ['earlier dataset first within a class', [principal('Linalol', 2), principal('Linalool', 0)], null, 'Linalool'],
    ['nothing to choose', [], null, null],
  ])('%s', (_, candidates, tradeName, expected) => {
    expect(deriveDisplayName(candidates, tradeName)).toBe(expected);
  });
});

describe('rankNameReadability', () => {
  it.each([
    ['Coumarin', 0],
    ['Deca-2,4-dienal', 0],
    ['Pine, Pinus pinaster, oil', 0],
    ['Ethanone, 1-(2,3,8,8-tetramethyl)-', 1],
    ['Oils, vetiver, acetylated', 1],
    ['1-(1,2,3,4,5,6,7,8-Octahydro-2,3,8,8-tetramethyl-2-naphthalenyl)ethanone', 2],
    ['Naphtho[2,1-b]furan', 2],
    ['54464-57-2', 3],
  ])('%s → %i', (name, expected) => {
    expect(rankNameReadability(name)).toBe(expected);
  });
});

describe('capitalisation', () => {
  it.each([
    ['galaxolide', 'Galaxolide'],
    ['alpha-ionone', 'alpha-Ionone'],
    ['(-)-ambroxide', '(-)-Ambroxide'],
    ['(+)-(E)-limonene oxide', '(+)-(E)-Limonene oxide'],
    ['alpha-Ionone', 'alpha-Ionone'],
    ['2,6-ditert-butylphenol', '2,6-Ditert-butylphenol'],
    ['4-(dimethylamino)benzaldehyde', '4-(Dimethylamino)benzaldehyde'],
    ['Iso E Super', 'Iso E Super'],
  ])('capitaliseCommonName(%s) → %s', (name, expected) => {
    expect(capitaliseCommonName(name)).toBe(expected);
  });

  it.each([
    ['ABIETIC ACID', 'Abietic acid'],
    ['alpha-CYCLOCITRYLIDENE-4-METHYLBUTAN-3-ONE', 'alpha-Cyclocitrylidene-4-methylbutan-3-one'],
    ['D1-iso-BUTYL-gamma-PICOLINE', 'D1-iso-butyl-gamma-picoline'],
    ['tertiary-BUTYL SEBACATE', 'tertiary-Butyl sebacate'],
  ])('capitaliseUpperCaseName(%s) → %s', (name, expected) => {
    expect(capitaliseUpperCaseName(name)).toBe(expected);
  });
});

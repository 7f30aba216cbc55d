import { describe, expect, it } from 'vitest';
import { searchMaterialIndex, type SearchableMaterial } from './material-search-index.ts';
import { buildMaterialSearchIndex } from './build-material-search-index.ts';

describe('names with stereo, position and Greek-letter prefixes (d-Limonene, beta-Ionone, cis-3-Hexenol)', () => {
  // No CAS numbers: the cited INCI names would add aliases (5989-27-5 is INCI "Limonene"), and the words alone are
  // under test. A perfumer types the name after the prefix; a name whose word starts with it ranks as a name-word match (tier 2),
  // above a material that only contains the text (Aniline for "lin") or is a near miss (the levulinates for "lina").
  const library: SearchableMaterial[] = [
    { id: 'l-linalool', name: '(-)-Linalool', cas: null, synonyms: ['Licareol'], sourceCount: 1 },
    { id: 'aniline', name: 'Aniline', cas: null, synonyms: [], sourceCount: 9 },
    { id: 'ethyl-levulinate', name: 'Ethyl levulinate', cas: null, synonyms: [], sourceCount: 9 },
    { id: 'd-limonene', name: 'd-Limonene', cas: null, synonyms: [], sourceCount: 2 },
    { id: 'beta-ionone', name: 'beta-Ionone', cas: null, synonyms: [], sourceCount: 2 },
    { id: 'cis-3-hexenol', name: 'cis-3-Hexenol', cas: null, synonyms: [], sourceCount: 2 },
    { id: 'hexanol', name: 'Hexanol', cas: null, synonyms: [], sourceCount: 1 },
    { id: 'delta-damascone', name: 'Cyclohexene-delta-damascone', cas: null, synonyms: [], sourceCount: 1 },
    { id: 'leaf-alcohol', name: '(Z)-3-Hexen-1-ol', cas: null, synonyms: [], sourceCount: 1 },
    { id: 'phenylethyl-alcohol', name: '2-Phenylethan-1-ol', cas: null, synonyms: [], sourceCount: 1 },
    { id: 'phenylacetaldehyde', name: 'Phenylethanal', cas: null, synonyms: [], sourceCount: 9 },
  ];
  const index = buildMaterialSearchIndex(library);
  const ids = (query: string) => searchMaterialIndex(index, query, 3).map((hit) => hit.material.id);

  it.each([
    ['lin', ['l-linalool', 'aniline']],
    ['lina', ['l-linalool', 'ethyl-levulinate']],
    ['limonene', ['d-limonene']],
    ['ionone', ['beta-ionone']],
    ['3-hex', ['cis-3-hexenol']],
    ['cis-3-hex', ['cis-3-hexenol']],
    ['damascone', ['delta-damascone']],
    ['phenylethanol', ['phenylethyl-alcohol', 'phenylacetaldehyde']],
    ['hexenol', ['cis-3-hexenol', 'leaf-alcohol', 'hexanol']],
  ])('"%s" ranks %j first', (query, expected) => {
    expect(ids(query).slice(0, expected.length)).toEqual(expected);
  });

  it('names the match a prefix on the name, as the lists show it', () => {
    expect(searchMaterialIndex(index, 'limon', 1)[0]).toMatchObject({ matchKind: 'prefix', matchedText: 'd-Limonene' });
  });
});

describe('a word typed joined that the library writes as two (Guaiac wood oil)', () => {
  const library: SearchableMaterial[] = [
    { id: 'guaiac-wood-oil', name: 'Guaiac wood oil', cas: null, synonyms: [], sourceCount: 2 },
    { id: 'guaiacol', name: 'Guaiacol', cas: null, synonyms: [], sourceCount: 5 },
    { id: 'ylang-ylang-oil', name: 'Ylang ylang oil', cas: null, synonyms: [], sourceCount: 2 },
    { id: 'orange-flower-water', name: 'Orange flower water absolute', cas: null, synonyms: [], sourceCount: 1 },
    { id: 'cedarwood-oil', name: 'Cedarwood oil', cas: null, synonyms: [], sourceCount: 3 },
    { id: 'rose-oil', name: 'Rose oil', cas: null, synonyms: [], sourceCount: 3 },
    // The joined word as another material's name holds it: the text as typed still finds nothing with `oil`.
    { id: 'guaiacwood-acetate', name: 'Guaiacwood acetate', cas: null, synonyms: [], sourceCount: 1 },
  ];
  const index = buildMaterialSearchIndex(library);
  const ids = (query: string) => searchMaterialIndex(index, query, 3).map((hit) => hit.material.id);

  it.each([
    ['guaiacwood oil', ['guaiac-wood-oil']],
    ['guaiacwood', ['guaiacwood-acetate']],
    ['ylangylang', ['ylang-ylang-oil']],
    ['orangeflower water', ['orange-flower-water']],
    // Found as typed: nothing is split (the library's own joined word).
    ['cedarwood', ['cedarwood-oil']],
    ['guaiac', ['guaiac-wood-oil', 'guaiacol', 'guaiacwood-acetate']],
  ])('"%s" finds %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it.each(['rosewoods', 'qwertyuiop', 'zzzwoodzzz'])('"%s" still finds nothing: no split into two words', (query) => {
    expect(ids(query)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildMaterialSearchIndex } from './build-material-search-index.ts';
import { pickCertainMatch } from './exact-material-match.ts';
import { searchMaterialIndex, type SearchableMaterial } from './material-search-index.ts';
import { SEARCH_TIERS } from './search-tiers.ts';

describe('ranking perfumers can predict (issue 26)', () => {
  const library: SearchableMaterial[] = [
    { id: 'rhodinol', name: 'Rhodinol', cas: '6812-78-8', synonyms: ['Citronellol'], sourceCount: 6 },
    { id: 'citronellol', name: 'dl-Citronellol', cas: '106-22-9', synonyms: [], sourceCount: 8 },
    { id: 'benzyl-citronellol', name: 'Benzyl citronellol', cas: null, synonyms: [], sourceCount: 1 },
    {
      id: 'rosemary-absolute',
      name: 'Rosemary absolute',
      cas: '8000-25-7',
      synonyms: ['Rosemary oil'],
      sourceCount: 3,
      isNatural: true,
    },
    { id: 'rosemary-oil', name: 'Rosemary oil', cas: '8000-25-7', synonyms: [], sourceCount: 1, isNatural: true },
    {
      id: 'lemon-expressed',
      name: 'Lemon oil, expressed',
      cas: '8008-56-8',
      synonyms: ['Lemon oil'],
      sourceCount: 2,
      isNatural: true,
    },
    { id: 'lemon-terpeneless', name: 'Lemon oil, terpeneless', cas: '68648-39-5', synonyms: [], sourceCount: 4 },
    {
      id: 'neroli-absolute',
      name: 'Orange flower absolute, bitter (Neroli)',
      cas: '8016-38-4',
      synonyms: [],
      sourceCount: 4,
    },
    { id: 'neroli-oil', name: 'Orange flower oil, bitter (Neroli)', cas: '8016-38-4', synonyms: [], sourceCount: 2 },
    { id: 'dpg', name: 'Dipropylene glycol', cas: '25265-71-8', synonyms: [], sourceCount: 2 },
    { id: 'galaxolide', name: 'Galaxolide', cas: '1222-05-5', synonyms: ['Galaxolide 50% in DPG'], sourceCount: 5 },
    { id: 'hca', name: 'Hexyl cinnamic aldehyde', cas: '101-86-0', synonyms: [], sourceCount: 7 },
    // A perfumer's "vetiver" or "elemi" is the oil: a name whose first word is the text comes before a better-known
    // name that only starts with it.
    { id: 'vetiverol', name: 'Vetiverol', cas: '89-88-3', synonyms: [], sourceCount: 6 },
    { id: 'vetiver-oil', name: 'Vetiver oil', cas: '8016-96-4', synonyms: [], sourceCount: 2 },
    { id: 'elemicin', name: 'Elemicin', cas: '487-11-6', synonyms: [], sourceCount: 5 },
    { id: 'elemi-oil', name: 'Elemi oil', cas: '8023-89-0', synonyms: [], sourceCount: 1 },
    { id: 'nerolidol', name: 'Nerolidol', cas: '7212-44-4', synonyms: [], sourceCount: 7 },
    // Naturals named by their plant: the common names perfumers write find them (trade-vocabulary.ts).
    { id: 'iris-pallida-absolute', name: 'Iris pallida absolute', cas: '8002-73-1', synonyms: [], sourceCount: 2 },
    { id: 'olibanum-oil', name: 'Olibanum oil', cas: '8016-36-2', synonyms: [], sourceCount: 3 },
    { id: 'schinus-molle-oil', name: 'Schinus molle oil', cas: '68917-52-2', synonyms: [], sourceCount: 1 },
    // An oil's terpenes or its oxidised form, shorter or better known, come after the oil the text names.
    { id: 'bergamot-terpenes', name: 'Bergamot oil terpenes', cas: '68917-80-6', synonyms: [], sourceCount: 4 },
    { id: 'bergamot-expressed', name: 'Bergamot oil, expressed', cas: '8007-75-8', synonyms: [], sourceCount: 2 },
    { id: 'cedarwood-oxidized', name: 'Cedarwood oil, oxidized', cas: '68916-71-2', synonyms: [], sourceCount: 3 },
    { id: 'cedarwood-virginia', name: 'Cedarwood oil, Virginia', cas: '8000-27-9', synonyms: [], sourceCount: 1 },
  ];
  const ranked = buildMaterialSearchIndex(library);
  const first = (query: string) => searchMaterialIndex(ranked, query, 5)[0];

  it.each([
    ['citronellol', 'citronellol', 'inci', 'Citronellol'],
    ['DPG', 'dpg', 'trade', 'DPG'],
    ['hca', 'hca', 'trade', 'HCA'],
    ['Hexyl cinnamal', 'hca', 'inci', 'Hexyl Cinnamal'],
    ['25265-71-8', 'dpg', 'cas', '25265-71-8'],
    ['rosemary oil', 'rosemary-oil', 'exact-name', 'Rosemary oil'],
    ['lemon oil', 'lemon-expressed', 'prefix', 'Lemon oil, expressed'],
    ['neroli oil', 'neroli-oil', 'prefix', 'Orange flower oil, bitter (Neroli)'],
    ['rhodino', 'rhodinol', 'prefix', 'Rhodinol'],
    ['benzyl citr', 'benzyl-citronellol', 'prefix', 'Benzyl citronellol'],
    ['vetiver', 'vetiver-oil', 'prefix', 'Vetiver oil'],
    ['elemi', 'elemi-oil', 'prefix', 'Elemi oil'],
    ['vetivero', 'vetiverol', 'prefix', 'Vetiverol'],
    // A name holding the text as a whole word comes before one that only starts with it.
    ['neroli', 'neroli-absolute', 'prefix', 'Orange flower absolute, bitter (Neroli)'],
    ['nerolid', 'nerolidol', 'prefix', 'Nerolidol'],
    ['orris', 'iris-pallida-absolute', 'trade', 'Orris'],
    ['orris butter', 'iris-pallida-absolute', 'trade', 'Orris butter'],
    ['Frankincense', 'olibanum-oil', 'trade', 'Frankincense'],
    ['pink pepper', 'schinus-molle-oil', 'trade', 'Pink pepper'],
    ['bergamot oil', 'bergamot-expressed', 'prefix', 'Bergamot oil, expressed'],
    ['cedarwood oil', 'cedarwood-virginia', 'prefix', 'Cedarwood oil, Virginia'],
    // Asked for by name, the by-product itself.
    ['bergamot oil terp', 'bergamot-terpenes', 'prefix', 'Bergamot oil terpenes'],
  ])('"%s" gives %s first, matched as %s on "%s"', (query, id, kind, text) => {
    expect(first(query)).toMatchObject({ material: { id }, matchKind: kind, matchedText: text });
  });

  it('finds a whole word inside a name even when more names than the limit only start with the text', () => {
    const crowded = buildMaterialSearchIndex([
      ...['acetate', 'propionate', 'butyrate', 'formate'].map((ester, position) => ({
        id: `nerolidyl-${ester}`,
        name: `Nerolidyl ${ester}`,
        cas: null,
        synonyms: [],
        sourceCount: 9 - position,
      })),
      { id: 'neroli-oil', name: 'Orange flower oil, bitter (Neroli)', cas: null, synonyms: [], sourceCount: 1 },
    ]);
    expect(searchMaterialIndex(crowded, 'neroli', 2).map((hit) => hit.material.id)).toEqual([
      'neroli-oil',
      'nerolidyl-acetate',
    ]);
  });

  // A slip in a name's first word ranks with the name words, unless the text is how some word of the library starts:
  // Costus root oil (IFRA_STD_124, a prohibition) is known by its Standard's names only, Cistus is one letter away.
  it.each([
    ['costus', 'costus'],
    ['costu', 'costus'],
    ['linelool', 'linalool'],
  ])('"%s" gives %s first, before the slips', (query, id) => {
    const library = buildMaterialSearchIndex([
      ...['oil', 'absolute', 'concrete', 'extract', 'CO2 extract', 'oil, pyrogenated'].map((type, position) => ({
        id: `cistus-${position}`,
        name: `Cistus ${type}`,
        cas: '8016-26-0',
        synonyms: [],
        sourceCount: 5,
        isNatural: true,
      })),
      {
        id: 'costus',
        name: '8023-88-9',
        cas: '8023-88-9',
        synonyms: ['Costus root oil, absolute and concrete', 'Saussurea lappa root oil'],
        sourceCount: 1,
      },
      { id: 'linalool', name: 'Linalool', cas: '78-70-6', synonyms: [], sourceCount: 6 },
    ]);
    expect(searchMaterialIndex(library, query, 5)[0]?.material.id).toBe(id);
  });

  it('ranks an exact synonym below a name prefix, and names it as a synonym match', () => {
    const hits = searchMaterialIndex(ranked, 'citronellol', 5).map((hit) => [hit.material.id, hit.matchKind]);
    expect(hits).toEqual([
      ['citronellol', 'inci'],
      ['benzyl-citronellol', 'prefix'],
      ['rhodinol', 'synonym'],
    ]);
  });

  it('never ranks an absolute above an oil when the text asks for an oil', () => {
    for (const query of ['rosemary oil', 'neroli oil', 'orange flower oil']) {
      const names = searchMaterialIndex(ranked, query, 5).map((hit) => hit.material.name);
      const absolute = names.findIndex((name) => /absolute/.test(name));
      expect(absolute === -1 || absolute > names.findIndex((name) => /oil/i.test(name) && !/absolute/.test(name))).toBe(
        true,
      );
    }
    expect(first('rosemary absolute')?.material.id).toBe('rosemary-absolute');
  });
});

// IFRA's Standards name substances by names the datasets give as synonyms: STD_018 "Cinnamic aldehyde" (104-55-2,
// Cinnamal), STD_100 "Methyl eugenol" (93-15-2, Eugenyl methyl ether). A perfumer who types that whole name means that
// substance, not a derivative whose name starts with it.
describe('a substance a text names exactly by its sole synonym', () => {
  const library: SearchableMaterial[] = [
    { id: 'cinnamal', name: 'Cinnamal', cas: '104-55-2', synonyms: ['Cinnamic aldehyde'], sourceCount: 3 },
    {
      id: 'cinnamal-acetal',
      name: 'Cinnamic aldehyde dimethyl acetal',
      cas: '4364-06-1',
      synonyms: [],
      sourceCount: 5,
    },
    {
      id: 'methyl-eugenol',
      name: 'Eugenyl methyl ether',
      cas: '93-15-2',
      synonyms: ['Methyl eugenol'],
      sourceCount: 2,
    },
    { id: 'eugenol-acetal', name: 'Eugenol methyl acetal', cas: null, synonyms: [], sourceCount: 4 },
    // A synonym two materials share names neither for certain.
    { id: 'musk-ketone', name: 'Musk ketone', cas: '81-14-1', synonyms: ['Nitro musk'], sourceCount: 4 },
    { id: 'musk-xylene', name: 'Musk xylene', cas: '81-15-2', synonyms: ['Nitro musk'], sourceCount: 4 },
    { id: 'nitro-musk-blend', name: 'Nitro musk blend', cas: null, synonyms: [], sourceCount: 1 },
    // A natural's synonyms are shared among its types and grades (issue 26: "lemon oil" was the distilled oil).
    {
      id: 'lemon-distilled',
      name: 'Lemon (steam distilled) oil',
      cas: '8008-56-8',
      synonyms: ['Lemon essence'],
      sourceCount: 2,
      isNatural: true,
    },
    { id: 'lemon-essence-blend', name: 'Lemon essence blend', cas: null, synonyms: [], sourceCount: 3 },
  ];
  const index = buildMaterialSearchIndex(library);
  const hits = (query: string) =>
    searchMaterialIndex(index, query, 3).map((hit) => [hit.material.id, hit.tier, hit.matchKind]);

  it.each([
    ['cinnamic aldehyde', 'cinnamal', 'cinnamal-acetal'],
    ['methyl eugenol', 'methyl-eugenol', 'eugenol-acetal'],
  ])('"%s" gives %s first, as a synonym match, then %s', (query, meant, other) => {
    expect(hits(query).slice(0, 2)).toEqual([
      [meant, SEARCH_TIERS.exact, 'synonym'],
      [other, expect.any(Number), 'prefix'],
    ]);
  });

  it('a shared synonym or a natural’s stays below the names that start with the text', () => {
    expect(hits('nitro musk')[0]?.[0]).toBe('nitro-musk-blend');
    expect(
      hits('nitro musk')
        .slice(1)
        .map(([, tier]) => tier),
    ).toEqual([SEARCH_TIERS.synonym, SEARCH_TIERS.synonym]);
    expect(hits('lemon essence').map(([id, tier]) => [id, tier])).toEqual([
      ['lemon-essence-blend', SEARCH_TIERS.namePrefix],
      ['lemon-distilled', SEARCH_TIERS.synonym],
    ]);
  });

  it('leaves a material whose name starts with the text among the name prefixes (issue 26: a grade)', () => {
    const grades = buildMaterialSearchIndex([
      {
        id: 'oakmoss-low-atranol',
        name: 'Oakmoss absolute (low atranol & chloratranol)',
        cas: '9000-50-4',
        synonyms: ['Oakmoss absolute'],
      },
    ]);
    expect(searchMaterialIndex(grades, 'oakmoss absolute', 1)[0]).toMatchObject({
      tier: SEARCH_TIERS.namePrefix,
      matchKind: 'prefix',
      matchedSynonym: null,
    });
  });

  it('never makes a sole synonym a certain match for a pasted line', () => {
    expect(pickCertainMatch(searchMaterialIndex(index, 'Methyl eugenol', 3))).toBeNull();
  });
});

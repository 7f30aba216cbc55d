import { describe, expect, it } from 'vitest';
import { forEachPosting, searchMaterialIndex, type SearchableMaterial } from './material-search-index.ts';
import { SEARCH_TIERS } from './search-tiers.ts';
import {
  buildMaterialSearchIndex,
  buildMaterialSearchIndexSteps,
  packPostings,
} from './build-material-search-index.ts';
import { allowedTypos, measurePrefixEditDistance } from './measure-prefix-edit-distance.ts';
import { searchWordsOf } from './material-search-terms.ts';

const LIBRARY: SearchableMaterial[] = [
  {
    id: 'linalool',
    name: 'Linalool',
    cas: '78-70-6',
    synonyms: ['3,7-Dimethylocta-1,6-dien-3-ol', 'Linalol'],
    sourceCount: 6,
  },
  { id: 'linalyl-acetate', name: 'Linalyl acetate', cas: '115-95-7', synonyms: ['Bergamol'], sourceCount: 5 },
  { id: 'lindane', name: 'Lindane', cas: '58-89-9', synonyms: [], sourceCount: 1 },
  { id: 'aniline', name: 'Aniline', cas: '62-53-3', synonyms: [], sourceCount: 2 },
  { id: 'mdj', name: 'Methyl dihydrojasmonate', cas: '24851-98-7', synonyms: ['Hedione'], sourceCount: 5 },
  {
    id: 'bergamot-expressed',
    name: 'Bergamot oil, expressed',
    cas: '8007-75-8',
    synonyms: ['Citrus bergamia peel oil'],
    sourceCount: 4,
    isNatural: true,
  },
  { id: 'bergamot-fcf', name: 'Bergamot oil FCF', cas: '8007-75-8', synonyms: [], sourceCount: 2, isNatural: true },
  {
    id: 'lemon-oil',
    name: 'Lemon oil',
    cas: '8008-56-8',
    otherCas: ['84929-31-7'],
    synonyms: ['Citrus limon peel oil'],
    sourceCount: 4,
    isNatural: true,
  },
  { id: 'rose-oxide', name: 'Rose oxide', cas: '16409-43-1', synonyms: ['Rosenoxid'], sourceCount: 3 },
  { id: 'alpha-ionone', name: 'α-Ionone', cas: '127-41-3', synonyms: ['.alpha.-Ionone'], sourceCount: 4 },
];
const index = buildMaterialSearchIndex(LIBRARY);
const ids = (query: string, limit = 10) => searchMaterialIndex(index, query, limit).map((hit) => hit.material.id);

describe('searchMaterialIndex', () => {
  it.each([
    ['a name prefix lists the best-known material first', 'lin', 'linalool', 0],
    ['an exact CAS number', '78-70-6', 'linalool', 0],
    ['a CAS prefix', '24851', 'mdj', 0],
    ['another CAS number of the material', '84929-31-7', 'lemon-oil', 0],
    ['a misspelt name (one letter missing)', 'linalol', 'linalool', 0],
    ['a misspelt name (one letter changed)', 'linelool', 'linalool', 0],
    ['a trade name among the synonyms', 'hedione', 'mdj', 0],
    ['two letters swapped', 'hedoine', 'mdj', 0],
    ['a word inside the name', 'dihydrojas', 'mdj', 0],
    ['a substring inside a word', 'jasmon', 'mdj', 0],
    ['upper case and accents', 'ROSÉ OX', 'rose-oxide', 0],
    ['a Greek letter spelled out', 'alpha-ionone', 'alpha-ionone', 0],
    ['several words in any order', 'oil lemon', 'lemon-oil', 0],
  ])('%s: "%s" gives %s at position %i', (_, query, id, position) => {
    expect(ids(query).indexOf(id)).toBe(position);
  });

  // IFRA's Annex writes "Ylang-ylang absolute"; the library's name is "Ylang ylang absolute": typed, it found nothing.
  it.each([['Ylang-ylang absolute'], ['ylang-ylang'], ['Ylang ylang absolute']])(
    'takes a hyphen between two words as a space when nothing matched as typed: "%s"',
    (query) => {
      const records: SearchableMaterial[] = [
        { id: 'ylang', name: 'Ylang ylang absolute', cas: '8006-81-3', synonyms: [], sourceCount: 2 },
        { id: 'octenol', name: '1-Octen-3-ol', cas: '3391-86-4', synonyms: [], sourceCount: 2 },
      ];
      expect(searchMaterialIndex(buildMaterialSearchIndex(records), query, 5)[0]?.material.id).toBe('ylang');
    },
  );

  // Citronellyl acetate is 150-84-5; IFRA_STD_248's scope lists 67601-05-2 and 141-11-7 too, so a record under one of
  // those holds 150-84-5 as another CAS (share-cas-by-standard-name.ts). Typed, 150-84-5 is its own record's first.
  it('answers a CAS number first with the material recorded under it, then those holding it as another CAS', () => {
    const records: SearchableMaterial[] = [
      {
        id: 'scope',
        name: 'laevo-Citronellyl acetate',
        cas: '67601-05-2',
        otherCas: ['150-84-5'],
        synonyms: [],
        sourceCount: 4,
      },
      { id: 'own', name: 'Citronellyl acetate isomers', cas: '150-84-5', synonyms: [], sourceCount: 1 },
    ];
    const hits = searchMaterialIndex(buildMaterialSearchIndex(records), '150-84-5', 5);
    expect(hits.map((hit) => [hit.material.id, hit.matchKind])).toEqual([
      ['own', 'cas'],
      ['scope', 'cas'],
    ]);
  });

  it.each([
    ['bergamot', ['bergamot-expressed', 'bergamot-fcf']],
    ['bergamot oil', ['bergamot-expressed', 'bergamot-fcf']],
  ])('"%s" lists every bergamot oil first', (query, expected) => {
    expect(ids(query).slice(0, expected.length).sort()).toEqual([...expected].sort());
  });

  it.each([
    ['an empty text', '', []],
    ['spaces only', '   ', []],
    ['a text nothing resembles', 'zzzzqqq', []],
  ])('%s finds nothing', (_, query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it.each([
    ['exact', 'linalool', SEARCH_TIERS.exact],
    ['trade name (cited table, by CAS)', 'hedione', SEARCH_TIERS.exact],
    ['substance’s sole exact synonym (with the exact names)', 'bergamol', SEARCH_TIERS.exact],
    ['natural’s exact synonym', 'citrus limon peel oil', SEARCH_TIERS.synonym],
    ['name prefix', 'linal', SEARCH_TIERS.namePrefix],
    ['whole word inside the name (ranked with the name prefixes)', 'acetate', SEARCH_TIERS.namePrefix],
    ['word of the name', 'acet', SEARCH_TIERS.nameWord],
    ['word of a synonym', 'citrus', SEARCH_TIERS.synonymWord],
    ['substring', 'niline', SEARCH_TIERS.substring],
    ['substance’s sole synonym that reads as a typo', 'linalol', SEARCH_TIERS.exact],
    ['typo in the first word of a name', 'lindano', SEARCH_TIERS.nameWord],
    ['typo in a synonym', 'citrvs', SEARCH_TIERS.typo],
  ])('ranks a %s match ("%s") in tier %i', (_, query, tier) => {
    expect(searchMaterialIndex(index, query, 1)[0]?.tier).toBe(tier);
  });

  it('names the synonym that matched', () => {
    expect(searchMaterialIndex(index, 'hedione', 1)[0]?.matchedSynonym).toBe('Hedione');
    expect(searchMaterialIndex(index, 'linalool', 1)[0]?.matchedSynonym).toBeNull();
  });

  it('returns at most the limit', () => {
    expect(ids('l', 2)).toHaveLength(2);
    expect(ids('lin', 0)).toEqual([]);
  });

  // The best hits in order, cut at the limit (read by position since session 18, not through a subarray).
  it.each([
    ['lin', 1, ['linalool']],
    ['lin', 2, ['linalool', 'linalyl-acetate']],
    ['lin', 3, ['linalool', 'linalyl-acetate', 'lindane']],
    ['lin', 50, ['linalool', 'linalyl-acetate', 'lindane', 'aniline']],
    ['bergamot', 1, ['bergamot-expressed']],
    ['bergamot', 2, ['bergamot-expressed', 'bergamot-fcf']],
    ['zzzz', 5, []],
  ])('%j with limit %i: %j', (query, limit, expected) => {
    expect(ids(query, limit)).toEqual(expected);
  });
});

describe('measurePrefixEditDistance', () => {
  it.each([
    ['linalool', 'linalool', 0],
    ['linalol', 'linalool', 1],
    ['lnalool', 'linalool', 1],
    ['linalo', 'linalyl', 1],
    ['linal', 'linalyl', 0],
    ['hedoine', 'hedione', 1],
    ['vanilin', 'vanillin', 1],
    ['xyz', 'linalool', 3],
  ])('"%s" → a prefix of "%s": %i edits', (text, word, distance) => {
    expect(measurePrefixEditDistance(text, word, 3)).toBe(distance);
  });

  it('stops early past the maximum', () => {
    expect(measurePrefixEditDistance('abcdefgh', 'zzzzzzzz', 1)).toBe(2);
  });

  it.each([
    ['', 'linalool', 2, 0],
    ['linalool', '', 2, 3],
    ['linalool', 'lin', 2, 3],
    ['linal', 'lin', 2, 2],
    ['ab', 'ba', 1, 1],
    ['abcd', 'bacd', 0, 1],
    ['iodometh', 'iodomethane', 2, 0],
    ['iodometh', 'idoometh', 2, 1],
    ['iodometh', 'methyl', 2, 3],
    ['a'.repeat(70), 'a'.repeat(69), 2, 1],
    ['a'.repeat(70), `${'a'.repeat(200)}b`, 2, 0],
  ])('"%s" → a prefix of "%s" within %i: %i', (text, word, max, distance) => {
    expect(measurePrefixEditDistance(text, word, max)).toBe(distance);
    expect(measurePrefixEditDistance(text, word, max)).toBe(fullTableDistance(text, word, max));
  });

  it('answers as the full table does for 20,000 generated pairs within 0 to 3 edits', () => {
    let state = 34;
    const random = (below: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % below;
    };
    const letters = 'abc-1 é';
    const make = (length: number) => Array.from({ length }, () => letters[random(letters.length)]).join('');
    let differences = 0;
    for (let pair = 0; pair < 20_000; pair += 1) {
      const text = make(random(10));
      const word = make(random(14));
      const max = random(4);
      if (measurePrefixEditDistance(text, word, max) !== fullTableDistance(text, word, max)) differences += 1;
    }
    expect(differences).toBe(0);
  });
});

/** The definition the banded table replaces (issue 34, ADR 054): every cell of the table, three new arrays a call. */
function fullTableDistance(text: string, word: string, max: number): number {
  const columns = word.length + 1;
  let beforePrevious = new Array<number>(columns).fill(0);
  let previous = new Array<number>(columns);
  let current = new Array<number>(columns);
  for (let column = 0; column < columns; column += 1) previous[column] = column;
  for (let row = 1; row <= text.length; row += 1) {
    current[0] = row;
    let rowMin = row;
    for (let column = 1; column < columns; column += 1) {
      const cost = text[row - 1] === word[column - 1] ? 0 : 1;
      let value = Math.min(
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (previous[column - 1] ?? 0) + cost,
      );
      if (row > 1 && column > 1 && text[row - 1] === word[column - 2] && text[row - 2] === word[column - 1]) {
        value = Math.min(value, (beforePrevious[column - 2] ?? 0) + 1);
      }
      current[column] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  let best = Number.POSITIVE_INFINITY;
  for (const value of previous) if (value < best) best = value;
  return best;
}

describe('allowedTypos', () => {
  it.each([
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [20, 2],
  ])('a %i-letter word allows %i typos', (length, typos) => {
    expect(allowedTypos(length)).toBe(typos);
  });
});

describe('packed id lists (ADR 049)', () => {
  const listed = (postings: ReturnType<typeof packPostings>, list: number | undefined) => {
    const ids: number[] = [];
    forEachPosting(postings, list, (id) => ids.push(id));
    return ids;
  };

  it.each([
    { lists: [], expected: [] },
    { lists: [[]], expected: [[]] },
    { lists: [[3]], expected: [[3]] },
    { lists: [[1, 2], [], [7, 8, 9], [0]], expected: [[1, 2], [], [7, 8, 9], [0]] },
  ])('gives every list back in order: $lists', ({ lists, expected }) => {
    const postings = packPostings(lists);
    expect(postings.offsets).toHaveLength(lists.length + 1);
    expect(lists.map((_, list) => listed(postings, list))).toEqual(expected);
  });

  it.each([undefined, -1, 2, 10])('visits nothing for a list that does not exist (%s)', (list) => {
    expect(listed(packPostings([[1], [2]]), list)).toEqual([]);
  });

  it('builds an index whose every word, exact term and trigram list names what it indexes', () => {
    const index = buildMaterialSearchIndex(LIBRARY);
    for (const [wordId, word] of index.words.entries()) {
      const terms = listed(index.wordTerms, wordId);
      expect(terms.length).toBeGreaterThan(0);
      for (const termId of terms) expect(searchWordsOf(index.termText[termId] ?? '')).toContain(word);
    }
    for (const [text, list] of index.exactTerms) {
      const terms = listed(index.exactTermIds, list);
      expect(terms.length).toBeGreaterThan(0);
      for (const termId of terms) expect(index.termText[termId]).toBe(text);
    }
    for (const [gram, list] of index.trigramWords) {
      for (const wordId of listed(index.trigramWordIds, list)) expect(index.words[wordId]).toContain(gram);
    }
  });
});

describe('buildMaterialSearchIndexSteps', () => {
  // A library large enough to pause in: each of LIBRARY's materials many times over, under other ids.
  const large = Array.from({ length: 3000 }, (_, index) => {
    const material = LIBRARY[index % LIBRARY.length]!;
    return { ...material, id: `${material.id}-${index}`, name: `${material.name} ${index % 97}` };
  });

  it('pauses along the way and builds the same index as buildMaterialSearchIndex', () => {
    const steps = buildMaterialSearchIndexSteps(large);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    // Every 256 materials at least (3000 / 256 = 11), and between the phases.
    expect(pauses).toBeGreaterThan(11);
    expect(step.value).toEqual(buildMaterialSearchIndex(large));
    expect(searchMaterialIndex(step.value, 'hedione', 3).map((hit) => hit.material.name)).toEqual(
      searchMaterialIndex(buildMaterialSearchIndex(large), 'hedione', 3).map((hit) => hit.material.name),
    );
  });
});

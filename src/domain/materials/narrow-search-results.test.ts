import { describe, expect, it } from 'vitest';
import { searchMaterialIndex, type SearchableMaterial } from './material-search-index.ts';
import { buildMaterialSearchIndex } from './build-material-search-index.ts';
import { isTextExtension, narrowSearchResults, type NarrowableResult } from './narrow-search-results.ts';

const result = (name: string, cas: string | null = null, matchedSynonym: string | null = null): NarrowableResult => ({
  name,
  cas,
  matchedSynonym,
});

describe('isTextExtension', () => {
  it.each([
    ['lin', 'lina', true],
    ['lin', 'Lina', true],
    ['Lin', 'linalool', true],
    ['lin', 'lin', false],
    ['lina', 'lin', false],
    ['lin', 'lon', false],
    ['', 'l', false],
    ['   ', 'l', false],
    ['lin', 'lin ', false],
    ['lin ', 'lin a', true],
    ['78-70', '78-70-6', true],
  ])('%j then %j: %s', (previous, next, expected) => {
    expect(isTextExtension(previous, next)).toBe(expected);
  });
});

describe('narrowSearchResults', () => {
  const answer = [
    result('Linalool', '78-70-6'),
    result('Linalyl acetate', '115-95-7'),
    result('Lindane', '58-89-9'),
    result('Methyl dihydrojasmonate', '24851-98-7', 'Hedione'),
    result('Aldehyde C-12 lauric', '112-54-9'),
    result('Bergamot oil, expressed', '8007-75-8'),
    result('Ylang ylang oil', null),
    result('d-Limonene', '5989-27-5'),
  ];
  it.each([
    ['a name starting with the text', 'lina', ['Linalool', 'Linalyl acetate']],
    ['any case', 'LINA', ['Linalool', 'Linalyl acetate']],
    ['a later word of the name', 'acet', ['Linalyl acetate']],
    ['every word, in any order', 'acet lin', ['Linalyl acetate']],
    ['a word missing', 'lin oil', []],
    ['the synonym that matched', 'hedio', ['Methyl dihydrojasmonate']],
    ['a word inside another is not a word start', 'alool', []],
    ['a hyphenated word', 'c-1', ['Aldehyde C-12 lauric']],
    ['the name after a prefix and a hyphen', 'limon', ['d-Limonene']],
    ['a comma in the name is a word separator', 'bergamot oil expr', ['Bergamot oil, expressed']],
    ['a CAS number typed on', '78-70', ['Linalool']],
    ['a CAS number is matched from its start', '70-6', []],
    ['a repeated word', 'ylang ylang', ['Ylang ylang oil']],
    ['a blank text keeps nothing', '  ', []],
  ])('%s (%j)', (_case, text, names) => {
    expect(narrowSearchResults(answer, text).map((kept) => kept.name)).toEqual(names);
  });

  it('keeps the order of the earlier answer', () => {
    const reversed = [...answer].reverse();
    expect(narrowSearchResults(reversed, 'lina').map((kept) => kept.name)).toEqual(['Linalyl acetate', 'Linalool']);
  });
});

describe('a narrowed answer against the index’s own answer to the longer text', () => {
  const material = (name: string, sourceCount = 1, synonyms: string[] = []): SearchableMaterial => ({
    id: name.toLowerCase().replaceAll(' ', '-'),
    name,
    cas: null,
    synonyms,
    sourceCount,
  });
  const LIMIT = 4;
  const search = (index: ReturnType<typeof buildMaterialSearchIndex>, text: string) =>
    searchMaterialIndex(index, text, LIMIT).map((hit) => ({
      name: hit.material.name,
      cas: hit.material.cas,
      matchedSynonym: hit.matchedSynonym,
    }));
  const names = (results: NarrowableResult[]) => results.map((kept) => kept.name);

  it.each([
    ['lin', 'lina'],
    ['lin', 'linal'],
    ['lina', 'linalyl'],
    ['li', 'linalyl ac'],
    ['me', 'methyl'],
    ['hed', 'hedione'],
    ['ros', 'rose ox'],
  ])('%j narrowed to %j keeps only what the index answers, in its order', (previous, next) => {
    const index = buildMaterialSearchIndex([
      material('Linalool', 6, ['Linalol']),
      material('Linalyl acetate', 5, ['Bergamol']),
      material('Linalool oxide', 2),
      material('Lindane'),
      material('Lime oil', 4),
      material('Methyl dihydrojasmonate', 5, ['Hedione']),
      material('Methyl ionone', 3),
      material('Rose oxide', 3, ['Rosenoxid']),
      material('Rosemary oil', 2),
    ]);
    const narrowed = names(narrowSearchResults(search(index, previous), next));
    const answer = names(search(index, next));
    expect(narrowed.every((name) => answer.includes(name))).toBe(true);
    // Same relative order as the index's answer.
    expect(answer.filter((name) => narrowed.includes(name))).toEqual(narrowed);
  });

  it('can keep a result the longer text’s answer has no room for: an exact name the earlier answer cut off', () => {
    // For "lin" the four best are the well-known name prefixes; "Lina" (one source) does not place. For "lina" it
    // is an exact name and ranks first, so the fourth narrowed result no longer places: the index's answer replaces
    // the interim list (which is marked as interim, and Enter waits for the answer).
    const index = buildMaterialSearchIndex([
      material('Linalool', 4),
      material('Linalyl acetate', 4),
      material('Linalool oxide', 4),
      material('Linalyl benzoate', 3),
      material('Lina', 1),
    ]);
    const before = search(index, 'lin');
    expect(names(before)).not.toContain('Lina');
    const narrowed = names(narrowSearchResults(before, 'lina'));
    const answer = names(search(index, 'lina'));
    expect(answer[0]).toBe('Lina');
    expect(narrowed).toContain('Linalyl benzoate');
    expect(answer).not.toContain('Linalyl benzoate');
  });
});

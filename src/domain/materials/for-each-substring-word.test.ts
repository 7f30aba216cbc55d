import { describe, expect, it } from 'vitest';
import { buildMaterialSearchIndex } from './build-material-search-index.ts';
import { forEachSubstringWord } from './for-each-substring-word.ts';
import type { SearchableMaterial } from './material-search-index.ts';

/**
 * The definition forEachSubstringWord replaces (issue 34, ADR 054): every word joined in one text, scanned for the
 * text occurrence by occurrence (overlapping ones too), each occurrence's word found by its offset, the words from
 * `skipFrom` to `skipTo` skipped uncounted, until 5,000 occurrences are counted. A word met twice in a row is one
 * visit (what it offers is the same the second time).
 */
function scanJoinedWords(
  words: readonly string[],
  text: string,
  skipFrom: number,
  skipTo: number,
  maxOccurrences = 5000,
): number[] {
  const blob = `\n${words.join('\n')}\n`;
  const starts: number[] = [];
  let offset = 1;
  for (const word of words) {
    starts.push(offset);
    offset += word.length + 1;
  }
  const wordAt = (at: number) => {
    let wordId = 0;
    while (wordId + 1 < starts.length && (starts[wordId + 1] ?? 0) <= at) wordId += 1;
    return wordId;
  };
  const visited: number[] = [];
  let found = 0;
  for (let at = blob.indexOf(text); at !== -1 && found < maxOccurrences; at = blob.indexOf(text, at + 1)) {
    const wordId = wordAt(at);
    if (wordId >= skipFrom && wordId < skipTo) continue;
    found += 1;
    if (visited.at(-1) !== wordId) visited.push(wordId);
  }
  return visited;
}

describe('forEachSubstringWord: the words holding a text, from the trigram lists (ADR 054)', () => {
  const words = (materials: SearchableMaterial[]) => buildMaterialSearchIndex(materials).words;
  const visitedBy = (materials: SearchableMaterial[], text: string, skipFrom = 0, skipTo = 0) => {
    const built = buildMaterialSearchIndex(materials);
    const visited: number[] = [];
    forEachSubstringWord(built, text, skipFrom, skipTo, (wordId) => visited.push(wordId));
    return visited;
  };
  const named = (...names: string[]) =>
    names.map((name, position) => ({ id: `m${position}`, name, cas: null, synonyms: [] }));
  const SMALL = named(
    'Linalool',
    'Aniline',
    'Vanillin',
    'Linlin dimer',
    'Prolinline ester',
    'Dihydrolinalool',
    'Allyl ionone',
    'Illicium verum oil',
  );

  it.each([
    { text: 'lin', skip: [0, 0] },
    { text: 'lin', skip: [4, 7] },
    { text: 'nli', skip: [0, 0] },
    { text: 'ill', skip: [0, 0] },
    { text: 'linl', skip: [0, 0] },
    { text: 'inal', skip: [0, 0] },
    { text: 'oil', skip: [0, 0] },
    { text: 'xyz', skip: [0, 0] },
    { text: 'lxn', skip: [0, 0] },
    { text: 'dihydrolinalool', skip: [0, 0] },
    { text: 'dihydrolinaloolx', skip: [0, 0] },
  ])('visits what the scan of the joined words visits: "$text", skipping $skip', ({ text, skip }) => {
    const [skipFrom = 0, skipTo = 0] = skip;
    expect(visitedBy(SMALL, text, skipFrom, skipTo)).toEqual(scanJoinedWords(words(SMALL), text, skipFrom, skipTo));
  });

  it('visits the words in word order, each once, however often it holds the text', () => {
    const visited = visitedBy(SMALL, 'lin');
    expect(visited.map((wordId) => words(SMALL)[wordId])).toEqual([
      'aniline',
      'dihydrolinalool',
      'linalool',
      'linlin',
      'prolinline',
      'vanillin',
    ]);
  });

  it.each([
    { label: 'one occurrence a word', make: (n: number) => `qabc${String(n).padStart(5, '0')}` },
    { label: 'two a word (counted twice)', make: (n: number) => `qabcabc${String(n).padStart(5, '0')}` },
    { label: 'two overlapping ones', make: (n: number) => `qaaaa${String(n).padStart(5, '0')}` },
  ])('stops at 5,000 occurrences as the scan did: $label', ({ make }) => {
    const many = named(...Array.from({ length: 5200 }, (_, n) => make(n)));
    const text = make(0).slice(1, 4);
    const visited = visitedBy(many, text);
    expect(visited).toEqual(scanJoinedWords(words(many), text, 0, 0));
    expect(visited.length).toBeLessThan(5200);
  });
});

import { describe, expect, it } from 'vitest';
import { matchesEveryWord } from './match-every-word.ts';

describe('matchesEveryWord', () => {
  it.each([
    ['Bergamote', 'Bergamote', true],
    ['Bergamoté d’été', 'bergamote ete', true],
    ['Bergamote', 'BERGAMOTÉ', true],
    ['Shopping List', 'list shop', true],
    ['Shopping List', 'shop cart', false],
    ['Rose absolue', '', true],
    ['Rose absolue', 'jasmin', false],
  ])('%s with query "%s" → %s', (text, query, expected) => {
    expect(matchesEveryWord(text, query)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { deriveNotePosition } from './note-position.ts';

describe('deriveNotePosition (hours on a smelling strip)', () => {
  it.each([
    ['no data', null, null],
    ['undefined', undefined, null],
    ['negative hours are not data', -1, null],
    ['not a number', Number.NaN, null],
    ['evaporates at once', 0, 'top'],
    ['just under a day', 23.99, 'top'],
    ['exactly 24 h starts the heart', 24, 'heart'],
    ['a typical heart note', 80, 'heart'],
    ['exactly 200 h is still heart', 200, 'heart'],
    ['just over 200 h is base', 200.01, 'base'],
    ['the longest in TGSC', 901, 'base'],
  ])('%s (%s h) → %s', (_, hours, expected) => {
    expect(deriveNotePosition(hours)).toBe(expected);
  });
});

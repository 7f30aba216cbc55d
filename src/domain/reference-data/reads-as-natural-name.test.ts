import { describe, expect, it } from 'vitest';
import { readsAsNaturalName } from './reads-as-natural-name.ts';

describe('readsAsNaturalName', () => {
  it.each([
    ['Costus root oil, absolute and concrete', true],
    ['Eugenia caryophyllus extract', true],
    ['Aloysia triphylla, ext.', true],
    ['Fig leaf absolute', true],
    ['Peru balsam', true],
    ['Massoia bark oil', true],
    ['Massoia lactone', false],
    ['Musk ketone', false],
    ['cis-Isoeugenol', false],
    // Whole words only: "Oilseed" or "Rootone" are not an oil or a root.
    ['Boiling point standard', false],
    ['Extractant 42', false],
  ])('%s → %s', (name, expected) => {
    expect(readsAsNaturalName(name)).toBe(expected);
  });
});

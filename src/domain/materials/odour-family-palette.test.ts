import { describe, expect, it } from 'vitest';
import { findOdourFamilyColour, NEUTRAL_FAMILY_COLOUR, ODOUR_FAMILY_COLOURS } from './odour-family-palette.ts';

describe('findOdourFamilyColour', () => {
  it.each(['citrus', 'floral', 'woody', 'aromatic', 'spicy', 'green', 'musky', 'aquatic', 'oriental', 'herbal'])(
    'gives the spec family %s a colour of its own',
    (family) => {
      expect(findOdourFamilyColour(family)).toBe(ODOUR_FAMILY_COLOURS[family]);
      expect(findOdourFamilyColour(family)).not.toBe(NEUTRAL_FAMILY_COLOUR);
    },
  );

  it.each([
    ['Musk', 'musky'],
    ['marine', 'aquatic'],
    ['Amber', 'oriental'],
    ['Fougère', 'fougere'],
    ['floral-green', 'floral'],
  ])('maps %s onto %s', (name, family) => {
    expect(findOdourFamilyColour(name)).toBe(ODOUR_FAMILY_COLOURS[family]);
  });

  it.each([[''], [null], [undefined], ['unheard-of']])('is neutral for %j', (name) => {
    expect(findOdourFamilyColour(name)).toBe(NEUTRAL_FAMILY_COLOUR);
  });

  it('gives the ten spec families ten different colours', () => {
    const families = [
      'citrus',
      'floral',
      'woody',
      'aromatic',
      'spicy',
      'green',
      'musky',
      'aquatic',
      'oriental',
      'herbal',
    ];
    expect(new Set(families.map((family) => ODOUR_FAMILY_COLOURS[family])).size).toBe(10);
  });
});

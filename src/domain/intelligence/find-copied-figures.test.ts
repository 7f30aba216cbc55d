import { describe, expect, it } from 'vitest';
import { findCopiedFigures } from './find-copied-figures.ts';

/** Rows of parfumo-tidytuesday/parfumo_data_clean.csv (lines 806, 8717 and 11833), as the catalogue parses them. */
const perfume = (name: string, brand: string, topNotes: string[], heartNotes: string[], baseNotes: string[]) => ({
  name,
  brand,
  ratingValue: 7.3,
  ratingCount: 432,
  accords: ['Citrus', 'Fresh', 'Spicy', 'Green', 'Woody'],
  perfumers: ['Walter Penhaligon'],
  topNotes,
  heartNotes,
  baseNotes,
});
const BLENHEIM = perfume(
  "Blenheim Bouquet Penhaligon's 1902 Eau de Toilette",
  "Penhaligon's",
  ['Lemon', 'Lime'],
  [],
  ['Pine', 'Black pepper', 'Musk'],
);
const CORVETTE = perfume(
  '1988 Corvette - Wild Country',
  'Avon',
  ['Lemon', 'Lime', 'Offense'],
  ['Fume'],
  ['Pine', 'Black pepper', 'Musk', 'Scum'],
);
const AVIATION = perfume(
  'Aviation',
  'Aéropostale',
  ['Lemon', 'Lime', 'Fume'],
  ['Dust'],
  ['Pine', 'Black pepper', 'Musk', 'Sewer'],
);

describe('findCopiedFigures', () => {
  it.each([
    [
      "the two vandalised rows copy Blenheim Bouquet's figures; the original stays",
      [BLENHEIM, CORVETTE, AVIATION],
      [
        [1, "Blenheim Bouquet Penhaligon's 1902 Eau de Toilette (Penhaligon's)"],
        [2, "Blenheim Bouquet Penhaligon's 1902 Eau de Toilette (Penhaligon's)"],
      ],
    ],
    [
      'no original among them: both are copies',
      [CORVETTE, AVIATION],
      [
        [0, 'Aviation (Aéropostale)'],
        [1, '1988 Corvette - Wild Country (Avon)'],
      ],
    ],
    ['the same perfume twice is no copy', [BLENHEIM, { ...BLENHEIM }], []],
    ['another vote count is another perfume', [BLENHEIM, { ...CORVETTE, ratingCount: 431 }], []],
    [
      'without perfumers nothing is compared',
      [
        { ...BLENHEIM, perfumers: [] },
        { ...CORVETTE, perfumers: [] },
      ],
      [],
    ],
  ])('%s', (_, rows, expected) => {
    expect([...findCopiedFigures(rows)]).toEqual(expected);
  });
});

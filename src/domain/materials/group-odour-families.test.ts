import { describe, expect, it } from 'vitest';
import { groupOdourFamilies } from './group-odour-families.ts';

const counts = [
  { family: 'Floral', total: 40 },
  { family: 'Citrus', total: 10 },
  { family: 'Hesperidic', total: 5 },
  { family: 'Woody', total: 20 },
];

describe('groupOdourFamilies', () => {
  it.each([
    [
      'no labels: each family is its own group, largest first',
      [],
      [
        ['Floral', 40],
        ['Woody', 20],
        ['Citrus', 10],
        ['Hesperidic', 5],
      ],
    ],
    [
      'a rename keeps the count',
      [{ family: 'Woody', label: 'Woods' }],
      [
        ['Floral', 40],
        ['Woods', 20],
        ['Citrus', 10],
        ['Hesperidic', 5],
      ],
    ],
    [
      'a label equal to another family merges them',
      [{ family: 'Hesperidic', label: 'Citrus' }],
      [
        ['Floral', 40],
        ['Woody', 20],
        ['Citrus', 15],
      ],
    ],
    [
      'merging is case-insensitive',
      [{ family: 'Hesperidic', label: 'citrus' }],
      [
        ['Floral', 40],
        ['Woody', 20],
        ['Citrus', 15],
      ],
    ],
    [
      'two families relabelled alike merge',
      [
        { family: 'Citrus', label: 'Fresh' },
        { family: 'Hesperidic', label: 'Fresh' },
      ],
      [
        ['Floral', 40],
        ['Woody', 20],
        ['Fresh', 15],
      ],
    ],
    [
      'a blank label is ignored',
      [{ family: 'Woody', label: '  ' }],
      [
        ['Floral', 40],
        ['Woody', 20],
        ['Citrus', 10],
        ['Hesperidic', 5],
      ],
    ],
  ])('%s', (_, labels, expected) => {
    expect(groupOdourFamilies(counts, labels).map((group) => [group.label, group.total])).toEqual(expected);
  });

  it('lists the merged families, flagging the relabelled ones', () => {
    const [, , citrus] = groupOdourFamilies(counts, [{ family: 'Hesperidic', label: 'Citrus' }]);
    expect(citrus?.families).toEqual([
      { family: 'Citrus', total: 10, isRelabelled: false },
      { family: 'Hesperidic', total: 5, isRelabelled: true },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { LABEL_STOCKS, layoutLabelSheet, labelsPerPage } from './layout-label-sheet.ts';

describe('LABEL_STOCKS', () => {
  // Each A4 stock's margins, pitches and labels add up to the page: left + (columns - 1) × pitch + width + right
  // margin (= left, the sheets are symmetric) is 210 mm; likewise 297 mm down.
  it.each([
    { format: 'a4', kind: 'bottle', perPage: 14 },
    { format: 'a4', kind: 'sample', perPage: 65 },
    { format: 'roll-62', kind: 'bottle', perPage: 1 },
    { format: 'roll-62', kind: 'sample', perPage: 1 },
  ] as const)('$format $kind: $perPage a page, filling the page symmetrically', ({ format, kind, perPage }) => {
    const stock = LABEL_STOCKS[format][kind];
    expect(labelsPerPage(stock)).toBe(perPage);
    expect(2 * stock.left + (stock.columns - 1) * stock.pitchX + stock.labelWidth).toBeCloseTo(stock.pageWidth, 6);
    expect(2 * stock.top + (stock.rows - 1) * stock.pitchY + stock.labelHeight).toBeCloseTo(stock.pageHeight, 6);
  });
});

describe('layoutLabelSheet', () => {
  const bottle = LABEL_STOCKS.a4.bottle;
  const roll = LABEL_STOCKS['roll-62'].sample;
  it.each([
    {
      name: 'the first label at the sheet’s top left margin',
      stock: bottle,
      count: 1,
      skip: 0,
      pages: [[{ x: 4.65, y: 15.15, width: 99.1, height: 38.1 }]],
    },
    {
      name: 'row by row: the second label in the right column',
      stock: bottle,
      count: 3,
      skip: 0,
      pages: [
        [
          { x: 4.65, y: 15.15, width: 99.1, height: 38.1 },
          { x: 106.25, y: 15.15, width: 99.1, height: 38.1 },
          { x: 4.65, y: 53.25, width: 99.1, height: 38.1 },
        ],
      ],
    },
    {
      name: 'a partly used sheet: 13 peeled off, the 14th slot then a new page',
      stock: bottle,
      count: 2,
      skip: 13,
      pages: [
        [{ x: 106.25, y: 243.75, width: 99.1, height: 38.1 }],
        [{ x: 4.65, y: 15.15, width: 99.1, height: 38.1 }],
      ],
    },
    {
      name: 'a roll: one label a page, skip ignored',
      stock: roll,
      count: 2,
      skip: 5,
      pages: [[{ x: 0, y: 0, width: 62, height: 29 }], [{ x: 0, y: 0, width: 62, height: 29 }]],
    },
    { name: 'no labels, no pages', stock: bottle, count: 0, skip: 0, pages: [] },
  ])('$name', ({ stock, count, skip, pages }) => {
    expect(layoutLabelSheet(stock, count, skip)).toEqual(pages);
  });

  it('15 bottle labels take a second sheet; 66 sample labels too', () => {
    expect(layoutLabelSheet(bottle, 15).map((page) => page.length)).toEqual([14, 1]);
    expect(layoutLabelSheet(LABEL_STOCKS.a4.sample, 66).map((page) => page.length)).toEqual([65, 1]);
  });
});

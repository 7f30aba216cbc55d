/** Where bottle and sample labels print: an A4 sheet of die-cut labels, or a 62 mm continuous roll. */
export const LABEL_FORMATS = ['a4', 'roll-62'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
export const LABEL_KINDS = ['bottle', 'sample'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/** A label's box on its page, in millimetres from the page's top left corner. */
export type LabelBox = { x: number; y: number; width: number; height: number };

/** The stock a format and kind print on: page size, label size and the grid of labels on the page. */
export type LabelStock = {
  name: string;
  pageWidth: number;
  pageHeight: number;
  labelWidth: number;
  labelHeight: number;
  columns: number;
  rows: number;
  left: number;
  top: number;
  pitchX: number;
  pitchY: number;
};

/**
 * The stocks, in millimetres. A4 sheets: the common 14-up bottle label (99.1 × 38.1 mm, 2 × 7, Avery L7163 and
 * compatibles) and the 65-up sample label (38.1 × 21.2 mm, 5 × 13, Avery L7651 and compatibles), by their
 * published margins and pitches (each adds up to 210 × 297 mm). The 62 mm continuous roll (Brother DK-22205 and
 * compatibles) is cut after each label: one label a page, 50 mm long for a bottle, 29 mm for a sample.
 */
export const LABEL_STOCKS: Record<LabelFormat, Record<LabelKind, LabelStock>> = {
  a4: {
    bottle: {
      name: 'A4 sheet, 14 labels of 99.1 × 38.1 mm (L7163)',
      pageWidth: 210,
      pageHeight: 297,
      labelWidth: 99.1,
      labelHeight: 38.1,
      columns: 2,
      rows: 7,
      left: 4.65,
      top: 15.15,
      pitchX: 101.6,
      pitchY: 38.1,
    },
    sample: {
      name: 'A4 sheet, 65 labels of 38.1 × 21.2 mm (L7651)',
      pageWidth: 210,
      pageHeight: 297,
      labelWidth: 38.1,
      labelHeight: 21.2,
      columns: 5,
      rows: 13,
      left: 4.75,
      top: 10.7,
      pitchX: 40.6,
      pitchY: 21.2,
    },
  },
  'roll-62': {
    bottle: {
      name: '62 mm continuous roll, 50 mm a label',
      pageWidth: 62,
      pageHeight: 50,
      labelWidth: 62,
      labelHeight: 50,
      columns: 1,
      rows: 1,
      left: 0,
      top: 0,
      pitchX: 62,
      pitchY: 50,
    },
    sample: {
      name: '62 mm continuous roll, 29 mm a label',
      pageWidth: 62,
      pageHeight: 29,
      labelWidth: 62,
      labelHeight: 29,
      columns: 1,
      rows: 1,
      left: 0,
      top: 0,
      pitchX: 62,
      pitchY: 29,
    },
  },
};

export const labelsPerPage = (stock: LabelStock) => stock.columns * stock.rows;

/**
 * The pages of `count` labels on a stock, filled row by row, starting after `skip` labels already peeled off the
 * first sheet (a partly used sheet; ignored on a roll, where every label is its own page).
 */
export function layoutLabelSheet(stock: LabelStock, count: number, skip = 0): LabelBox[][] {
  const perPage = labelsPerPage(stock);
  const offset = perPage === 1 ? 0 : Math.min(Math.max(0, Math.floor(skip)), perPage - 1);
  const pages: LabelBox[][] = [];
  for (let index = 0; index < Math.max(0, Math.floor(count)); index += 1) {
    const slot = index + offset;
    const page = Math.floor(slot / perPage);
    const position = slot % perPage;
    const column = position % stock.columns;
    const row = Math.floor(position / stock.columns);
    (pages[page] ??= []).push({
      x: Math.round((stock.left + column * stock.pitchX) * 100) / 100,
      y: Math.round((stock.top + row * stock.pitchY) * 100) / 100,
      width: stock.labelWidth,
      height: stock.labelHeight,
    });
  }
  return pages;
}

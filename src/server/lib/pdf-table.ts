/** Tables in the app's PDF documents: a header row, rows kept whole across pages (split from pdf-layout.ts). */
import {
  INK,
  MUTED,
  RULE,
  HIGHLIGHT,
  MARGIN,
  contentWidth,
  reserveSpace,
  type Doc,
  type FontName,
} from './pdf-layout.ts';

export type Column = { title: string; width: number; align?: 'left' | 'right' | 'center' };
export type TableRow = { cells: readonly string[]; isHighlighted?: boolean; isStrong?: boolean };

function tableMeasure(doc: Doc, columns: readonly Column[]) {
  const width = contentWidth(doc);
  const totalFraction = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / totalFraction) * width);
  const padding = 4;
  const measure = (cells: readonly string[], font: FontName, size: number) =>
    Math.max(
      ...cells.map((cell, index) =>
        doc
          .font(font)
          .fontSize(size)
          .heightOfString(cell, { width: (widths[index] ?? 0) - 2 * padding }),
      ),
    );
  return { width, widths, padding, measure };
}

/** The height drawTable takes on one page (header, rows and the space after). */
export function measureTable(doc: Doc, columns: readonly Column[], rows: readonly TableRow[]): number {
  const { measure } = tableMeasure(doc, columns);
  const header = measure(
    columns.map((column) => column.title),
    'semibold',
    7.5,
  );
  return (
    header +
    10 +
    rows.reduce((sum, row) => sum + measure(row.cells, row.isStrong ? 'semibold' : 'regular', 8.8) + 7, 0) +
    14
  );
}

/** A ruled table; column widths are fractions of the content width; the header repeats after a page break. */
export function drawTable(doc: Doc, columns: readonly Column[], rows: readonly TableRow[]): void {
  const { width, widths, padding, measure } = tableMeasure(doc, columns);
  const drawCells = (cells: readonly string[], y: number, font: FontName, size: number, color: string) => {
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc
        .font(font)
        .fontSize(size)
        .fillColor(color)
        .text(cell, x + padding, y, { width: cellWidth - 2 * padding, align: columns[index]?.align ?? 'left' });
      x += cellWidth;
    });
  };
  const drawHeader = () => {
    const titles = columns.map((column) => column.title);
    const height = measure(titles, 'semibold', 7.5) + 10;
    const y = doc.y;
    drawCells(titles, y + 5, 'semibold', 7.5, MUTED);
    doc
      .strokeColor(INK)
      .lineWidth(0.8)
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .stroke();
    doc.y = y + height;
  };
  reserveSpace(doc, 60);
  drawHeader();
  for (const row of rows) {
    const font: FontName = row.isStrong ? 'semibold' : 'regular';
    const height = measure(row.cells, font, 8.8) + 7;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawHeader();
    }
    const y = doc.y;
    if (row.isHighlighted) doc.save().rect(MARGIN, y, width, height).fill(HIGHLIGHT).restore();
    drawCells(row.cells, y + 3.5, font, 8.8, INK);
    doc
      .strokeColor(RULE)
      .lineWidth(0.5)
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .stroke();
    doc.y = y + height;
  }
  doc.x = MARGIN;
  doc.y += 14;
}

import { layoutLabelSheet, type LabelStock } from '../../../domain/batches/layout-label-sheet.ts';
import { loadFonts, registerFonts, type Doc } from '../../lib/pdf-layout.ts';

export const MM = 72 / 25.4;

/** A label's box on the PDF page, in points. */
export type LabelArea = { x: number; y: number; width: number; height: number };

/**
 * The label layout engine: `count` labels on a stock (A4 sheet or roll, `layoutLabelSheet`), each drawn by
 * `drawLabel` into its box in points, with the fonts of the compliance documents. Any label (a batch's bottle
 * label, a CLP label) prints through it.
 */
export async function renderLabelSheet(
  stock: LabelStock,
  labels: { count: number; skip: number },
  info: { title: string; subject: string },
  drawLabel: (doc: Doc, area: LabelArea, index: number) => void,
): Promise<Buffer> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadFonts()]);
  const size: [number, number] = [stock.pageWidth * MM, stock.pageHeight * MM];
  const doc = new PDFDocument({
    size,
    margins: { top: 0, left: 0, right: 0, bottom: 0 },
    autoFirstPage: false,
    info: { Title: info.title, Author: 'Sillage', Subject: info.subject, Producer: 'Sillage', Creator: 'Sillage' },
    lang: 'en',
  });
  registerFonts(doc, fonts);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let index = 0;
  for (const page of layoutLabelSheet(stock, labels.count, labels.skip)) {
    doc.addPage({ size, margins: { top: 0, left: 0, right: 0, bottom: 0 } });
    for (const box of page) {
      drawLabel(doc, { x: box.x * MM, y: box.y * MM, width: box.width * MM, height: box.height * MM }, index);
      index += 1;
    }
  }
  doc.end();
  return done;
}

import {
  MARGIN,
  MUTED,
  INK,
  RULE,
  contentWidth,
  drawFields,
  drawFooters,
  drawRule,
  drawTitle,
  renderToBuffer,
  type Doc,
} from '../../lib/pdf-layout.ts';
import type { BatchResponse } from './batch-record.ts';
import { drawBatchCodes, renderBatchCodes } from './draw-batch-codes.ts';

const grams = (value: number) => `${value.toFixed(3)} g`;

/** Columns of the weighing table: the last two are empty boxes to fill in at the bench. */
const COLUMNS = [
  { title: '#', width: 22 },
  { title: 'Material', width: 150 },
  { title: 'Target', width: 62, align: 'right' },
  { title: 'Tolerance', width: 58, align: 'right' },
  { title: 'Lot', width: 70 },
  { title: 'Weighed (g)', width: 78 },
  { title: 'Done', width: 34 },
] as const;

function drawHeader(doc: Doc, y: number): number {
  let x = MARGIN;
  doc.font('semibold').fontSize(8).fillColor(MUTED);
  for (const column of COLUMNS) {
    doc.text(column.title, x + 2, y, { width: column.width - 4, align: 'align' in column ? column.align : 'left' });
    x += column.width;
  }
  return y + 14;
}

function drawLine(doc: Doc, cells: readonly string[], y: number, height: number): void {
  let x = MARGIN;
  doc.font('regular').fontSize(9).fillColor(INK);
  COLUMNS.forEach((column, index) => {
    if (index >= 5) {
      doc
        .strokeColor(INK)
        .lineWidth(0.8)
        .rect(x + 4, y - 3, column.width - 8, height - 4)
        .stroke();
    } else {
      doc.text(cells[index] ?? '', x + 2, y, {
        width: column.width - 4,
        align: 'align' in column ? column.align : 'left',
        height: height - 4,
        ellipsis: true,
      });
    }
    x += column.width;
  });
  doc
    .strokeColor(RULE)
    .lineWidth(0.4)
    .moveTo(MARGIN, y + height - 4)
    .lineTo(MARGIN + contentWidth(doc), y + height - 4)
    .stroke();
}

/**
 * The printable batch sheet for weighing on paper: the batch id as a barcode and a QR code, the formula and
 * target, then every line in the batch's order with its target (and drops), tolerance, lot, and empty boxes for
 * the weight and the tick.
 */
export async function renderBatchSheet(batch: BatchResponse): Promise<Buffer> {
  const codes = await renderBatchCodes(batch.code);
  return renderToBuffer(
    (doc) => {
      const top = doc.y;
      drawBatchCodes(doc, codes, top);
      doc.font('semibold').fontSize(19).fillColor(INK).text('Batch sheet', MARGIN, top, { width: 200 });
      doc.font('bold').fontSize(12).text(batch.code, { width: 200 });
      doc.y = top + 80;
      drawTitle(doc, batch.formulaName, `Formula version ${batch.formulaVersion}`);
      drawFields(doc, [
        ['Batch id', batch.code],
        ['Target weight', grams(batch.batchGrams)],
        ['Lines', String(batch.lines.length)],
        ['Order', batch.order.replace('-', ' ')],
        ['Started', batch.startedAt.slice(0, 16).replace('T', ' ')],
        ['Operator', ''],
      ]);
      drawRule(doc);
      let y = drawHeader(doc, doc.y);
      const height = 22;
      batch.lines.forEach((line, index) => {
        if (y + height > doc.page.height - doc.page.margins.bottom) {
          doc.addPage();
          y = drawHeader(doc, doc.page.margins.top);
        }
        const name = line.replacement ? `${line.replacement.name} (for ${line.name})` : line.name;
        const target =
          line.status === 'skipped'
            ? 'skipped'
            : `${line.targetGrams.toFixed(3)}${line.targetDrops === null ? '' : ` · ${line.targetDrops} dr`}`;
        drawLine(
          doc,
          [
            String(index + 1),
            name,
            target,
            `± ${line.toleranceGrams.toFixed(3)}`,
            line.lotNumber ?? (line.lotId ? line.lotId.slice(0, 8) : 'none'),
          ],
          y,
          height,
        );
        y += height;
      });
      doc.y = y + 10;
      doc.x = MARGIN;
      drawFields(doc, [
        ['Total weighed', ''],
        ['Signature', ''],
      ]);
      drawFooters(doc, `Batch sheet ${batch.code} · ${batch.formulaName} v${batch.formulaVersion}`);
    },
    { title: `Batch sheet ${batch.code}`, author: 'Sillage', subject: `Batch ${batch.code} of ${batch.formulaName}` },
  );
}

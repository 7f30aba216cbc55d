import { LABEL_STOCKS, type LabelFormat, type LabelKind } from '../../../domain/batches/layout-label-sheet.ts';
import { placeLabelQrCode } from '../../../domain/batches/place-label-qr-code.ts';
import { INK, MUTED, type Doc } from '../../lib/pdf-layout.ts';
import { drawQrCode, type DrawnCode } from './draw-codes.ts';
import { MM, renderLabelSheet, type LabelArea } from './render-label-sheet.ts';

/** What a bottle or sample label says. */
export type BatchLabel = {
  name: string;
  code: string;
  /** YYYY-MM-DD. */
  date: string;
  /** "50 ml", "250 g". */
  quantity: string;
  /** The shared certificate link, printed as a QR code; none when no link is given. */
  certificateUrl: string | null;
};

/** Type sizes in points per stock: the name, then the other lines. */
const TYPE: Record<LabelFormat, Record<LabelKind, { name: number; text: number; padding: number }>> = {
  a4: { bottle: { name: 11, text: 8, padding: 3 }, sample: { name: 6, text: 5, padding: 1.5 } },
  'roll-62': { bottle: { name: 12, text: 9, padding: 3 }, sample: { name: 8, text: 6.5, padding: 2.5 } },
};

function drawBatchLabel(
  doc: Doc,
  area: LabelArea,
  label: BatchLabel,
  type: { name: number; text: number; padding: number },
  qrCode: DrawnCode | null,
): void {
  const padding = type.padding * MM;
  const left = area.x + padding;
  const bottom = area.y + area.height - padding;
  let width = area.width - 2 * padding;
  if (qrCode) {
    const placed = placeLabelQrCode(area, qrCode.modules, padding);
    doc.image(qrCode.png, area.x + placed.x, area.y + placed.y, { width: placed.side, height: placed.side });
    width = placed.x - placed.quietZone - padding;
  }
  // The name takes what the other three lines leave (two lines on a bottle label, one on a sample's).
  const rest = 3 * type.text * 1.25;
  doc
    .font('bold')
    .fontSize(type.name)
    .fillColor(INK)
    .text(label.name, left, area.y + padding, {
      width,
      height: Math.max(type.name * 1.2, bottom - (area.y + padding) - rest),
      ellipsis: true,
    });
  const lines = [`Batch ${label.code}`, label.date, label.quantity];
  let y = Math.max(doc.y, bottom - rest);
  for (const [index, line] of lines.entries()) {
    doc
      .font(index === 0 ? 'semibold' : 'regular')
      .fontSize(type.text)
      .fillColor(index === 0 ? INK : MUTED)
      .text(line, left, y, { width, height: type.text * 1.25, ellipsis: true, lineBreak: false });
    y += type.text * 1.25;
  }
}

/**
 * Bottle or sample labels of a batch as a PDF on an A4 label sheet or the 62 mm roll: name, batch id, date,
 * volume or weight, and a QR code (bwip-js) to the certificate link when one is shared, with its
 * 4-module quiet zone inside the label.
 */
export async function renderBatchLabels(
  label: BatchLabel,
  options: { format: LabelFormat; kind: LabelKind; copies: number; skip: number },
): Promise<Buffer> {
  const qrCode = label.certificateUrl ? await drawQrCode(label.certificateUrl) : null;
  const stock = LABEL_STOCKS[options.format][options.kind];
  return renderLabelSheet(
    stock,
    { count: options.copies, skip: options.skip },
    { title: `Labels ${label.code}`, subject: `${options.kind} labels of batch ${label.code} (${stock.name})` },
    (doc, area) => drawBatchLabel(doc, area, label, TYPE[options.format][options.kind], qrCode),
  );
}

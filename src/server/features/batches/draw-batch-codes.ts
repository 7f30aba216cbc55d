import { MARGIN, contentWidth, type Doc } from '../../lib/pdf-layout.ts';

export type BatchCodeImages = { barcode: Buffer; qrCode: Buffer };

/**
 * The batch id as a Code 128 barcode (with its text below) and as a QR code, drawn by bwip-js (PNG). Loaded on
 * the first sheet, like pdfkit.
 */
export async function renderBatchCodes(code: string): Promise<BatchCodeImages> {
  const { toBuffer } = await import('bwip-js/node');
  const [barcode, qrCode] = await Promise.all([
    toBuffer({ bcid: 'code128', text: code, scale: 3, height: 12, includetext: true, textxalign: 'center' }),
    toBuffer({ bcid: 'qrcode', text: code, scale: 4 }),
  ]);
  return { barcode, qrCode };
}

/** Both codes at the top right of the page, from `top`. */
export function drawBatchCodes(doc: Doc, images: BatchCodeImages, top: number): void {
  const right = MARGIN + contentWidth(doc);
  doc.image(images.qrCode, right - 64, top, { width: 64, height: 64 });
  doc.image(images.barcode, right - 64 - 12 - 170, top + 4, { width: 170, height: 56 });
}

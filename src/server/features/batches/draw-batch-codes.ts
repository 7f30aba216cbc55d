import { placeBatchCodes } from '../../../domain/batches/place-batch-codes.ts';
import { MARGIN, contentWidth, type Doc } from '../../lib/pdf-layout.ts';

/** The two codes as bwip-js draws them (PNG, no quiet zone), with their widths in modules. */
export type BatchCodeImages = { barcode: Buffer; barcodeModules: number; qrCode: Buffer; qrModules: number };

/** bwip-js draws a Code 128 module 1 pixel wide at scale 1, and a QR code's module 2 pixels wide. */
const BARCODE_SCALE = 3;
const QR_SCALE = 4;
const QR_SIDE = 64;
const BARCODE_WIDTH = 170;

/** A PNG's width in pixels, from its IHDR chunk (bytes 16-19). */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

/**
 * The batch id as a Code 128 barcode (with its text below, narrower than the bars: a batch id has at least four
 * digits) and as a QR code, drawn by bwip-js (PNG). Loaded on the first sheet, like pdfkit.
 */
export async function renderBatchCodes(code: string): Promise<BatchCodeImages> {
  const { toBuffer } = await import('bwip-js/node');
  const [barcode, qrCode] = await Promise.all([
    toBuffer({
      bcid: 'code128',
      text: code,
      scale: BARCODE_SCALE,
      height: 12,
      includetext: true,
      textxalign: 'center',
    }),
    toBuffer({ bcid: 'qrcode', text: code, scale: QR_SCALE }),
  ]);
  return {
    barcode,
    barcodeModules: pngWidth(barcode) / BARCODE_SCALE,
    qrCode,
    qrModules: pngWidth(qrCode) / (2 * QR_SCALE),
  };
}

/** Both codes at the top right of the page, from `top`, with the quiet zones of both between them. */
export function drawBatchCodes(doc: Doc, images: BatchCodeImages, top: number): void {
  const placed = placeBatchCodes(
    MARGIN + contentWidth(doc),
    { side: QR_SIDE, modules: images.qrModules },
    { width: BARCODE_WIDTH, modules: images.barcodeModules },
  );
  doc.image(images.qrCode, placed.qrX, top, { width: QR_SIDE, height: QR_SIDE });
  doc.image(images.barcode, placed.barcodeX, top + 4, { width: BARCODE_WIDTH, height: 56 });
}

import { placeBatchCodes } from '../../../domain/batches/place-batch-codes.ts';
import { MARGIN, contentWidth, type Doc } from '../../lib/pdf-layout.ts';
import { drawCode128, drawQrCode, type DrawnCode } from './draw-codes.ts';

/** The batch id as a Code 128 barcode and as a QR code. */
export type BatchCodeImages = { barcode: DrawnCode; qrCode: DrawnCode };

const QR_SIDE = 64;
const BARCODE_WIDTH = 170;

export async function renderBatchCodes(code: string): Promise<BatchCodeImages> {
  const [barcode, qrCode] = await Promise.all([drawCode128(code), drawQrCode(code)]);
  return { barcode, qrCode };
}

/** Both codes at the top right of the page, from `top`, with the quiet zones of both between them. */
export function drawBatchCodes(doc: Doc, images: BatchCodeImages, top: number): void {
  const placed = placeBatchCodes(
    MARGIN + contentWidth(doc),
    { side: QR_SIDE, modules: images.qrCode.modules },
    { width: BARCODE_WIDTH, modules: images.barcode.modules },
  );
  doc.image(images.qrCode.png, placed.qrX, top, { width: QR_SIDE, height: QR_SIDE });
  doc.image(images.barcode.png, placed.barcodeX, top + 4, { width: BARCODE_WIDTH, height: 56 });
}

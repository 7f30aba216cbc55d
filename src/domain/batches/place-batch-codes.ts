import { QR_QUIET_ZONE_MODULES } from './place-label-qr-code.ts';

/**
 * ISO/IEC 15417:2007 (Code 128), §4.4 dimensions: a quiet zone of at least 10X to the left and to the right of the
 * symbol, X being the narrowest bar's width (one module).
 */
export const CODE128_QUIET_ZONE_MODULES = 10;

/** Where a batch sheet's two codes go on one line, in the page's unit. */
export type BatchCodesPlacement = { qrX: number; barcodeX: number; gap: number };

/**
 * The QR code (`qr.side` wide, `qr.modules` modules a side) against the content's right edge, the page margin beyond it
 * (its quiet zone there), and the Code 128 barcode (`barcode.width` wide, `barcode.modules` modules) to its left. The
 * light gap between them serves both quiet zones, so it is the wider of the two: 10 of the barcode's modules and 4 of
 * the QR code's (ISO/IEC 18004:2015 §9.1).
 */
export function placeBatchCodes(
  right: number,
  qr: { side: number; modules: number },
  barcode: { width: number; modules: number },
): BatchCodesPlacement {
  const gap = Math.max(
    (CODE128_QUIET_ZONE_MODULES * barcode.width) / barcode.modules,
    (QR_QUIET_ZONE_MODULES * qr.side) / qr.modules,
  );
  const qrX = right - qr.side;
  return { qrX, barcodeX: qrX - gap - barcode.width, gap };
}

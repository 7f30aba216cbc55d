import { findQrCode } from './decode-pdf-codes.ts';
import { renderPdfPageGrey } from './render-pdf-page-grey.ts';

/**
 * The light gap between a Code 128 barcode and the QR code to its right on a PDF's first page, in the barcode's
 * modules (ISO/IEC 15417:2007 §4.4 asks for 10 each side of the barcode). The QR code is found by jsQR: its left edge
 * lies 3.5 of its modules left of its top-left finder pattern's centre (ISO/IEC 18004:2015 §6.3.3). Along that
 * centre's row the barcode's bars are the dark runs before the gap, up to the first light run wider than 5 of its
 * narrowest bars (Code 128's widest space is 4 modules); the barcode's module is its width over `barcodeModules`. Null when no QR code is read.
 */
export async function measureBarcodeQuietZone(
  pdf: Uint8Array,
  barcodeModules: number,
  dpi = 600,
): Promise<number | null> {
  const image = await renderPdfPageGrey(pdf, dpi);
  const code = findQrCode(image);
  if (!code) return null;
  const { topLeftFinderPattern: topLeft, topRightFinderPattern: topRight } = code.location;
  const qrModule = Math.hypot(topRight.x - topLeft.x, topRight.y - topLeft.y) / (17 + 4 * code.version - 7);
  const row = Math.round(topLeft.y) * image.width;
  const dark = (x: number) => image.luminances[row + x]! < 128;
  // From half a QR module left of the QR code's edge (the finder centre's rounding), leftwards to the barcode's end.
  let x = Math.floor(topLeft.x - 3.5 * qrModule - qrModule / 2);
  while (x > 0 && !dark(x)) x -= 1;
  const barcodeRight = x + 1;
  const gapPixels = topLeft.x - 3.5 * qrModule - barcodeRight;
  // Leftwards across bars and spaces until a light run wider than 5 of the narrowest bars seen so far.
  let barcodeLeft = barcodeRight;
  let narrowest = Infinity;
  while (x > 0) {
    const barEnd = x;
    while (x > 0 && dark(x)) x -= 1;
    narrowest = Math.min(narrowest, barEnd - x);
    barcodeLeft = x + 1;
    const spaceEnd = x;
    while (x > 0 && !dark(x)) x -= 1;
    if (spaceEnd - x > 5 * narrowest) break;
  }
  const module = (barcodeRight - barcodeLeft) / barcodeModules;
  return gapPixels / module;
}

import { findQrCode } from './decode-pdf-codes.ts';
import { renderPdfPageGrey } from './render-pdf-page-grey.ts';

/** A box on the page in millimetres from its top left corner. */
export type BoxMm = { x: number; y: number; width: number; height: number };

/**
 * The narrowest light margin around the QR code on a PDF's first page, in modules, counting the edge of `label` as a
 * mark (ISO/IEC 18004:2015 §9.1 asks for 4). The code is found by jsQR; its module and edges come from its finder
 * patterns' centres, which sit 3.5 modules inside the symbol's corners (§6.3.3), n − 7 modules apart (n = 17 + 4 ×
 * version, §5.3.1). Null when no QR code is read.
 */
export async function measureQrQuietZone(pdf: Uint8Array, label: BoxMm, dpi = 300): Promise<number | null> {
  const image = await renderPdfPageGrey(pdf, dpi);
  const code = findQrCode(image);
  if (!code) return null;
  const { topLeftFinderPattern: topLeft, topRightFinderPattern: topRight } = code.location;
  const bottomLeft = code.location.bottomLeftFinderPattern;
  const modules = 17 + 4 * code.version;
  const module = Math.hypot(topRight.x - topLeft.x, topRight.y - topLeft.y) / (modules - 7);
  const symbol = {
    left: topLeft.x - 3.5 * module,
    right: topRight.x + 3.5 * module,
    top: topLeft.y - 3.5 * module,
    bottom: bottomLeft.y + 3.5 * module,
  };
  const px = (mm: number) => (mm / 25.4) * dpi;
  const edge = {
    left: px(label.x),
    top: px(label.y),
    right: px(label.x + label.width),
    bottom: px(label.y + label.height),
  };
  const isMark = (x: number, y: number) =>
    x < edge.left ||
    x >= edge.right ||
    y < edge.top ||
    y >= edge.bottom ||
    image.luminances[Math.floor(y) * image.width + Math.floor(x)]! < 128;
  // Rings of pixels ever farther from the symbol (half a module in, for the finder centres' rounding), until one holds
  // a mark.
  const start = Math.ceil(module / 2);
  for (let distance = start; ; distance += 1) {
    const left = Math.round(symbol.left) - distance;
    const right = Math.round(symbol.right) + distance;
    const top = Math.round(symbol.top) - distance;
    const bottom = Math.round(symbol.bottom) + distance;
    let marked = false;
    for (let x = left; x <= right && !marked; x += 1) marked = isMark(x, top) || isMark(x, bottom);
    for (let y = top; y <= bottom && !marked; y += 1) marked = isMark(left, y) || isMark(right, y);
    if (marked) return (distance - 1) / module;
  }
}

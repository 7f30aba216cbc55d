/** A code as bwip-js draws it (PNG, no quiet zone) and its width in modules. */
export type DrawnCode = { png: Buffer; modules: number };

/** bwip-js draws a QR code's module 2 pixels wide at scale 1, and a Code 128 module 1 pixel wide. */
const QR_SCALE = 4;
const BARCODE_SCALE = 3;

/** A PNG's width in pixels, from its IHDR chunk (bytes 16-19). */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

/** `text` as a QR code. bwip-js is loaded at the first code, like pdfkit. */
export async function drawQrCode(text: string): Promise<DrawnCode> {
  const { toBuffer } = await import('bwip-js/node');
  const png = await toBuffer({ bcid: 'qrcode', text, scale: QR_SCALE });
  return { png, modules: pngWidth(png) / (2 * QR_SCALE) };
}

/**
 * `text` as a Code 128 barcode with the text below it, centred (its width is the bars': the text must be narrower,
 * as a batch id of at least four digits is).
 */
export async function drawCode128(text: string): Promise<DrawnCode> {
  const { toBuffer } = await import('bwip-js/node');
  const png = await toBuffer({
    bcid: 'code128',
    text,
    scale: BARCODE_SCALE,
    height: 12,
    includetext: true,
    textxalign: 'center',
  });
  return { png, modules: pngWidth(png) / BARCODE_SCALE };
}

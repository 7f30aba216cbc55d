import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsQR, { type QRCode } from 'jsqr';
import { renderPdfPageGrey, type GreyImage } from './render-pdf-page-grey.ts';

/**
 * A second QR reader, as phones' scanner apps differ: ZXing misses some valid codes at every resolution (the label of
 * one certificate link in the full test run of session 35, which jsQR reads at each of them).
 */
export function findQrCode({ width, height, luminances }: GreyImage): QRCode | null {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < luminances.length; index += 1) {
    const grey = luminances[index]!;
    rgba.set([grey, grey, grey, 255], index * 4);
  }
  return jsQR(rgba, width, height);
}

/**
 * Resolutions a page is drawn at, in turn, until each code reads: ZXing misses some small QR codes at one scale and
 * reads them at another (1 random certificate link in 25 at 200 dpi alone), as a phone reads from closer or farther.
 */
const RESOLUTIONS = [200, 300, 150, 400, 100, 250];

/**
 * The barcodes printed on a PDF's first page, read back as a scanner would: the page drawn in grey, without
 * anti-aliasing, by pdftoppm at each of RESOLUTIONS until every code is read, then ZXing (Code 128 and QR code), and
 * jsQR for a QR code ZXing does not read.
 */
export async function decodePdfCodes(pdf: Uint8Array): Promise<{ code128: string | null; qrCode: string | null }> {
  const found: { code128: string | null; qrCode: string | null } = { code128: null, qrCode: null };
  for (const resolution of RESOLUTIONS) {
    const image = await renderPdfPageGrey(pdf, resolution);
    const { width, height, luminances } = image;
    const read = (format: BarcodeFormat): string | null => {
      const reader = new MultiFormatReader();
      const hints = new Map<DecodeHintType, unknown>([
        [DecodeHintType.POSSIBLE_FORMATS, [format]],
        [DecodeHintType.TRY_HARDER, true],
      ]);
      try {
        const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)));
        return reader.decode(bitmap, hints).getText();
      } catch {
        return null;
      }
    };
    found.code128 ??= read(BarcodeFormat.CODE_128);
    found.qrCode ??= read(BarcodeFormat.QR_CODE) ?? findQrCode(image)?.data ?? null;
    if (found.code128 !== null && found.qrCode !== null) break;
  }
  return found;
}

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsQR from 'jsqr';
import { ensurePopplerUtils } from '../../scripts/lib/system-packages.ts';

const run = promisify(execFile);

/** A PGM (P5) image as width, height and its grey bytes. */
function parsePgm(bytes: Buffer): { width: number; height: number; luminances: Uint8ClampedArray } {
  const header: string[] = [];
  let offset = 0;
  while (header.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[offset]!))) offset += 1;
    let token = '';
    while (!/\s/.test(String.fromCharCode(bytes[offset]!))) token += String.fromCharCode(bytes[offset++]!);
    header.push(token);
  }
  offset += 1;
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, luminances: new Uint8ClampedArray(bytes.subarray(offset, offset + width * height)) };
}

/**
 * A second QR reader, as phones' scanner apps differ: ZXing misses some valid codes at every resolution (the label of
 * one certificate link in the full test run of session 35, which jsQR reads at each of them).
 */
function readQrWithJsQr(luminances: Uint8ClampedArray, width: number, height: number): string | null {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < luminances.length; index += 1) {
    const grey = luminances[index]!;
    rgba.set([grey, grey, grey, 255], index * 4);
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

/**
 * Resolutions a page is drawn at, in turn, until each code reads: ZXing misses some small QR codes at one scale and
 * reads them at another (1 random certificate link in 25 at 200 dpi alone), as a phone reads from closer or farther.
 */
const RESOLUTIONS = ['200', '300', '150', '400', '100', '250'];

/**
 * The barcodes printed on a PDF's first page, read back as a scanner would: the page drawn in grey, without
 * anti-aliasing, by pdftoppm at each of RESOLUTIONS until every code is read, then ZXing (Code 128 and QR code), and
 * jsQR for a QR code ZXing does not read.
 */
export async function decodePdfCodes(pdf: Uint8Array): Promise<{ code128: string | null; qrCode: string | null }> {
  ensurePopplerUtils();
  const directory = await mkdtemp(path.join(tmpdir(), 'sillage-codes-'));
  try {
    const file = path.join(directory, 'document.pdf');
    await writeFile(file, pdf);
    const found: { code128: string | null; qrCode: string | null } = { code128: null, qrCode: null };
    for (const resolution of RESOLUTIONS) {
      const image = path.join(directory, `page-${resolution}`);
      await run('pdftoppm', [
        '-r',
        resolution,
        '-gray',
        '-aa',
        'no',
        '-aaVector',
        'no',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        file,
        image,
      ]);
      const { width, height, luminances } = parsePgm(await readFile(`${image}.pgm`));
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
      found.qrCode ??= read(BarcodeFormat.QR_CODE) ?? readQrWithJsQr(luminances, width, height);
      if (found.code128 !== null && found.qrCode !== null) break;
    }
    return found;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

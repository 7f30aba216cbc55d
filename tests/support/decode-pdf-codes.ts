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
 * The barcodes printed on a PDF's first page, read back as a scanner would: the page drawn at 200 dpi in grey by
 * pdftoppm, then ZXing (Code 128 and QR code).
 */
export async function decodePdfCodes(pdf: Uint8Array): Promise<{ code128: string | null; qrCode: string | null }> {
  ensurePopplerUtils();
  const directory = await mkdtemp(path.join(tmpdir(), 'sillage-codes-'));
  try {
    const file = path.join(directory, 'document.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', [
      '-r',
      '200',
      '-gray',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(directory, 'page'),
    ]);
    const { width, height, luminances } = parsePgm(await readFile(path.join(directory, 'page.pgm')));
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
    return { code128: read(BarcodeFormat.CODE_128), qrCode: read(BarcodeFormat.QR_CODE) };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

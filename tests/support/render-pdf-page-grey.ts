import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensurePopplerUtils } from '../../scripts/lib/system-packages.ts';

/** A page drawn in grey: one byte a pixel, row by row, 0 black to 255 white. */
export type GreyImage = { width: number; height: number; luminances: Uint8ClampedArray };

/** A PGM (P5) image as width, height and its grey bytes. */
function parsePgm(bytes: Buffer): GreyImage {
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

/** A PDF's first page drawn in grey at `dpi` by pdftoppm, without anti-aliasing, as a scanner sees a print. */
export async function renderPdfPageGrey(pdf: Uint8Array, dpi: number): Promise<GreyImage> {
  ensurePopplerUtils();
  const directory = await mkdtemp(path.join(tmpdir(), 'sillage-page-'));
  try {
    const file = path.join(directory, 'document.pdf');
    await writeFile(file, pdf);
    const image = path.join(directory, 'page');
    const options = ['-r', String(dpi), '-gray', '-aa', 'no', '-aaVector', 'no', '-f', '1', '-l', '1', '-singlefile'];
    await promisify(execFile)('pdftoppm', [...options, file, image]);
    return parsePgm(await readFile(`${image}.pgm`));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

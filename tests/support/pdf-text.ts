import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensurePopplerUtils } from '../../scripts/lib/system-packages.ts';

const run = promisify(execFile);

/** The text of a PDF as pdftotext (poppler-utils, installed when missing) reads it, in reading order (-layout). */
export async function extractPdfText(pdf: Uint8Array, name?: string): Promise<string> {
  ensurePopplerUtils();
  // SAVE_PDFS=<folder> keeps the documents for a look (pdftoppm -png, then open the images).
  if (process.env.SAVE_PDFS && name) await writeFile(path.join(process.env.SAVE_PDFS, `${name}.pdf`), pdf);
  const directory = await mkdtemp(path.join(tmpdir(), 'sillage-pdf-'));
  try {
    const file = path.join(directory, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Characters that betray a broken font or encoding: the replacement character, C1 controls, Latin-1 read as UTF-8. */
export const MOJIBAKE = /[\uFFFD\u0080-\u009F]|Ã.|Â.|â€/u;

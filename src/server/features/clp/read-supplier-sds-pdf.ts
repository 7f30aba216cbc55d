import { createRequire } from 'node:module';
import path from 'node:path';
import { readSupplierSds, type SupplierSdsReading } from '../../../domain/clp/read-supplier-sds.ts';
import { AppError } from '../../lib/app-error.ts';

/** A supplier's SDS is a few pages of text: 5 MB is generous and keeps a stray scan or a photo out. */
export const MAX_SDS_PDF_BYTES = 5 * 1024 * 1024;
const MAX_PAGES = 60;

/**
 * The text of each page of a PDF, by pdfjs-dist (in the server's dependencies, unlike poppler's pdftotext): the
 * items of a page joined in reading order, a new line where pdfjs marks the end of a line.
 */
async function extractPageTexts(pdf: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The 14 standard fonts' metrics ship with pdfjs-dist: a PDF written in Helvetica (pdfkit's default) needs them.
  const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  const task = getDocument({ data: pdf, useSystemFonts: false, standardFontDataUrl });
  const document = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('')
          .replaceAll(/[ \t]+\n/g, '\n'),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** The text of each page of an uploaded supplier SDS (PDF only, at most 5 MB), for the patterns and the model. */
export async function extractSdsPdfPages(file: unknown): Promise<string[]> {
  if (!(file instanceof File))
    throw new AppError('VALIDATION_FAILED', 'Send the SDS as a PDF in the form field "file".');
  if (file.size > MAX_SDS_PDF_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', `An SDS may be at most ${MAX_SDS_PDF_BYTES / 1024 / 1024} MB.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (new TextDecoder().decode(bytes.slice(0, 5)) !== '%PDF-')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The SDS must be a PDF file.');
  try {
    return await extractPageTexts(bytes);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'This PDF could not be read (damaged or password-protected).');
  }
}

/** Reads the pages of a supplier SDS by patterns: proposals for the user to confirm, nothing saved. */
export function readSupplierSdsPages(pages: readonly string[]): SupplierSdsReading & { pages: number } {
  return { ...readSupplierSds(pages), pages: pages.length };
}

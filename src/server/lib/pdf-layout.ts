import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font } from 'fontkit';

/**
 * The page furniture shared by the compliance documents: a Unicode font shipped in an npm package, the
 * letterhead, key/value fields, tables that repeat their header on a new page, the signature block and
 * a footer with page numbers. Drawing only; what to print is decided by render-ifra-certificate.ts and
 * render-allergen-declaration.ts.
 */

export const INK = '#1b1f24';
export const MUTED = '#5d6470';
export const RULE = '#d5d9df';
export const ACCENT = '#6b4e2e';
export const HIGHLIGHT = '#f4efe7';
export const ALERT = '#a4262c';
export const MARGIN = 56;
const FOOTER_HEIGHT = 40;

/**
 * Noto Sans (SIL Open Font License) from @expo-google-fonts/noto-sans: Latin with accents, Greek (γ-Methylionone),
 * Cyrillic, sub- and superscript digits. pdfkit embeds the subset it uses, with a ToUnicode map, so the text
 * extracts and searches as typed. The standard 14 PDF fonts cover WinAnsi only, which printed a γ as mojibake.
 */
const FONT_FILES = {
  regular: '400Regular/NotoSans_400Regular.ttf',
  italic: '400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  medium: '500Medium/NotoSans_500Medium.ttf',
  semibold: '600SemiBold/NotoSans_600SemiBold.ttf',
  bold: '700Bold/NotoSans_700Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

let parsedFonts: Promise<Record<FontName, Font>> | null = null;

/**
 * The fonts, read from the package and parsed once per thread (the server's and the worker's). Given the file,
 * pdfkit parses it again for every document, and the first layout in each font then decodes its tables again
 * (glyph metrics, substitution and positioning lookups): most of a document's time (issue 34). Each document
 * registers a view of them (documentFont): the decoded tables shared, its glyphs and subset its own.
 */
export function loadFonts(): Promise<Record<FontName, Font>> {
  parsedFonts ??= (async () => {
    const packageDirectory = dirname(
      createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/package.json'),
    );
    const [{ create }, entries] = await Promise.all([
      import('fontkit'),
      Promise.all(
        Object.entries(FONT_FILES).map(
          async ([name, file]) => [name, await readFile(join(packageDirectory, file))] as const,
        ),
      ),
    ]);
    return Object.fromEntries(entries.map(([name, buffer]) => [name, create(buffer)])) as Record<FontName, Font>;
  })();
  parsedFonts.catch(() => {
    parsedFonts = null;
  });
  return parsedFonts;
}

/**
 * A document's own view of a parsed font: the tables decoded once are shared (fontkit binds each table's getter to
 * the parsed font), the glyphs are the document's. fontkit keeps a glyph with the characters it was first asked for,
 * and pdfkit prints those as the glyph's text (ToUnicode): shared, an E first met as the base of an É in another
 * document had no characters, and "Eau" read " au" in the next one.
 */
export function documentFont(font: Font): Font {
  return Object.create(font, { _glyphs: { value: {}, writable: true } }) as Font;
}

/**
 * Registers the parsed fonts under their names (`doc.font('bold')`) on a new document. pdfkit takes a parsed font in
 * place of a file (its PDFFontFactory accepts any object with `layout`); @types/pdfkit names files only, hence the cast.
 */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: Record<FontName, Font>): void {
  for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, documentFont(font) as unknown as Uint8Array);
}

export type Doc = PDFKit.PDFDocument;

/** A4, the fonts registered, every page kept for the footer; the finished PDF as bytes. */
export async function renderToBuffer(
  draw: (doc: Doc) => void,
  info: { title: string; author: string; subject: string; producer?: string },
): Promise<Buffer> {
  // pdfkit is loaded on the first document, not at server start (it costs a quarter of a second to load).
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Producer: info.producer ?? 'Sillage',
      Creator: info.producer ?? 'Sillage',
    },
    lang: 'en',
  });
  registerFonts(doc, fonts);
  doc.font('regular');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** Starts a new page unless `height` points still fit on this one: what keeps a block (a statement and its signature) together. */
export function reserveSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The height drawSignature takes. */
export const SIGNATURE_HEIGHT = 130;

/** The height drawParagraph takes for `text` at `size` (10 by default), its spacing after included. */
export function measureParagraph(doc: Doc, text: string, size = 10): number {
  return (
    doc
      .font('regular')
      .fontSize(size)
      .heightOfString(text, { width: contentWidth(doc), lineGap: 2 }) + 8
  );
}

export type Letterhead = {
  /** The issuer's name and address lines, or null for a specimen. */
  issuer: { company: string; address: string } | null;
  documentKind: string;
  reference: string;
  issuedOn: string;
};

/** Issuer at the left, the kind of document, its reference and date at the right, an accent rule below. */
export function drawLetterhead(doc: Doc, letterhead: Letterhead): void {
  const top = doc.y;
  const width = contentWidth(doc);
  const left = width * 0.58;
  if (letterhead.issuer) {
    doc.font('bold').fontSize(13).fillColor(INK).text(letterhead.issuer.company, MARGIN, top, { width: left });
    doc.font('regular').fontSize(9).fillColor(MUTED).text(letterhead.issuer.address, { width: left, lineGap: 1 });
  } else {
    doc.font('bold').fontSize(13).fillColor(ALERT).text('SPECIMEN', MARGIN, top, { width: left });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text('Issuer not filled in (Settings, Company). Not valid for issue.', { width: left });
  }
  const leftBottom = doc.y;
  const rightX = MARGIN + left + 12;
  const rightWidth = width - left - 12;
  doc
    .font('semibold')
    .fontSize(7.5)
    .fillColor(ACCENT)
    .text(letterhead.documentKind.toUpperCase(), rightX, top + 2, { width: rightWidth, align: 'right' });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Reference ${letterhead.reference}`, rightX, doc.y + 3, { width: rightWidth, align: 'right' });
  doc.text(`Date of issue ${letterhead.issuedOn}`, rightX, doc.y + 1, { width: rightWidth, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 12;
  doc
    .strokeColor(ACCENT)
    .lineWidth(1.2)
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .stroke();
  doc.x = MARGIN;
  doc.y += 22;
}

export function drawTitle(doc: Doc, title: string, subtitle: string): void {
  doc.font('semibold').fontSize(19).fillColor(INK).text(title, MARGIN, doc.y);
  doc.font('regular').fontSize(9.5).fillColor(MUTED).text(subtitle, { lineGap: 1 });
  doc.y += 14;
}

/** Key/value lines: the label in a narrow muted column, the value beside it. */
export function drawFields(doc: Doc, fields: readonly (readonly [string, string])[]): void {
  const labelWidth = 150;
  const valueWidth = contentWidth(doc) - labelWidth - 10;
  for (const [label, value] of fields) {
    const height = Math.max(doc.font('regular').fontSize(10).heightOfString(value, { width: valueWidth }), 12);
    reserveSpace(doc, height + 6);
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, MARGIN, y + 1.2, { width: labelWidth });
    doc
      .font('medium')
      .fontSize(10)
      .fillColor(INK)
      .text(value, MARGIN + labelWidth + 10, y, { width: valueWidth });
    doc.y = y + height + 5;
  }
  doc.x = MARGIN;
  doc.y += 6;
}

export function drawRule(doc: Doc, spaceAfter = 12): void {
  doc
    .strokeColor(RULE)
    .lineWidth(0.6)
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .stroke();
  doc.y += spaceAfter;
}

export function drawSectionTitle(doc: Doc, title: string): void {
  reserveSpace(doc, 60);
  doc.font('semibold').fontSize(8).fillColor(ACCENT).text(title.toUpperCase(), MARGIN, doc.y);
  doc.y += 6;
}

export function drawParagraph(
  doc: Doc,
  text: string,
  options: { font?: FontName; size?: number; color?: string } = {},
): void {
  doc
    .font(options.font ?? 'regular')
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? INK);
  reserveSpace(doc, doc.heightOfString(text, { width: contentWidth(doc), lineGap: 2 }));
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.y += 8;
}

/** A boxed notice (for a document that cannot be issued as it stands). */
export function drawNotice(doc: Doc, title: string, text: string): void {
  const width = contentWidth(doc);
  const height =
    doc
      .font('regular')
      .fontSize(9.5)
      .heightOfString(text, { width: width - 24 }) + 34;
  reserveSpace(doc, height);
  const y = doc.y;
  doc.save().roundedRect(MARGIN, y, width, height, 4).fillAndStroke('#fbf0f0', '#e6b8ba').restore();
  doc
    .font('semibold')
    .fontSize(10)
    .fillColor(ALERT)
    .text(title, MARGIN + 12, y + 10, { width: width - 24 });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(INK)
    .text(text, MARGIN + 12, doc.y + 2, { width: width - 24 });
  doc.y = y + height + 12;
  doc.x = MARGIN;
}

export type Signature = { company: string; signatory: string; role: string; issuedOn: string };

/** "Signed for and on behalf of", a line to sign on, then name, role and date. Kept on one page. */
export function drawSignature(doc: Doc, signature: Signature): void {
  reserveSpace(doc, SIGNATURE_HEIGHT);
  doc.y += 10;
  const x = MARGIN;
  doc.font('regular').fontSize(9).fillColor(MUTED).text(`Signed for and on behalf of ${signature.company}`, x, doc.y);
  const lineY = doc.y + 46;
  doc
    .strokeColor(INK)
    .lineWidth(0.7)
    .moveTo(x, lineY)
    .lineTo(x + 230, lineY)
    .stroke();
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('Signature', x, lineY + 3);
  doc
    .font('semibold')
    .fontSize(10)
    .fillColor(INK)
    .text(signature.signatory, x, lineY + 16);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(signature.role, x, doc.y + 1);
  const dateX = x + 300;
  doc
    .strokeColor(INK)
    .lineWidth(0.7)
    .moveTo(dateX, lineY)
    .lineTo(dateX + 140, lineY)
    .stroke();
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('Date', dateX, lineY + 3);
  doc
    .font('semibold')
    .fontSize(10)
    .fillColor(INK)
    .text(signature.issuedOn, dateX, lineY + 16);
  doc.x = MARGIN;
  doc.y = lineY + 56;
}

/** The small print under the body: sources of the data and how values were computed. */
export function drawSmallPrint(doc: Doc, text: string): void {
  doc.font('regular').fontSize(7.5).fillColor(MUTED);
  reserveSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 6);
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc), lineGap: 1.5 });
}

/** On every page: what the document is and for whom at the left, "Page n of N" at the right. */
export function drawFooters(doc: Doc, left: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 6;
    const width = contentWidth(doc);
    doc
      .strokeColor(RULE)
      .lineWidth(0.5)
      .moveTo(MARGIN, y - 8)
      .lineTo(MARGIN + width, y - 8)
      .stroke();
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(left, MARGIN, y, { width: width - 80, lineBreak: false, ellipsis: true });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, MARGIN + width - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

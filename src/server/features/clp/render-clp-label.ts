import type { ClpClassifyResponse } from '../../../domain/clp/classify-clp-request.ts';
import type { LabelSize } from '../../../domain/clp/clp.schemas.ts';
import type { CompanyDetails } from '../../../domain/settings/company-details.ts';
import { loadFonts, registerFonts } from '../../lib/pdf-layout.ts';
import { drawPictogram, isDrawnAsSymbol } from './draw-pictogram.ts';

/**
 * The CLP label as a PDF (Articles 17-32): product identifier with the substances named, pictograms drawn as
 * diamonds with a red border and the black symbols of Annex V (GHS01 to GHS09), signal word, hazard, supplemental
 * and precautionary statements, supplier identity and nominal quantity. Sizes: a candle base sticker and a
 * bottle label at Annex I 1.2.1.4's smallest format for up to 3 litres (52 × 74 mm) and the next one
 * (74 × 105 mm), and an A4 sheet of four A6 labels.
 */

const MM = 72 / 25.4;
const RED = '#e3000f';
const INK = '#000000';

type LabelBox = { x: number; y: number; width: number; height: number };
type Page = { width: number; height: number; boxes: LabelBox[]; fontSize: number };

function layoutOf(size: LabelSize): Page {
  if (size === 'sticker') {
    return { width: 74 * MM, height: 52 * MM, boxes: [{ x: 0, y: 0, width: 74 * MM, height: 52 * MM }], fontSize: 4.6 };
  }
  if (size === 'bottle') {
    return { width: 105 * MM, height: 74 * MM, boxes: [{ x: 0, y: 0, width: 105 * MM, height: 74 * MM }], fontSize: 6 };
  }
  const width = 105 * MM;
  const height = 148.5 * MM;
  return {
    width: 2 * width,
    height: 2 * height,
    boxes: [0, 1, 2, 3].map((index) => ({ x: (index % 2) * width, y: Math.floor(index / 2) * height, width, height })),
    fontSize: 7.5,
  };
}

export type LabelContext = {
  productName: string;
  supplier: CompanyDetails | null;
  nominalQuantity: string | null;
  ufi: string | null;
};

type Doc = PDFKit.PDFDocument;

/** What a label of a mixture that needs a UFI prints until the formula has one. */
export const UFI_MISSING =
  'SPECIMEN: UFI required (CLP Annex VIII), not made yet (“Make the UFI” on the formula’s CLP label).';

function drawLabel(
  doc: Doc,
  box: LabelBox,
  fontSize: number,
  result: ClpClassifyResponse,
  context: LabelContext,
): void {
  const padding = 3 * MM;
  const left = box.x + padding;
  const width = box.width - 2 * padding;
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor('#999999')
    .rect(box.x + 1, box.y + 1, box.width - 2, box.height - 2)
    .stroke()
    .restore();
  const { label } = result;
  doc
    .font('bold')
    .fontSize(fontSize * 1.5)
    .fillColor(INK)
    .text(context.productName, left, box.y + padding, { width });
  const named = label.namedOnLabel;
  if (named.length > 0) {
    doc
      .font('regular')
      .fontSize(fontSize)
      .text(`Contains: ${named.map((substance) => substance.name).join(', ')}.`, { width });
  }
  const side = Math.min(18 * MM, Math.max(10 * MM, box.width / 7));
  const pictogramTop = doc.y + 2;
  label.pictograms.forEach((code, index) => {
    drawPictogram(doc, code, left + index * (side + 2), pictogramTop, side);
  });
  // GHS07 is drawn as its symbol, its code printed small under the diamond.
  const codeBelow = label.pictograms.some(isDrawnAsSymbol) ? side / 9 + 2 : 0;
  doc.y = label.pictograms.length > 0 ? pictogramTop + side + 3 + codeBelow : doc.y + 2;
  doc.x = left;
  if (label.signalWord)
    doc
      .font('bold')
      .fontSize(fontSize * 1.4)
      .text(label.signalWord, left, doc.y, { width });
  const statements = [
    ...label.hazardStatements.map((statement) => statement.text),
    // Annex I 3.1.3.6.2.2's statement has no full stop of its own; on a label it runs on into the next sentence.
    ...label.supplementalStatements.map((statement) =>
      /[.!?]$/.test(statement.text) ? statement.text : `${statement.text}.`,
    ),
    ...label.precautionaryStatements.map((statement) => statement.text),
  ];
  if (statements.length > 0)
    doc
      .font('regular')
      .fontSize(fontSize)
      .text(statements.join(' '), left, doc.y + 1, { width });
  const supplier = context.supplier
    ? `${context.supplier.company}, ${context.supplier.address.replaceAll('\n', ', ')}`
    : 'SPECIMEN: supplier identity missing (fill in Settings, Company)';
  const footer = [supplier, context.nominalQuantity].filter(Boolean).join(' · ');
  doc
    .font('medium')
    .fontSize(fontSize)
    .text(footer, left, doc.y + 2, { width });
  // The UFI on a line of its own, so that it is never broken at one of its hyphens (CLP Annex VIII Part A 5).
  if (context.ufi) doc.text(`UFI: ${context.ufi}`, left, doc.y, { width, lineBreak: false });
  // A mixture classified for a health or physical hazard carries its UFI (CLP Article 45, Annex VIII Part A 5): a
  // label printed before one is assigned says so, as it does of a missing supplier, never left silent.
  else if (result.ufiRequired)
    doc
      .font('italic')
      .fontSize(fontSize * 0.9)
      .fillColor(RED)
      .text(UFI_MISSING, left, doc.y + 1, { width })
      .fillColor(INK);
  if (result.undetermined.length > 0) {
    doc
      .font('italic')
      .fontSize(fontSize * 0.9)
      .fillColor(RED)
      .text(
        `Not determined: ${result.undetermined.map((entry) => entry.class.replace(/\.$/, '')).join(', ')}.`,
        left,
        doc.y + 1,
        {
          width,
        },
      )
      .fillColor(INK);
  }
}

export async function renderClpLabel(
  result: ClpClassifyResponse,
  context: LabelContext,
  size: LabelSize,
): Promise<Buffer> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadFonts()]);
  const page = layoutOf(size);
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margins: { top: 0, left: 0, right: 0, bottom: 0 },
    info: {
      Title: `CLP label: ${context.productName}`,
      Author: context.supplier?.company ?? 'Sillage',
      Subject: 'CLP label',
    },
    lang: 'en',
  });
  registerFonts(doc, fonts);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const box of page.boxes) drawLabel(doc, box, page.fontSize, result, context);
  doc.end();
  return done;
}

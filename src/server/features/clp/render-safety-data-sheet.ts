import type { SafetyDataSheet } from '../../../domain/clp/build-safety-data-sheet.ts';
import {
  ALERT,
  drawFooters,
  drawParagraph,
  drawRule,
  drawTitle,
  INK,
  MUTED,
  renderToBuffer,
  type Doc,
  reserveSpace,
} from '../../lib/pdf-layout.ts';
import { drawPictogram } from './draw-pictogram.ts';

const PICTOGRAM_SIDE = 42;

/**
 * REACH Annex II 2.2 (as amended by (EU) 2020/878): the label elements with a graphical reproduction of the
 * hazard pictograms: the label's diamonds, in a row under the heading.
 */
function drawPictogramRow(doc: Doc, pictograms: readonly string[]): void {
  if (pictograms.length === 0) return;
  const height = PICTOGRAM_SIDE + PICTOGRAM_SIDE / 9 + 8;
  reserveSpace(doc, height);
  const top = doc.y;
  pictograms.forEach((code, index) => {
    drawPictogram(doc, code, doc.page.margins.left + index * (PICTOGRAM_SIDE + 6), top, PICTOGRAM_SIDE);
  });
  doc.x = doc.page.margins.left;
  doc.y = top + height;
}

/**
 * Noto Sans has no ≥, ≤ or → (they printed as an empty box, so "30 % ≥ 10 %" read "30 % ▯ 10 %"): the PDF writes
 * them as >=, <= and ->, which every reader and text extraction keeps.
 */
export function toPrintable(text: string): string {
  return text.replaceAll('≥', '>=').replaceAll('≤', '<=').replaceAll('→', '->');
}

/** "SECTION 2: Hazards identification", then each subsection's heading and lines; a template not reviewed says so. */
function drawSheet(doc: Doc, sheet: SafetyDataSheet, supplierName: string): void {
  drawTitle(
    doc,
    `Safety data sheet: ${sheet.productName}`,
    [
      'According to Regulation (EC) No 1907/2006 (REACH), Annex II as amended by Commission Regulation (EU) 2020/878.',
      `Revision: version ${sheet.revision.version}, ${sheet.revision.date}. Supplier: ${supplierName}.`,
      ...sheet.revision.changes,
    ].join('\n'),
  );
  for (const section of sheet.sections) {
    // A section's heading never ends a page alone: it keeps its first subsection's first lines with it.
    reserveSpace(doc, 90);
    drawRule(doc, 8);
    drawParagraph(doc, `SECTION ${section.number}: ${section.title}`, { font: 'bold', size: 11 });
    for (const subsection of section.subsections) {
      if (section.subsections.length > 1 || subsection.number !== String(section.number)) {
        reserveSpace(doc, 56);
        drawParagraph(doc, `${subsection.number} ${subsection.title}`, { font: 'semibold', size: 9.5 });
      }
      if (subsection.number === '2.2') drawPictogramRow(doc, sheet.pictograms);
      if (subsection.origin === 'template' && !subsection.reviewed) {
        drawParagraph(doc, 'Template — not reviewed', { font: 'italic', size: 8.5, color: ALERT });
      }
      drawParagraph(doc, toPrintable(subsection.lines.join('\n')), {
        size: 9,
        color: subsection.origin === 'data' ? INK : MUTED,
      });
    }
  }
}

/** The SDS as an A4 PDF (Noto Sans, page numbers with the product and revision on every page). */
export function renderSafetyDataSheet(sheet: SafetyDataSheet, supplierName: string): Promise<Buffer> {
  return renderToBuffer(
    (doc) => {
      drawSheet(doc, sheet, supplierName);
      drawFooters(
        doc,
        `Safety data sheet · ${sheet.productName} · version ${sheet.revision.version}, ${sheet.revision.date}`,
      );
    },
    { title: `Safety data sheet: ${sheet.productName}`, author: supplierName, subject: 'Safety data sheet' },
  );
}

import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';

export type DocumentParty = { productName: string; signatory: string; company: string; issuedOn: Date };

const INK = '#1f2328';
const MUTED = '#5f6670';
const RULE = '#d0d4da';
const MARGIN = 56;

const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  '1': 'Lip products and toys',
  '2': 'Deodorants and antiperspirants (axillae)',
  '3': 'Face and body via fingertips, eye products',
  '4': 'Fine fragrance',
  '5A': 'Body lotions',
  '5B': 'Face moisturisers',
  '5C': 'Hand creams',
  '5D': 'Baby creams, oils and talc',
  '6': 'Mouthwash and toothpaste',
  '7A': 'Rinse-off hair products',
  '7B': 'Leave-on hair products',
  '8': 'Intimate wipes, baby wipes',
  '9': 'Rinse-off body products (soap, shower gel)',
  '10A': 'Household care, non-aerosol',
  '10B': 'Household aerosols and sprays',
  '11A': 'Minimal skin contact, no UV',
  '11B': 'Minimal skin contact, possible UV',
  '12': 'No skin contact (candles, air fresheners)',
};

/** Percentages as printed on documents: 4 significant digits, never in exponent form. */
export function formatPercent(value: number): string {
  if (value === 0) return '0%';
  const digits = Math.max(2, 3 - Math.floor(Math.log10(Math.abs(value))));
  return `${Number(value.toFixed(Math.min(digits, 8))).toString()}%`;
}

const formatDate = (date: Date) => date.toISOString().slice(0, 10);

/** "51" → "51st Amendment"; a version that is not a number is printed as it is. */
export function formatAmendment(amendment: string): string {
  const number = Number(amendment);
  if (!Number.isInteger(number)) return amendment;
  const suffix = number % 100 >= 11 && number % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][number % 10] ?? 'th');
  return `${number}${suffix} Amendment`;
}

async function renderToBuffer(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  // pdfkit is loaded on the first document, not at server start (it costs a quarter of a second to load).
  const { default: PDFDocument } = await import('pdfkit');
  // Uncompressed content streams keep the text searchable in tests and by document tools.
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, compress: false, info: { Title: title, Producer: 'Sillage', Creator: 'Sillage' } });
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

function heading(doc: PDFKit.PDFDocument, title: string, subtitle: string): void {
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(subtitle.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.3);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown(0.8);
}

function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(label, MARGIN, y, { width: 150 });
  doc.fillColor(INK).font('Helvetica').fontSize(10.5).text(value, MARGIN + 160, y, { width: doc.page.width - 2 * MARGIN - 160 });
  doc.moveDown(0.35);
  doc.x = MARGIN;
}

function rule(doc: PDFKit.PDFDocument): void {
  doc.moveDown(0.4);
  doc.strokeColor(RULE).lineWidth(0.6).moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).stroke();
  doc.moveDown(0.6);
}

type Column = { title: string; width: number; align?: 'left' | 'right' };

function table(doc: PDFKit.PDFDocument, columns: readonly Column[], rows: readonly (readonly string[])[], options: { boldRow?: (index: number) => boolean } = {}): void {
  const drawRow = (cells: readonly string[], font: string, color: string) => {
    if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let height = 0;
    columns.forEach((column, index) => {
      doc.font(font).fontSize(9.5).fillColor(color);
      const text = cells[index] ?? '';
      doc.text(text, x, y, { width: column.width - 8, align: column.align ?? 'left' });
      height = Math.max(height, doc.heightOfString(text, { width: column.width - 8 }));
      x += column.width;
    });
    doc.y = y + height + 5;
    doc.x = MARGIN;
  };
  drawRow(columns.map((column) => column.title), 'Helvetica-Bold', MUTED);
  rows.forEach((row, index) => drawRow(row, options.boldRow?.(index) ? 'Helvetica-Bold' : 'Helvetica', INK));
}

function signature(doc: PDFKit.PDFDocument, party: DocumentParty): void {
  rule(doc);
  field(doc, 'Company', party.company || 'Not set: add it in Settings');
  field(doc, 'Signatory', party.signatory || 'Not set: add it in Settings');
  field(doc, 'Date', formatDate(party.issuedOn));
}

function dataSources(doc: PDFKit.PDFDocument, report: ComplianceReport): void {
  doc.moveDown(0.8);
  doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(
    `Computed by Sillage from IFRA ${formatAmendment(report.dataVersion.ifraAmendment)} Standards and Annex, EU Cosmetics Regulation annexes (${report.dataVersion.euAnnexEdition}), imported ${report.dataVersion.importedOn}. ` +
      'Composition values are the maximum of the best available source: lot analysis, supplier declaration, IFRA Annex, literature.',
  );
}

/**
 * The IFRA certificate of conformity: product, category, dosage, the maximum use in all 18
 * categories (rounded down), the amendment and data used, date, signatory and company. A formula
 * that cannot be certified gets the reasons instead of the statement of conformity.
 */
export function renderIfraCertificate(report: ComplianceReport, party: DocumentParty): Promise<Buffer> {
  return renderToBuffer((doc) => {
    heading(doc, 'IFRA Certificate of Conformity', `IFRA ${formatAmendment(report.dataVersion.ifraAmendment)}`);
    field(doc, 'Product', party.productName);
    field(doc, 'Company', party.company || 'Not set: add it in Settings');
    field(doc, 'IFRA category', `Category ${report.category}: ${CATEGORY_LABELS[report.category] ?? ''}`);
    field(doc, 'Dosage in the finished product', `${formatPercent(report.dosage.massPercent)} w/w${report.dosage.input.basis === 'v/v' ? ` (${formatPercent(report.dosage.input.percent)} v/v)` : ''}`);
    field(doc, 'Amendment', `IFRA ${formatAmendment(report.dataVersion.ifraAmendment)} (data imported ${report.dataVersion.importedOn})`);
    rule(doc);
    doc.font('Helvetica').fontSize(10.5).fillColor(INK);
    if (report.isCertifiable) {
      doc.text(
        `We certify that the above fragrance mixture complies with the Standards of the International Fragrance Association (IFRA), ${formatAmendment(report.dataVersion.ifraAmendment)}, ` +
          'provided it is used in the following categories at a maximum concentration level of:',
      );
    } else {
      const reasons = report.certificationBlockers.map((blocker) =>
        blocker === 'not-compliant' ? `the formula does not comply in category ${report.category} at this dosage` : blocker === 'unresolved-materials' ? 'some materials have no known composition' : 'specification Standards still need their supplier certificate checked',
      );
      doc.font('Helvetica-Bold').fillColor('#a4262c').text(`NOT CERTIFIABLE: ${reasons.join('; ')}.`);
      doc.font('Helvetica').fillColor(INK).text('The maximum use levels below are computed for information only.');
    }
    doc.moveDown(0.6);
    table(
      doc,
      [
        { title: 'Category', width: 70 },
        { title: 'Products', width: 290 },
        { title: 'Maximum use', width: 120, align: 'right' },
      ],
      IFRA_CATEGORIES.map((category) => [category, CATEGORY_LABELS[category] ?? '', report.maxDosage[category].label]),
      { boldRow: (index) => IFRA_CATEGORIES[index] === report.category },
    );
    signature(doc, party);
    dataSources(doc, report);
  }, `IFRA certificate: ${party.productName}`);
}

/**
 * The EU allergen declaration (Annex III of Reg. (EC) 1223/2009 as amended by 2023/1545): every
 * entry present, % in the concentrate and in the finished product, and whether it must be labelled.
 */
export function renderAllergenDeclaration(report: ComplianceReport, party: DocumentParty): Promise<Buffer> {
  return renderToBuffer((doc) => {
    heading(doc, 'EU Allergen Declaration', 'Regulation (EC) 1223/2009, Annex III');
    field(doc, 'Product', party.productName);
    field(doc, 'Company', party.company || 'Not set: add it in Settings');
    field(doc, 'Dosage in the finished product', `${formatPercent(report.dosage.massPercent)} w/w`);
    const type = report.euProductType.used;
    field(doc, 'Product type', type === 'leave-on' ? 'Leave-on (declare above 0.001%)' : type === 'rinse-off' ? 'Rinse-off (declare above 0.01%)' : 'Not a cosmetic product: Annex III labelling does not apply');
    field(doc, 'EU annex data', report.dataVersion.euAnnexEdition);
    rule(doc);
    if (report.allergens.length === 0) {
      doc.font('Helvetica').fontSize(10.5).fillColor(INK).text('None of the Annex III fragrance allergens is present in this formula.');
    } else {
      table(
        doc,
        [
          { title: 'Allergen (label name)', width: 200 },
          { title: 'Annex III', width: 60 },
          { title: 'In concentrate', width: 90, align: 'right' },
          { title: 'In product', width: 80, align: 'right' },
          { title: 'Label', width: 55, align: 'right' },
        ],
        report.allergens.map((allergen) => [allergen.name, allergen.annexIiiReference, formatPercent(allergen.concentrateConcentration), formatPercent(allergen.concentration), allergen.declare ? 'Declare' : 'No']),
      );
    }
    const declared = report.allergens.filter((allergen) => allergen.declare).map((allergen) => allergen.name);
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text('To list on the label');
    doc.font('Helvetica').text(declared.length > 0 ? declared.join(', ') : 'Nothing: no allergen exceeds the threshold.');
    signature(doc, party);
    dataSources(doc, report);
  }, `Allergen declaration: ${party.productName}`);
}

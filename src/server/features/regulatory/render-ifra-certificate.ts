import { formatPercent } from '../../../domain/shared/format-numbers.ts';
import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';
import type { Column, TableRow } from '../../lib/pdf-table.ts';
import {
  drawFields,
  drawLetterhead,
  drawNotice,
  drawParagraph,
  drawRule,
  drawSectionTitle,
  drawTitle,
  measureParagraph,
  renderToBuffer,
  reserveSpace,
  SIGNATURE_HEIGHT,
} from '../../lib/pdf-layout.ts';
import { drawTable, measureTable } from '../../lib/pdf-table.ts';
import {
  CERTIFICATE_DISCLAIMER,
  CERTIFICATE_SCOPE,
  writeCertificateContact,
  writeCertificateNotes,
  writeCertificateStatement,
} from './certificate-wording.ts';
import {
  CATEGORY_DESCRIPTIONS,
  closing,
  describeAmendmentScope,
  describeDataVersion,
  describeDosage,
  describeMarkets,
  formatAmendment,
  letterheadOf,
  productFields,
  signDocument,
  specificationsOf,
  type DocumentContext,
} from './compliance-document-parts.ts';

function describeBlockers(report: ComplianceReport): string {
  const reasons = report.certificationBlockers.map((blocker) =>
    blocker === 'not-compliant'
      ? `the formula does not comply in category ${report.category} at ${formatPercent(report.dosage.massPercent)}`
      : blocker === 'unresolved-materials'
        ? 'some materials have no known composition'
        : blocker === 'flavour-not-declared'
          ? `the food/flavour grade of the materials, which category ${report.category} requires, is not declared`
          : 'specification Standards are not yet confirmed for this formula',
  );
  return `${reasons.join('; ')}. The maximum use levels below are given for information only; this document is not a certificate.`;
}

const CATEGORY_COLUMNS: readonly Column[] = [
  { title: 'Category', width: 10 },
  { title: 'Product types', width: 74 },
  { title: 'Maximum', width: 16, align: 'right' },
];

/**
 * The IFRA certificate of conformity as IFRA's template has it (issue 27, item 6): the scope sentence, the certifying
 * party and the customer it is delivered to, the product and its intended use, the statement "up to and including the
 * 51st Amendment, published 30 June 2023" with the maximum concentration in all 18 categories (rounded down), "for other
 * kinds of application… contact", the signature on the statement's page (the signatory as in Settings → Company), then
 * the optional table of IFRA-regulated materials (off by default), the specification Standards confirmed and the
 * standard disclaimers. A formula that cannot be certified (only reachable through the sample documents) prints the
 * reasons instead of the statement, signed at the end as before.
 */
export function renderIfraCertificate(report: ComplianceReport, context: DocumentContext): Promise<Buffer> {
  const amendment = formatAmendment(report.dataVersion.ifraAmendment);
  const scope = describeAmendmentScope(report.dataVersion);
  const issuerName = context.issuer?.company ?? 'Specimen';
  return renderToBuffer(
    (doc) => {
      drawLetterhead(doc, letterheadOf(context, 'IFRA Certificate'));
      drawTitle(
        doc,
        'IFRA Certificate of Conformity',
        'Certificate of conformity of a fragrance mixture with IFRA Standards',
      );
      drawParagraph(doc, CERTIFICATE_SCOPE, { size: 9, color: '#5d6470' });
      drawFields(doc, [
        ['Certifying party', context.issuer ? `${context.issuer.company}, ${context.issuer.address}` : 'Specimen'],
        ['Certificate delivered to', context.deliveredTo?.trim() || 'No customer named'],
        ...productFields(context),
        ['Intended use', `Category ${report.category}: ${CATEGORY_DESCRIPTIONS[report.category] ?? ''}`],
        ['Concentration in the finished product', describeDosage(report)],
        ['IFRA Standards', scope.charAt(0).toUpperCase() + scope.slice(1)],
        ['Regulatory data', describeDataVersion(report)],
        ['Markets covered', describeMarkets(report, 'certificate')],
      ]);
      drawRule(doc);
      const rows = IFRA_CATEGORIES.map((category): TableRow => ({
        cells: [category, CATEGORY_DESCRIPTIONS[category] ?? '', report.maxDosage[category].label],
        isHighlighted: category === report.category,
        isStrong: category === report.category,
      }));
      const statement = writeCertificateStatement(scope);
      const contact = writeCertificateContact(issuerName);
      if (report.isCertifiable) {
        // The statement, its table and the signature share one page.
        reserveSpace(
          doc,
          measureParagraph(doc, statement) +
            measureTable(doc, CATEGORY_COLUMNS, rows) +
            measureParagraph(doc, contact, 9) +
            SIGNATURE_HEIGHT,
        );
        drawParagraph(doc, statement);
      } else {
        drawNotice(doc, 'Not certifiable as it stands', describeBlockers(report));
        drawSectionTitle(doc, 'Maximum concentration in the finished product, by IFRA category');
      }
      drawTable(doc, CATEGORY_COLUMNS, rows);
      drawParagraph(doc, contact, { size: 9 });
      if (report.isCertifiable) signDocument(doc, context);
      if (context.includeRegulatedMaterials) {
        drawSectionTitle(doc, 'IFRA-regulated materials in the fragrance mixture');
        if (report.regulatedMaterials.length === 0)
          drawParagraph(doc, 'No material of the mixture is subject to an IFRA Standard.', { size: 9 });
        else
          drawTable(
            doc,
            [
              { title: 'Material (IFRA Standard)', width: 56 },
              { title: 'CAS number', width: 24 },
              { title: 'Concentration in the mixture', width: 20, align: 'right' },
            ],
            report.regulatedMaterials.map((entry) => ({
              cells: [entry.name, entry.cas.join(', ') || '—', formatPercent(entry.concentrateConcentration)],
            })),
          );
      }
      const specifications = specificationsOf(report, context);
      if (specifications.length > 0) {
        drawSectionTitle(doc, 'Specification Standards');
        drawParagraph(
          doc,
          'These IFRA Standards set a specification (purity, peroxide value, origin) for a material of the formula rather than a maximum concentration.',
          { size: 9, color: '#5d6470' },
        );
        drawTable(
          doc,
          [
            { title: 'Standard', width: 28 },
            { title: 'Requirement', width: 44 },
            { title: 'Confirmed by', width: 28 },
          ],
          specifications.map((item) => ({
            cells: [
              item.materials.length > 0 ? `${item.name}\n${item.materials.join(', ')}` : item.name,
              item.requirement ?? 'See the IFRA Standard',
              item.confirmed ? (item.confirmation ?? 'Confirmed') : 'Not confirmed',
            ],
          })),
        );
      }
      drawParagraph(doc, writeCertificateNotes(report), { size: 8.5, color: '#5d6470' });
      drawParagraph(doc, CERTIFICATE_DISCLAIMER, { size: 8.5, color: '#5d6470' });
      closing(
        doc,
        context,
        `Computed from ${describeDataVersion(report)}. Material compositions come from the most specific source available: the lot's certificate of analysis, the issuer's own composition, then the IFRA Annex.`,
        `${issuerName} · IFRA Certificate of Conformity · ${context.productName}`,
        // A certifiable formula's signature stands beside its statement; a specimen of one that is not, at the end.
        { isSigned: report.isCertifiable },
      );
    },
    {
      title: `IFRA Certificate of Conformity: ${context.productName}`,
      author: issuerName,
      subject: `IFRA ${amendment}, category ${report.category}`,
      producer: context.brandName ?? undefined,
    },
  );
}

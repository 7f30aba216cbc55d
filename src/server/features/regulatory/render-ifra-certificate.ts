import { formatPercent } from '../../../domain/shared/format-numbers.ts';
import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';
import type { TableRow } from '../../lib/pdf-layout.ts';
import {
  drawFields,
  drawLetterhead,
  drawNotice,
  drawParagraph,
  drawRule,
  drawSectionTitle,
  drawTable,
  drawTitle,
  renderToBuffer,
} from '../../lib/pdf-layout.ts';
import {
  CATEGORY_DESCRIPTIONS,
  closing,
  describeDataVersion,
  describeDosage,
  describeMarkets,
  formatAmendment,
  letterheadOf,
  productFields,
  specificationsOf,
  type DocumentContext,
} from './compliance-document-parts.ts';

function notApprovedReasons(report: ComplianceReport, category: (typeof IFRA_CATEGORIES)[number]): readonly string[] {
  const max = report.maxDosage[category];
  return max.kind === 'not-approved' ? max.reasons : [];
}

function describeBlockers(report: ComplianceReport): string {
  const reasons = report.certificationBlockers.map((blocker) =>
    blocker === 'not-compliant'
      ? `the formula does not comply in category ${report.category} at ${formatPercent(report.dosage.massPercent)}`
      : blocker === 'unresolved-materials'
        ? 'some materials have no known composition'
        : 'specification Standards are not yet confirmed for this formula',
  );
  return `${reasons.join('; ')}. The maximum use levels below are given for information only; this document is not a certificate.`;
}

/**
 * The IFRA certificate of conformity: issuer, product, intended category and dosage, the statement of
 * conformity, the maximum concentration in all 18 categories (rounded down), the specification Standards
 * confirmed, the amendment and data version, and the signature. A formula that cannot be certified
 * (only reachable through the sample documents) prints the reasons instead of the statement.
 */
export function renderIfraCertificate(report: ComplianceReport, context: DocumentContext): Promise<Buffer> {
  const amendment = formatAmendment(report.dataVersion.ifraAmendment);
  const issuerName = context.issuer?.company ?? 'Specimen';
  return renderToBuffer(
    (doc) => {
      drawLetterhead(doc, letterheadOf(context, 'IFRA Certificate'));
      drawTitle(
        doc,
        'IFRA Certificate of Conformity',
        `Conformity of a fragrance mixture with the Standards of the International Fragrance Association, ${amendment}`,
      );
      drawFields(doc, [
        ...productFields(context),
        ['Intended use', `Category ${report.category}: ${CATEGORY_DESCRIPTIONS[report.category] ?? ''}`],
        ['Concentration in the finished product', describeDosage(report)],
        ['IFRA Standards', amendment],
        ['Regulatory data', describeDataVersion(report)],
        ['Markets covered', describeMarkets(report, 'certificate')],
      ]);
      drawRule(doc);
      if (report.isCertifiable) {
        drawParagraph(
          doc,
          `We certify that the above fragrance mixture complies with the Standards of the International Fragrance Association (IFRA), ${amendment}, ` +
            'provided it is used in the categories below at a concentration in the finished product not exceeding the maximum given for that category.',
        );
      } else {
        drawNotice(doc, 'Not certifiable as it stands', describeBlockers(report));
      }
      drawSectionTitle(doc, 'Maximum concentration in the finished product, by IFRA category');
      drawTable(
        doc,
        [
          { title: 'Category', width: 10 },
          { title: 'Product types', width: 74 },
          { title: 'Maximum', width: 16, align: 'right' },
        ],
        IFRA_CATEGORIES.map((category): TableRow => ({
          cells: [category, CATEGORY_DESCRIPTIONS[category] ?? '', report.maxDosage[category].label],
          isHighlighted: category === report.category,
          isStrong: category === report.category,
        })),
      );
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
      const notApproved = [...new Set(IFRA_CATEGORIES.flatMap((category) => notApprovedReasons(report, category)))];
      drawParagraph(
        doc,
        'Maximum concentrations are rounded down so that use at the printed value complies. “Not limited”: no IFRA Standard of the formula restricts that category. ' +
          (notApproved.length > 0
            ? `“Not approved”: the formula may not be used in that category (${notApproved.join('; ')}). `
            : '') +
          'This certificate applies to the formula identified above; any change to the formula requires a new certificate.',
        { size: 8.5, color: '#5d6470' },
      );
      closing(
        doc,
        context,
        `Computed from ${describeDataVersion(report)}. Material compositions come from the most specific source available: the lot's certificate of analysis, the issuer's own composition, then the IFRA Annex.`,
        `${issuerName} · IFRA Certificate of Conformity · ${context.productName}`,
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

import { formatPercent } from '../../../domain/shared/format-numbers.ts';
import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import {
  drawFields,
  drawLetterhead,
  drawNotice,
  drawParagraph,
  drawRule,
  drawSectionTitle,
  drawTitle,
  renderToBuffer,
} from '../../lib/pdf-layout.ts';
import { drawTable } from '../../lib/pdf-table.ts';
import {
  allergensOf,
  closing,
  describeProductType,
  describeDataVersion,
  describeDosage,
  describeMarkets,
  letterheadOf,
  productFields,
  type DocumentContext,
} from './compliance-document-parts.ts';
import { drawMarketVerdicts } from './draw-market-verdicts.ts';

/**
 * The EU fragrance allergen declaration (Annex III of Reg. (EC) No 1223/2009 as amended by Reg. (EU)
 * 2023/1545): every entry present under its label name, % in the fragrance and in the finished product,
 * whether it must be named on the label, then the list to print and the signature.
 */
export function renderAllergenDeclaration(report: ComplianceReport, context: DocumentContext): Promise<Buffer> {
  const issuerName = context.issuer?.company ?? 'Specimen';
  const { type, threshold } = describeProductType(report);
  const entries = allergensOf(report);
  // A material whose allergen content is unknown: nothing is declared absent, and the document is not signed.
  const isComplete = report.allergenVerdict !== 'cannot-be-verified' && report.unresolved.length === 0;
  return renderToBuffer(
    (doc) => {
      drawLetterhead(doc, letterheadOf(context, 'Allergen Declaration'));
      drawTitle(
        doc,
        'Fragrance Allergen Declaration',
        'Regulation (EC) No 1223/2009 on cosmetic products, Annex III, as amended by Regulation (EU) 2023/1545',
      );
      drawFields(doc, [
        ...productFields(context),
        ['Finished product', type],
        [
          'EU product type',
          `${report.euProductKind.label}${report.euProductKind.isConfirmed ? '' : ' (proposed from the IFRA category)'}`,
        ],
        ['Concentration in the finished product', describeDosage(report)],
        ['Labelling threshold', threshold ?? 'Annex III labelling does not apply'],
        [
          'Regulatory data',
          `EU Cosmetics Regulation annexes, ${report.dataVersion.euAnnexEdition}; imported ${report.dataVersion.importedOn}`,
        ],
        ['Markets covered', describeMarkets(report, 'declaration')],
      ]);
      drawRule(doc);
      if (!isComplete) {
        const names = report.allergenGaps.map((gap) => gap.materialName);
        drawNotice(
          doc,
          'Allergen content cannot be verified: not a declaration',
          `${names.length > 0 ? `The allergen content of ${names.join(', ')} is unknown` : 'Some materials of the formula have no known composition'}, so it is not counted and this document declares nothing absent. Add it before issuing this declaration.`,
        );
      }
      if (entries.length === 0) {
        drawParagraph(
          doc,
          isComplete
            ? 'We declare that the fragrance compound named above contains none of the fragrance allergens listed in Annex III of Regulation (EC) No 1223/2009.'
            : 'The materials of known composition bring none of the fragrance allergens listed in Annex III of Regulation (EC) No 1223/2009; the others are not known.',
        );
      } else {
        drawParagraph(
          doc,
          (isComplete
            ? 'We declare that the fragrance compound named above contains the following fragrance allergens listed in Annex III of Regulation (EC) No 1223/2009. '
            : 'The fragrance compound named above contains at least the following fragrance allergens listed in Annex III of Regulation (EC) No 1223/2009, those of its materials of known composition. ') +
            (threshold
              ? `At the stated concentration in a ${type.toLowerCase()}, those marked “Yes” exceed ${threshold.replace(' in the finished product', '')} and must be named in the list of ingredients.`
              : 'The finished product is not a cosmetic product: Annex III labelling does not apply.'),
        );
        drawTable(
          doc,
          [
            { title: 'Label name', width: 34 },
            { title: 'CAS', width: 17 },
            { title: 'Annex III', width: 10 },
            { title: 'In fragrance', width: 14, align: 'right' },
            { title: 'In product', width: 14, align: 'right' },
            { title: 'Declare', width: 11, align: 'right' },
          ],
          entries.map((entry) => ({
            cells: [
              entry.labelName,
              entry.cas ?? '',
              entry.annexIiiReference,
              formatPercent(entry.concentrateConcentration),
              formatPercent(entry.concentration),
              entry.declare ? 'Yes' : 'No',
            ],
            isStrong: entry.declare,
          })),
        );
      }
      const declared = entries.filter((entry) => entry.declare).map((entry) => entry.labelName);
      drawSectionTitle(doc, 'To name in the list of ingredients');
      drawParagraph(
        doc,
        threshold === null
          ? 'Nothing: Annex III labelling does not apply to this product.'
          : !isComplete
            ? `Not determined until the unknown allergen content is added${declared.length > 0 ? `; at least ${declared.join(', ')}` : ''}.`
            : declared.length > 0
              ? declared.join(', ')
              : 'Nothing: no allergen exceeds the labelling threshold.',
        { font: 'medium' },
      );
      if (threshold !== null) {
        drawSectionTitle(doc, 'Annex III maxima, conditions and warnings for this product type');
        const restricted = report.euRestricted;
        const requirements = report.euLabelRequirements;
        const unverified = report.euRestrictedUnverified;
        if (restricted.length === 0 && requirements.length === 0 && unverified.length === 0)
          drawParagraph(
            doc,
            `None of the entries present sets a maximum concentration, a condition of use or a label warning for a ${report.euProductKind.label.toLowerCase()}.`,
          );
        for (const entry of restricted)
          drawParagraph(
            doc,
            `${entry.name} (Annex III entry ${entry.annexIiiReference}): ${formatPercent(entry.concentration)} in the product, ${entry.limit === 0 ? `not permitted in this product type (${entry.scope ?? 'Annex III'})` : `maximum ${formatPercent(entry.limit)}${entry.scope ? ` (${entry.scope})` : ''}: ${entry.verdict === 'pass' ? 'within the maximum' : 'ABOVE THE MAXIMUM'}`}.`,
          );
        for (const entry of unverified)
          drawParagraph(
            doc,
            `${entry.name} (Annex III entry ${entry.annexIiiReference}): ${formatPercent(entry.concentration)} in the product, CANNOT BE VERIFIED against the Annex: “${entry.annexText}”.`,
          );
        for (const requirement of requirements)
          drawParagraph(
            doc,
            `${requirement.name} (Annex III entry ${requirement.annexIiiReference}), ${requirement.kind === 'warning' ? 'warning to print on the label' : 'condition of use'}: “${requirement.text}”`,
          );
      }
      drawMarketVerdicts(doc, context.marketVerdicts ?? []);
      closing(
        doc,
        isComplete ? context : { ...context, issuer: null },
        `Concentrations are computed from the formula and ${describeDataVersion(report)}, counting every CAS number of an entry. ` +
          'Material compositions come from the most specific source available: the lot’s certificate of analysis, the issuer’s own composition, then the IFRA Annex.',
        `${issuerName} · Fragrance Allergen Declaration · ${context.productName}`,
      );
    },
    {
      title: `Fragrance Allergen Declaration: ${context.productName}`,
      author: issuerName,
      subject: 'EU Cosmetics Regulation Annex III',
      producer: context.brandName ?? undefined,
    },
  );
}

import { formatPercent } from '../../../domain/shared/format-numbers.ts';
import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';
import type { CompanyDetails } from '../../../domain/settings/company-details.ts';
import type { TableRow } from './pdf-layout.ts';
import {
  drawFields,
  drawFooters,
  drawLetterhead,
  drawNotice,
  drawParagraph,
  drawRule,
  drawSectionTitle,
  drawSignature,
  drawSmallPrint,
  drawTable,
  drawTitle,
  renderToBuffer,
} from './pdf-layout.ts';

/** A specification Standard of the formula (e.g. linalool's peroxide value), and how it was confirmed. */
export type DocumentSpecification = {
  name: string;
  requirement: string | null;
  materials: readonly string[];
  confirmed: boolean;
  confirmation: string | null;
};

/** One Annex III entry as a declaration prints it. */
export type DeclarationEntry = {
  labelName: string;
  cas: string | null;
  annexIiiReference: string;
  concentrateConcentration: number;
  concentration: number;
  declare: boolean;
};

/** What the documents say about who issues them and for which product; the values come from the report. */
export type DocumentContext = {
  productName: string;
  /** e.g. "Formula 3F2A9C1E, version 4"; null for a formula sent in a request body. */
  formulaReference: string | null;
  /** The reference printed in the letterhead. */
  documentReference: string;
  /** The Company section of Settings; null prints a specimen that cannot be signed. */
  issuer: CompanyDetails | null;
  issuedOn: Date;
  /** Who confirmed each specification Standard with a tick, and when (by standard key). */
  confirmations?: ReadonlyMap<string, { name: string; confirmedAt: string }>;
  /** An enterprise plan's brand, named as the documents' producer instead of Sillage (white-label). */
  brandName?: string | null;
};

/** IFRA's product types per category (49th Amendment onwards), as a client reads them on a certificate. */
export const CATEGORY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '1': 'Lip products of all types; toys',
  '2': 'Deodorant and antiperspirant products applied to the axillae',
  '3': 'Products applied to the face or body using fingertips; eye products',
  '4': 'Fine fragrance: eau de parfum, eau de toilette, hydroalcoholic products',
  '5A': 'Body lotion products applied to the body using the hands',
  '5B': 'Face moisturiser products applied to the face using the hands',
  '5C': 'Hand cream products applied to the hands',
  '5D': 'Baby creams, baby oils and baby talc',
  '6': 'Mouthwash and toothpaste',
  '7A': 'Rinse-off products applied to the hair with some hand contact',
  '7B': 'Leave-on products applied to the hair with some hand contact',
  '8': 'Products with significant anogenital exposure (intimate wipes, baby wipes)',
  '9': 'Products with body and hand exposure, primarily rinse-off (soap, shower gel)',
  '10A': 'Household care products with mostly hand contact, non-aerosol',
  '10B': 'Household care aerosols and sprays',
  '11A': 'Products with intended skin contact but minimal transfer of fragrance, no UV exposure',
  '11B': 'Products with intended skin contact but minimal transfer of fragrance, possible UV exposure',
  '12': 'Products not intended for direct skin contact (candles, air fresheners, fuels)',
};

const formatDate = (date: Date) => date.toISOString().slice(0, 10);

/** "51" → "51st Amendment"; a version that is not a number is printed as it is. */
export function formatAmendment(amendment: string): string {
  const number = Number(amendment);
  if (!Number.isInteger(number)) return amendment;
  const suffix = number % 100 >= 11 && number % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][number % 10] ?? 'th');
  return `${number}${suffix} Amendment`;
}

export function describeDosage(report: ComplianceReport): string {
  const input = report.dosage.input;
  return `${formatPercent(report.dosage.massPercent)} w/w${input.basis === 'v/v' ? ` (${formatPercent(input.percent)} v/v at ${input.concentrateDensity} g/mL in a base of ${input.baseDensity} g/mL)` : ''}`;
}

function describeDataVersion(report: ComplianceReport): string {
  const { ifraAmendment, euAnnexEdition, importedOn } = report.dataVersion;
  return `IFRA Standards ${formatAmendment(ifraAmendment)}; EU Cosmetics Regulation annexes, ${euAnnexEdition}; imported ${importedOn}`;
}

export function specificationsOf(
  report: ComplianceReport,
  context: Pick<DocumentContext, 'confirmations'>,
): DocumentSpecification[] {
  return report.specifications.map((item) => {
    const tick = context.confirmations?.get(item.standardKey);
    const confirmation =
      item.confirmedBy === 'lot'
        ? 'Certificate of analysis of the lot'
        : item.confirmedBy === 'tick'
          ? tick
            ? `${tick.name}, ${tick.confirmedAt.slice(0, 10)}`
            : 'Confirmed by the issuer'
          : null;
    return {
      name: item.name,
      requirement: item.requirement,
      materials: [...new Set(item.materials.map((member) => member.materialName))],
      confirmed: item.confirmed,
      confirmation,
    };
  });
}

/** Declared entries first, each group by concentration, the highest first. */
export function orderDeclarationEntries(entries: readonly DeclarationEntry[]): DeclarationEntry[] {
  return [...entries].sort(
    (left, right) =>
      Number(right.declare) - Number(left.declare) ||
      right.concentration - left.concentration ||
      left.labelName.localeCompare(right.labelName),
  );
}

/** The report's allergens under their label names (Regulation (EU) 2023/1545), declared first. */
export function allergensOf(report: ComplianceReport): DeclarationEntry[] {
  return orderDeclarationEntries(
    report.allergens.map((entry) => ({
      labelName: entry.labelName,
      // The entry's own CAS; its isomers are counted in the concentration but would crowd the table.
      cas: entry.cas[0] ?? null,
      annexIiiReference: entry.annexIiiReference,
      concentrateConcentration: entry.concentrateConcentration,
      concentration: entry.concentration,
      declare: entry.declare,
    })),
  );
}

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

function letterheadOf(context: DocumentContext, documentKind: string) {
  return {
    issuer: context.issuer ? { company: context.issuer.company, address: context.issuer.address } : null,
    documentKind,
    reference: context.documentReference,
    issuedOn: formatDate(context.issuedOn),
  };
}

function productFields(context: DocumentContext): [string, string][] {
  return [
    ['Product', context.productName],
    ...(context.formulaReference ? [['Formula', context.formulaReference] as [string, string]] : []),
  ];
}

function closing(doc: PDFKit.PDFDocument, context: DocumentContext, smallPrint: string, footer: string): void {
  if (context.issuer)
    drawSignature(doc, {
      company: context.issuer.company,
      signatory: context.issuer.signatory,
      role: context.issuer.role,
      issuedOn: formatDate(context.issuedOn),
    });
  drawRule(doc, 8);
  drawSmallPrint(doc, smallPrint);
  drawFooters(doc, footer);
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

export function describeProductType(report: ComplianceReport): { type: string; threshold: string | null } {
  const used = report.euProductType.used;
  if (used === 'leave-on')
    return { type: 'Leave-on cosmetic product', threshold: '0.001% (10 mg/kg) in the finished product' };
  if (used === 'rinse-off')
    return { type: 'Rinse-off cosmetic product', threshold: '0.01% (100 mg/kg) in the finished product' };
  return { type: 'Not a cosmetic product', threshold: null };
}

/**
 * The EU fragrance allergen declaration (Annex III of Reg. (EC) No 1223/2009 as amended by Reg. (EU)
 * 2023/1545): every entry present under its label name, % in the fragrance and in the finished product,
 * whether it must be named on the label, then the list to print and the signature.
 */
export function renderAllergenDeclaration(report: ComplianceReport, context: DocumentContext): Promise<Buffer> {
  const issuerName = context.issuer?.company ?? 'Specimen';
  const { type, threshold } = describeProductType(report);
  const entries = allergensOf(report);
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
        ['Concentration in the finished product', describeDosage(report)],
        ['Labelling threshold', threshold ?? 'Annex III labelling does not apply'],
        [
          'Regulatory data',
          `EU Cosmetics Regulation annexes, ${report.dataVersion.euAnnexEdition}; imported ${report.dataVersion.importedOn}`,
        ],
      ]);
      drawRule(doc);
      if (report.allergenVerdict === 'cannot-be-verified' || report.unresolved.length > 0) {
        const names = report.allergenGaps.map((gap) => gap.materialName);
        drawNotice(
          doc,
          'Allergen content cannot be verified',
          `${names.length > 0 ? `The allergen content of ${names.join(', ')} is unknown` : 'Some materials of the formula have no known composition'}, so it is not counted. Add it before issuing this declaration.`,
        );
      }
      if (entries.length === 0) {
        drawParagraph(
          doc,
          'We declare that the fragrance compound named above contains none of the fragrance allergens listed in Annex III of Regulation (EC) No 1223/2009.',
        );
      } else {
        drawParagraph(
          doc,
          `We declare that the fragrance compound named above contains the following fragrance allergens listed in Annex III of Regulation (EC) No 1223/2009. ` +
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
          : declared.length > 0
            ? declared.join(', ')
            : 'Nothing: no allergen exceeds the labelling threshold.',
        { font: 'medium' },
      );
      closing(
        doc,
        context,
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

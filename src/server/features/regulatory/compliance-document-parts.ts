/** What both compliance documents share: their context, allergen and specification lists, letterhead, closing. */
import { formatDocumentDate } from '../../../domain/shared/format-dates.ts';
import { formatPercent } from '../../../domain/shared/format-numbers.ts';
import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import type { CompanyDetails } from '../../../domain/settings/company-details.ts';
import type { MarketVerdict } from '../../../domain/markets/assess-markets.ts';
import { drawFooters, drawRule, drawSignature, drawSmallPrint } from '../../lib/pdf-layout.ts';

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
  /** Each market's verdict on the day of issue (Canada's allergens by its dates, California's Proposition 65). */
  marketVerdicts?: readonly MarketVerdict[];
  /** The certificate's "certificate delivered to": the customer, named when the certificate is made or shared. */
  deliveredTo?: string | null;
  /** Print the IFRA-regulated materials with CAS and concentration (IFRA's optional table; off: it reveals composition). */
  includeRegulatedMaterials?: boolean;
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

export const formatDate = (date: Date) => date.toISOString().slice(0, 10);

/** "51" → "51st Amendment"; a version that is not a number is printed as it is. */
export function formatAmendment(amendment: string): string {
  const number = Number(amendment);
  if (!Number.isInteger(number)) return amendment;
  const suffix = number % 100 >= 11 && number % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][number % 10] ?? 'th');
  return `${number}${suffix} Amendment`;
}

/**
 * The amendment as IFRA's certificate template states it: "up to and including the 51st Amendment, published
 * 30 June 2023" (the publication date from the dataset manifest; without one, the amendment alone).
 */
export function describeAmendmentScope(dataVersion: ComplianceReport['dataVersion']): string {
  const amendment = formatAmendment(dataVersion.ifraAmendment);
  return dataVersion.ifraPublishedOn
    ? `up to and including the ${amendment}, published ${formatDocumentDate(dataVersion.ifraPublishedOn)}`
    : `up to and including the ${amendment}`;
}

export function describeDosage(report: ComplianceReport): string {
  const input = report.dosage.input;
  return `${formatPercent(report.dosage.massPercent)} w/w${input.basis === 'v/v' ? ` (${formatPercent(input.percent)} v/v at ${input.concentrateDensity} g/mL in a base of ${input.baseDensity} g/mL)` : ''}`;
}

export function describeDataVersion(report: ComplianceReport): string {
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
      // The CAS the formula uses (expressed bergamot's own, d-limonene's), else the entry's first (issue 27, deliver 7).
      cas: entry.casInFormula.length > 0 ? entry.casInFormula.join(', ') : (entry.cas[0] ?? null),
      annexIiiReference: entry.annexIiiReference,
      concentrateConcentration: entry.concentrateConcentration,
      concentration: entry.concentration,
      declare: entry.declare,
    })),
  );
}

/**
 * Which markets a document covers (issue 27, deliver 4): the IFRA certificate covers the IFRA Standards, which apply
 * wherever IFRA members supply; the market rules assessed are those the project holds as cited data (the EU), and
 * every other market chosen is named as not assessed.
 */
export function describeMarkets(report: ComplianceReport, document: 'certificate' | 'declaration'): string {
  const assessed = report.marketAssessments.filter((entry) => entry.status === 'assessed');
  const notAssessed = report.marketAssessments.filter((entry) => entry.status !== 'assessed');
  const notAssessedText = notAssessed.length > 0 ? `${notAssessed.map((entry) => entry.label).join('; ')}.` : '';
  if (document === 'declaration') {
    const eu = 'European Union: Regulation (EC) No 1223/2009, Annex III.';
    return [eu, notAssessedText].filter(Boolean).join(' ');
  }
  const rules =
    assessed.length > 0
      ? `Market rules assessed: ${assessed.map((entry) => `${entry.market} (${entry.rules ?? ''})`).join(', ')}.`
      : 'No market rules assessed.';
  return ['IFRA Standards only, as stated.', rules, notAssessedText].filter(Boolean).join(' ');
}

export function letterheadOf(context: DocumentContext, documentKind: string) {
  return {
    issuer: context.issuer ? { company: context.issuer.company, address: context.issuer.address } : null,
    documentKind,
    reference: context.documentReference,
    issuedOn: formatDate(context.issuedOn),
  };
}

export function productFields(context: DocumentContext): [string, string][] {
  return [
    ['Product', context.productName],
    ...(context.formulaReference ? [['Formula', context.formulaReference] as [string, string]] : []),
  ];
}

/** The issuer's signature block (name and role as in Settings → Company), none on a specimen. */
export function signDocument(doc: PDFKit.PDFDocument, context: DocumentContext): void {
  if (context.issuer)
    drawSignature(doc, {
      company: context.issuer.company,
      signatory: context.issuer.signatory,
      role: context.issuer.role,
      issuedOn: formatDate(context.issuedOn),
    });
}

/** The signature (unless the document signed already, beside its statement), the small print and the footers. */
export function closing(
  doc: PDFKit.PDFDocument,
  context: DocumentContext,
  smallPrint: string,
  footer: string,
  options: { isSigned?: boolean } = {},
): void {
  if (!options.isSigned) signDocument(doc, context);
  drawRule(doc, 8);
  drawSmallPrint(doc, smallPrint);
  drawFooters(doc, footer);
}

export function describeProductType(report: ComplianceReport): { type: string; threshold: string | null } {
  const used = report.euProductType.used;
  if (used === 'leave-on')
    return { type: 'Leave-on cosmetic product', threshold: '0.001% (10 mg/kg) in the finished product' };
  if (used === 'rinse-off')
    return { type: 'Rinse-off cosmetic product', threshold: '0.01% (100 mg/kg) in the finished product' };
  return { type: 'Not a cosmetic product', threshold: null };
}

import type { CompanyDetails } from '../settings/company-details.ts';

/** One allergen as the declaration prints it (label name of Regulation (EU) 2023/1545). */
export type PublishedAllergen = {
  labelName: string;
  cas: string | null;
  annexIiiReference: string;
  /** % in the fragrance concentrate. */
  concentrateConcentration: number;
  /** % in the finished product. */
  concentration: number;
  declare: boolean;
};

/**
 * What a certificate link publishes, frozen when the link is created: the IFRA certificate and the allergen
 * declaration as the client reads them, and nothing of the formula's composition (no line, no material: only the
 * allergens the declaration legally lists, and the specification Standards the certificate confirms, by name).
 */
export type PublishedCertificate = {
  productName: string;
  /** e.g. "3F2A9C1E, version 4": identifies the formula without revealing it. */
  formulaReference: string;
  certificateReference: string;
  declarationReference: string;
  issuer: CompanyDetails;
  /** ISO date-time of issue. */
  issuedOn: string;
  brandName: string | null;
  ifraAmendment: string;
  dataVersion: { ifraAmendment: string; euAnnexEdition: string; importedOn: string };
  category: string;
  categoryDescription: string;
  /** e.g. "20% w/w". */
  dosageDescription: string;
  maxDosage: { category: string; productTypes: string; label: string }[];
  specifications: { name: string; requirement: string | null; confirmation: string }[];
  /**
   * IFRA's "certificate delivered to": the customer named when the link was made, null when none was. Absent on links
   * made before it was recorded.
   */
  deliveredTo?: string | null;
  /** The IFRA template's words as the PDF certificate prints them (issue 27 item 6); absent on older links. */
  wording?: {
    /** What the certificate assesses and whose responsibility local compliance is. */
    scope: string;
    /** "up to and including the 51st Amendment, published 30 June 2023". */
    amendmentScope: string;
    statement: string;
    /** "For other kinds of application … please contact <issuer>." */
    contact: string;
    /** How to read the maxima (rounding, not limited / approved / assessed). */
    notes: string;
    disclaimer: string;
    /** Which markets the certificate covers ("IFRA Standards only, as stated. …"). */
    marketsCovered: string;
  };
  declaration: {
    productType: string;
    /** null when Annex III labelling does not apply (not a cosmetic). */
    threshold: string | null;
    allergens: PublishedAllergen[];
    /** Label names to print in the list of ingredients. */
    toDeclare: string[];
  };
};

/**
 * The short id a client reads on the public page and a perfumer reads in their list of links: the first eight
 * hexadecimal digits of the token's SHA-256, in two groups ("3F2A-9C1E"). It names the link, never opens it.
 */
export function formatShortId(tokenHash: string): string {
  const digits = tokenHash
    .replaceAll(/[^\da-f]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  if (digits.length < 8) throw new Error('a token hash has at least eight hexadecimal digits');
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** Has the formula been saved again since the link froze it? (`revision` grows on every save, autosaves included.) */
export function hasFormulaChangedSince(issuedAtRevision: number, currentRevision: number): boolean {
  return currentRevision > issuedAtRevision;
}

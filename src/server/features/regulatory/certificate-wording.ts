import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';

/**
 * The words of IFRA's certificate template, shared by the PDF certificate and the public certificate page (/c/<token>,
 * frozen in the link's snapshot), so that both say the same thing.
 */
/** IFRA's certificate template: what the certificate assesses, and whose responsibility the finished product is. */
export const CERTIFICATE_SCOPE =
  'This Certificate assesses the conformity of a fragrance mixture with IFRA Standards and provides restrictions for use ' +
  'as specified in Annex I of the IFRA Code of Practice. It is the ultimate responsibility of our customer to ensure ' +
  'compliance with the local regulations.';

/** IFRA's certificate template: the standard disclaimer. */
export const CERTIFICATE_DISCLAIMER =
  'This Certificate provides restrictions for use of the specified product based only on those materials restricted by ' +
  'IFRA Standards for the toxicity endpoint(s) described in each Standard. This Certificate does not provide ' +
  'certification of a comprehensive safety assessment of all product constituents. This Certificate is the ' +
  'responsibility of the fragrance supplier issuing it. It has not been prepared or endorsed by IFRA in any way.';

/** The statement: "We certify … up to and including the 51st Amendment, published 30 June 2023, provided …". */
export function writeCertificateStatement(amendmentScope: string): string {
  return (
    `We certify that the above mixture is in compliance with the Standards of the International Fragrance Association (IFRA), ${amendmentScope}, ` +
    'provided it is used in the following categories at a concentration in the finished product not exceeding the maximum given for that category:'
  );
}

/** IFRA's template: "For other kinds of application … contact <issuer>". */
export function writeCertificateContact(issuerName: string): string {
  return `For other kinds of application or use at higher concentration levels, a new evaluation may be needed; please contact ${issuerName}.`;
}

function notApprovedReasons(report: ComplianceReport, category: (typeof IFRA_CATEGORIES)[number]): readonly string[] {
  const max = report.maxDosage[category];
  return max.kind === 'not-approved' ? max.reasons : [];
}

/** How to read the maxima: rounding, "Not limited", "Not approved", "Not assessed", and that a change needs a new certificate. */
export function writeCertificateNotes(report: ComplianceReport): string {
  const notApproved = [...new Set(IFRA_CATEGORIES.flatMap((category) => notApprovedReasons(report, category)))];
  const notAssessed = IFRA_CATEGORIES.filter((category) => report.maxDosage[category].kind === 'not-assessed');
  return (
    'Maximum concentrations are rounded down so that use at the printed value complies. “Not limited”: the IFRA Standards of the formula allow the mixture at up to 100 % in that category. ' +
    (notApproved.length > 0
      ? `“Not approved”: the formula may not be used in that category (${notApproved.join('; ')}). `
      : '') +
    (notAssessed.length > 0
      ? `“Not assessed”: categories ${notAssessed.join(' and ')} require every material to be recognised as a flavouring, and the food/flavour grade of the materials was not declared. `
      : '') +
    'This certificate applies to the formula identified above; any change to the formula requires a new certificate.'
  );
}

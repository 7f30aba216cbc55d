import { calculateFormula } from '../../../domain/formulas/calculate-formula.ts';
import type { FinishedProduct, FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { DEFAULT_FINISHED_PRODUCT } from '../../../domain/formulas/formula-row.ts';
import type { FormulaDocumentQuery } from '../../../domain/formulas/formulas.schemas.ts';
import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import type { ComplianceReportBody } from '../../../domain/regulatory/regulatory.schemas.ts';
import { checkCompanyDetails } from '../../../domain/settings/company-details.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { getOwnedFormula } from '../formulas/formula-record.ts';
import { getUserSettings } from '../settings/user-settings-store.ts';
import { buildFormulaReport } from './build-formula-report.ts';
import { renderAllergenDeclaration, renderIfraCertificate } from './render-compliance-pdfs.ts';

export type FormulaDocumentKind = 'certificate' | 'allergen-declaration';

/** Where the client sends the user to fill in the issuer (the Company section of Settings). */
export const COMPANY_SETTINGS_PATH = '/settings#company';

const DOCUMENT_TITLES: Record<FormulaDocumentKind, string> = { certificate: 'IFRA certificate', 'allergen-declaration': 'allergen declaration' };

/** The finished product of the query, each field left out taken from the formula's saved finished product. */
function resolveProduct(saved: unknown, query: FormulaDocumentQuery): FinishedProduct & { productType: ComplianceReportBody['productType'] } {
  const product: FinishedProduct = { ...DEFAULT_FINISHED_PRODUCT, ...(typeof saved === 'object' && saved !== null ? (saved as Partial<FinishedProduct>) : {}) };
  return {
    ...product,
    ifraCategory: query.category ?? product.ifraCategory,
    dosagePercent: query.dosage ?? product.dosagePercent,
    basis: query.dosageBasis ?? product.basis,
    productType: query.productType ?? product.application,
  };
}

/** The report request for a saved formula: its lines in grams, the finished product of the query. */
function buildReportBody(rows: readonly FormulaRow[], product: ReturnType<typeof resolveProduct>): ComplianceReportBody {
  const unmatched = rows.filter((row) => !row.isExcluded && row.materialId === null && row.name.trim() !== '' && row.amount > 0);
  if (unmatched.length > 0) {
    const names = unmatched.map((row) => row.name.trim());
    throw new AppError('VALIDATION_FAILED', `Cannot be verified: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not matched to a material of the library. Pick the material in the editor.`, { reason: 'cannot-be-verified' });
  }
  const grams = new Map(calculateFormula(rows, { dosagePercent: product.dosagePercent }).rows.map((row) => [row.rowId, row.grams]));
  const lines = rows
    .filter((row) => row.materialId !== null && (grams.get(row.id) ?? 0) > 0)
    .map((row) => ({
      materialId: row.materialId ?? undefined,
      grams: grams.get(row.id) ?? 0,
      purity: row.purity,
      ...(row.diluentMaterialId !== null && row.purity < 1 ? { diluentMaterialId: row.diluentMaterialId } : {}),
      ...(row.isExcluded ? { excluded: true } : {}),
    }));
  return {
    lines,
    category: product.ifraCategory as ComplianceReportBody['category'],
    dosage: product.dosagePercent,
    dosageBasis: product.basis,
    ...(product.basis === 'v/v' ? { concentrateDensity: product.concentrateDensity, baseDensity: product.baseDensity } : {}),
    productType: product.productType,
  };
}

/** Why a certificate cannot be issued, in the words the perfumer acts on. */
export function describeCertificateRefusal(report: ComplianceReport): string {
  const reasons: string[] = [];
  if (report.certificationBlockers.includes('not-compliant')) reasons.push(`the formula is not compliant in category ${report.category} at ${report.dosage.massPercent}%`);
  if (report.certificationBlockers.includes('unresolved-materials')) reasons.push('some materials have no known composition, so compliance cannot be verified');
  const unconfirmed = report.specificationChecklist.filter((item) => !item.isAcknowledged).map((item) => item.name);
  if (unconfirmed.length > 0) reasons.push(`${unconfirmed.length === 1 ? 'a specification' : 'specifications'} to confirm: ${unconfirmed.join(', ')}`);
  return `No certificate can be issued: ${reasons.join('; ') || 'the formula is not certifiable'}.`;
}

type Deps = Pick<AppDeps, 'database' | 'secretBox'>;

/**
 * GET /api/formulas/:id/certificate.pdf or allergen-declaration.pdf: the user's own formula (404 otherwise),
 * its report for the finished product asked for, refused with a 422 that names the reason when the formula
 * cannot be certified, its allergens cannot be verified, or the Company section of Settings is incomplete.
 */
export async function renderFormulaDocument(
  deps: Deps,
  userId: string,
  formulaId: string,
  kind: FormulaDocumentKind,
  query: FormulaDocumentQuery,
  issuedOn: Date,
): Promise<{ pdf: Buffer; fileName: string }> {
  const database: Database = deps.database;
  const record = await getOwnedFormula(database.db, userId, formulaId);
  const product = resolveProduct(record.product, query);
  const { report } = await buildFormulaReport(database, userId, buildReportBody(record.rows as FormulaRow[], product));
  if (kind === 'certificate' && !report.isCertifiable) throw new AppError('VALIDATION_FAILED', describeCertificateRefusal(report), { reason: 'not-certifiable', blockers: report.certificationBlockers });
  if (kind === 'allergen-declaration' && report.unresolved.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'No declaration can be issued: the allergen content cannot be verified while some materials have no known composition. Add their composition in My materials or a certificate of analysis on the lot.', { reason: 'cannot-be-verified' });
  }
  const company = checkCompanyDetails(await getUserSettings(database.db, deps.secretBox, userId));
  if (!company.ok) {
    throw new AppError('VALIDATION_FAILED', `No ${DOCUMENT_TITLES[kind]} without its issuer. ${company.message}`, { reason: 'company-details-missing', missing: company.missing, settingsPath: COMPANY_SETTINGS_PATH });
  }
  const shortId = record.id.slice(0, 8).toUpperCase();
  const context = {
    productName: record.name,
    formulaReference: `${shortId}, version ${record.version}`,
    documentReference: `${kind === 'certificate' ? 'IFRA' : 'ALG'}-${shortId}-${record.version}-${report.category}`,
    issuer: company.value,
    issuedOn,
  };
  const pdf = kind === 'certificate' ? await renderIfraCertificate(report, context) : await renderAllergenDeclaration(report, context);
  const safeName = record.name.normalize('NFKD').replaceAll(/[^\w.-]+/g, '-').replaceAll(/^-+|-+$/g, '') || 'formula';
  return { pdf, fileName: `${kind === 'certificate' ? 'ifra-certificate' : 'allergen-declaration'}-${safeName}-cat-${report.category}.pdf` };
}

import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { FormulaDocumentQuery } from '../../../domain/formulas/formulas.schemas.ts';
import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import type { ResolvedLine } from '../../../domain/regulatory/format-report-response.ts';
import { checkCompanyDetails } from '../../../domain/settings/company-details.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { getWorkspaceFormula } from '../formulas/formulas.public.ts';
import { getWorkspaceCompanyDetails, recordAuditEvent, type WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { buildSavedFormulaReport } from './build-formula-report.ts';
import { findToday } from '../../../domain/markets/market-rules.ts';
import { assessReportMarkets } from './assess-report-markets.ts';
import { renderAllergenDeclaration } from './render-allergen-declaration.ts';
import { renderIfraCertificate } from './render-ifra-certificate.ts';
import { renderOffThread } from './render-off-thread.ts';

export type FormulaDocumentKind = 'certificate' | 'allergen-declaration';

/** Where the client sends the user to fill in the issuer (the Company section of Settings). */
export const COMPANY_SETTINGS_PATH = '/settings#company';

const DOCUMENT_TITLES: Record<FormulaDocumentKind, string> = {
  certificate: 'IFRA certificate',
  'allergen-declaration': 'allergen declaration',
};

/** Free-text lines not matched to a material: the formula cannot be verified, and the engine never saw them. */
function checkMatchedRows(rows: readonly FormulaRow[]): void {
  const unmatched = rows.filter(
    (row) => !row.isExcluded && row.materialId === null && row.name.trim() !== '' && row.amount > 0,
  );
  if (unmatched.length === 0) return;
  const names = unmatched.map((row) => row.name.trim());
  throw new AppError(
    'VALIDATION_FAILED',
    `Cannot be verified: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not matched to a material of the library. Pick the material in the editor.`,
    {
      reason: 'cannot-be-verified',
    },
  );
}

/** The formula's materials whose composition is unknown, by name. */
function unresolvedNames(report: ComplianceReport, lines: readonly ResolvedLine[]): string[] {
  const byLine = new Map(lines.map((line) => [line.lineId, line.materialName]));
  return [
    ...new Set(
      report.unresolved.flatMap((entry) => entry.lineIds.map((lineId) => byLine.get(lineId) ?? entry.materialId)),
    ),
  ];
}

/** Why a certificate cannot be issued, in the words the perfumer acts on. */
export function describeCertificateRefusal(report: ComplianceReport, lines: readonly ResolvedLine[] = []): string {
  const reasons: string[] = [];
  if (report.certificationBlockers.includes('not-compliant')) {
    const failing = [
      ...new Set(
        report.failures.flatMap((failure) =>
          'name' in failure
            ? [failure.name]
            : failure.kind === 'phototoxicity-sum'
              ? ['the phototoxicity sum']
              : ['a material not recognised as a flavouring'],
        ),
      ),
    ];
    reasons.push(
      `the formula is not compliant in category ${report.category} at ${report.dosage.massPercent}%${failing.length > 0 ? ` (${failing.join(', ')})` : ''}`,
    );
  }
  if (report.certificationBlockers.includes('unresolved-materials')) {
    const names = unresolvedNames(report, lines);
    reasons.push(
      `compliance cannot be verified: ${names.length > 0 ? names.join(', ') : 'some materials'} ${names.length === 1 ? 'has' : 'have'} no known composition`,
    );
  }
  if (report.certificationBlockers.includes('flavour-not-declared'))
    reasons.push(
      `compliance in category ${report.category} cannot be verified: it needs every material to be a recognised flavouring, and their food/flavour grade is not declared`,
    );
  const unconfirmed = report.specifications.filter((item) => !item.confirmed);
  if (unconfirmed.length > 0) {
    reasons.push(
      `${unconfirmed.length === 1 ? 'a specification' : 'specifications'} to confirm in the compliance panel: ${unconfirmed.map((item) => item.name).join(', ')}`,
    );
  }
  return `No certificate can be issued: ${reasons.join('; ') || 'the formula is not certifiable'}.`;
}

type Deps = Pick<AppDeps, 'database' | 'complianceInputs' | 'secretBox'> & Partial<Pick<AppDeps, 'verdictWorker'>>;

/** The renderers' modules, for the worker thread that renders the PDFs off the event loop (renderOffThread). */
const CERTIFICATE_MODULE = new URL('./render-ifra-certificate.ts', import.meta.url);
const DECLARATION_MODULE = new URL('./render-allergen-declaration.ts', import.meta.url);

/**
 * A formula of the scope's workspace its user may open (404 otherwise: another workspace's, or confidential), its
 * report for the finished product asked for, and its issuer (the workspace's Company details), or a 422 that names
 * the reason when a document of one of `kinds` cannot be issued: the formula cannot be certified, its allergens cannot
 * be verified, or the workspace's Company section is incomplete.
 */
export async function prepareFormulaDocuments(
  deps: Deps,
  scope: WorkspaceScope,
  formulaId: string,
  kinds: readonly FormulaDocumentKind[],
  query: FormulaDocumentQuery,
) {
  const database: Database = deps.database;
  const record = await getWorkspaceFormula(database.db, scope, formulaId);
  checkMatchedRows(record.rows as FormulaRow[]);
  const saved = await buildSavedFormulaReport(deps, scope, formulaId, query);
  const { report, confirmations, lines } = saved;
  if (kinds.includes('certificate') && !report.isCertifiable) {
    throw new AppError('VALIDATION_FAILED', describeCertificateRefusal(report, lines), {
      reason: 'not-certifiable',
      verdict: report.verdict,
      blockers: report.certificationBlockers,
    });
  }
  if (
    kinds.includes('allergen-declaration') &&
    (report.allergenVerdict === 'cannot-be-verified' || report.unresolved.length > 0)
  ) {
    const names = [
      ...new Set([...report.allergenGaps.map((gap) => gap.materialName), ...unresolvedNames(report, lines)]),
    ];
    throw new AppError(
      'VALIDATION_FAILED',
      `No declaration can be issued: the allergen content cannot be verified. Add the allergen declaration of your ${names.join(', ') || 'materials'} (My materials), or pick a lot with a certificate of analysis on the line.`,
      {
        reason: 'cannot-be-verified',
        materials: names,
        // The library or own materials to open (engine ids of lots and CAS-only substances left out).
        materialIds: [
          ...new Set([
            ...report.allergenGaps.map((gap) => gap.materialId),
            ...report.unresolved.map((entry) => entry.materialId),
          ]),
        ].filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
      },
    );
  }
  const company = checkCompanyDetails(await getWorkspaceCompanyDetails(database.db, record.workspaceId));
  if (!company.ok) {
    const title = kinds.length === 1 && kinds[0] ? DOCUMENT_TITLES[kinds[0]] : 'certificate';
    throw new AppError('VALIDATION_FAILED', `No ${title} without its issuer. ${company.message}`, {
      reason: 'company-details-missing',
      missing: company.missing,
      settingsPath: COMPANY_SETTINGS_PATH,
    });
  }
  return { record, report, confirmations, issuer: company.value, saved };
}

/** The references a document prints: the formula's short id and version, and the document's own reference. */
export function documentReferences(record: { id: string; version: number }, category: string) {
  const shortId = record.id.slice(0, 8).toUpperCase();
  return {
    formulaReference: `${shortId}, version ${record.version}`,
    certificateReference: `IFRA-${shortId}-${record.version}-${category}`,
    declarationReference: `ALG-${shortId}-${record.version}-${category}`,
  };
}

/** A formula's name as a file name: ASCII letters, digits, dots and dashes. */
export function safeFileName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replaceAll(/\p{M}+/gu, '')
      .replaceAll(/[^\w.-]+/g, '-')
      .replaceAll(/^-+|-+$/g, '') || 'formula'
  );
}

/**
 * GET /api/formulas/:id/certificate.pdf or allergen-declaration.pdf: a formula of the scope's workspace (404
 * otherwise), its report for the finished product asked for, refused with a 422 that names the reason when the
 * formula cannot be certified, its allergens cannot be verified, or the workspace's Company section is incomplete.
 * An issued document is in the workspace's audit trail (who, which document of which version; never the rows).
 */
export async function renderFormulaDocument(
  deps: Deps,
  scope: WorkspaceScope,
  formulaId: string,
  kind: FormulaDocumentKind,
  query: FormulaDocumentQuery,
  issuedOn: Date,
  brandName: string | null = null,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { record, report, confirmations, issuer, saved } = await prepareFormulaDocuments(
    deps,
    scope,
    formulaId,
    [kind],
    query,
  );
  const references = documentReferences(record, report.category);
  const documentReference = kind === 'certificate' ? references.certificateReference : references.declarationReference;
  const context = {
    productName: record.name,
    formulaReference: references.formulaReference,
    documentReference,
    issuer,
    issuedOn,
    confirmations: new Map(
      confirmations.map((tick) => [tick.standardKey, { name: tick.confirmedBy.name, confirmedAt: tick.confirmedAt }]),
    ),
    brandName,
    deliveredTo: query.deliveredTo ?? null,
    includeRegulatedMaterials: query.regulatedMaterials === true,
    ...(kind === 'allergen-declaration' && saved.context
      ? {
          marketVerdicts: await assessReportMarkets(deps, saved.context, saved.body, {
            date: findToday(issuedOn),
            rowOfLine: saved.rowOfLine,
            productType: report.euProductType.used,
          }),
        }
      : {}),
  };
  const pdf =
    kind === 'certificate'
      ? await renderOffThread(deps, CERTIFICATE_MODULE, renderIfraCertificate, report, context)
      : await renderOffThread(deps, DECLARATION_MODULE, renderAllergenDeclaration, report, context);
  await recordAuditEvent(
    deps.database.db,
    { userId: scope.userId, workspaceId: record.workspaceId },
    {
      entity: 'document',
      entityId: record.id,
      action: 'create',
      after: {
        document: DOCUMENT_TITLES[kind],
        documentReference,
        formulaName: record.name,
        formulaVersion: record.version,
        category: report.category,
        issuedOn: issuedOn.toISOString().slice(0, 10),
        deliveredTo: query.deliveredTo ?? null,
      },
    },
  );
  return {
    pdf,
    fileName: `${kind === 'certificate' ? 'ifra-certificate' : 'allergen-declaration'}-${safeFileName(record.name)}-cat-${report.category}.pdf`,
  };
}

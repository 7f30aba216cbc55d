import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ComplianceReport } from '../../../domain/regulatory/check-formula-totals.ts';
import type { CreateCertificateLinkInput } from '../../../domain/regulatory/certificate-links.schemas.ts';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';
import type { PublishedCertificate } from '../../../domain/regulatory/published-certificate.ts';
import { formatShortId, hasFormulaChangedSince } from '../../../domain/regulatory/published-certificate.ts';
import type { Db } from '../../db/client.ts';
import { certificateLinks } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { getWorkspaceFormula, jsonBytes, writeWithinStorage } from '../formulas/formulas.public.ts';
import { recordAuditEvent, type WorkspaceScope } from '../workspaces/workspaces.public.ts';
import {
  CERTIFICATE_DISCLAIMER,
  CERTIFICATE_SCOPE,
  writeCertificateContact,
  writeCertificateNotes,
  writeCertificateStatement,
} from './certificate-wording.ts';
import {
  allergensOf,
  CATEGORY_DESCRIPTIONS,
  describeAmendmentScope,
  describeDosage,
  describeMarkets,
  describeProductType,
  formatAmendment,
  specificationsOf,
} from './compliance-document-parts.ts';
import { renderAllergenDeclaration } from './render-allergen-declaration.ts';
import { renderIfraCertificate } from './render-ifra-certificate.ts';
import { documentReferences, prepareFormulaDocuments, safeFileName } from './render-formula-document.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Where a client opens a certificate link. */
export function certificateLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/c/${token}`;
}

/**
 * The report as it may be published: the specification Standards without the formula's materials in their scope,
 * and "not approved" categories without the Standards that forbid them (both would name what the formula holds).
 */
export function withoutComposition(report: ComplianceReport): ComplianceReport {
  return {
    ...report,
    specifications: report.specifications.map((item) => ({ ...item, materials: [] })),
    maxDosage: Object.fromEntries(
      IFRA_CATEGORIES.map((category) => {
        const max = report.maxDosage[category];
        return [category, max.kind === 'not-approved' ? { ...max, reasons: [] } : max];
      }),
    ) as ComplianceReport['maxDosage'],
    // Nothing below is printed on a certifiable formula's documents; emptied so that no later change prints it.
    failures: [],
    warnings: [],
    lineHeadroom: [],
    unresolved: [],
    allergenGaps: [],
    standards: [],
    regulatedMaterials: [],
  };
}

type LinkRow = typeof certificateLinks.$inferSelect;

function toLinkResponse(link: Omit<LinkRow, 'certificatePdf' | 'declarationPdf'>, currentRevision: number) {
  return {
    id: link.id,
    shortId: formatShortId(link.tokenHash),
    category: link.snapshot.category,
    dosageDescription: link.snapshot.dosageDescription,
    productType: link.snapshot.declaration.productType,
    issuedOn: link.snapshot.issuedOn,
    openCount: link.openCount,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
    formulaChangedSince: hasFormulaChangedSince(link.formulaRevision, currentRevision),
  };
}

const LINK_COLUMNS = {
  id: certificateLinks.id,
  formulaId: certificateLinks.formulaId,
  userId: certificateLinks.userId,
  workspaceId: certificateLinks.workspaceId,
  tokenHash: certificateLinks.tokenHash,
  formulaRevision: certificateLinks.formulaRevision,
  snapshot: certificateLinks.snapshot,
  openCount: certificateLinks.openCount,
  lastOpenedAt: certificateLinks.lastOpenedAt,
  revokedAt: certificateLinks.revokedAt,
  createdAt: certificateLinks.createdAt,
};

/**
 * The links of a formula of the scope's workspace (404 otherwise), whoever in it issued them, newest first, with their
 * opens and whether the formula changed since.
 */
export async function listCertificateLinks(db: Db, scope: WorkspaceScope, formulaId: string) {
  const formula = await getWorkspaceFormula(db, scope, formulaId);
  const rows = await db
    .select(LINK_COLUMNS)
    .from(certificateLinks)
    .where(and(eq(certificateLinks.formulaId, formulaId), eq(certificateLinks.workspaceId, formula.workspaceId)))
    .orderBy(desc(certificateLinks.createdAt))
    .limit(200);
  return rows.map((row) => toLinkResponse(row, formula.revision));
}

/**
 * Issues a certificate link: the same checks as the certificate and declaration downloads (422 with the reason),
 * then the published view and both PDFs frozen as issued today. The token is returned once; only its hash is kept.
 */
export async function createCertificateLink(
  deps: Pick<AppDeps, 'database' | 'secretBox' | 'complianceInputs' | 'env'> & { publicUrl: string },
  scope: WorkspaceScope,
  formulaId: string,
  input: CreateCertificateLinkInput,
  issuedOn: Date,
  brandName: string | null,
) {
  const { userId } = scope;
  const { record, report, confirmations, issuer } = await prepareFormulaDocuments(
    deps,
    scope,
    formulaId,
    ['certificate', 'allergen-declaration'],
    input,
  );
  const published = withoutComposition(report);
  const references = documentReferences(record, report.category);
  const context = {
    productName: record.name,
    formulaReference: references.formulaReference,
    issuer,
    issuedOn,
    confirmations: new Map(
      confirmations.map((tick) => [tick.standardKey, { name: tick.confirmedBy.name, confirmedAt: tick.confirmedAt }]),
    ),
    brandName,
    deliveredTo: input.deliveredTo ?? null,
  };
  const [certificatePdf, declarationPdf] = await Promise.all([
    renderIfraCertificate(published, { ...context, documentReference: references.certificateReference }),
    renderAllergenDeclaration(published, { ...context, documentReference: references.declarationReference }),
  ]);
  const { type, threshold } = describeProductType(published);
  const allergens = allergensOf(published);
  const snapshot: PublishedCertificate = {
    productName: record.name,
    formulaReference: references.formulaReference,
    certificateReference: references.certificateReference,
    declarationReference: references.declarationReference,
    issuer,
    issuedOn: issuedOn.toISOString(),
    brandName,
    ifraAmendment: formatAmendment(published.dataVersion.ifraAmendment),
    dataVersion: { ...published.dataVersion },
    category: published.category,
    categoryDescription: CATEGORY_DESCRIPTIONS[published.category] ?? '',
    dosageDescription: describeDosage(published),
    maxDosage: IFRA_CATEGORIES.map((category) => ({
      category,
      productTypes: CATEGORY_DESCRIPTIONS[category] ?? '',
      label: published.maxDosage[category].label,
    })),
    specifications: specificationsOf(published, context).map((item) => ({
      name: item.name,
      requirement: item.requirement,
      confirmation: item.confirmation ?? 'Confirmed',
    })),
    deliveredTo: input.deliveredTo?.trim() || null,
    wording: {
      scope: CERTIFICATE_SCOPE,
      amendmentScope: describeAmendmentScope(published.dataVersion),
      statement: writeCertificateStatement(describeAmendmentScope(published.dataVersion)),
      contact: writeCertificateContact(issuer.company),
      notes: writeCertificateNotes(published),
      disclaimer: CERTIFICATE_DISCLAIMER,
      marketsCovered: describeMarkets(published, 'certificate'),
    },
    declaration: {
      productType: type,
      threshold,
      allergens,
      toDeclare: threshold === null ? [] : allergens.filter((entry) => entry.declare).map((entry) => entry.labelName),
    },
  };
  const token = newToken();
  // Both frozen PDFs and the snapshot count in the issuer's storage (USER_STORAGE_BYTES): a full budget refuses (413).
  const [link] = await writeWithinStorage(
    deps.database.db,
    userId,
    certificatePdf.byteLength + declarationPdf.byteLength + jsonBytes(snapshot),
    { storageBytes: deps.env.USER_STORAGE_BYTES },
    async (tx) => {
      const rows = await tx
        .insert(certificateLinks)
        .values({
          formulaId,
          userId,
          workspaceId: record.workspaceId,
          tokenHash: hashToken(token),
          formulaRevision: record.revision,
          snapshot,
          certificatePdf,
          declarationPdf,
        })
        .returning(LINK_COLUMNS);
      if (rows[0])
        await recordAuditEvent(
          tx,
          { userId, workspaceId: record.workspaceId },
          { entity: 'certificate', entityId: rows[0].id, action: 'create', after: describeLinkForAudit(rows[0]) },
        );
      return rows;
    },
  );
  if (!link) throw new Error('the certificate link was not stored');
  return { link: toLinkResponse(link, record.revision), token, url: certificateLinkUrl(deps.publicUrl, token) };
}

/**
 * Revokes one link of a formula of the scope's workspace, whoever issued it; another workspace's or an unknown link is
 * a 404. Revoking twice is harmless (and recorded in the audit trail once).
 */
export async function revokeCertificateLink(
  db: Db,
  scope: WorkspaceScope,
  formulaId: string,
  linkId: string,
  now: Date,
) {
  const formula = await getWorkspaceFormula(db, scope, formulaId);
  return db.transaction(async (tx) => {
    const where = and(
      eq(certificateLinks.id, linkId),
      eq(certificateLinks.formulaId, formulaId),
      eq(certificateLinks.workspaceId, formula.workspaceId),
    );
    const [before] = await tx.select(LINK_COLUMNS).from(certificateLinks).where(where).for('update').limit(1);
    if (!before) throw new AppError('NOT_FOUND', 'Certificate link not found');
    const [link] = await tx
      .update(certificateLinks)
      .set({ revokedAt: sql`coalesce(${certificateLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
      .where(where)
      .returning(LINK_COLUMNS);
    if (!link) throw new AppError('NOT_FOUND', 'Certificate link not found');
    if (!before.revokedAt)
      await recordAuditEvent(
        tx,
        { userId: scope.userId, workspaceId: formula.workspaceId },
        {
          entity: 'certificate',
          entityId: link.id,
          action: 'delete',
          before: describeLinkForAudit(before),
          after: describeLinkForAudit(link),
        },
      );
    return { link: toLinkResponse(link, formula.revision) };
  });
}

/** What the audit trail keeps of a link: its short id, the formula and its product, never the token or the PDFs. */
function describeLinkForAudit(link: Omit<LinkRow, 'certificatePdf' | 'declarationPdf'>) {
  return {
    shortId: formatShortId(link.tokenHash),
    formulaId: link.formulaId,
    productName: link.snapshot.productName,
    category: link.snapshot.category,
    issuedOn: link.snapshot.issuedOn,
    revokedAt: link.revokedAt?.toISOString() ?? null,
  };
}

const UNAVAILABLE = 'This certificate is no longer available. Ask its issuer for a new link.';

/**
 * What a client sees at /c/<token>: the frozen certificate and declaration, the short id to verify it by, and
 * whether the formula was saved again since (a client may ask for a fresh one). Counts the open (no address kept).
 * A revoked or unknown token is a 404.
 */
export async function openCertificateLink(db: Db, token: string, now: Date) {
  const [link] = await db
    .update(certificateLinks)
    .set({ openCount: sql`${certificateLinks.openCount} + 1`, lastOpenedAt: now })
    .where(and(eq(certificateLinks.tokenHash, hashToken(token)), isNull(certificateLinks.revokedAt)))
    .returning({ tokenHash: certificateLinks.tokenHash, snapshot: certificateLinks.snapshot });
  if (!link) throw new AppError('NOT_FOUND', UNAVAILABLE);
  return { shortId: formatShortId(link.tokenHash), certificate: link.snapshot };
}

/** One of the frozen PDFs of a live link (404 when revoked or unknown); downloads are not counted as opens. */
export async function getCertificateLinkPdf(db: Db, token: string, kind: 'certificate' | 'allergen-declaration') {
  const [link] = await db
    .select({
      snapshot: certificateLinks.snapshot,
      pdf: kind === 'certificate' ? certificateLinks.certificatePdf : certificateLinks.declarationPdf,
    })
    .from(certificateLinks)
    .where(and(eq(certificateLinks.tokenHash, hashToken(token)), isNull(certificateLinks.revokedAt)))
    .limit(1);
  if (!link) throw new AppError('NOT_FOUND', UNAVAILABLE);
  const name = safeFileName(link.snapshot.productName);
  return {
    pdf: link.pdf,
    fileName: `${kind === 'certificate' ? 'ifra-certificate' : 'allergen-declaration'}-${name}-cat-${link.snapshot.category}.pdf`,
  };
}

import { eq } from 'drizzle-orm';
import { WORKSPACE_COMPANY_KEYS, type WorkspaceCompanyKey } from '../../../domain/settings/company-details.ts';
import type { Db } from '../../db/client.ts';
import { workspaces, type WorkspaceCompanyDetails } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WorkspaceScope } from './active-workspace.ts';
import { recordAuditEvent } from './audit-trail.ts';

/** A database or a transaction: anything that selects. */
type Reader = Pick<Db, 'select'>;

/** The workspace's part of Settings → Company, every field present. */
export type WorkspaceCompany = Required<WorkspaceCompanyDetails>;

const EMPTY: WorkspaceCompany = {
  certificateCompany: '',
  certificateCompanyAddress: '',
  certificateSignatory: '',
  certificateSignatoryRole: '',
  companyVatNumber: '',
};

/** Every field of the section, trimmed (the VAT number in capitals, as Settings kept it), empty where never filled in. */
function normaliseCompanyDetails(value: Partial<Record<WorkspaceCompanyKey, unknown>> | null | undefined) {
  const details = { ...EMPTY };
  for (const key of WORKSPACE_COMPANY_KEYS) {
    const field = value?.[key];
    const text = typeof field === 'string' ? field.trim() : '';
    details[key] = key === 'companyVatNumber' ? text.toUpperCase() : text;
  }
  return details;
}

/**
 * The workspace's certificate issuer and VAT number (Settings → Company; issue 30: the workspace's, migrations 0040
 * and 0041 copied them from its creator's settings), every field a string, empty when not filled in. An unknown
 * workspace reads as empty.
 */
export async function getWorkspaceCompanyDetails(db: Reader, workspaceId: string): Promise<WorkspaceCompany> {
  const [row] = await db
    .select({ companyDetails: workspaces.companyDetails })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return normaliseCompanyDetails(row?.companyDetails);
}

/**
 * Changes some fields of the scope's workspace's issuer or VAT number (the route checks the role), in the audit trail with the
 * fields before and after when something changed. Answers the details as saved.
 */
export async function updateWorkspaceCompanyDetails(
  db: Db,
  scope: WorkspaceScope,
  change: Partial<Record<WorkspaceCompanyKey, string>>,
): Promise<WorkspaceCompany> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ companyDetails: workspaces.companyDetails })
      .from(workspaces)
      .where(eq(workspaces.id, scope.workspaceId))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Workspace not found');
    const before = normaliseCompanyDetails(row.companyDetails);
    const after = normaliseCompanyDetails({ ...before, ...change });
    if (JSON.stringify(before) === JSON.stringify(after)) return before;
    await tx.update(workspaces).set({ companyDetails: after }).where(eq(workspaces.id, scope.workspaceId));
    await recordAuditEvent(tx, scope, {
      entity: 'company',
      entityId: scope.workspaceId,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

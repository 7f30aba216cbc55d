import { eq } from 'drizzle-orm';
import { COMPANY_DETAIL_FIELDS, type CompanyDetailKey } from '../../../domain/settings/company-details.ts';
import type { Db } from '../../db/client.ts';
import { workspaces, type WorkspaceCompanyDetails } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WorkspaceScope } from './active-workspace.ts';
import { recordAuditEvent } from './audit-trail.ts';

/** A database or a transaction: anything that selects. */
type Reader = Pick<Db, 'select'>;

const EMPTY: WorkspaceCompanyDetails = {
  certificateCompany: '',
  certificateCompanyAddress: '',
  certificateSignatory: '',
  certificateSignatoryRole: '',
};

/** Every field of the section, trimmed, empty where never filled in. */
function normaliseCompanyDetails(value: Partial<Record<CompanyDetailKey, unknown>> | null | undefined) {
  const details = { ...EMPTY };
  for (const { key } of COMPANY_DETAIL_FIELDS) {
    const field = value?.[key];
    details[key] = typeof field === 'string' ? field.trim() : '';
  }
  return details;
}

/**
 * The workspace's certificate issuer (Settings → Company; issue 30: the workspace's, migration 0040 copied it from
 * its creator's settings), every field a string, empty when not filled in. An unknown workspace reads as empty.
 */
export async function getWorkspaceCompanyDetails(db: Reader, workspaceId: string): Promise<WorkspaceCompanyDetails> {
  const [row] = await db
    .select({ companyDetails: workspaces.companyDetails })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return normaliseCompanyDetails(row?.companyDetails);
}

/**
 * Changes some fields of the scope's workspace's issuer (the route checks the role), in the audit trail with the
 * fields before and after when something changed. Answers the details as saved.
 */
export async function updateWorkspaceCompanyDetails(
  db: Db,
  scope: WorkspaceScope,
  change: Partial<Record<CompanyDetailKey, string>>,
): Promise<WorkspaceCompanyDetails> {
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

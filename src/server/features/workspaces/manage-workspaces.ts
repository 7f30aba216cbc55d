import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activeWorkspaces, users, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { recordAuditEvent } from './audit-trail.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkMembershipChange } from '../../../domain/workspaces/check-membership-change.ts';
import type { WorkspaceRole } from '../../../domain/workspaces/workspace-roles.ts';
import { resolveActiveWorkspace, resolveWorkspaceMembership, type ActiveWorkspace } from './active-workspace.ts';

/** The workspaces the user belongs to (personal first, then by name), with their role and the active one. */
export async function listWorkspaces(db: Db, userId: string) {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      isPersonal: workspaces.isPersonal,
      role: workspaceMembers.role,
      createdAt: workspaces.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaces.name));
  const active = await resolveActiveWorkspace(db, userId);
  const items = rows
    .map((row) => ({ ...row, isPersonal: row.isPersonal, createdAt: row.createdAt.toISOString() }))
    .sort((a, b) => Number(b.isPersonal) - Number(a.isPersonal));
  return { items, activeWorkspaceId: active.id };
}

/** A new shared workspace, its creator the owner, and active for them at once. */
export async function createWorkspace(db: Db, userId: string, name: string) {
  return db.transaction(async (tx) => {
    const [workspace] = await tx.insert(workspaces).values({ name, createdBy: userId }).returning();
    if (!workspace) throw new AppError('INTERNAL', 'The workspace was not created');
    await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId, role: 'owner' });
    await setActiveWorkspace(tx as unknown as Db, userId, workspace.id);
    return { id: workspace.id, name: workspace.name, isPersonal: false, role: 'owner' as WorkspaceRole };
  });
}

async function setActiveWorkspace(db: Db, userId: string, workspaceId: string) {
  const now = new Date();
  await db
    .insert(activeWorkspaces)
    .values({ userId, workspaceId, updatedAt: now })
    .onConflictDoUpdate({ target: activeWorkspaces.userId, set: { workspaceId, updatedAt: now } });
}

/** Switches the user's active workspace; one they do not belong to is a 404. */
export async function switchWorkspace(db: Db, userId: string, workspaceId: string): Promise<ActiveWorkspace> {
  const membership = await resolveWorkspaceMembership(db, userId, workspaceId);
  await setActiveWorkspace(db, userId, workspaceId);
  return membership;
}

/** The members of a workspace the user belongs to, owners first. */
export async function listMembers(db: Db, workspaceId: string) {
  const rows = await db
    .select({
      userId: workspaceMembers.userId,
      name: users.name,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

async function countOwners(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row?.total ?? 0;
}

async function getMemberRole(db: Db, workspaceId: string, userId: string): Promise<WorkspaceRole> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Member not found');
  return row.role;
}

function throwUnlessAllowed(verdict: ReturnType<typeof checkMembershipChange>) {
  if (!verdict.ok) throw new AppError(verdict.status === 403 ? 'FORBIDDEN' : 'VALIDATION_FAILED', verdict.message);
}

/** Changes a member's role within the membership rules (403 for a role without the right, 422 for the last owner). */
export async function changeMemberRole(
  db: Db,
  actor: ActiveWorkspace,
  actorUserId: string,
  targetUserId: string,
  role: WorkspaceRole,
) {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // One membership change at a time per workspace: two owners stepping down together cannot leave it ownerless.
    await lockWorkspace(txDb, actor.id);
    const targetRole = await getMemberRole(txDb, actor.id, targetUserId);
    throwUnlessAllowed(
      checkMembershipChange(actor.role, {
        kind: 'change-role',
        targetRole,
        role,
        ownerCount: await countOwners(txDb, actor.id),
      }),
    );
    await tx
      .update(workspaceMembers)
      .set({ role })
      .where(and(eq(workspaceMembers.workspaceId, actor.id), eq(workspaceMembers.userId, targetUserId)));
    await recordAuditEvent(
      tx,
      { userId: actorUserId, workspaceId: actor.id },
      { entity: 'membership', entityId: targetUserId, action: 'update', before: { role: targetRole }, after: { role } },
    );
    return { userId: targetUserId, role };
  });
}

/** Removes a member (or lets one leave); the last owner stays. A personal workspace's creator never leaves it. */
export async function removeMember(db: Db, actor: ActiveWorkspace, actorUserId: string, targetUserId: string) {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const workspace = await lockWorkspace(txDb, actor.id);
    const targetRole = await getMemberRole(txDb, actor.id, targetUserId);
    if (workspace?.isPersonal && workspace.createdBy === targetUserId)
      throw new AppError('VALIDATION_FAILED', 'A personal workspace always keeps the account it belongs to.');
    throwUnlessAllowed(
      checkMembershipChange(actor.role, {
        kind: 'remove',
        targetRole,
        isSelf: targetUserId === actorUserId,
        ownerCount: await countOwners(txDb, actor.id),
      }),
    );
    await tx
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, actor.id), eq(workspaceMembers.userId, targetUserId)));
    await tx
      .delete(activeWorkspaces)
      .where(and(eq(activeWorkspaces.userId, targetUserId), eq(activeWorkspaces.workspaceId, actor.id)));
    await recordAuditEvent(
      tx,
      { userId: actorUserId, workspaceId: actor.id },
      { entity: 'membership', entityId: targetUserId, action: 'delete', before: { role: targetRole } },
    );
    return { removed: true };
  });
}

/** Locks the workspace's row for the transaction (one membership change at a time) and returns it. */
async function lockWorkspace(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ id: workspaces.id, isPersonal: workspaces.isPersonal, createdBy: workspaces.createdBy })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update');
  return row;
}

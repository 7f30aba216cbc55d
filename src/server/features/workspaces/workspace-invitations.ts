import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { checkInvite, INVITE_MESSAGES } from '../../../domain/accounts/check-invite.ts';
import { checkMembershipChange } from '../../../domain/workspaces/check-membership-change.ts';
import type { WorkspaceRole } from '../../../domain/workspaces/workspace-roles.ts';
import type { Db } from '../../db/client.ts';
import { activeWorkspaces, users, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { recordAuditEvent } from './audit-trail.ts';
import { assertFreeSeat } from './workspace-plan.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { ActiveWorkspace } from './active-workspace.ts';

/** How long a workspace invitation stays valid. */
export const WORKSPACE_INVITATION_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export function workspaceInvitationUrl(publicUrl: string, token: string) {
  return `${publicUrl.replace(/\/$/, '')}/join-workspace?token=${token}`;
}

const INVITATION_COLUMNS = {
  id: workspaceInvitations.id,
  email: workspaceInvitations.email,
  role: workspaceInvitations.role,
  expiresAt: workspaceInvitations.expiresAt,
  acceptedAt: workspaceInvitations.acceptedAt,
  revokedAt: workspaceInvitations.revokedAt,
  createdAt: workspaceInvitations.createdAt,
};

type InvitationRow = {
  id: string;
  email: string;
  role: WorkspaceRole;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
};

function toInvitationResponse(row: InvitationRow, now: Date) {
  const state = checkInvite(row, now);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: state === 'valid' ? ('pending' as const) : state === 'used' ? ('accepted' as const) : state,
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The workspace's invitations, newest first, each with its state. */
export async function listWorkspaceInvitations(db: Db, workspaceId: string, now: Date) {
  const rows = await db
    .select(INVITATION_COLUMNS)
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.workspaceId, workspaceId))
    .orderBy(desc(workspaceInvitations.createdAt))
    .limit(500);
  return rows.map((row) => toInvitationResponse(row, now));
}

/**
 * Invites an address into the workspace with a role (owners and admins; only an owner invites an owner), mailed
 * through the mailer (the outbox without SMTP). A pending invitation of the same address is replaced. An address
 * already a member is a 422.
 */
export async function inviteIntoWorkspace(
  deps: { db: Db; mailer: Mailer; publicUrl: string; adminEmails: readonly string[] },
  actor: ActiveWorkspace,
  sender: { id: string; name: string; email: string },
  input: { email: string; role: WorkspaceRole },
  now: Date,
) {
  const { db } = deps;
  const verdict = checkMembershipChange(actor.role, { kind: 'invite', role: input.role });
  if (!verdict.ok) throw new AppError(verdict.status === 403 ? 'FORBIDDEN' : 'VALIDATION_FAILED', verdict.message);
  const [member] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, actor.id), eq(users.email, input.email)))
    .limit(1);
  if (member) throw new AppError('VALIDATION_FAILED', `${input.email} is already a member of this workspace.`);
  await assertFreeSeat(db, deps.adminEmails, actor.id, now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + WORKSPACE_INVITATION_DAYS * 86_400_000);
  const invitation = await db.transaction(async (tx) => {
    await tx
      .update(workspaceInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(workspaceInvitations.workspaceId, actor.id),
          eq(workspaceInvitations.email, input.email),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(workspaceInvitations)
      .values({
        workspaceId: actor.id,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: sender.id,
        expiresAt,
        createdAt: now,
      })
      .returning(INVITATION_COLUMNS);
    await recordAuditEvent(
      tx,
      { userId: sender.id, workspaceId: actor.id },
      { entity: 'invitation', entityId: row!.id, action: 'create', after: { email: input.email, role: input.role } },
    );
    return row!;
  });
  const url = workspaceInvitationUrl(deps.publicUrl, token);
  const who = sender.name || sender.email;
  await deps.mailer.send({
    to: input.email,
    subject: `${who} invites you to the ${actor.name} workspace in Sillage`,
    text: `Hello,\n\n${who} (${sender.email}) invites you to join the workspace “${actor.name}” in Sillage as ${input.role}.\n\nJoin it with this link (it works once and for ${WORKSPACE_INVITATION_DAYS} days; sign in, or create an account with this address, first):\n${url}\n\nIf you did not expect this, ignore this e-mail.\n`,
  });
  return { invitation: toInvitationResponse(invitation, now), url };
}

/**
 * Revokes a pending invitation of the workspace (in the audit trail, by whom); unknown (or another workspace's) is a
 * 404. Twice is harmless (and recorded once).
 */
export async function revokeWorkspaceInvitation(
  db: Db,
  scope: { userId: string; workspaceId: string },
  invitationId: string,
  now: Date,
) {
  const [row] = await db
    .select({
      id: workspaceInvitations.id,
      revokedAt: workspaceInvitations.revokedAt,
      email: workspaceInvitations.email,
    })
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.id, invitationId), eq(workspaceInvitations.workspaceId, scope.workspaceId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Invitation not found');
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(workspaceInvitations)
      .set({ revokedAt: row.revokedAt ?? now })
      .where(eq(workspaceInvitations.id, invitationId))
      .returning(INVITATION_COLUMNS);
    if (!row.revokedAt)
      await recordAuditEvent(tx, scope, {
        entity: 'invitation',
        entityId: invitationId,
        action: 'update',
        before: { email: row.email, revokedAt: null },
        after: { email: row.email, revokedAt: now },
      });
    return changed!;
  });
  return { invitation: toInvitationResponse(updated, now) };
}

async function findInvitation(db: Db, token: string) {
  const [row] = await db
    .select({ ...INVITATION_COLUMNS, workspaceId: workspaceInvitations.workspaceId, workspaceName: workspaces.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(eq(workspaceInvitations.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/** What the join page shows before sign-in: the workspace, the role and the address, or why the link is unusable. */
export async function checkWorkspaceInvitation(db: Db, token: string, now: Date) {
  const row = await findInvitation(db, token);
  if (!row) return { valid: false as const, reason: 'unknown' as const, message: INVITE_MESSAGES.unknown };
  const state = checkInvite(row, now);
  if (state !== 'valid') return { valid: false as const, reason: state, message: INVITE_MESSAGES[state] };
  return { valid: true as const, workspaceName: row.workspaceName, role: row.role, email: row.email };
}

/**
 * The signed-in account accepts an invitation sent to its own address (a new account signs up with it first): it
 * becomes a member with the invited role (a member already keeps the role it has) and works in that workspace.
 */
export async function acceptWorkspaceInvitation(
  db: Db,
  adminEmails: readonly string[],
  user: { id: string; email: string },
  token: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await findInvitation(tx as unknown as Db, token);
    if (!row) throw new AppError('NOT_FOUND', INVITE_MESSAGES.unknown);
    const state = checkInvite(row, now);
    if (state !== 'valid') throw new AppError('CONFLICT', INVITE_MESSAGES[state]);
    if (row.email.toLowerCase() !== user.email.toLowerCase())
      throw new AppError(
        'FORBIDDEN',
        `This invitation was sent to ${row.email}. Sign in with that address (or create an account with it) to accept it.`,
      );
    const [claimed] = await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: now, acceptedUserId: user.id })
      .where(
        and(
          eq(workspaceInvitations.id, row.id),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
          gt(workspaceInvitations.expiresAt, now),
        ),
      )
      .returning({ id: workspaceInvitations.id });
    if (!claimed) throw new AppError('CONFLICT', INVITE_MESSAGES.used);
    const [already] = await tx
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, row.workspaceId), eq(workspaceMembers.userId, user.id)))
      .limit(1);
    // The seat is taken now: refused (and the invitation left unaccepted, the transaction rolled back) when full.
    if (!already) await assertFreeSeat(tx as unknown as Db, adminEmails, row.workspaceId, now);
    const joined = await tx
      .insert(workspaceMembers)
      .values({ workspaceId: row.workspaceId, userId: user.id, role: row.role, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: workspaceMembers.userId });
    if (joined.length > 0)
      await recordAuditEvent(
        tx,
        { userId: user.id, workspaceId: row.workspaceId },
        { entity: 'membership', entityId: user.id, action: 'create', after: { email: row.email, role: row.role } },
      );
    await tx
      .insert(activeWorkspaces)
      .values({ userId: user.id, workspaceId: row.workspaceId, updatedAt: now })
      .onConflictDoUpdate({ target: activeWorkspaces.userId, set: { workspaceId: row.workspaceId, updatedAt: now } });
    return { workspaceId: row.workspaceId, workspaceName: row.workspaceName };
  });
}

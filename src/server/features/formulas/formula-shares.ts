import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatShortId } from '../../../domain/regulatory/published-certificate.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { formulaShares, formulas, invites, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createFormula } from './create-formula.ts';
import type { FormulaWriteLimits } from './formula-storage.ts';
import { createRowId, getOwnedFormula } from './formula-record.ts';
import { assertWorkspacePermission, resolveActiveWorkspace } from '../workspaces/workspaces.public.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Where a signed-in colleague opens a formula's share link. */
export function shareLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/shared/${token}`;
}

/** The user's colleagues: accounts linked through an accepted invite, whichever of the two sent it. */
export async function listColleagues(db: Db, userId: string) {
  const rows = await db
    .select({ inviterId: invites.inviterId, acceptedUserId: invites.acceptedUserId })
    .from(invites)
    .where(and(isNotNull(invites.acceptedAt), or(eq(invites.inviterId, userId), eq(invites.acceptedUserId, userId))))
    .limit(1000);
  const ids = [
    ...new Set(
      rows.flatMap((row) => [row.inviterId, row.acceptedUserId]).filter((id): id is string => !!id && id !== userId),
    ),
  ];
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.name);
}

const recipients = alias(users, 'recipients');

/** The shares of the user's own formula (404 otherwise): colleagues, links and who opened each link. */
export async function listFormulaShares(db: Db, userId: string, formulaId: string) {
  await getOwnedFormula(db, userId, formulaId);
  const rows = await db
    .select({
      id: formulaShares.id,
      recipientId: formulaShares.recipientId,
      recipientName: recipients.name,
      recipientEmail: recipients.email,
      tokenHash: formulaShares.tokenHash,
      viaShareId: formulaShares.viaShareId,
      lastOpenedAt: formulaShares.lastOpenedAt,
      revokedAt: formulaShares.revokedAt,
      createdAt: formulaShares.createdAt,
    })
    .from(formulaShares)
    .leftJoin(recipients, eq(recipients.id, formulaShares.recipientId))
    .where(and(eq(formulaShares.formulaId, formulaId), eq(formulaShares.ownerId, userId)))
    .orderBy(desc(formulaShares.createdAt))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    kind: row.tokenHash ? ('link' as const) : row.viaShareId ? ('link-recipient' as const) : ('colleague' as const),
    recipient: row.recipientId
      ? { id: row.recipientId, name: row.recipientName ?? '', email: row.recipientEmail ?? '' }
      : null,
    shortId: row.tokenHash ? formatShortId(row.tokenHash) : null,
    viaShareId: row.viaShareId,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Shares the user's formula read-only with a colleague; sharing again with the same colleague keeps one share. */
export async function shareWithColleague(db: Db, userId: string, formulaId: string, recipientId: string) {
  const formula = await getOwnedFormula(db, userId, formulaId);
  const colleagues = await listColleagues(db, userId);
  if (!colleagues.some((colleague) => colleague.id === recipientId))
    throw new AppError(
      'VALIDATION_FAILED',
      'You can share a formula only with a colleague who accepted your invitation (or invited you). Invite them from User Invites first.',
      { reason: 'not-a-colleague' },
    );
  const [existing] = await db
    .select({ id: formulaShares.id })
    .from(formulaShares)
    .where(
      and(
        eq(formulaShares.formulaId, formulaId),
        eq(formulaShares.recipientId, recipientId),
        isNull(formulaShares.viaShareId),
        isNull(formulaShares.revokedAt),
      ),
    )
    .limit(1);
  if (existing) return { id: existing.id, created: false };
  const [share] = await db
    .insert(formulaShares)
    .values({ formulaId, ownerId: userId, workspaceId: formula.workspaceId, recipientId })
    .returning({ id: formulaShares.id });
  if (!share) throw new Error('the share was not stored');
  return { id: share.id, created: true };
}

/** A share link of the user's formula: anyone signed in who opens it sees the formula read-only. Token shown once. */
export async function createShareLink(db: Db, publicUrl: string, userId: string, formulaId: string) {
  const formula = await getOwnedFormula(db, userId, formulaId);
  const token = newToken();
  const tokenHash = hashToken(token);
  const [share] = await db
    .insert(formulaShares)
    .values({ formulaId, ownerId: userId, workspaceId: formula.workspaceId, tokenHash })
    .returning({ id: formulaShares.id });
  if (!share) throw new Error('the share link was not stored');
  return { id: share.id, shortId: formatShortId(tokenHash), token, url: shareLinkUrl(publicUrl, token) };
}

/** Revokes a share of the user's formula; a link's revocation also ends the access of everyone who opened it. */
export async function revokeFormulaShare(db: Db, userId: string, formulaId: string, shareId: string, now: Date) {
  await getOwnedFormula(db, userId, formulaId);
  const revoked = await db
    .update(formulaShares)
    .set({ revokedAt: sql`coalesce(${formulaShares.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(formulaShares.formulaId, formulaId),
        eq(formulaShares.ownerId, userId),
        or(eq(formulaShares.id, shareId), eq(formulaShares.viaShareId, shareId)),
      ),
    )
    .returning({ id: formulaShares.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'Share not found');
  return { revoked: revoked.length };
}

/**
 * A signed-in user opens a share link: they become a recipient of the formula (listed in "Shared with me") until
 * the link is revoked. The owner opening their own link is sent to their formula. Revoked or unknown: 404.
 */
export async function openShareLink(db: Db, userId: string, token: string, now: Date) {
  const [link] = await db
    .select()
    .from(formulaShares)
    .where(and(eq(formulaShares.tokenHash, hashToken(token)), isNull(formulaShares.revokedAt)))
    .limit(1);
  if (!link)
    throw new AppError('NOT_FOUND', 'This share link is no longer valid. Ask the perfumer who sent it for a new one.');
  if (link.ownerId === userId) return { own: true as const, formulaId: link.formulaId, shareId: null };
  await db.update(formulaShares).set({ lastOpenedAt: now }).where(eq(formulaShares.id, link.id));
  const [existing] = await db
    .select({ id: formulaShares.id })
    .from(formulaShares)
    .where(and(eq(formulaShares.viaShareId, link.id), eq(formulaShares.recipientId, userId)))
    .limit(1);
  if (existing) return { own: false as const, formulaId: null, shareId: existing.id };
  const [share] = await db
    .insert(formulaShares)
    .values({
      formulaId: link.formulaId,
      ownerId: link.ownerId,
      workspaceId: link.workspaceId,
      recipientId: userId,
      viaShareId: link.id,
    })
    .returning({ id: formulaShares.id });
  if (!share) throw new Error('the share was not stored');
  return { own: false as const, formulaId: null, shareId: share.id };
}

const owners = alias(users, 'owners');

const receivedColumns = {
  shareId: formulaShares.id,
  sharedAt: formulaShares.createdAt,
  formulaId: formulas.id,
  name: formulas.name,
  description: formulas.description,
  rows: formulas.rows,
  product: formulas.product,
  version: formulas.version,
  tags: formulas.tags,
  updatedAt: formulas.updatedAt,
  ownerName: owners.name,
  ownerEmail: owners.email,
  viaShareId: formulaShares.viaShareId,
};

/**
 * Who shared a formula, as its recipient may see them: the e-mail only when the owner shared with the recipient by
 * their address (they know each other); someone who came through a link sees the owner's name, never their address.
 */
function ownerAsSeenBy(row: { ownerName: string; ownerEmail: string; viaShareId: string | null }) {
  const name = row.ownerName.trim();
  return row.viaShareId === null
    ? { name: row.ownerName, email: row.ownerEmail }
    : { name: name || 'The owner', email: null };
}

/** Shares addressed to the user that still stand: neither revoked nor reached through a revoked link. */
function receivedQuery(db: Db, userId: string, shareId?: string) {
  return db
    .select(receivedColumns)
    .from(formulaShares)
    .innerJoin(formulas, eq(formulas.id, formulaShares.formulaId))
    .innerJoin(owners, eq(owners.id, formulaShares.ownerId))
    .where(
      and(
        eq(formulaShares.recipientId, userId),
        isNull(formulaShares.revokedAt),
        shareId === undefined ? undefined : eq(formulaShares.id, shareId),
        sql`(${formulaShares.viaShareId} is null or exists (select 1 from ${formulaShares} as links where links.id = ${formulaShares.viaShareId} and links.revoked_at is null))`,
      ),
    );
}

/** "Shared with me": the formulas shared with the user, newest share first, one entry per formula. */
export async function listSharedWithMe(db: Db, userId: string) {
  const rows = await receivedQuery(db, userId).orderBy(desc(formulaShares.createdAt)).limit(500);
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.formulaId) && seen.add(row.formulaId))
    .map((row) => ({
      shareId: row.shareId,
      formulaId: row.formulaId,
      name: row.name,
      owner: ownerAsSeenBy(row),
      ingredientCount: row.rows.filter((line) => line.name !== '').length,
      sharedAt: row.sharedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
}

async function getReceivedShare(db: Db, userId: string, shareId: string) {
  const [row] = await receivedQuery(db, userId, shareId).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This formula is not shared with you, or no longer.');
  return row;
}

/** A formula shared with the user, read-only: its lines and finished product, who shared it. 404 when not (or no longer) shared. */
export async function getSharedFormula(db: Db, userId: string, shareId: string, now: Date) {
  const row = await getReceivedShare(db, userId, shareId);
  await db.update(formulaShares).set({ lastOpenedAt: now }).where(eq(formulaShares.id, shareId));
  return {
    shareId: row.shareId,
    readOnly: true as const,
    owner: ownerAsSeenBy(row),
    sharedAt: row.sharedAt.toISOString(),
    formula: {
      id: row.formulaId,
      name: row.name,
      description: row.description,
      rows: row.rows,
      product: row.product,
      version: row.version,
      tags: row.tags,
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/** Copies a formula shared with the user into their own library (their plan's limits apply); lots stay the owner's. */
export async function duplicateSharedFormula(
  db: Db,
  userId: string,
  tier: Tier,
  shareId: string,
  limits?: FormulaWriteLimits,
) {
  const row = await getReceivedShare(db, userId, shareId);
  // Into the workspace the user works in, when their role there writes formulas.
  const workspace = await resolveActiveWorkspace(db, userId);
  assertWorkspacePermission(workspace, 'formulas.edit');
  return createFormula(
    db,
    { userId, workspaceId: workspace.id },
    tier,
    {
      name: `${row.name} (from ${ownerAsSeenBy(row).name || row.ownerEmail})`,
      description: row.description,
      rows: row.rows.map((line) => ({ ...line, id: createRowId(), lotId: null })),
      tags: row.tags,
      isPublic: false,
      product: row.product,
    },
    limits,
  );
}

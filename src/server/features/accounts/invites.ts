import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  canSendInvite,
  checkInvite,
  INVITE_LIFETIME_DAYS,
  INVITE_MESSAGES,
  PENDING_INVITE_LIMITS,
} from '../../../domain/accounts/check-invite.ts';
import type { CreateInviteInput } from '../../../domain/accounts/invites.schemas.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { invites, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertRateLimit } from '../../lib/consume-rate-limit.ts';
import type { Mailer } from '../../lib/mailer.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITE_LIFETIME_DAYS * 86_400_000);

type Sender = { id: string; name: string; email: string };

function inviteLink(publicUrl: string, token: string) {
  return `${publicUrl.replace(/\/$/, '')}/accept-invite?token=${token}`;
}

async function mailInvite(
  mailer: Mailer,
  publicUrl: string,
  sender: Sender,
  email: string,
  token: string,
  message: string | null,
) {
  const link = inviteLink(publicUrl, token);
  const note = message ? `\n\nTheir note:\n${message}` : '';
  await mailer.send({
    to: email,
    subject: `${sender.name || sender.email} invites you to Sillage`,
    text: `Hello,\n\n${sender.name || sender.email} (${sender.email}) invites you to work with them in Sillage, the perfumer's workbench.${note}\n\nAccept the invitation (the link works once and for ${INVITE_LIFETIME_DAYS} days):\n${link}\n\nIf you did not expect this, ignore this e-mail.\n`,
  });
}

/** The user's invitations, newest first, each with its state (pending, accepted, revoked, expired). */
export async function listInvites(db: Db, userId: string, now: Date) {
  const rows = await db
    .select({
      id: invites.id,
      email: invites.email,
      createdAt: invites.createdAt,
      lastSentAt: invites.lastSentAt,
      expiresAt: invites.expiresAt,
      acceptedAt: invites.acceptedAt,
      revokedAt: invites.revokedAt,
    })
    .from(invites)
    .where(eq(invites.inviterId, userId))
    .orderBy(desc(invites.createdAt))
    .limit(500);
  return rows.map((row) => {
    const state = checkInvite(row, now);
    return {
      ...row,
      state: state === 'valid' ? ('pending' as const) : state === 'used' ? ('accepted' as const) : state,
    };
  });
}

async function countPending(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int` })
    .from(invites)
    .where(
      and(
        eq(invites.inviterId, userId),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, now),
      ),
    );
  return row?.pending ?? 0;
}

/** Invitation mails one user may send per hour (new, resent or re-invited), and one address may receive per day. */
export const INVITE_MAIL_LIMITS = {
  perSender: { max: 20, windowMs: 60 * 60 * 1000 },
  perRecipient: { max: 3, windowMs: 24 * 60 * 60 * 1000 },
};

/** Counts one invitation mail against the sender's and the recipient's limits (429 past either). */
async function limitInviteMail(db: Db, senderId: string, recipient: string): Promise<void> {
  await assertRateLimit(
    db,
    'invite-sender',
    senderId,
    INVITE_MAIL_LIMITS.perSender,
    'You have sent many invitations this hour.',
  );
  await assertRateLimit(
    db,
    'invite-recipient',
    recipient.toLowerCase(),
    INVITE_MAIL_LIMITS.perRecipient,
    `${recipient} has been sent ${INVITE_MAIL_LIMITS.perRecipient.max} invitations today; no more can be sent to this address for now.`,
  );
}

/** Sends an invitation: one pending invite per address; the plan limits how many may be pending at once. */
export async function createInvite(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  sender: Sender,
  tier: Tier,
  input: CreateInviteInput,
  now: Date,
) {
  if (input.email === sender.email.toLowerCase())
    throw new AppError('VALIDATION_FAILED', 'You cannot invite yourself.');
  const pending = await listInvites(db, sender.id, now);
  if (pending.some((invite) => invite.email === input.email && invite.state === 'pending')) {
    throw new AppError('CONFLICT', `${input.email} already has a pending invitation: resend it instead.`);
  }
  if (!canSendInvite(tier, await countPending(db, sender.id, now))) {
    throw new AppError(
      'FORBIDDEN',
      `Your ${tier} plan allows ${PENDING_INVITE_LIMITS[tier]} pending invitations at once. Revoke one, wait for an answer, or upgrade your plan at /pricing.`,
    );
  }
  await limitInviteMail(db, sender.id, input.email);
  const token = newToken();
  const [invite] = await db
    .insert(invites)
    .values({
      inviterId: sender.id,
      email: input.email,
      message: input.message ?? null,
      tokenHash: hashToken(token),
      expiresAt: expiryFrom(now),
      lastSentAt: now,
    })
    .returning({ id: invites.id, email: invites.email, expiresAt: invites.expiresAt });
  await mailInvite(mailer, publicUrl, sender, input.email, token, input.message ?? null);
  // Whether the address has an account is not said to the sender: an invitation must not test addresses.
  return invite!;
}

async function getOwnInvite(db: Db, userId: string, inviteId: string) {
  const [invite] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.id, inviteId), eq(invites.inviterId, userId)))
    .limit(1);
  if (!invite) throw new AppError('NOT_FOUND', 'Invitation not found');
  return invite;
}

/** A new link for a pending or expired invite (the old link stops working) and a new expiry. */
export async function resendInvite(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  sender: Sender,
  inviteId: string,
  now: Date,
) {
  const invite = await getOwnInvite(db, sender.id, inviteId);
  const state = checkInvite(invite, now);
  if (state === 'used' || state === 'revoked')
    throw new AppError(
      'CONFLICT',
      `This invitation was ${state === 'used' ? 'already accepted' : 'revoked'}; send a new one instead.`,
    );
  await limitInviteMail(db, sender.id, invite.email);
  const token = newToken();
  await db
    .update(invites)
    .set({ tokenHash: hashToken(token), expiresAt: expiryFrom(now), lastSentAt: now })
    .where(eq(invites.id, invite.id));
  await mailInvite(mailer, publicUrl, sender, invite.email, token, invite.message);
  return { id: invite.id, expiresAt: expiryFrom(now) };
}

export async function revokeInvite(db: Db, userId: string, inviteId: string, now: Date) {
  const invite = await getOwnInvite(db, userId, inviteId);
  if (invite.acceptedAt) throw new AppError('CONFLICT', 'This invitation was already accepted.');
  if (!invite.revokedAt) await db.update(invites).set({ revokedAt: now }).where(eq(invites.id, invite.id));
  return { id: invite.id };
}

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select({ invite: invites, inviterName: users.name, inviterEmail: users.email })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviterId))
    .where(eq(invites.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/** What the accept page shows before anyone signs in: who invited which address, or exactly why the link fails. */
export async function describeInvite(db: Db, token: string, now: Date) {
  const found = await findByToken(db, token);
  if (!found) return { state: 'unknown' as const, message: INVITE_MESSAGES.unknown };
  const state = checkInvite(found.invite, now);
  if (state !== 'valid') return { state, message: INVITE_MESSAGES[state] };
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${found.invite.email}`)
    .limit(1);
  return {
    state,
    message: null,
    email: found.invite.email,
    inviter: { name: found.inviterName, email: found.inviterEmail },
    hasAccount: Boolean(account),
  };
}

/**
 * Accepts an invite for the signed-in user, whose e-mail must be the invited one: marks the token used (once,
 * even under two simultaneous clicks) and links the two accounts as colleagues. Following the link proves the
 * address, so it is marked verified.
 */
export async function acceptInvite(db: Db, user: { id: string; email: string }, token: string, now: Date) {
  const found = await findByToken(db, token);
  if (!found) throw new AppError('NOT_FOUND', INVITE_MESSAGES.unknown);
  const state = checkInvite(found.invite, now);
  if (state !== 'valid')
    throw new AppError(state === 'expired' ? 'VALIDATION_FAILED' : 'CONFLICT', INVITE_MESSAGES[state], {
      reason: state,
    });
  if (found.invite.email !== user.email.toLowerCase()) {
    throw new AppError(
      'FORBIDDEN',
      `This invitation was sent to ${found.invite.email}. Sign in with that address to accept it.`,
    );
  }
  const claimed = await db
    .update(invites)
    .set({ acceptedAt: now, acceptedUserId: user.id })
    .where(and(eq(invites.id, found.invite.id), isNull(invites.acceptedAt), isNull(invites.revokedAt)))
    .returning({ id: invites.id });
  if (claimed.length === 0) throw new AppError('CONFLICT', INVITE_MESSAGES.used, { reason: 'used' });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return { inviter: { name: found.inviterName, email: found.inviterEmail } };
}

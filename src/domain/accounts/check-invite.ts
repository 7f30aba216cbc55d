import type { Tier } from '../subscriptions/resolve-tier.ts';

/** How long an invite link stays valid. */
export const INVITE_LIFETIME_DAYS = 7;

/** Invitations a user may have pending at once, per plan (enterprise: unlimited). */
export const PENDING_INVITE_LIMITS: Record<Tier, number | null> = { free: 3, basic: 10, premium: 25, enterprise: null };

export type InviteState = { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date };

export type InviteCheck = 'valid' | 'used' | 'revoked' | 'expired';

/** Why an invite can or cannot be used now: a used or revoked invite says so even after it has expired. */
export function checkInvite(invite: InviteState, now: Date): InviteCheck {
  if (invite.acceptedAt) return 'used';
  if (invite.revokedAt) return 'revoked';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** The sentence a person following the link reads for each outcome. */
export const INVITE_MESSAGES: Record<Exclude<InviteCheck, 'valid'> | 'unknown', string> = {
  used: 'This invitation has already been used. Sign in with the account it created.',
  revoked: 'This invitation was withdrawn by the person who sent it. Ask them for a new one.',
  expired: `This invitation has expired (links last ${INVITE_LIFETIME_DAYS} days). Ask the person who sent it to resend it.`,
  unknown: 'This invitation link is not valid. Check that you copied the whole link.',
};

/** Whether one more invite may be sent: null when the plan has no limit. */
export function canSendInvite(tier: Tier, pendingCount: number): boolean {
  const limit = PENDING_INVITE_LIMITS[tier];
  return limit === null || pendingCount < limit;
}

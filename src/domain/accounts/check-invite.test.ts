import { describe, expect, it } from 'vitest';
import { canSendInvite, checkInvite } from './check-invite.ts';

const now = new Date('2026-11-23T12:00:00Z');
const future = new Date('2026-11-30T12:00:00Z');
const past = new Date('2026-11-20T12:00:00Z');

describe('checkInvite', () => {
  it.each([
    ['a fresh invite', { acceptedAt: null, revokedAt: null, expiresAt: future }, 'valid'],
    ['one expiring this very moment', { acceptedAt: null, revokedAt: null, expiresAt: now }, 'expired'],
    ['an expired invite', { acceptedAt: null, revokedAt: null, expiresAt: past }, 'expired'],
    ['a used invite, even once expired', { acceptedAt: past, revokedAt: null, expiresAt: past }, 'used'],
    ['a revoked invite, even once expired', { acceptedAt: null, revokedAt: past, expiresAt: past }, 'revoked'],
  ] as const)('%s is %s', (_, invite, expected) => {
    expect(checkInvite(invite, now)).toBe(expected);
  });
});

describe('canSendInvite', () => {
  it.each([
    ['free', 2, true],
    ['free', 3, false],
    ['basic', 9, true],
    ['basic', 10, false],
    ['enterprise', 10_000, true],
  ] as const)('%s with %i pending: %s', (tier, pending, expected) => {
    expect(canSendInvite(tier, pending)).toBe(expected);
  });
});

import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../lib/session-store.ts', () => ({ refreshSession: () => Promise.resolve() }));
vi.mock('../../../lib/use-auth.ts', () => ({ useAuth: () => ({}) }));
const { shouldRefreshSession } = await import('./use-session-refresh.ts');

const now = Date.parse('2026-11-21T12:00:00Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000);

describe('shouldRefreshSession (refresh when fewer than 5 minutes remain)', () => {
  it.each([
    ['10 minutes left', inMinutes(10), false],
    ['exactly 5 minutes left', inMinutes(5), false],
    ['4 minutes 59 left', inMinutes(4.99), true],
    ['already expired', inMinutes(-1), true],
    ['no session', undefined, false],
    ['an unreadable date', 'not a date', false],
  ])('%s', (_, expiresAt, expected) => {
    expect(shouldRefreshSession(expiresAt, now)).toBe(expected);
  });
});

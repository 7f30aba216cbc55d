import { describe, expect, it } from 'vitest';
import { resolveVisitorSession, VISITOR_SESSION_IDLE_MS } from './visitor-session.ts';

const NOW = 1_800_000_000_000;
const newId = () => 'fresh';

describe('resolveVisitorSession', () => {
  it.each([
    ['no stored session', null, 'fresh', true],
    ['used a moment ago', { id: 'kept', lastSeenAt: NOW - 1_000 }, 'kept', false],
    ['used 29 min 59 s ago', { id: 'kept', lastSeenAt: NOW - VISITOR_SESSION_IDLE_MS + 1_000 }, 'kept', false],
    ['idle exactly 30 minutes', { id: 'old', lastSeenAt: NOW - VISITOR_SESSION_IDLE_MS }, 'fresh', true],
    ['idle for a day', { id: 'old', lastSeenAt: NOW - 86_400_000 }, 'fresh', true],
    ['last use in the future (clock moved back)', { id: 'odd', lastSeenAt: NOW + 60_000 }, 'fresh', true],
    ['used at this very millisecond', { id: 'kept', lastSeenAt: NOW }, 'kept', false],
  ])('%s', (_case, stored, expectedId, isNew) => {
    const result = resolveVisitorSession(stored, NOW, newId);
    expect(result).toEqual({ session: { id: expectedId, lastSeenAt: NOW }, isNew });
  });
});

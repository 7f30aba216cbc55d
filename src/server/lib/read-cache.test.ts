import { describe, expect, it } from 'vitest';
import { createReadCache, isWriteRequest } from './read-cache.ts';

function setup() {
  let clock = 1_000;
  const cache = createReadCache({ ttlMs: 100, maxEntries: 3, now: () => clock });
  return { cache, advance: (ms: number) => (clock += ms), now: () => clock };
}

describe('createReadCache', () => {
  it('keeps a read until a write', () => {
    const { cache } = setup();
    cache.remember('a', 1, cache.generation());
    expect(cache.get('a')).toBe(1);
    cache.noteWrite();
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a read that a write overtook', () => {
    const { cache } = setup();
    const startedAt = cache.generation();
    cache.noteWrite();
    cache.remember('a', 'stale', startedAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it.each([
    ['within the time to live', 99, undefined, 1],
    ['past the time to live', 100, undefined, undefined],
    ['past its own expiry (a session ending sooner)', 50, 1_040, undefined],
  ])('%s', (_, elapsed, expiresAt, expected) => {
    const { cache, advance } = setup();
    cache.remember('a', 1, cache.generation(), expiresAt);
    advance(elapsed);
    expect(cache.get('a')).toBe(expected);
  });

  it('starts afresh when full rather than growing', () => {
    const { cache } = setup();
    for (const key of ['a', 'b', 'c', 'd']) cache.remember(key, key, cache.generation());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBe('d');
  });
});

describe('isWriteRequest', () => {
  it.each([
    ['GET', false],
    ['head', false],
    ['OPTIONS', false],
    ['POST', true],
    ['PUT', true],
    ['PATCH', true],
    ['DELETE', true],
  ])('%s → %s', (method, expected) => {
    expect(isWriteRequest(method)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { createReadCache, isWriteRequest, type ReadCache } from './read-cache.ts';

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

describe('reads kept under an object (getIn, rememberIn)', () => {
  it('finds a read by the object and its key only', () => {
    const { cache } = setup();
    const session = {};
    cache.rememberIn(session, 'workspace', 'w1', cache.generation());
    expect(cache.getIn(session, 'workspace')).toBe('w1');
    expect(cache.getIn({}, 'workspace')).toBeUndefined();
    expect(cache.getIn(session, 'list')).toBeUndefined();
  });

  it.each([
    ['a write after it was kept', (cache: ReadCache) => cache.noteWrite(), 0],
    ['the time to live', () => {}, 100],
  ])('drops a read at %s', (_, act, elapsed) => {
    const { cache, advance } = setup();
    const session = {};
    cache.rememberIn(session, 'list', 'body', cache.generation());
    act(cache);
    advance(elapsed);
    expect(cache.getIn(session, 'list')).toBeUndefined();
  });

  it('does not keep a read that a write overtook', () => {
    const { cache } = setup();
    const session = {};
    const startedAt = cache.generation();
    cache.noteWrite();
    cache.rememberIn(session, 'list', 'stale', startedAt);
    expect(cache.getIn(session, 'list')).toBeUndefined();
  });

  it('starts an object afresh when it holds 64 reads rather than growing', () => {
    const { cache } = setup();
    const session = {};
    for (let index = 0; index <= 64; index += 1) cache.rememberIn(session, `page ${index}`, index, cache.generation());
    expect(cache.getIn(session, 'page 0')).toBeUndefined();
    expect(cache.getIn(session, 'page 64')).toBe(64);
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

import { describe, expect, it } from 'vitest';
import { createBoundedCache, createBoundedCachesByOwner } from './bounded-cache.ts';

/** A cache of string values whose size is their length, within 3 entries and 10 bytes. */
const makeCache = () => createBoundedCache<string>({ maxEntries: 3, maxBytes: 10, sizeOf: (value) => value.length });

describe('createBoundedCache (ADR 045)', () => {
  it.each([
    { case: 'within both bounds: all kept', steps: ['set a xx', 'set b xx', 'set c xx'], kept: ['a', 'b', 'c'] },
    {
      case: 'a fourth entry: the oldest goes',
      steps: ['set a x', 'set b x', 'set c x', 'set d x'],
      kept: ['b', 'c', 'd'],
    },
    {
      case: 'read entries count as recent: the least recently used goes',
      steps: ['set a x', 'set b x', 'set c x', 'get a', 'set d x'],
      kept: ['a', 'c', 'd'],
    },
    {
      case: 'past the bytes: the oldest go until within',
      steps: ['set a xxxx', 'set b xxxx', 'set c xxxxx'],
      kept: ['b', 'c'],
    },
    {
      case: 'an entry over the bytes alone is kept (in use), the rest go',
      steps: ['set a xx', 'set b xx', 'set c xxxxxxxxxxxx'],
      kept: ['c'],
    },
    {
      case: 'replacing a key counts its new size only',
      steps: ['set a xxxx', 'set b xxxx', 'set a x', 'set c xxxx'],
      kept: ['a', 'b', 'c'],
    },
    { case: 'a deleted entry frees its bytes', steps: ['set a xxxxx', 'del a', 'set b xxxxxxxxx'], kept: ['b'] },
    {
      case: 'the newest entry read again stays the newest: the oldest goes',
      steps: ['set a x', 'set b x', 'set c x', 'get c', 'get c', 'set d x'],
      kept: ['b', 'c', 'd'],
    },
    {
      case: 'an entry read after the newest was read becomes the newest',
      steps: ['set a x', 'set b x', 'set c x', 'get c', 'get a', 'get c', 'get b', 'set d x'],
      kept: ['b', 'c', 'd'],
    },
    {
      case: 'the newest deleted: the next read still moves its entry',
      steps: ['set a x', 'set b x', 'set c x', 'get a', 'del a', 'get b', 'set a x', 'set d x'],
      kept: ['a', 'b', 'd'],
    },
    {
      case: 'an entry peeked at keeps its place: the oldest still goes first',
      steps: ['set a x', 'set b x', 'set c x', 'peek a', 'set d x'],
      kept: ['b', 'c', 'd'],
    },
    {
      case: 'a cleared cache holds nothing and counts no bytes; what is set after it is kept',
      steps: ['set a xxxxx', 'set b xxxxx', 'clear', 'get a', 'set c xxxxxxxxx', 'set d x'],
      kept: ['c', 'd'],
    },
    {
      case: 'the newest replaced with a new value stays the newest',
      steps: ['set a x', 'set b x', 'set c x', 'set c xx', 'get a', 'set d x'],
      kept: ['a', 'c', 'd'],
    },
  ])('$case', ({ steps, kept }) => {
    const cache = makeCache();
    for (const step of steps) {
      const [verb, key, value] = step.split(' ') as [string, string, string];
      if (verb === 'set') cache.set(key, value);
      else if (verb === 'get') cache.get(key);
      else if (verb === 'peek') expect(cache.peek(key)).toBe(value ?? 'x');
      else if (verb === 'clear') cache.clear();
      else cache.delete(key);
    }
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.has(key))).toEqual(kept);
    expect(cache.size).toBe(kept.length);
    expect(cache.bytes).toBe(kept.reduce((sum, key) => sum + cache.get(key)!.length, 0));
  });

  it('counts what it drops, and answers undefined for a dropped key', () => {
    const cache = makeCache();
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, 'x');
    expect(cache.evictions).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('e')).toBe('x');
  });
});

describe('createBoundedCachesByOwner', () => {
  it('gives each owner a cache of its own, made when first asked for, with the same bounds', () => {
    const caches = createBoundedCachesByOwner<string>({ maxEntries: 3, maxBytes: 10, sizeOf: (value) => value.length });
    const engine = {};
    const next = {};
    expect(caches.peek(engine)).toBeUndefined();
    caches.of(engine).set('a', 'xxxx');
    expect(caches.of(engine)).toBe(caches.peek(engine));
    expect(caches.of(engine).get('a')).toBe('xxxx');
    // Another owner (a new import's engine) starts empty.
    expect(caches.of(next).get('a')).toBeUndefined();
    for (const key of ['b', 'c', 'd']) caches.of(next).set(key, 'x');
    expect(caches.of(next).size).toBe(3);
    caches.of(next).set('e', 'x');
    expect(caches.of(next).size).toBe(3);
    expect(caches.of(engine).size).toBe(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectGarbageWhenIdle } from './collect-garbage-when-idle.ts';

describe('collectGarbageWhenIdle (quiet 30 s, checked every 10 s)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it.each([
    { case: 'a server quiet since it started', requestsAt: [], elapsed: 40_000, collections: 1 },
    { case: 'quiet for a long time: once, not every check', requestsAt: [], elapsed: 300_000, collections: 1 },
    { case: 'a request 25 s ago: not yet', requestsAt: [15_000], elapsed: 40_000, collections: 0 },
    { case: 'quiet again after a request: once more', requestsAt: [50_000], elapsed: 100_000, collections: 2 },
    {
      case: 'a request every 5 s: never',
      requestsAt: Array.from({ length: 20 }, (_, i) => i * 5_000),
      elapsed: 100_000,
      collections: 0,
    },
  ])('$case → $collections', ({ requestsAt, elapsed, collections }) => {
    const collect = vi.fn();
    const collector = collectGarbageWhenIdle({ collect });
    const pending = [...requestsAt];
    for (let t = 1_000; t <= elapsed; t += 1_000) {
      vi.advanceTimersByTime(1_000);
      while (pending.length > 0 && pending[0]! <= t) {
        pending.shift();
        collector.touch();
      }
    }
    collector.stop();
    expect(collect).toHaveBeenCalledTimes(collections);
  });

  it('does nothing without a collector (Node started without --expose-gc)', () => {
    const collector = collectGarbageWhenIdle({ collect: undefined });
    expect(() => vi.advanceTimersByTime(100_000)).not.toThrow();
    collector.stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { collectAfterGrowth } from './collect-after-growth.ts';

const MB = 1024 * 1024;

describe('collectAfterGrowth (slack 32 MB)', () => {
  it.each([
    { case: 'a heap that stays within the slack: never', used: [100, 110, 120, 132], collections: 0 },
    { case: 'past the slack: once, then measured from what is left', used: [100, 140, 130, 142], collections: 1 },
    { case: 'every time the heap grows the slack again', used: [100, 140, 180, 220], collections: 3 },
    { case: "V8's own collection lowers the floor", used: [100, 60, 90, 95], collections: 1 },
  ])('$case → $collections', ({ used, collections }) => {
    // The heap as each piece of work leaves it; a collection frees 30 MB of it.
    let heap = used[0]! * MB;
    const collect = vi.fn(() => {
      heap -= 30 * MB;
    });
    const collector = collectAfterGrowth({ slackBytes: 32 * MB, heapUsed: () => heap, collect });
    for (const value of used.slice(1)) {
      heap = value * MB;
      collector.afterWork();
    }
    expect(collect).toHaveBeenCalledTimes(collections);
  });

  it('collects nothing without a collect function (no --expose-gc)', () => {
    let heap = 100 * MB;
    const collector = collectAfterGrowth({ slackBytes: 32 * MB, heapUsed: () => heap, collect: undefined });
    heap = 500 * MB;
    expect(collector.afterWork()).toBe(false);
  });
});

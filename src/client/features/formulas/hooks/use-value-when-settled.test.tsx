import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_GAP_MS, useValueWhenSettled } from './use-value-when-settled.ts';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  });
});
afterEach(() => vi.useRealTimers());

/** Renders the hook on the first value; `change` moves the input on after `afterMs` of quiet. */
function setup(first: string) {
  const hook = renderHook(({ value }) => useValueWhenSettled(value), { initialProps: { value: first } });
  return {
    followed: () => hook.result.current,
    change: async (value: string, afterMs: number) => {
      await act(async () => vi.advanceTimersByTime(afterMs));
      hook.rerender({ value });
    },
    wait: (ms: number) => act(async () => vi.advanceTimersByTime(ms)),
  };
}

describe('useValueWhenSettled', () => {
  it('follows a change after a quiet spell once its frame has painted, not in the render that made it', async () => {
    const hook = setup('10');
    await hook.change('12', 1000);
    expect(hook.followed()).toBe('10');
    await hook.wait(17); // the frame, then the task after it
    expect(hook.followed()).toBe('12');
  });

  // Table: the gaps between the keys of a burst, and when its last value is followed.
  const bursts: { name: string; gaps: number[]; stillOldAfter: number; followedAfter: number }[] = [
    { name: 'keys 120 ms apart', gaps: [120, 120, 120], stillOldAfter: BURST_GAP_MS - 1, followedAfter: BURST_GAP_MS },
    { name: 'keys 50 ms apart', gaps: [50, 50, 50, 50], stillOldAfter: BURST_GAP_MS - 1, followedAfter: BURST_GAP_MS },
    {
      name: 'keys just inside the gap',
      gaps: [BURST_GAP_MS - 1, BURST_GAP_MS - 1],
      stillOldAfter: BURST_GAP_MS - 1,
      followedAfter: BURST_GAP_MS,
    },
  ];
  it.each(bursts)(
    '$name: the burst is followed once, after its last key',
    async ({ gaps, stillOldAfter, followedAfter }) => {
      const hook = setup('');
      const values = ['1', '12', '12.', '12.5', '12.55'].slice(0, gaps.length + 1);
      await hook.change(values[0]!, 1000); // the first key, after a quiet spell: followed after its frame
      await hook.wait(17);
      expect(hook.followed()).toBe(values[0]);
      for (const [index, gap] of gaps.entries()) {
        await hook.change(values[index + 1]!, gap - 17 * Number(index === 0));
        expect(hook.followed()).toBe(values[0]); // nothing followed while the burst goes on
      }
      await hook.wait(stillOldAfter);
      expect(hook.followed()).toBe(values[0]);
      await hook.wait(followedAfter - stillOldAfter);
      expect(hook.followed()).toBe(values.at(-1));
    },
  );

  it('treats a change after a gap as long as the burst gap as a new edit: followed after its frame', async () => {
    const hook = setup('a');
    await hook.change('b', 1000);
    await hook.change('c', BURST_GAP_MS);
    await hook.wait(17);
    expect(hook.followed()).toBe('c');
  });
});

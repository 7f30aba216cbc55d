import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealInStages } from './use-reveal-in-stages.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => vi.useRealTimers());

/** One frame (16 ms) and the task after it. */
const nextFrame = () => act(async () => vi.advanceTimersByTime(17));

describe('useRevealInStages (ADR 047)', () => {
  it.each([
    { count: 1, shown: [1, 1, 1] },
    { count: 2, shown: [1, 2, 2] },
    { count: 3, shown: [1, 2, 3, 3, 3] },
  ])(
    '$count stages: the first at once, then one more per painted frame, never past the last',
    async ({ count, shown }) => {
      const revealed: number[] = [];
      const hook = renderHook(() => useRevealInStages(count, (stage) => revealed.push(stage)));
      const seen = [hook.result.current];
      for (let frame = 1; frame < shown.length; frame++) {
        await nextFrame();
        seen.push(hook.result.current);
      }
      expect(seen).toEqual(shown);
      // beforeReveal runs once for each stage after the first, in order.
      expect(revealed).toEqual(Array.from({ length: count - 1 }, (_, index) => index + 2));
    },
  );

  it('shows nothing more before the first frame has painted (no stage in the task that mounted it)', async () => {
    const hook = renderHook(() => useRevealInStages(3));
    await act(async () => vi.advanceTimersByTime(15));
    expect(hook.result.current).toBe(1);
  });

  it('stops when unmounted: no state set after', async () => {
    const before = vi.fn();
    const hook = renderHook(() => useRevealInStages(3, before));
    hook.unmount();
    await nextFrame();
    await nextFrame();
    expect(before).not.toHaveBeenCalled();
  });
});

describe('useRevealInStages with a hold', () => {
  it.each([
    { ready: false, frames: 3, shown: 2, why: 'held after stage 2 while not ready' },
    { ready: true, frames: 3, shown: 4, why: 'not held once ready' },
  ])('$why', async ({ ready, frames, shown }) => {
    const hook = renderHook(() => useRevealInStages(4, undefined, { after: 2, ready, atMostMs: 1000 }));
    for (let frame = 0; frame < frames; frame++) await nextFrame();
    expect(hook.result.current).toBe(shown);
  });

  it('goes on when the hold is released, one stage per frame', async () => {
    const hook = renderHook(({ ready }) => useRevealInStages(4, undefined, { after: 2, ready, atMostMs: 1000 }), {
      initialProps: { ready: false },
    });
    await nextFrame();
    await nextFrame();
    expect(hook.result.current).toBe(2);
    hook.rerender({ ready: true });
    await nextFrame();
    expect(hook.result.current).toBe(3);
    await nextFrame();
    expect(hook.result.current).toBe(4);
  });

  it('never holds longer than atMostMs: a verdict that never comes does not keep the rest of the screen back', async () => {
    const hook = renderHook(() => useRevealInStages(3, undefined, { after: 2, ready: false, atMostMs: 500 }));
    await nextFrame();
    expect(hook.result.current).toBe(2);
    await act(async () => vi.advanceTimersByTime(450));
    expect(hook.result.current).toBe(2);
    await act(async () => vi.advanceTimersByTime(60));
    await nextFrame();
    expect(hook.result.current).toBe(3);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Entries = { getEntriesByName: (name: string) => unknown[] };
let deliver: ((entries: string[]) => void) | null = null;

/** A PerformanceObserver whose paint entries the test delivers (as the browser would, after presenting a frame). */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  disconnected = false;
  readonly callback: (list: Entries) => void;
  constructor(callback: (list: Entries) => void) {
    this.callback = callback;
  }
  observe() {
    deliver = (names) =>
      !this.disconnected && this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  }
  disconnect() {
    this.disconnected = true;
  }
}

async function freshGate() {
  vi.resetModules();
  return import('./after-first-paint.ts');
}

async function settles(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(1);
  return done;
}

beforeEach(() => {
  deliver = null;
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('opens once the shell has committed and the browser reports its first contentful paint', async () => {
    const gate = await freshGate();
    const load = vi.fn(async () => 'chunk');
    const loading = gate.loadAfterFirstPaint(load)();
    expect(await settles(gate.afterFirstPaint())).toBe(false);
    gate.noteFirstCommit();
    deliver?.(['first-paint']); // a paint without content (the background) is not it
    expect(await settles(gate.afterFirstPaint())).toBe(false);
    expect(load).not.toHaveBeenCalled();
    deliver?.(['first-contentful-paint']);
    expect(await settles(gate.afterFirstPaint())).toBe(true);
    await expect(loading).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not wait past 2 s when no paint is ever reported (a hidden tab)', async () => {
    const gate = await freshGate();
    gate.noteFirstCommit();
    await vi.advanceTimersByTimeAsync(1998);
    expect(await settles(gate.afterFirstPaint())).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await settles(gate.afterFirstPaint())).toBe(true);
  });

  it('counts a paint reported before the commit (a prerendered page): opens right after the commit', async () => {
    const gate = await freshGate();
    gate.noteFirstCommit();
    deliver?.(['first-paint', 'first-contentful-paint']); // buffered entries arrive with the first callback
    expect(await settles(gate.afterFirstPaint())).toBe(true);
  });
});

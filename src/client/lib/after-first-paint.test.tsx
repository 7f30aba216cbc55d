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
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0)); // idle at once
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

describe('afterScreenLoaded', () => {
  it('opens after the first paint only once the first screen’s chunk has loaded', async () => {
    const gate = await freshGate();
    const load = vi.fn(async () => 'switcher');
    const loading = gate.loadAfterScreen(load)();
    gate.noteScreenLoaded(); // the screen's chunk before the paint (a prerendered page): still waits for the paint
    expect(await settles(gate.afterScreenLoaded())).toBe(false);
    gate.noteFirstCommit();
    deliver?.(['first-contentful-paint']);
    expect(await settles(gate.afterScreenLoaded())).toBe(true);
    await expect(loading).resolves.toBe('switcher');
  });

  it('waits for the screen’s chunk after the paint (the dashboard’s, which itself follows the paint)', async () => {
    const gate = await freshGate();
    gate.noteFirstCommit();
    deliver?.(['first-contentful-paint']);
    expect(await settles(gate.afterFirstPaint())).toBe(true);
    expect(await settles(gate.afterScreenLoaded())).toBe(false);
    gate.noteScreenLoaded();
    expect(await settles(gate.afterScreenLoaded())).toBe(true);
  });

  it('waits for the main thread to be idle after the screen’s chunk (its first render done)', async () => {
    const gate = await freshGate();
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => (idle = task));
    gate.noteFirstCommit();
    deliver?.(['first-contentful-paint']);
    gate.noteScreenLoaded();
    expect(await settles(gate.afterScreenLoaded())).toBe(false);
    idle!();
    expect(await settles(gate.afterScreenLoaded())).toBe(true);
  });

  it('opens when a screen says its content has committed, without waiting for an idle moment', async () => {
    const gate = await freshGate();
    vi.stubGlobal('requestIdleCallback', () => 0); // never idle
    gate.noteFirstCommit();
    deliver?.(['first-contentful-paint']);
    expect(await settles(gate.afterScreenLoaded())).toBe(false);
    gate.noteScreenDrawn();
    expect(await settles(gate.afterScreenLoaded())).toBe(true);
  });

  it('does not wait past 4 s after the paint when no screen is ever noted (a chunk that never comes)', async () => {
    const gate = await freshGate();
    gate.noteFirstCommit();
    deliver?.(['first-contentful-paint']);
    await vi.advanceTimersByTimeAsync(3998);
    expect(await settles(gate.afterScreenLoaded())).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await settles(gate.afterScreenLoaded())).toBe(true);
  });
});

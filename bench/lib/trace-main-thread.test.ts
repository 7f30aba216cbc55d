import { describe, expect, it } from 'vitest';
import { mainThreadCpu, type TraceEvent } from './trace-main-thread.ts';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, tsMs: number, durMs: number, tdurMs: number): TraceEvent => ({
  ph: 'X',
  name: 'RunTask',
  pid,
  tid,
  ts: tsMs * 1000,
  dur: durMs * 1000,
  tdur: tdurMs * 1000,
});

describe('mainThreadCpu (thread time of the page main thread in a trace)', () => {
  it.each([
    {
      case: 'sums thread time, not wall time; blocking is each task × 4 past 50 ms',
      events: [thread(1, 1, 'CrRendererMain'), task(1, 1, 0, 300, 30), task(1, 1, 400, 20, 10)],
      // 30 ms × 4 = 120 → 70 past 50; 10 × 4 = 40 → 0.
      expected: { cpuMs: 40, blockingMs: 70, longestTaskMs: 30 },
    },
    {
      case: 'the busiest renderer main thread is the page (about:blank is another renderer)',
      events: [
        thread(1, 1, 'CrRendererMain'),
        thread(2, 7, 'CrRendererMain'),
        thread(2, 8, 'Compositor'),
        task(1, 1, 0, 5, 5),
        task(2, 7, 0, 100, 100),
        task(2, 8, 0, 900, 900),
      ],
      expected: { cpuMs: 100, blockingMs: 350, longestTaskMs: 100 },
    },
    {
      case: 'a task nested in another is counted once, inside it',
      events: [thread(1, 1, 'CrRendererMain'), task(1, 1, 0, 100, 60), task(1, 1, 10, 20, 20)],
      expected: { cpuMs: 60, blockingMs: 190, longestTaskMs: 60 },
    },
    {
      case: 'blocking counts from the first contentful paint on; CPU counts every task',
      events: [
        thread(1, 1, 'CrRendererMain'),
        task(1, 1, 0, 100, 100),
        { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 1, ts: 150_000 },
        task(1, 1, 200, 25, 25),
      ],
      expected: { cpuMs: 125, blockingMs: 50, longestTaskMs: 100 },
    },
    {
      case: 'no renderer main thread: nothing',
      events: [thread(1, 1, 'CrBrowserMain'), task(1, 1, 0, 80, 80)],
      expected: { cpuMs: 0, blockingMs: 0, longestTaskMs: 0 },
    },
  ])('$case', ({ events, expected }) => {
    expect(mainThreadCpu(events)).toEqual(expected);
  });
});

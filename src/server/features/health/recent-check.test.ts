import { describe, expect, it } from 'vitest';
import { createRecentCheck } from './recent-check.ts';

describe('createRecentCheck', () => {
  const setup = (results: Array<number | Error>) => {
    let clock = 0;
    let calls = 0;
    const check = createRecentCheck(
      async () => {
        const result = results[calls++]!;
        if (result instanceof Error) throw result;
        return result;
      },
      1000,
      () => clock,
    );
    return { check, calls: () => calls, advance: (ms: number) => (clock += ms) };
  };

  it.each([
    { label: 'within the age: the kept answer', after: 999, expected: 1, calls: 1 },
    { label: 'at the age: checks again', after: 1000, expected: 2, calls: 2 },
    { label: 'long after: checks again', after: 60_000, expected: 2, calls: 2 },
  ])('$label', async ({ after, expected, calls }) => {
    const probe = setup([1, 2]);
    expect(await probe.check()).toBe(1);
    probe.advance(after);
    expect(await probe.check()).toBe(expected);
    expect(probe.calls()).toBe(calls);
  });

  it('callers at the same moment share one check', async () => {
    const probe = setup([7]);
    expect(await Promise.all([probe.check(), probe.check(), probe.check()])).toEqual([7, 7, 7]);
    expect(probe.calls()).toBe(1);
  });

  it('a failure is not kept: the next call checks again', async () => {
    const probe = setup([new Error('database down'), 3]);
    await expect(probe.check()).rejects.toThrow('database down');
    expect(await probe.check()).toBe(3);
    expect(probe.calls()).toBe(2);
  });

  // The server's start read the migration version a moment before it listens: the first probes take that answer.
  it.each([
    { label: 'an answer known 999 ms ago is the answer', knownAgo: 999, expected: 45, calls: 0 },
    { label: 'an answer known 1,000 ms ago is checked again', knownAgo: 1000, expected: 46, calls: 1 },
  ])('$label', async ({ knownAgo, expected, calls }) => {
    let made = 0;
    const check = createRecentCheck(
      async () => {
        made += 1;
        return 46;
      },
      1000,
      () => 10_000,
      { value: 45, at: 10_000 - knownAgo },
    );
    expect(await check()).toBe(expected);
    expect(made).toBe(calls);
  });
});

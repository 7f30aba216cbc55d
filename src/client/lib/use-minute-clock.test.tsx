import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msUntilNextMinute, useMinuteClock } from './use-minute-clock.ts';

afterEach(() => vi.useRealTimers());

describe('msUntilNextMinute', () => {
  const cases: { at: string; expected: number }[] = [
    { at: '2026-11-24T08:30:00.000', expected: 60_000 },
    { at: '2026-11-24T08:30:00.001', expected: 59_999 },
    { at: '2026-11-24T08:30:15.250', expected: 44_750 },
    { at: '2026-11-24T08:30:59.999', expected: 1 },
    { at: '2026-11-24T23:59:59.500', expected: 500 },
  ];
  it.each(cases)('at $at: $expected ms', ({ at, expected }) => {
    expect(msUntilNextMinute(new Date(at))).toBe(expected);
  });
});

describe('useMinuteClock', () => {
  it('renews the time at the start of each minute and not between', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T08:30:40.000') });
    const { result } = renderHook(() => useMinuteClock());
    const minuteOf = () => result.current.getMinutes();
    expect(minuteOf()).toBe(30);
    await act(async () => vi.advanceTimersByTime(19_999));
    expect(minuteOf()).toBe(30);
    await act(async () => vi.advanceTimersByTime(1));
    expect(minuteOf()).toBe(31);
    expect(result.current.getSeconds()).toBe(0);
    const atStart = result.current;
    await act(async () => vi.advanceTimersByTime(59_999));
    expect(result.current).toBe(atStart); // no redraw within the minute
    await act(async () => vi.advanceTimersByTime(1));
    expect(minuteOf()).toBe(32);
  });
});

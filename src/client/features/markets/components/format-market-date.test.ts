import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('formatMarketDate', () => {
  // A browser's first date formatter loads its calendar data (20-40 ms; four times that on a phone): the dashboard
  // paid it while evaluating its modules, with no deadline to show.
  it('makes its formatter at the first date shown, once, and not when its module loads', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const { formatMarketDate } = await import('./format-market-date.ts');
    expect(made).not.toHaveBeenCalled();
    expect(formatMarketDate('2028-07-31')).toContain('2028');
    expect(formatMarketDate('2026-12-01')).toContain('2026');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('reads the ISO date as that calendar day, wherever the reader is', async () => {
    const { formatMarketDate } = await import('./format-market-date.ts');
    expect(formatMarketDate('2028-07-31')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2028, 6, 31)),
    );
  });
});

let longDate: Intl.DateTimeFormat | null = null;

/**
 * An ISO date of a rule ('2028-07-31') as the reader's long date. The formatter is made at the first date shown, not
 * when the module loads: a browser's first date formatter loads its calendar data (20-40 ms of the main thread, four
 * times that on a phone), which the dashboard paid while evaluating its modules even with no deadline to show.
 */
export function formatMarketDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

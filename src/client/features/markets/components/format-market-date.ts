const LONG_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO date of a rule ('2028-07-31') as the reader's long date. */
export const formatMarketDate = (isoDate: string): string => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));

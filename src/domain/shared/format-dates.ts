type DateInput = string | number | Date | null | undefined;

function toValidDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day in the reader's locale ('28 Nov 2026', 'Nov 28, 2026'); nothing or an invalid date reads '—'. */
export function formatDate(value: DateInput): string {
  const date = toValidDate(value);
  return date ? date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '—';
}

/** A day and time in the reader's locale ('28 Nov 2026, 14:05'); nothing or an invalid date reads '—'. */
export function formatDateTime(value: DateInput): string {
  const date = toValidDate(value);
  return date ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

/**
 * A day as documents and e-mails print it, whatever the reader's locale ('12 April 2026'): the regulation's own
 * dates, read in UTC so a day never shifts; nothing or an invalid date reads '—'.
 */
export function formatDocumentDate(value: DateInput): string {
  const date = toValidDate(
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value,
  );
  return date
    ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    : '—';
}

// The en-GB names, spelt out: a page's first Intl date format loads its locale data, about 100 ms of a phone's main
// thread in the dashboard's first render (issue 34). first-paint.js spells the greeting's day the same way.
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const MONTHS = 'January February March April May June July August September October November December'.split(' ');
/** en-GB's short months: the first three letters, four for September ('Sept'). */
const SHORT_MONTHS = MONTHS.map((month, index) => month.slice(0, index === 8 ? 4 : 3));

/**
 * The day as the dashboard's greeting names it, in the reader's time zone ('Monday 3 January'), as en-GB writes it:
 * the screen draws it, and the server writes it into the prerendered dashboard (first-paint.js then sets the
 * reader's own day).
 */
export function formatGreetingDay(date: Date): string {
  return `${WEEKDAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]}`;
}

/** A day and its month in the reader's time zone, as en-GB writes them short ('3 Sept'): lists' dates. */
export function formatDayMonth(value: DateInput): string {
  const date = toValidDate(value);
  return date ? `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}` : '—';
}

/** The dashboard's greeting for an hour of the day (0-23). */
export function greetingAt(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

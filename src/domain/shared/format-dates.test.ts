import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDocumentDate,
  formatGreetingDay,
  greetingAt,
} from './format-dates.ts';

describe('formatDate and formatDateTime', () => {
  it.each([null, undefined, '', 'not a date', Number.NaN])('%s reads as a dash', (value) => {
    expect(formatDate(value)).toBe('—');
    expect(formatDateTime(value)).toBe('—');
  });

  it('reads the same day from an ISO string, a Date and a timestamp', () => {
    const iso = '2026-11-28T12:00:00.000Z';
    expect(formatDate(iso)).toBe(formatDate(new Date(iso)));
    expect(formatDate(iso)).toBe(formatDate(Date.parse(iso)));
    expect(formatDateTime(iso)).toBe(formatDateTime(new Date(iso)));
  });

  it('names the year and a short month, and the time only in formatDateTime', () => {
    const iso = '2026-11-28T12:00:00.000Z';
    expect(formatDate(iso)).toContain('2026');
    expect(formatDate(iso)).toMatch(/Nov/);
    expect(formatDate(iso)).not.toMatch(/\d{1,2}:\d{2}/);
    expect(formatDateTime(iso)).toMatch(/\d{1,2}:\d{2}/);
  });
});

describe('formatDocumentDate', () => {
  it.each([
    ['2026-04-12', '12 April 2026'],
    ['2028-07-31', '31 July 2028'],
    ['2026-07-31T23:30:00-05:00', '1 August 2026'],
    ['', '—'],
    ['not a date', '—'],
  ])('%j reads %j, in UTC', (value, expected) => {
    expect(formatDocumentDate(value)).toBe(expected);
  });
});

describe('formatGreetingDay and greetingAt', () => {
  it.each([
    [new Date(2000, 0, 3, 9), 'Monday 3 January'],
    [new Date(2026, 10, 29, 23, 59), 'Sunday 29 November'],
  ])('names the local day of %s as %s', (date, expected) => {
    expect(formatGreetingDay(date)).toBe(expected);
  });

  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('greets at %i h with %s', (hour, expected) => {
    expect(greetingAt(hour)).toBe(expected);
  });
});

describe('the en-GB days spelt out write what Intl writes', () => {
  // One date in each month of 2026 and 2027, covering every weekday, at a local hour far from midnight.
  const DATES = Array.from(
    { length: 24 },
    (_, index) => new Date(2026 + Math.floor(index / 12), index % 12, 1 + index, 13),
  );
  it.each(DATES)('formatGreetingDay(%s)', (date) => {
    expect(formatGreetingDay(date)).toBe(
      date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' }),
    );
  });
  it.each(DATES)('formatDayMonth(%s)', (date) => {
    expect(formatDayMonth(date.toISOString())).toBe(
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(date),
    );
  });
  it.each([null, undefined, '', 'not a date'])('formatDayMonth(%s) reads —', (value) => {
    expect(formatDayMonth(value)).toBe('—');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDocumentDate } from './format-dates.ts';

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

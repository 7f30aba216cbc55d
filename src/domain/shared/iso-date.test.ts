import { describe, expect, it } from 'vitest';
import { IsoDateSchema, isCalendarDate } from './iso-date.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-28', true],
    ['2000-02-29', true],
    ['2026-12-31', true],
    ['2026-04-30', true],
    ['2024-02-30', false],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0000-01-01', false],
    ['2026-1-1', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (text, expected) => expect(isCalendarDate(text)).toBe(expected));

  it('says why in the schema', () => {
    expect(IsoDateSchema.safeParse('2024-02-30').error?.issues[0]?.message).toBe(
      'This date does not exist in the calendar',
    );
    expect(IsoDateSchema.safeParse('30/02/2024').error?.issues[0]?.message).toBe('Dates are YYYY-MM-DD');
  });
});

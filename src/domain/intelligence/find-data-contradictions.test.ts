import { describe, expect, it } from 'vitest';
import { findDataContradictions } from './find-data-contradictions.ts';

const row = (
  name: string,
  releaseYear: number | null,
  ratingValue: number | null = null,
  ratingCount: number | null = null,
) => ({ name, releaseYear, ratingValue, ratingCount });

describe('findDataContradictions', () => {
  it.each([
    [
      'launched before the year in its name',
      row('Summer Edition 2019', 2012),
      ['launched in 2012, before the year 2019 in its name'],
    ],
    ['launched the year in its name', row('Summer Edition 2019', 2019), []],
    ['launched after the year in its name (an homage)', row('1969', 2008), []],
    [
      'two years, the later one counts',
      row('Vintage 1990 – 2015 reissue', 2010),
      ['launched in 2010, before the year 2015 in its name'],
    ],
    ['a number that is no year', row('No. 19', 1971), []],
    ['a longer number', row('Batch 20195', 1999), []],
    ['no launch year', row('Edition 2020', null), []],
    ['a rating without a vote count', row('Shalimar', 1925, 8.1, null), ['a rating without votes']],
    ['a rating with zero votes', row('Shalimar', 1925, 8.1, 0), ['a rating without votes']],
    ['a rating with votes', row('Shalimar', 1925, 8.1, 1200), []],
    ['votes without a rating', row('Shalimar', 1925, null, 3), []],
    [
      'both problems',
      row('Noël 2021', 2020, 7, 0),
      ['launched in 2020, before the year 2021 in its name', 'a rating without votes'],
    ],
  ])('%s', (_, input, expected) => {
    expect(findDataContradictions(input)).toEqual(expected);
  });
});

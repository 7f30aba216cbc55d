import { describe, expect, it } from 'vitest';
import {
  computeShareSeries,
  computeTrend,
  countLaunchesByYear,
  findLatestCompleteYear,
  rankActivity,
  type TrendPerfume,
} from './compute-trends.ts';
import { findRisingPairings } from './find-rising-pairings.ts';

const perfume = (releaseYear: number | null, noteKeys: string[], extra: Partial<TrendPerfume> = {}): TrendPerfume => ({
  releaseYear,
  noteKeys,
  accords: [],
  brand: 'B',
  perfumers: [],
  ...extra,
});

/** `count` launches in `year`, `withNote` of them carrying `note`. */
function launches(year: number, count: number, note: string, withNote: number): TrendPerfume[] {
  return Array.from({ length: count }, (_, index) => perfume(year, index < withNote ? [note, 'musk'] : ['musk']));
}

describe('findLatestCompleteYear', () => {
  it.each([
    [
      'a full last year counts',
      new Map([
        [2022, 100],
        [2023, 90],
      ]),
      2023,
    ],
    [
      'a partial last year (below 75 %) does not',
      new Map([
        [2023, 100],
        [2024, 40],
      ]),
      2023,
    ],
    ['no launches', new Map<number, number>(), null],
  ])('%s', (_label, counts, expected) => expect(findLatestCompleteYear(counts)).toBe(expected));
});

describe('computeShareSeries', () => {
  it('counts each launch once per note, among launches that list notes', () => {
    const { series, bases } = computeShareSeries(
      [perfume(2020, ['oud', 'oud']), perfume(2020, ['rose']), perfume(2020, []), perfume(null, ['oud'])],
      'noteKeys',
    );
    expect(bases.get(2020)).toBe(2);
    expect(series.find((item) => item.key === 'oud')?.points).toEqual([{ year: 2020, count: 1, base: 2, share: 0.5 }]);
    expect(countLaunchesByYear([perfume(2020, []), perfume(2020, ['x']), perfume(null, [])]).get(2020)).toBe(2);
  });
});

describe('computeTrend', () => {
  const build = (shares: Record<number, number>) => {
    const perfumes = Object.entries(shares).flatMap(([year, share]) =>
      launches(Number(year), 100, 'oud', Math.round(share * 100)),
    );
    const series = computeShareSeries(perfumes, 'noteKeys').series.find((item) => item.key === 'oud');
    if (!series) throw new Error('no series');
    return computeTrend(series, 'note', 2023, 2012);
  };
  it.each([
    [
      'rising to its peak',
      { 2015: 0.05, 2016: 0.05, 2017: 0.05, 2018: 0.1, 2019: 0.1, 2020: 0.1, 2021: 0.2, 2022: 0.2, 2023: 0.2 },
      { direction: 'rising', velocity: 1 },
    ],
    [
      'falling from a peak',
      { 2015: 0.4, 2016: 0.4, 2017: 0.4, 2018: 0.3, 2019: 0.3, 2020: 0.3, 2021: 0.1, 2022: 0.1, 2023: 0.1 },
      { direction: 'falling', velocity: 0.25, peakYear: 2015 },
    ],
    ['stable', { 2018: 0.2, 2019: 0.2, 2020: 0.2, 2021: 0.21, 2022: 0.2, 2023: 0.2 }, { direction: 'stable' }],
    ['new', { 2018: 0, 2019: 0, 2020: 0, 2021: 0.05, 2022: 0.05, 2023: 0.05 }, { direction: 'new' }],
  ])('%s', (_label, shares, expected) => {
    const trend = build(shares);
    expect(trend).toMatchObject({ direction: expected.direction });
    if ('velocity' in expected) expect(trend.velocity).toBeCloseTo(expected.velocity, 5);
    if ('peakYear' in expected) expect(trend.peakYear).toBe(expected.peakYear);
  });
});

describe('rankActivity and findRisingPairings', () => {
  it('ranks brands by recent launches', () => {
    const rows = rankActivity(
      [perfume(2023, [], { brand: 'A' }), perfume(2010, [], { brand: 'B' }), perfume(2010, [], { brand: 'B' })],
      'brand',
      2023,
    );
    expect(rows.map((row) => [row.name, row.recent, row.total])).toEqual([
      ['A', 1, 1],
      ['B', 0, 2],
    ]);
  });

  it('finds a pairing that appears only in recent launches', () => {
    const earlier = Array.from({ length: 50 }, (_, index) => perfume(2015 + (index % 5), ['rose', 'musk', 'oud']));
    const recent = Array.from({ length: 30 }, (_, index) =>
      perfume(2021 + (index % 3), index < 10 ? ['pistachio', 'rose', 'musk'] : ['rose', 'musk'], {
        brand: `B${index % 4}`,
      }),
    );
    const pairings = findRisingPairings([...earlier, ...recent], 2023);
    expect(pairings[0]).toMatchObject({ notes: ['musk', 'pistachio'], isNew: true, recentCount: 10 });
  });
});

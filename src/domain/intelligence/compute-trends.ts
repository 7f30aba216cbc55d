/** Catalogue trends (spec section 9: trend velocity compares current and peak relevance). */

export type TrendPerfume = {
  releaseYear: number | null;
  noteKeys: readonly string[];
  accords: readonly string[];
  brand: string;
  brandCountry?: string | null;
  perfumers: readonly string[];
};

/** count of launches in `year` with the item, among `base` launches that year that list notes (or accords). */
export type SharePoint = { year: number; count: number; base: number; share: number };
export type Series = { key: string; total: number; points: SharePoint[] };
export type TrendDirection = 'rising' | 'falling' | 'stable' | 'new';
export type Trend = {
  key: string;
  kind: 'note' | 'accord';
  current: number;
  previous: number;
  peak: number;
  peakYear: number | null;
  /** current / peak: 1 at the peak, falling towards 0 as a trend fades. */
  velocity: number;
  direction: TrendDirection;
  emergenceYear: number | null;
  recentCount: number;
};
export type Activity = {
  name: string;
  total: number;
  recent: number;
  firstYear: number | null;
  lastYear: number | null;
  country: string | null;
};

/** Years of the 3-year windows trends compare. */
export const TREND_WINDOW_YEARS = 3;
/** A window needs this many launches with notes before its share counts towards a peak. */
export const MIN_WINDOW_BASE = 30;
/** Relative change between the previous and current windows that makes a trend rising or falling. */
export const DIRECTION_THRESHOLD = 0.15;

export function countLaunchesByYear(perfumes: readonly TrendPerfume[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const perfume of perfumes) {
    if (perfume.releaseYear !== null) counts.set(perfume.releaseYear, (counts.get(perfume.releaseYear) ?? 0) + 1);
  }
  return new Map([...counts].sort(([a], [b]) => a - b));
}

/**
 * The last year whose launches look complete: a year with fewer than 75 % of the previous year's launches is
 * taken as still being collected (Parfumo's 2024 was scraped mid-year).
 */
export function findLatestCompleteYear(launches: ReadonlyMap<number, number>): number | null {
  const years = [...launches.keys()].sort((a, b) => a - b);
  const last = years.at(-1);
  if (last === undefined) return null;
  const lastCount = launches.get(last) ?? 0;
  const before = launches.get(last - 1) ?? 0;
  return before > 0 && lastCount < before * 0.75 ? last - 1 : last;
}

/** Per-year share of launches listing each item, for notes (`noteKeys`) or accords. */
export function computeShareSeries(
  perfumes: readonly TrendPerfume[],
  field: 'noteKeys' | 'accords',
  options: { minTotal?: number } = {},
): { series: Series[]; bases: Map<number, number> } {
  const bases = new Map<number, number>();
  const counts = new Map<string, Map<number, number>>();
  for (const perfume of perfumes) {
    const items = perfume[field];
    if (perfume.releaseYear === null || items.length === 0) continue;
    const year = perfume.releaseYear;
    bases.set(year, (bases.get(year) ?? 0) + 1);
    for (const item of new Set(items)) {
      let byYear = counts.get(item);
      if (!byYear) counts.set(item, (byYear = new Map()));
      byYear.set(year, (byYear.get(year) ?? 0) + 1);
    }
  }
  const years = [...bases.keys()].sort((a, b) => a - b);
  const series: Series[] = [];
  for (const [key, byYear] of counts) {
    let total = 0;
    for (const value of byYear.values()) total += value;
    if (total < (options.minTotal ?? 1)) continue;
    const points = years.map((year) => {
      const count = byYear.get(year) ?? 0;
      const base = bases.get(year) ?? 0;
      return { year, count, base, share: base > 0 ? count / base : 0 };
    });
    series.push({ key, total, points });
  }
  series.sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  return { series, bases };
}

function windowShare(points: readonly SharePoint[], endYear: number): { share: number; count: number; base: number } {
  let count = 0;
  let base = 0;
  for (const point of points) {
    if (point.year > endYear - TREND_WINDOW_YEARS && point.year <= endYear) {
      count += point.count;
      base += point.base;
    }
  }
  return { share: base > 0 ? count / base : 0, count, base };
}

/** Current (last 3 complete years), previous (the 3 before) and peak (best 3-year window) relevance of a series. */
export function computeTrend(series: Series, kind: 'note' | 'accord', latestYear: number, firstYear = 1980): Trend {
  const current = windowShare(series.points, latestYear);
  const previous = windowShare(series.points, latestYear - TREND_WINDOW_YEARS);
  let peak = current.share;
  let peakYear: number | null = current.base >= MIN_WINDOW_BASE ? latestYear : null;
  const windows: { end: number; share: number }[] = [];
  for (let end = firstYear + TREND_WINDOW_YEARS - 1; end <= latestYear; end += 1) {
    const window = windowShare(series.points, end);
    if (window.base < MIN_WINDOW_BASE) continue;
    windows.push({ end, share: window.share });
    if (window.share > peak) {
      peak = window.share;
      peakYear = end;
    }
  }
  const emergence = windows.find((window) => peak > 0 && window.share >= peak * 0.25);
  let direction: TrendDirection = 'stable';
  if (previous.count === 0 && current.count > 0) direction = 'new';
  else if (previous.share > 0) {
    const change = (current.share - previous.share) / previous.share;
    if (change >= DIRECTION_THRESHOLD) direction = 'rising';
    else if (change <= -DIRECTION_THRESHOLD) direction = 'falling';
  }
  return {
    key: series.key,
    kind,
    current: current.share,
    previous: previous.share,
    peak,
    peakYear,
    velocity: peak > 0 ? current.share / peak : 0,
    direction,
    emergenceYear: emergence ? emergence.end - TREND_WINDOW_YEARS + 1 : null,
    recentCount: current.count,
  };
}

/** Brands or perfumers by activity: launches in total and in the last 3 complete years. */
export function rankActivity(
  perfumes: readonly TrendPerfume[],
  by: 'brand' | 'perfumer',
  latestYear: number,
  limit = 50,
): Activity[] {
  const rows = new Map<string, Activity>();
  for (const perfume of perfumes) {
    const names = by === 'brand' ? [perfume.brand] : perfume.perfumers;
    for (const name of names) {
      let row = rows.get(name);
      if (!row)
        rows.set(
          name,
          (row = {
            name,
            total: 0,
            recent: 0,
            firstYear: null,
            lastYear: null,
            country: by === 'brand' ? (perfume.brandCountry ?? null) : null,
          }),
        );
      row.total += 1;
      const year = perfume.releaseYear;
      if (year === null) continue;
      if (year > latestYear - TREND_WINDOW_YEARS && year <= latestYear) row.recent += 1;
      row.firstYear = row.firstYear === null ? year : Math.min(row.firstYear, year);
      row.lastYear = row.lastYear === null ? year : Math.max(row.lastYear, year);
    }
  }
  return [...rows.values()]
    .sort((a, b) => b.recent - a.recent || b.total - a.total || a.name.localeCompare(b.name))
    .slice(0, limit);
}

import { TREND_WINDOW_YEARS, type TrendPerfume } from './compute-trends.ts';

export type Pairing = {
  notes: [string, string];
  recentCount: number;
  earlierCount: number;
  recentShare: number;
  earlierShare: number;
  /** recent share / earlier share (earlier share floored at half a launch). */
  growth: number;
  /** How much more often the two meet than chance would pair them (lift over independence), in recent launches. */
  unusualness: number;
  isNew: boolean;
};

/** Rising note pairings need at least this many recent launches. */
export const MIN_PAIR_LAUNCHES = 5;
/** …from at least this many brands, so that one house's line of flankers is not a market pairing. */
export const MIN_PAIR_BRANDS = 3;
const EARLIER_WINDOW_YEARS = 7;
const MAX_NOTES = 150;

function pairsOf(notes: readonly string[], allowed: ReadonlySet<string>): string[] {
  const kept = [...new Set(notes)].filter((note) => allowed.has(note)).sort();
  const pairs: string[] = [];
  for (let i = 0; i < kept.length; i += 1)
    for (let j = i + 1; j < kept.length; j += 1) pairs.push(`${kept[i]}\u0000${kept[j]}`);
  return pairs;
}

/**
 * New and unusual note pairings rising in recent launches: pairs of the 150 most used recent notes, counted in
 * the last 3 complete years (by at least 3 brands) and in the 7 years before, ranked by growth then by unusualness.
 */
export function findRisingPairings(perfumes: readonly TrendPerfume[], latestYear: number, limit = 30): Pairing[] {
  const recentStart = latestYear - TREND_WINDOW_YEARS + 1;
  const earlierStart = recentStart - EARLIER_WINDOW_YEARS;
  const recent = perfumes.filter(
    (p) =>
      p.releaseYear !== null && p.releaseYear >= recentStart && p.releaseYear <= latestYear && p.noteKeys.length > 1,
  );
  const earlier = perfumes.filter(
    (p) =>
      p.releaseYear !== null && p.releaseYear >= earlierStart && p.releaseYear < recentStart && p.noteKeys.length > 1,
  );
  if (recent.length === 0 || earlier.length === 0) return [];
  const noteCounts = new Map<string, number>();
  for (const perfume of recent)
    for (const note of new Set(perfume.noteKeys)) noteCounts.set(note, (noteCounts.get(note) ?? 0) + 1);
  const allowed = new Set(
    [...noteCounts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_NOTES)
      .map(([note]) => note),
  );
  const count = (group: readonly TrendPerfume[]) => {
    const counts = new Map<string, number>();
    for (const perfume of group)
      for (const pair of pairsOf(perfume.noteKeys, allowed)) counts.set(pair, (counts.get(pair) ?? 0) + 1);
    return counts;
  };
  const recentPairs = count(recent);
  const brandsPerPair = new Map<string, Set<string>>();
  for (const perfume of recent) {
    for (const pair of pairsOf(perfume.noteKeys, allowed)) {
      let brands = brandsPerPair.get(pair);
      if (!brands) brandsPerPair.set(pair, (brands = new Set()));
      brands.add(perfume.brand);
    }
  }
  const earlierPairs = count(earlier);
  const pairings: Pairing[] = [];
  for (const [pair, recentCount] of recentPairs) {
    if (recentCount < MIN_PAIR_LAUNCHES || (brandsPerPair.get(pair)?.size ?? 0) < MIN_PAIR_BRANDS) continue;
    const [a = '', b = ''] = pair.split('\u0000');
    const earlierCount = earlierPairs.get(pair) ?? 0;
    const recentShare = recentCount / recent.length;
    const earlierShare = earlierCount / earlier.length;
    const growth = recentShare / Math.max(earlierShare, 0.5 / earlier.length);
    if (growth <= 1.2) continue;
    const expected = ((noteCounts.get(a) ?? 0) / recent.length) * ((noteCounts.get(b) ?? 0) / recent.length);
    pairings.push({
      notes: [a, b],
      recentCount,
      earlierCount,
      recentShare,
      earlierShare,
      growth,
      unusualness: expected > 0 ? recentShare / expected : 0,
      isNew: earlierCount === 0,
    });
  }
  return pairings
    .sort((x, y) => y.growth - x.growth || y.unusualness - x.unusualness || y.recentCount - x.recentCount)
    .slice(0, limit);
}

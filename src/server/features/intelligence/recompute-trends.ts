import { and, count, eq, sql } from 'drizzle-orm';
import {
  computeShareSeries,
  computeTrend,
  countLaunchesByYear,
  findLatestCompleteYear,
  rankActivity,
  type Trend,
  type TrendPerfume,
} from '../../../domain/intelligence/compute-trends.ts';
import { findRisingPairings } from '../../../domain/intelligence/find-rising-pairings.ts';
import type { Db } from '../../db/client.ts';
import {
  commercialPerfumes,
  industryTrends,
  marketTrendData,
  perfumeTrends,
  trendingIngredients,
} from '../../db/schema/index.ts';
import type { Tx } from '../reference-data/reference-data.public.ts';
import { containsPattern, startsWithPattern } from '../../lib/like-pattern.ts';

/** Notes with fewer launches than this in the whole catalogue get no stored series. */
const MIN_SERIES_TOTAL = 30;
const INSERT_BATCH = 300;

export type TrendsSummary = {
  catalogue: string;
  perfumes: number;
  latestYear: number | null;
  notes: number;
  accords: number;
  ms: number;
};

async function insertBatched(tx: Tx, table: Parameters<Tx['insert']>[0], rows: Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await tx.insert(table).values(rows.slice(start, start + INSERT_BATCH) as never);
}

/** Reference materials whose name or synonyms carry a note (bergamot → the bergamot oils), 5 at most. */
export async function findMaterialsForNote(db: Db | Tx, note: string): Promise<{ id: string; name: string }[]> {
  const like = containsPattern(note);
  const rows = await db.execute<{ id: string; name: string }>(sql`
    SELECT id, name FROM materials WHERE user_id IS NULL AND (lower(name) LIKE ${like} OR search_text LIKE ${like})
    ORDER BY (lower(name) LIKE ${startsWithPattern(note)}) DESC, source_count DESC, length(name) LIMIT 5`);
  return rows.rows;
}

/** Recomputes and stores every trend of one catalogue (run after each import). */
export async function recomputeTrends(db: Db, catalogue: string): Promise<TrendsSummary> {
  const started = performance.now();
  const perfumes: TrendPerfume[] = await db
    .select({
      releaseYear: commercialPerfumes.releaseYear,
      noteKeys: commercialPerfumes.noteKeys,
      accords: commercialPerfumes.accords,
      brand: commercialPerfumes.brand,
      brandCountry: commercialPerfumes.brandCountry,
      perfumers: commercialPerfumes.perfumers,
    })
    .from(commercialPerfumes)
    .where(and(eq(commercialPerfumes.catalogue, catalogue), sql`cardinality(${commercialPerfumes.dataIssues}) = 0`));
  // Rows whose data contradicts itself stay in the library but count in no trend; the screen says how many.
  const [excluded] = await db
    .select({ total: count() })
    .from(commercialPerfumes)
    .where(and(eq(commercialPerfumes.catalogue, catalogue), sql`cardinality(${commercialPerfumes.dataIssues}) > 0`));
  const excludedContradictory = excluded?.total ?? 0;
  const launches = countLaunchesByYear(perfumes);
  const latestYear = findLatestCompleteYear(launches);
  const notes = computeShareSeries(perfumes, 'noteKeys', { minTotal: MIN_SERIES_TOTAL });
  const accords = computeShareSeries(perfumes, 'accords', { minTotal: MIN_SERIES_TOTAL });
  const trends: Trend[] =
    latestYear === null
      ? []
      : [
          ...notes.series.map((series) => computeTrend(series, 'note', latestYear)),
          ...accords.series.map((series) => computeTrend(series, 'accord', latestYear)),
        ];
  const computedAt = new Date();
  const seriesRows = [
    {
      id: `${catalogue}|launches|all`,
      catalogue,
      series: 'launches',
      key: 'all',
      computedAt,
      trendData: {
        latestCompleteYear: latestYear,
        excludedContradictory,
        points: [...launches].map(([year, count]) => ({
          year,
          count,
          withNotes: notes.bases.get(year) ?? 0,
          withAccords: accords.bases.get(year) ?? 0,
        })),
      },
    },
    ...notes.series.map((series) => ({
      id: `${catalogue}|note|${series.key}`,
      catalogue,
      series: 'note',
      key: series.key,
      computedAt,
      trendData: { total: series.total, points: series.points },
    })),
    ...accords.series.map((series) => ({
      id: `${catalogue}|accord|${series.key}`,
      catalogue,
      series: 'accord',
      key: series.key,
      computedAt,
      trendData: { total: series.total, points: series.points },
    })),
  ];
  const trendRows = trends.map((trend) => ({
    id: `${catalogue}|${trend.kind}|${trend.key}`,
    catalogue,
    kind: trend.kind,
    trendName: trend.key,
    currentRelevanceScore: trend.current,
    peakRelevanceScore: trend.peak,
    previousRelevanceScore: trend.previous,
    peakYear: trend.peakYear,
    velocity: trend.velocity,
    direction: trend.direction,
    emergenceDate: trend.emergenceYear === null ? null : String(trend.emergenceYear),
    recentCount: trend.recentCount,
    computedAt,
  }));
  const moving = trends
    .filter((trend) => trend.kind === 'note' && trend.recentCount >= 10 && trend.direction !== 'stable')
    .sort((a, b) => b.current - b.previous - (a.current - a.previous))
    .slice(0, 40);
  const activity =
    latestYear === null
      ? { brand: [], perfumer: [] }
      : {
          brand: rankActivity(perfumes, 'brand', latestYear),
          perfumer: rankActivity(perfumes, 'perfumer', latestYear),
        };
  const pairings = latestYear === null ? [] : findRisingPairings(perfumes, latestYear);
  await db.transaction(async (tx: Tx) => {
    const ingredientRows = [];
    for (const trend of moving) {
      ingredientRows.push({
        id: `${catalogue}|${trend.key}`,
        catalogue,
        note: trend.key,
        direction: trend.direction,
        velocity: trend.velocity,
        currentShare: trend.current,
        materials: await findMaterialsForNote(tx, trend.key),
        computedAt,
      });
    }
    for (const table of [marketTrendData, industryTrends, trendingIngredients, perfumeTrends])
      await tx.delete(table).where(eq(table.catalogue, catalogue));
    await insertBatched(tx, marketTrendData, seriesRows);
    await insertBatched(tx, industryTrends, trendRows);
    await insertBatched(tx, trendingIngredients, ingredientRows);
    await insertBatched(tx, perfumeTrends, [
      ...(['brand', 'perfumer'] as const).flatMap((kind) =>
        activity[kind].map((row, index) => ({
          id: `${catalogue}|${kind}|${row.name}`,
          catalogue,
          kind,
          name: row.name,
          data: row,
          rank: index + 1,
          computedAt,
        })),
      ),
      ...pairings.map((pairing, index) => ({
        id: `${catalogue}|pairing|${pairing.notes.join('+')}`,
        catalogue,
        kind: 'pairing',
        name: pairing.notes.join(' + '),
        data: pairing,
        rank: index + 1,
        computedAt,
      })),
    ]);
  });
  return {
    catalogue,
    perfumes: perfumes.length,
    latestYear,
    notes: notes.series.length,
    accords: accords.series.length,
    ms: Math.round(performance.now() - started),
  };
}

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { toNoteKey } from '../../../domain/intelligence/note-key.ts';
import type { Activity } from '../../../domain/intelligence/compute-trends.ts';
import type { Pairing } from '../../../domain/intelligence/find-rising-pairings.ts';
import type { Db } from '../../db/client.ts';
import {
  commercialPerfumes,
  industryTrends,
  marketTrendData,
  perfumeTrends,
  trendingIngredients,
} from '../../db/schema/index.ts';
import { findMaterialsForNote } from './recompute-trends.ts';

type LaunchPoint = { year: number; count: number; withNotes: number; withAccords: number };

/** Everything the intelligence screens show for one catalogue; `computedAt` null when nothing is computed yet. */
export async function getTrendOverview(db: Db, catalogue: string) {
  const [launches] = await db
    .select()
    .from(marketTrendData)
    .where(and(eq(marketTrendData.catalogue, catalogue), eq(marketTrendData.series, 'launches')));
  const data = launches?.trendData as
    { latestCompleteYear: number | null; points: LaunchPoint[]; excludedContradictory?: number } | undefined;
  const trends = await db
    .select()
    .from(industryTrends)
    .where(and(eq(industryTrends.catalogue, catalogue), sql`${industryTrends.recentCount} >= 10`));
  const pick = (kind: string, direction: 'rising' | 'falling') =>
    trends
      .filter(
        (trend) =>
          trend.kind === kind &&
          (direction === 'rising' ? ['rising', 'new'].includes(trend.direction) : trend.direction === 'falling'),
      )
      .sort((a, b) =>
        direction === 'rising'
          ? b.currentRelevanceScore - b.previousRelevanceScore - (a.currentRelevanceScore - a.previousRelevanceScore)
          : a.currentRelevanceScore - a.previousRelevanceScore - (b.currentRelevanceScore - b.previousRelevanceScore),
      )
      .slice(0, 12);
  const accords = trends
    .filter((trend) => trend.kind === 'accord')
    .sort((a, b) => b.currentRelevanceScore - a.currentRelevanceScore);
  const activity = await db
    .select()
    .from(perfumeTrends)
    .where(and(eq(perfumeTrends.catalogue, catalogue), inArray(perfumeTrends.kind, ['brand', 'perfumer'])))
    .orderBy(asc(perfumeTrends.rank));
  const ingredients = await db
    .select()
    .from(trendingIngredients)
    .where(eq(trendingIngredients.catalogue, catalogue))
    .orderBy(desc(trendingIngredients.currentShare));
  return {
    catalogue,
    computedAt: launches?.computedAt ?? null,
    latestCompleteYear: data?.latestCompleteYear ?? null,
    /** Perfumes left out of every trend because their data contradicts itself. */
    excludedContradictory: data?.excludedContradictory ?? 0,
    launches: data?.points ?? [],
    risingNotes: pick('note', 'rising'),
    fallingNotes: pick('note', 'falling'),
    accords,
    brands: activity
      .filter((row) => row.kind === 'brand')
      .slice(0, 20)
      .map((row) => row.data as Activity),
    perfumers: activity
      .filter((row) => row.kind === 'perfumer')
      .slice(0, 20)
      .map((row) => row.data as Activity),
    ingredients,
  };
}

/** Stored per-year share series of some notes or accords. */
export async function getSeries(db: Db, catalogue: string, kind: 'note' | 'accord', keys: readonly string[]) {
  const wanted = kind === 'note' ? keys.map(toNoteKey) : keys;
  const rows = await db
    .select()
    .from(marketTrendData)
    .where(
      and(
        eq(marketTrendData.catalogue, catalogue),
        eq(marketTrendData.series, kind),
        inArray(marketTrendData.key, wanted),
      ),
    );
  return wanted.map((key) => ({
    key,
    ...(rows.find((row) => row.key === key)?.trendData ?? { total: 0, points: [] }),
  }));
}

/** One note's market presence: its series and trend, the perfumes and brands using it, the matching materials. */
export async function getMaterialPresence(db: Db, catalogue: string, note: string) {
  const key = toNoteKey(note);
  const [stored] = await getSeries(db, catalogue, 'note', [key]);
  // Notes too rare for a stored series (under 30 launches) are counted here, the same way.
  const series = (stored as { points?: unknown[] } | undefined)?.points?.length
    ? stored
    : await countNoteSeries(db, catalogue, key);
  const [trend] = await db
    .select()
    .from(industryTrends)
    .where(
      and(eq(industryTrends.catalogue, catalogue), eq(industryTrends.kind, 'note'), eq(industryTrends.trendName, key)),
    );
  const withNote = and(
    eq(commercialPerfumes.catalogue, catalogue),
    sql`${key} = ANY(${commercialPerfumes.noteKeys})`,
    sql`cardinality(${commercialPerfumes.dataIssues}) = 0`,
  );
  const perfumes = await db
    .select({
      id: commercialPerfumes.id,
      name: commercialPerfumes.name,
      brand: commercialPerfumes.brand,
      releaseYear: commercialPerfumes.releaseYear,
      ratingValue: commercialPerfumes.ratingValue,
      ratingCount: commercialPerfumes.ratingCount,
    })
    .from(commercialPerfumes)
    .where(withNote)
    .orderBy(sql`${commercialPerfumes.ratingCount} DESC NULLS LAST`)
    .limit(24);
  const brands = await db.execute<{ brand: string; count: number }>(
    sql`SELECT brand, count(*)::int AS count FROM ${commercialPerfumes} WHERE ${withNote} GROUP BY brand ORDER BY count DESC, brand LIMIT 15`,
  );
  return {
    note: key,
    series: series ?? { key, total: 0, points: [] },
    trend: trend ?? null,
    perfumes,
    brands: brands.rows,
    materials: await findMaterialsForNote(db, key),
  };
}

async function countNoteSeries(db: Db, catalogue: string, key: string) {
  const raw = await db.execute<{ year: number; count: number; base: number }>(sql`
    SELECT release_year AS year, count(*) FILTER (WHERE ${key} = ANY(note_keys))::int AS count, count(*)::int AS base
    FROM ${commercialPerfumes} WHERE catalogue = ${catalogue} AND release_year IS NOT NULL AND cardinality(note_keys) > 0
    GROUP BY release_year ORDER BY release_year`);
  const points = raw.rows.map((row) => ({
    year: Number(row.year),
    count: Number(row.count),
    base: Number(row.base),
    share: Number(row.base) > 0 ? Number(row.count) / Number(row.base) : 0,
  }));
  return { key, total: points.reduce((sum, point) => sum + point.count, 0), points };
}

/** Rising and new note pairings of recent launches (computed by the trends job). */
export async function getDiscoveries(db: Db, catalogue: string) {
  const rows = await db
    .select()
    .from(perfumeTrends)
    .where(and(eq(perfumeTrends.catalogue, catalogue), eq(perfumeTrends.kind, 'pairing')))
    .orderBy(asc(perfumeTrends.rank));
  return { catalogue, computedAt: rows[0]?.computedAt ?? null, pairings: rows.map((row) => row.data as Pairing) };
}

/** Admin check: stored series against counts made directly in SQL from the perfume rows. */
export async function checkTrends(db: Db, catalogue: string, notes: readonly string[]) {
  const keys = notes.map(toNoteKey);
  const stored = await getSeries(db, catalogue, 'note', keys);
  const checks = await Promise.all(
    keys.map(async (key) => {
      const raw = await db.execute<{ year: number; count: number; base: number }>(sql`
        SELECT release_year AS year, count(*) FILTER (WHERE ${key} = ANY(note_keys))::int AS count, count(*)::int AS base
        FROM ${commercialPerfumes} WHERE catalogue = ${catalogue} AND release_year IS NOT NULL AND cardinality(note_keys) > 0 AND cardinality(data_issues) = 0
        GROUP BY release_year ORDER BY release_year`);
      const series = stored.find((item) => item.key === key) as
        { points?: { year: number; count: number; base: number }[] } | undefined;
      const points = new Map((series?.points ?? []).map((point) => [point.year, point]));
      const rows = raw.rows.map((row) => {
        const point = points.get(Number(row.year));
        return {
          year: Number(row.year),
          raw: Number(row.count),
          rawBase: Number(row.base),
          stored: point?.count ?? null,
          storedBase: point?.base ?? null,
        };
      });
      const mismatches = rows.filter(
        (row) => row.stored !== null && (row.stored !== row.raw || row.storedBase !== row.rawBase),
      ).length;
      return { key, hasSeries: (series?.points?.length ?? 0) > 0, mismatches, rows };
    }),
  );
  return { catalogue, checks };
}

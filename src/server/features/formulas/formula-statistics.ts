import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type StatisticsRow = {
  formula_count: number;
  owner_count: number;
  version_count: number;
  public_count: number;
  imported_count: number;
  average_ingredients: number | null;
  largest_ingredients: number | null;
  created_last_30_days: number;
};

/** Counts across all formulas for admins: no names, rows or owners are returned. */
export async function getFormulaStatistics(db: Db) {
  const result = await db.execute<StatisticsRow>(sql`
    SELECT
      (SELECT count(*)::int FROM formulas) AS formula_count,
      (SELECT count(DISTINCT user_id)::int FROM formulas) AS owner_count,
      (SELECT count(*)::int FROM formula_versions) AS version_count,
      (SELECT count(*)::int FROM formulas WHERE is_public) AS public_count,
      (SELECT count(*)::int FROM formulas WHERE source = 'imported') AS imported_count,
      (SELECT avg(jsonb_array_length(rows))::float FROM formulas) AS average_ingredients,
      (SELECT max(jsonb_array_length(rows))::int FROM formulas) AS largest_ingredients,
      (SELECT count(*)::int FROM formulas WHERE created_at > now() - interval '30 days') AS created_last_30_days`);
  const row = result.rows[0];
  return {
    formulaCount: row?.formula_count ?? 0,
    ownerCount: row?.owner_count ?? 0,
    versionCount: row?.version_count ?? 0,
    publicCount: row?.public_count ?? 0,
    importedCount: row?.imported_count ?? 0,
    averageIngredients: row?.average_ingredients ?? null,
    largestIngredients: row?.largest_ingredients ?? null,
    createdLast30Days: row?.created_last_30_days ?? 0,
  };
}

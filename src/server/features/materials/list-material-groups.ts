import { and, count, isNull, sql } from 'drizzle-orm';
import { groupOdourFamilies } from '../../../domain/materials/group-odour-families.ts';
import type { Db } from '../../db/client.ts';
import { materials, odourFamilyLabels } from '../../db/schema/index.ts';

/** Odour families (with admins' labels and merges) and IFRA groups (Standard types), each with its counts. */
export async function listMaterialGroups(db: Db) {
  const [familyCounts, labels, ifraRows] = await Promise.all([
    db
      .select({ family: materials.odourFamily, total: count() })
      .from(materials)
      .where(and(isNull(materials.userId), sql`${materials.odourFamily} IS NOT NULL`))
      .groupBy(materials.odourFamily),
    db
      .select({
        family: odourFamilyLabels.family,
        label: odourFamilyLabels.label,
        updatedAt: odourFamilyLabels.updatedAt,
      })
      .from(odourFamilyLabels),
    db.execute<{ type: string; standards: number; materials: number }>(sql`
      SELECT s.type, count(DISTINCT s.id)::int AS standards, count(DISTINCT m.id)::int AS materials
      FROM ifra_standards s
      LEFT JOIN ifra_standard_cas c ON c.standard_key = s.id
      LEFT JOIN materials m ON m.cas = c.cas AND m.user_id IS NULL
      GROUP BY s.type
      ORDER BY count(DISTINCT s.id) DESC, s.type`),
  ]);
  const counts = familyCounts.flatMap((row) => (row.family ? [{ family: row.family, total: row.total }] : []));
  return {
    odourFamilies: groupOdourFamilies(counts, labels),
    labels: labels.map((entry) => ({ ...entry, updatedAt: entry.updatedAt.toISOString() })),
    ifraGroups: ifraRows.rows.map((row) => ({
      type: row.type,
      standards: Number(row.standards),
      materials: Number(row.materials),
    })),
  };
}

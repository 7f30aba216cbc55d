import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { visibleMaterials } from '../workspaces/workspaces.public.ts';

export type MaterialMatch = { id: string; name: string; cas: string | null };
export type MaterialMatcher = (name: string | undefined, cas: string | undefined) => MaterialMatch | null;

const normaliseName = (name: string) => name.trim().toLowerCase().replaceAll(/\s+/g, ' ');

/**
 * Looks up, in one query, the materials a list of rows names (by CAS first, then exact name, case-insensitive),
 * among the reference library and the workspace's own materials (none for a scraper: `scope` null). Own wins a tie.
 */
export async function buildMaterialMatcher(
  db: Db,
  scope: WorkspaceScope | null,
  rows: ReadonlyArray<{ name?: string; cas?: string }>,
): Promise<MaterialMatcher> {
  const casNumbers = [...new Set(rows.map((row) => row.cas?.trim()).filter((cas): cas is string => Boolean(cas)))];
  const names = [...new Set(rows.map((row) => (row.name ? normaliseName(row.name) : '')).filter(Boolean))];
  const visible = scope ? visibleMaterials(scope) : isNull(materials.workspaceId);
  const conditions = [
    casNumbers.length > 0 ? inArray(materials.cas, casNumbers) : undefined,
    names.length > 0 ? inArray(sql`lower(${materials.name})`, names) : undefined,
    // A reference material shown by its trade name (Hedione) still answers to the names it had (Methyl dihydrojasmonate).
    names.length > 0
      ? sql`EXISTS (SELECT 1 FROM unnest(${materials.synonyms}) AS synonym(value) WHERE ${inArray(sql`lower(synonym.value)`, names)})`
      : undefined,
  ].filter((condition) => condition !== undefined);
  const found =
    conditions.length === 0
      ? []
      : await db
          .select({
            id: materials.id,
            name: materials.name,
            cas: materials.cas,
            workspaceId: materials.workspaceId,
            synonyms: materials.synonyms,
          })
          .from(materials)
          .where(and(visible, or(...conditions)));
  const byCas = new Map<string, MaterialMatch>();
  const wanted = new Set(names);
  const byName = new Map<string, MaterialMatch>();
  const bySynonym = new Map<string, MaterialMatch>();
  for (const row of [...found].sort((a, b) => Number(a.workspaceId !== null) - Number(b.workspaceId !== null))) {
    const match = { id: row.id, name: row.name, cas: row.cas };
    if (row.cas) byCas.set(row.cas, match);
    byName.set(normaliseName(row.name), match);
    for (const synonym of row.synonyms)
      if (wanted.has(normaliseName(synonym))) bySynonym.set(normaliseName(synonym), match);
  }
  return (name, cas) =>
    (cas?.trim() && byCas.get(cas.trim())) ||
    (name ? (byName.get(normaliseName(name)) ?? bySynonym.get(normaliseName(name))) : undefined) ||
    null;
}

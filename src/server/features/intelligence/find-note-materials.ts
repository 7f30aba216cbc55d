import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import { toNoteKey } from '../../../domain/intelligence/note-key.ts';
import {
  findNoteMaterialRules,
  selectNoteMaterials,
  type NoteMaterialCandidate,
  type NoteMaterialConfidence,
  type NoteMaterialRule,
} from '../../../domain/intelligence/note-materials.ts';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';

/** Prohibited by an IFRA Standard or banned by EU Annex II, by the material's CAS numbers (checked on every request). */
const isProhibitedSql = sql<boolean>`(
  EXISTS (SELECT 1 FROM ifra_standard_cas s JOIN ifra_standards st ON st.id = s.standard_key
          WHERE st.is_prohibition AND (s.cas = "materials"."cas" OR s.cas = ANY("materials"."other_cas")))
  OR EXISTS (SELECT 1 FROM eu_annex_entries e WHERE e.annex = 'II' AND (e.cas = "materials"."cas" OR e.cas = ANY("materials"."other_cas")))
)`;

export type NoteMaterial = {
  id: string;
  name: string;
  cas: string | null;
  confidence: NoteMaterialConfidence;
  why: string;
};
export type NoteMaterials = { note: string; key: string; materials: NoteMaterial[] };

type Row = { id: string; name: string; cas: string | null; mergeKey: string | null; isProhibited: boolean };

/**
 * The library materials for each of a perfume's notes, by the curated table (`note-materials.ts`): an empty
 * list is "no match". A material IFRA prohibits or EU Annex II bans is never proposed, whatever the table says
 * (`rulesFor` lets a test hand in a table that names one).
 */
export async function findNoteMaterials(
  db: Db,
  notes: readonly string[],
  rulesFor: (note: string) => readonly NoteMaterialRule[] = findNoteMaterialRules,
): Promise<NoteMaterials[]> {
  const perNote = notes.map((note) => ({ note, key: toNoteKey(note), rules: rulesFor(note) }));
  const rules = perNote.flatMap((item) => item.rules);
  const mergeKeys = [...new Set(rules.flatMap((rule) => (rule.cas ? [`cas:${rule.cas}`] : [])))];
  const names = [...new Set(rules.flatMap((rule) => (rule.name ? [rule.name.toLowerCase()] : [])))];
  const rows: Row[] =
    rules.length === 0
      ? []
      : await db
          .select({
            id: materials.id,
            name: materials.name,
            cas: materials.cas,
            mergeKey: materials.mergeKey,
            isProhibited: isProhibitedSql,
          })
          .from(materials)
          .where(
            and(
              isNull(materials.userId),
              or(
                mergeKeys.length > 0 ? inArray(materials.mergeKey, mergeKeys) : undefined,
                names.length > 0 ? inArray(sql`lower(${materials.name})`, names) : undefined,
              ),
            ),
          )
          .orderBy(materials.mergeKey);
  return perNote.map(({ note, key, rules: noteRules }) => {
    const candidates: NoteMaterialCandidate<Row>[] = noteRules.flatMap((rule) =>
      rows
        .filter((row) =>
          rule.cas ? row.mergeKey === `cas:${rule.cas}` : row.name.toLowerCase() === rule.name?.toLowerCase(),
        )
        .map((row) => ({ material: row, rule, isProhibited: row.isProhibited })),
    );
    return {
      note,
      key,
      materials: selectNoteMaterials(candidates).map(({ material, rule }) => ({
        id: material.id,
        name: material.name,
        cas: material.cas,
        confidence: rule.confidence,
        why: rule.why,
      })),
    };
  });
}

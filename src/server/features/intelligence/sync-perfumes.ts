import { eq, inArray, sql } from 'drizzle-orm';
import type { CataloguePerfume } from '../../../domain/intelligence/parse-catalogue-rows.ts';
import { commercialPerfumes } from '../../db/schema/index.ts';
import { stableStringify, type SyncCounts, type Tx } from '../reference-data/reference-data.public.ts';

/** Rows per INSERT: one JSON parameter each, which PGlite takes far faster than thousands of bound values. */
const JSON_BATCH_ROWS = 5000;

function toColumns(perfume: CataloguePerfume) {
  return {
    id: perfume.id,
    catalogue: perfume.catalogue,
    name: perfume.name,
    brand: perfume.brand,
    brand_country: perfume.brandCountry,
    release_year: perfume.releaseYear,
    concentration: perfume.concentration,
    gender: perfume.gender,
    rating_value: perfume.ratingValue,
    rating_count: perfume.ratingCount,
    accords: perfume.accords,
    top_notes: perfume.topNotes,
    heart_notes: perfume.heartNotes,
    base_notes: perfume.baseNotes,
    note_keys: perfume.noteKeys,
    perfumers: perfume.perfumers,
    url: perfume.url,
    search_text: perfume.searchText,
    data_issues: perfume.dataIssues,
  };
}

/**
 * Makes one catalogue's rows equal `perfumes` (the same contract as syncRows: unchanged rows are not written,
 * so a second run of the same file changes nothing), inserting new rows as JSON batches.
 */
export async function syncPerfumes(
  tx: Tx,
  catalogue: string,
  perfumes: readonly CataloguePerfume[],
  onProgress?: (share: number) => void,
): Promise<SyncCounts> {
  const existing = await tx.select().from(commercialPerfumes).where(eq(commercialPerfumes.catalogue, catalogue));
  const before = new Map(existing.map((row) => [row.id, row]));
  const toInsert: CataloguePerfume[] = [];
  const toUpdate: CataloguePerfume[] = [];
  const seen = new Set<string>();
  for (const perfume of perfumes) {
    seen.add(perfume.id);
    const old = before.get(perfume.id);
    if (!old) toInsert.push(perfume);
    else if (
      stableStringify(
        Object.fromEntries(Object.keys(perfume).map((key) => [key, old[key as keyof typeof old] ?? null])),
      ) !== stableStringify(perfume)
    )
      toUpdate.push(perfume);
  }
  const toRemove = [...before.keys()].filter((id) => !seen.has(id));
  for (let start = 0; start < toInsert.length; start += JSON_BATCH_ROWS) {
    const batch = JSON.stringify(toInsert.slice(start, start + JSON_BATCH_ROWS).map(toColumns));
    await tx.execute(
      sql`INSERT INTO commercial_perfumes SELECT * FROM json_populate_recordset(NULL::commercial_perfumes, ${batch}::json)`,
    );
    onProgress?.((start + JSON_BATCH_ROWS) / Math.max(toInsert.length, 1));
  }
  for (const perfume of toUpdate)
    await tx.update(commercialPerfumes).set(perfume).where(eq(commercialPerfumes.id, perfume.id));
  for (let start = 0; start < toRemove.length; start += 1000)
    await tx.delete(commercialPerfumes).where(inArray(commercialPerfumes.id, toRemove.slice(start, start + 1000)));
  return {
    added: toInsert.length,
    updated: toUpdate.length,
    removed: toRemove.length,
    unchanged: perfumes.length - toInsert.length - toUpdate.length,
  };
}

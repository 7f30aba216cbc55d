import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseBrandCountries, parseCatalogueRows } from '../../../domain/intelligence/parse-catalogue-rows.ts';
import type { Db } from '../../db/client.ts';
import { failedRun, recordImportRun, type ImportRunOutcome } from '../reference-data/reference-data.public.ts';
import { parseCsv } from '../reference-data/reference-data.public.ts';
import type { Tx } from '../reference-data/reference-data.public.ts';
import type { CatalogueSource } from './catalogue-sources.ts';
import { syncPerfumes } from './sync-perfumes.ts';

export type CatalogueImportResult = ImportRunOutcome & {
  runId: string;
  catalogue: string;
  /** Filled values per field, for the data explorer. */
  fieldCounts?: Record<string, number>;
  ms: number;
};

const CATALOGUE_LOCK = 727276;

/** Catalogue exports are UTF-8 or, like Kaggle's fra_cleaned.csv, Latin-1 (Windows-1252): decoded either way. */
export function decodeToUtf8(content: Buffer): Buffer {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return content;
  } catch {
    return Buffer.from(new TextDecoder('windows-1252').decode(content), 'utf8');
  }
}

function countFields(perfumes: ReturnType<typeof parseCatalogueRows>['perfumes']): Record<string, number> {
  const counts: Record<string, number> = {
    name: 0,
    brand: 0,
    brandCountry: 0,
    releaseYear: 0,
    concentration: 0,
    gender: 0,
    ratingValue: 0,
    accords: 0,
    topNotes: 0,
    heartNotes: 0,
    baseNotes: 0,
    perfumers: 0,
    url: 0,
  };
  for (const perfume of perfumes) {
    for (const key of Object.keys(counts)) {
      const value = perfume[key as keyof typeof perfume];
      if (Array.isArray(value) ? value.length > 0 : value !== null && value !== '')
        counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * Imports a catalogue CSV: refuses a file missing the mapped columns (nothing changes), writes only what
 * changed in one transaction (a second run of the same file changes nothing) and records the run in
 * import_runs as dataset `catalogue:<id>`.
 */
export async function importCatalogue(
  db: Db,
  source: CatalogueSource,
  options: { startedBy?: string | null; onProgress?: (share: number, phase: string) => void } = {},
): Promise<CatalogueImportResult> {
  const started = performance.now();
  const run = {
    dataset: `catalogue:${source.catalogue}`,
    version: path.basename(source.file),
    licence: source.licence,
    source: `file ${source.file}`,
    startedBy: options.startedBy,
  };
  const { runId, outcome } = await recordImportRun(db, run, async () => {
    options.onProgress?.(0, 'reading');
    const content = await fs.readFile(source.file).catch(() => null);
    if (!content)
      return {
        outcome: failedRun(
          `Refused, nothing was changed: ${path.basename(source.file)} is missing from ${path.dirname(source.file)}.`,
        ),
      };
    const sha = createHash('sha256').update(content).digest('hex');
    const files = [{ name: path.basename(source.file), sha256: sha, bytes: content.length }];
    const parsed = parseCsv(path.basename(source.file), decodeToUtf8(content));
    if (!parsed.table)
      return { outcome: failedRun(`Refused, nothing was changed: ${parsed.problems.join(' ')}`), files };
    const mapped = [source.mapping.name, source.mapping.brand];
    const missing = mapped.filter((column) => !parsed.table?.columns.includes(column));
    if (missing.length > 0) {
      return {
        outcome: failedRun(
          `Refused, nothing was changed: column ${missing.join(', ')} not found (columns: ${parsed.table.columns.slice(0, 20).join(', ')}).`,
        ),
        files,
      };
    }
    let countries = new Map<string, string>();
    if (source.brandCountryFile) {
      const brandFile = await fs.readFile(source.brandCountryFile).catch(() => null);
      const brandTable = brandFile ? parseCsv(path.basename(source.brandCountryFile), brandFile).table : null;
      if (brandTable) countries = parseBrandCountries(brandTable.rows);
    }
    options.onProgress?.(0.1, 'parsing');
    const { perfumes, issues } = parseCatalogueRows(parsed.table.rows, source.mapping, source.catalogue, countries);
    options.onProgress?.(0.2, 'writing');
    const counts = await db.transaction(async (tx: Tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
      return syncPerfumes(tx, source.catalogue, perfumes, (share) =>
        options.onProgress?.(0.2 + 0.7 * Math.min(share, 1), 'writing'),
      );
    });
    const fieldCounts = countFields(perfumes);
    const rowsRead = parsed.table.rows.length;
    const rejected = issues.filter((issue) => issue.problem.startsWith('No name or brand')).length;
    const copies = perfumes.filter((perfume) => perfume.dataIssues.some((text) => text.startsWith('copies '))).length;
    const leftOut = perfumes.filter((perfume) => perfume.dataIssues.length > 0).length;
    const message =
      `${parsed.table.rows.length} rows read: ${counts.added} added, ${counts.updated} updated, ${counts.removed} removed, ${counts.unchanged} unchanged.` +
      (rejected > 0 ? ` ${rejected} rows rejected (no name or brand).` : '') +
      (leftOut > 0
        ? ` ${leftOut} rows left out of trends and top lists: ${leftOut - copies} contradict themselves, ${copies} copy another row's figures.`
        : '');
    return {
      outcome: {
        status: 'succeeded' as const,
        rowsRead,
        rowsAdded: counts.added,
        rowsUpdated: counts.updated,
        rowsRemoved: counts.removed,
        rowsRejected: rejected,
        message,
        fieldCounts,
      },
      files: files.map((file) => ({ ...file, rows: rowsRead, fieldCounts })),
      issues,
    };
  });
  return { runId, catalogue: source.catalogue, ...outcome, ms: Math.round(performance.now() - started) };
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { parseReferenceDataset } from '../../../domain/reference-data/parse-reference-dataset.ts';
import {
  checkAgainstPreviousImport,
  checkDatasetTables,
  MIN_ROW_SHARE,
  type FileRowCount,
} from '../../../domain/reference-data/check-dataset-tables.ts';
import type { ReferenceDataset, ReferenceDatasetId } from '../../../domain/reference-data/reference-datasets.ts';
import type { RegulatoryTables } from '../../../domain/reference-data/regulatory-rows.ts';
import type { Db } from '../../db/client.ts';
import {
  clpAnnexViEntries,
  euAnnexEntries,
  euLabellingAllergens,
  ifraNaturalContributions,
  ifraSchiffBases,
  ifraStandardCas,
  ifraStandardLimits,
  ifraStandards,
  importRuns,
  materialSources,
  prop65Listings,
} from '../../db/schema/index.ts';
import { failedRun, recordImportRun, type ImportRunOutcome } from './import-run.ts';
import { readDatasetFiles } from './read-dataset-files.ts';
import { rebuildMaterials } from './rebuild-materials.ts';
import { syncRows, type SyncCounts, type Tx } from './sync-rows.ts';

export type ImportPhase = 'reading' | 'checking' | 'parsing' | 'writing' | 'merging' | 'done';

export type ImportOptions = {
  source: { folder: string } | { uploads: ReadonlyMap<string, Buffer> };
  /** Re-merge the library in the same transaction (false when a batch merges once at the end). */
  shouldRebuild: boolean;
  startedBy?: string | null;
  /** Share of the published row count a file must reach (tests importing tiny fixtures pass 0). */
  minPublishedRowShare?: number;
  onPhase?: (phase: ImportPhase) => void;
};

export type ImportResult = ImportRunOutcome & {
  runId: string;
  dataset: string;
  materials?: SyncCounts & { total: number };
};

const REGULATORY_TABLES: { [K in keyof Required<RegulatoryTables>]: { table: PgTable; id: PgColumn } } = {
  ifraStandards: { table: ifraStandards, id: ifraStandards.id },
  ifraStandardLimits: { table: ifraStandardLimits, id: ifraStandardLimits.id },
  ifraStandardCas: { table: ifraStandardCas, id: ifraStandardCas.id },
  ifraNaturalContributions: { table: ifraNaturalContributions, id: ifraNaturalContributions.id },
  ifraSchiffBases: { table: ifraSchiffBases, id: ifraSchiffBases.id },
  euAnnexEntries: { table: euAnnexEntries, id: euAnnexEntries.id },
  euLabellingAllergens: { table: euLabellingAllergens, id: euLabellingAllergens.id },
  clpAnnexViEntries: { table: clpAnnexViEntries, id: clpAnnexViEntries.id },
  prop65Listings: { table: prop65Listings, id: prop65Listings.id },
};

/** Serialises imports across app servers (PostgreSQL) as PGlite's single connection does in process. */
const IMPORT_LOCK = 727275;

function addCounts(total: SyncCounts, counts: SyncCounts): SyncCounts {
  return {
    added: total.added + counts.added,
    updated: total.updated + counts.updated,
    removed: total.removed + counts.removed,
    unchanged: total.unchanged + counts.unchanged,
  };
}

async function findPreviousFiles(db: Db, dataset: string): Promise<FileRowCount[]> {
  const [previous] = await db
    .select({ files: importRuns.files })
    .from(importRuns)
    .where(and(eq(importRuns.dataset, dataset), eq(importRuns.status, 'succeeded')))
    .orderBy(desc(importRuns.startedAt))
    .limit(1);
  return (previous?.files ?? []).map((file) => ({ name: file.name, rows: file.rows ?? 0 }));
}

/**
 * Imports one dataset: reads and hashes its files, refuses missing columns, truncated or unparsable files
 * (nothing is written then), parses, and writes only what changed, all in one transaction. Every run, failed
 * or not, is recorded in import_runs.
 */
export async function importDataset(db: Db, dataset: ReferenceDataset, options: ImportOptions): Promise<ImportResult> {
  const run = {
    dataset: dataset.id,
    version: dataset.version,
    licence: dataset.licence,
    source: 'folder' in options.source ? `folder ${options.source.folder}` : 'upload',
    startedBy: options.startedBy,
  };
  const { runId, outcome } = await recordImportRun(db, run, async () => {
    options.onPhase?.('reading');
    const read = await readDatasetFiles(dataset, options.source);
    options.onPhase?.('checking');
    const problems = [
      ...read.problems,
      ...checkDatasetTables(dataset, read.tables, { minRowShare: options.minPublishedRowShare ?? MIN_ROW_SHARE }),
      ...checkAgainstPreviousImport(read.files, await findPreviousFiles(db, dataset.id)),
    ];
    if (problems.length > 0) {
      return {
        outcome: failedRun(`Refused, nothing was changed: ${problems.join(' ')}`),
        files: read.files,
      };
    }
    options.onPhase?.('parsing');
    const parsed = parseReferenceDataset(dataset.id as ReferenceDatasetId, read.tables);
    const rowsRejected = parsed.issues.filter((issue) => issue.problem.includes('skipped')).length;
    options.onPhase?.('writing');
    const { counts, merged } = await db.transaction(async (tx: Tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const sourceRows = parsed.contributions.map((contribution) => ({
        id: `${dataset.id}|${contribution.sourceKey}`,
        dataset: dataset.id,
        sourceKey: contribution.sourceKey,
        cas: contribution.cas ?? null,
        data: contribution,
      }));
      let counts = await syncRows(tx, materialSources, materialSources.id, 'id', sourceRows, {
        scope: eq(materialSources.dataset, dataset.id),
      });
      for (const [name, rows] of Object.entries(parsed.regulatory) as [
        keyof RegulatoryTables,
        Record<string, unknown>[],
      ][]) {
        const target = REGULATORY_TABLES[name];
        counts = addCounts(counts, await syncRows(tx, target.table, target.id, 'id', rows));
      }
      options.onPhase?.('merging');
      const merged = options.shouldRebuild ? await rebuildMaterials(tx) : undefined;
      return { counts, merged };
    });
    const invalidCas = parsed.issues.length - rowsRejected;
    const message = [
      `${parsed.rowsRead} rows read: ${counts.added} added, ${counts.updated} updated, ${counts.removed} removed, ${counts.unchanged} unchanged.`,
      invalidCas > 0 ? `${invalidCas} rows have an invalid CAS number (kept, marked invalid).` : '',
      rowsRejected > 0 ? `${rowsRejected} rows rejected.` : '',
      merged
        ? `Library: ${merged.total} materials (${merged.added} added, ${merged.updated} updated, ${merged.removed} removed).`
        : '',
    ]
      .filter(Boolean)
      .join(' ');
    options.onPhase?.('done');
    return {
      outcome: {
        status: 'succeeded' as const,
        rowsRead: parsed.rowsRead,
        rowsAdded: counts.added,
        rowsUpdated: counts.updated,
        rowsRemoved: counts.removed,
        rowsRejected,
        message,
        materials: merged,
      },
      files: read.files,
      issues: parsed.issues,
    };
  });
  return { runId, dataset: dataset.id, ...outcome };
}

import { desc, inArray } from 'drizzle-orm';
import { isRestrictedLicence, REFERENCE_DATASETS } from '../../../domain/reference-data/reference-datasets.ts';
import type { Db } from '../../db/client.ts';
import { importRuns } from '../../db/schema/index.ts';

/**
 * Every reference dataset with its licence, whether this deployment may import it, and its last import run: one
 * query (the newest run per dataset), not one per dataset.
 */
export async function listReferenceDatasets(db: Db, allowNonCommercial: boolean) {
  const ids = REFERENCE_DATASETS.map((dataset) => dataset.id);
  const runs = await db
    .selectDistinctOn([importRuns.dataset], {
      id: importRuns.id,
      dataset: importRuns.dataset,
      version: importRuns.version,
      status: importRuns.status,
      fileSha256: importRuns.fileSha256,
      rowsRead: importRuns.rowsRead,
      rowsAdded: importRuns.rowsAdded,
      rowsUpdated: importRuns.rowsUpdated,
      rowsRemoved: importRuns.rowsRemoved,
      rowsRejected: importRuns.rowsRejected,
      message: importRuns.message,
      source: importRuns.source,
      startedAt: importRuns.startedAt,
      finishedAt: importRuns.finishedAt,
    })
    .from(importRuns)
    .where(inArray(importRuns.dataset, ids))
    .orderBy(importRuns.dataset, desc(importRuns.startedAt));
  const lastRuns = new Map(runs.map((run) => [run.dataset, run]));
  return REFERENCE_DATASETS.map((dataset) => ({
    id: dataset.id,
    title: dataset.title,
    version: dataset.version,
    licence: dataset.licence,
    licenceClass: dataset.licenceClass,
    attribution: dataset.attribution,
    isNonCommercial: isRestrictedLicence(dataset),
    isEnabled: allowNonCommercial || !isRestrictedLicence(dataset),
    files: dataset.files.map((file) => file.name),
    lastRun: lastRuns.get(dataset.id) ?? null,
  }));
}

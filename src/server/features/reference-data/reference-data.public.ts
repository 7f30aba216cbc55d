// The reference-data area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export { REFERENCE_DATA_IMPORT_JOB, importAndWait, resolveReferenceDataDir } from './import-jobs.ts';
export { failedRun, recordImportRun } from './import-run.ts';
export type { ImportRunOutcome } from './import-run.ts';
export { parseCsv } from './read-dataset-files.ts';
export { stableStringify } from './sync-rows.ts';
export type { SyncCounts, Tx } from './sync-rows.ts';

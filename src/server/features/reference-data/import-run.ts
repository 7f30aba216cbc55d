import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importRuns, type ImportRunFile, type ImportRunIssue } from '../../db/schema/index.ts';

/** What an import run records when it ends: its status, row counts and a sentence for the admin. */
export type ImportRunOutcome = {
  status: 'succeeded' | 'failed';
  rowsRead: number;
  rowsAdded: number;
  rowsUpdated: number;
  rowsRemoved: number;
  rowsRejected: number;
  message: string;
};

/** How a run ends: its outcome (with whatever the importer answers beside it), the files read and row issues. */
export type ImportRunEnd<O extends ImportRunOutcome> = {
  outcome: O;
  files?: ImportRunFile[];
  issues?: readonly ImportRunIssue[];
};

/** A run that changed nothing (refused input or an error). */
export function failedRun(message: string): ImportRunOutcome {
  return { status: 'failed', rowsRead: 0, rowsAdded: 0, rowsUpdated: 0, rowsRemoved: 0, rowsRejected: 0, message };
}

/**
 * One import run in `import_runs`, for the reference datasets and the perfume catalogues alike: recorded as running
 * before `work` starts, then finished with its outcome, the files it read (the first one's hash as the run's),
 * the first 200 row issues and the time. An error thrown by `work` fails the run ("Import failed, nothing was
 * changed"; the importer's writes are one transaction) and is answered, not thrown.
 */
export async function recordImportRun<O extends ImportRunOutcome>(
  db: Db,
  run: { dataset: string; version: string; licence: string; source: string; startedBy?: string | null },
  work: () => Promise<ImportRunEnd<O>>,
): Promise<{ runId: string; outcome: O | ImportRunOutcome }> {
  const [started] = await db
    .insert(importRuns)
    .values({ ...run, startedBy: run.startedBy ?? null, status: 'running' })
    .returning({ id: importRuns.id });
  const runId = started?.id ?? '';
  let end: ImportRunEnd<O | ImportRunOutcome>;
  try {
    end = await work();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    end = { outcome: failedRun(`Import failed, nothing was changed: ${reason}`) };
  }
  const { outcome, files = [], issues = [] } = end;
  await db
    .update(importRuns)
    .set({
      status: outcome.status,
      rowsRead: outcome.rowsRead,
      rowsAdded: outcome.rowsAdded,
      rowsUpdated: outcome.rowsUpdated,
      rowsRemoved: outcome.rowsRemoved,
      rowsRejected: outcome.rowsRejected,
      message: outcome.message,
      files,
      fileSha256: files[0]?.sha256 ?? null,
      issues: issues.slice(0, 200),
      finishedAt: new Date(),
    })
    .where(eq(importRuns.id, runId));
  return { runId, outcome };
}

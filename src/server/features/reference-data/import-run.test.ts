import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { importRuns } from '../../db/schema/index.ts';
import { failedRun, recordImportRun } from './import-run.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const RUN = { dataset: 'catalogue:test', version: 'v1', licence: 'CC0-1.0', source: 'file test.csv' };

async function storedRun(runId: string) {
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  return run;
}

describe('recordImportRun (the one finisher of reference-data and catalogue imports)', () => {
  it('records the run as running while it works, then its outcome, files, first hash and first 200 issues', async () => {
    let statusWhileWorking: string | undefined;
    const files = [
      { name: 'main.csv', sha256: 'a'.repeat(64), bytes: 10, rows: 2 },
      { name: 'other.csv', sha256: 'b'.repeat(64), bytes: 5 },
    ];
    const issues = Array.from({ length: 250 }, (_, index) => ({ row: index + 2, problem: 'invalid CAS number' }));
    const { runId, outcome } = await recordImportRun(db, { ...RUN, startedBy: 'admin' }, async () => {
      const [running] = await db.select().from(importRuns).where(eq(importRuns.dataset, RUN.dataset));
      statusWhileWorking = running?.status;
      const succeeded = {
        status: 'succeeded' as const,
        rowsRead: 2,
        rowsAdded: 1,
        rowsUpdated: 1,
        rowsRemoved: 0,
        rowsRejected: 0,
        message: '2 rows read.',
        fieldCounts: { name: 2 },
      };
      return { outcome: succeeded, files, issues };
    });
    expect(statusWhileWorking).toBe('running');
    expect(outcome).toMatchObject({ status: 'succeeded', rowsAdded: 1, fieldCounts: { name: 2 } });
    const run = await storedRun(runId);
    expect(run).toMatchObject({
      ...RUN,
      startedBy: 'admin',
      status: 'succeeded',
      rowsRead: 2,
      rowsAdded: 1,
      rowsUpdated: 1,
      message: '2 rows read.',
      files,
      fileSha256: 'a'.repeat(64),
    });
    expect(run?.issues).toHaveLength(200);
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it('records a refusal with the files read and zero counts', async () => {
    const files = [{ name: 'main.csv', sha256: 'c'.repeat(64), bytes: 3 }];
    const { runId, outcome } = await recordImportRun(db, RUN, async () => ({
      outcome: failedRun('Refused, nothing was changed: main.csv is empty.'),
      files,
    }));
    expect(outcome.status).toBe('failed');
    expect(await storedRun(runId)).toMatchObject({
      status: 'failed',
      rowsRead: 0,
      rowsAdded: 0,
      message: 'Refused, nothing was changed: main.csv is empty.',
      fileSha256: 'c'.repeat(64),
      startedBy: null,
      issues: [],
    });
  });

  it('answers an error thrown by the import as a failed run, recorded with its reason', async () => {
    const { runId, outcome } = await recordImportRun(db, RUN, async () => {
      throw new Error('disk full');
    });
    expect(outcome).toEqual(failedRun('Import failed, nothing was changed: disk full'));
    const run = await storedRun(runId);
    expect(run).toMatchObject({
      status: 'failed',
      message: 'Import failed, nothing was changed: disk full',
      files: [],
    });
    expect(run?.fileSha256).toBeNull();
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { EMBEDDED_BACKUP_JOB } from './backups.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-backup-job-'));
const ctx = await createTestContext({ DATA_DIR: dataDir });
const isEmbedded = ctx.deps.database.kind === 'pglite';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

if (!isEmbedded)
  console.log('backup job: skipped on PostgreSQL (only the embedded database is backed up by the server)');

describe.skipIf(!isEmbedded)('the embedded database backup job (PGlite only)', () => {
  it('writes one backup per period through the jobs module, and a second enqueue of the period does nothing', async () => {
    const uniqueKey = `${EMBEDDED_BACKUP_JOB.name}:2026-11-23T00:00:00.000Z`;
    const job = await ctx.deps.jobs.enqueue(EMBEDDED_BACKUP_JOB, { period: '2026-11-23T00:00:00.000Z' }, { uniqueKey });
    expect(
      await ctx.deps.jobs.enqueue(EMBEDDED_BACKUP_JOB, { period: '2026-11-23T00:00:00.000Z' }, { uniqueKey }),
    ).toBeNull();
    const done = await ctx.deps.jobs.waitFor(job!.id);
    expect(done.state).toBe('succeeded');
    const file = (done.result as { file: string }).file;
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    expect(fs.readdirSync(path.join(dataDir, 'backups')).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { outbox } from '../db/schema/index.ts';
import { backupEmbeddedDatabase } from '../lib/backups.ts';
import { makeScratchDir } from '../../../tests/support/scratch-dir.ts';

const RESTORE_CLI = path.resolve(import.meta.dirname, '../cli/restore-backup.ts');
const folders = [makeScratchDir('sillage-backup-'), makeScratchDir('sillage-restore-')];
const [sourceDir, targetDir] = folders as [string, string];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (onPostgres)
  console.log(
    'Skipped on PostgreSQL: "backups of the embedded database (PGlite only)" concerns PGlite only and ran in the PGlite pass.',
  );

describe.skipIf(onPostgres)('backups of the embedded database (PGlite only)', () => {
  it('restores a backup with `npm run db:restore` and finds the data, keeping the replaced database aside', async () => {
    const source = await openDatabase({ dataDir: sourceDir });
    await migrate(source.db);
    await source.db.insert(outbox).values({ to: 'backup@sillage.test', subject: 'kept', text: 'in the backup' });
    const file = await backupEmbeddedDatabase(source.pglite!, sourceDir);
    await source.db
      .insert(outbox)
      .values({ to: 'backup@sillage.test', subject: 'after the backup', text: 'not in it' });
    await source.close();

    // An existing database in the target folder is kept aside, not destroyed.
    const existing = await openDatabase({ dataDir: targetDir });
    await migrate(existing.db);
    await existing.close();

    execFileSync(process.execPath, [RESTORE_CLI, file], {
      env: { ...process.env, DATA_DIR: targetDir },
      stdio: 'pipe',
    });
    expect(fs.readdirSync(targetDir).some((name) => name.startsWith('db.before-restore-'))).toBe(true);

    const restored = await openDatabase({ dataDir: targetDir });
    try {
      const rows = await restored.db.select().from(outbox).where(eq(outbox.to, 'backup@sillage.test'));
      expect(rows.map((row) => row.subject)).toEqual(['kept']);
    } finally {
      await restored.close();
    }
  });

  it('keeps the newest seven backups', async () => {
    const dir = makeScratchDir('sillage-rotate-');
    folders.push(dir);
    const database = await openDatabase({ dataDir: dir });
    try {
      for (let index = 0; index < 9; index++) await backupEmbeddedDatabase(database.pglite!, dir);
    } finally {
      await database.close();
    }
    expect(fs.readdirSync(path.join(dir, 'backups')).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(7);
  });
});

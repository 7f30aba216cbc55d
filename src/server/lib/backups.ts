import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { jobType } from './jobs/job-type.ts';
import type { Logger } from './logger.ts';

const KEEP_BACKUPS = 7;

/** Writes a compressed dump of the embedded database to DATA_DIR/backups and keeps the newest seven. */
export async function backupEmbeddedDatabase(pglite: PGlite, dataDir: string): Promise<string> {
  const folder = path.join(dataDir, 'backups');
  fs.mkdirSync(folder, { recursive: true });
  const dump = await pglite.dumpDataDir('gzip');
  const file = path.join(folder, `sillage-${new Date().toISOString().replaceAll(':', '-')}.tar.gz`);
  fs.writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(`${file}.partial`, file);
  const backups = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - KEEP_BACKUPS))) fs.rmSync(path.join(folder, old));
  return file;
}

/** A backup of the embedded database, enqueued once per BACKUP_INTERVAL_HOURS period by the jobs module. */
export const EMBEDDED_BACKUP_JOB = jobType<{ period: string }>('backups.embedded');

/** The handler: writes the backup and logs where. */
export async function runEmbeddedBackup(pglite: PGlite, dataDir: string, logger: Logger): Promise<{ file: string }> {
  const file = await backupEmbeddedDatabase(pglite, dataDir);
  logger.info({ file }, 'embedded database backed up');
  return { file };
}

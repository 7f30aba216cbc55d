import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
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
  const backups = fs.readdirSync(folder).filter((name) => name.endsWith('.tar.gz')).sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - KEEP_BACKUPS))) fs.rmSync(path.join(folder, old));
  return file;
}

/** Schedules backups every `hours`; returns a function that stops them. */
export function scheduleBackups(pglite: PGlite, dataDir: string, hours: number, logger: Logger): () => void {
  if (hours <= 0) return () => {};
  const timer = setInterval(() => {
    backupEmbeddedDatabase(pglite, dataDir)
      .then((file) => logger.info({ file }, 'embedded database backed up'))
      .catch((error: unknown) => logger.error({ err: error }, 'backup failed'));
  }, hours * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}

// npm run db:restore -- <backup.tar.gz>: replaces the embedded database in DATA_DIR with a backup.
// The server must be stopped (the data folder lock makes sure of it). The current database is kept aside
// as db.before-restore-<time> so nothing is lost.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { readEnv } from '../env.ts';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run db:restore -- <path to a backup .tar.gz from DATA_DIR/backups>');
  process.exit(2);
}
const env = readEnv();
const lock = acquireDataDirLock(env.dataDir);
try {
  const target = path.join(env.dataDir, 'db');
  const staging = path.join(env.dataDir, `db.restoring-${Date.now()}`);
  const pglite = await PGlite.create({
    dataDir: staging,
    extensions: { pg_trgm, unaccent },
    loadDataDir: new Blob([fs.readFileSync(file)]),
  });
  await pglite.query('SELECT 1');
  await pglite.close();
  if (fs.existsSync(target)) fs.renameSync(target, path.join(env.dataDir, `db.before-restore-${Date.now()}`));
  fs.renameSync(staging, target);
  console.log(`Restored ${file} into ${target}.`);
} finally {
  lock.release();
}

// npm run db:backup: writes a backup of the embedded database to DATA_DIR/backups now (server stopped).
// A running server makes its own backups every BACKUP_INTERVAL_HOURS.
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { backupEmbeddedDatabase } from '../lib/backups.ts';

const env = readEnv();
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump.');
  process.exit(2);
}
const database = await openDatabase({ dataDir: env.dataDir });
try {
  console.log(`Backup written to ${await backupEmbeddedDatabase(database.pglite!, env.dataDir)}`);
} finally {
  await database.close();
}

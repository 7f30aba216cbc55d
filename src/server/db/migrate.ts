import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

type JournalEntry = { idx: number; tag: string };

function readJournal(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return [...journal.entries].sort((a, b) => a.idx - b.idx);
}

/** The number of migrations the code carries: the version a fully migrated database reports. */
export const LATEST_MIGRATION = readJournal().length;

/**
 * Applies the migrations of src/server/db/migrations that the database has not seen, in order, each in a
 * transaction, under an advisory lock so that several app servers starting at once apply each one once.
 * Returns the migration version of the database afterwards. `before` stops at that index (a test migrating data
 * written by an older schema).
 */
export async function migrate(db: Db, options: { before?: number } = {}): Promise<number> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS sillage_migrations (
    idx integer PRIMARY KEY,
    tag text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274)`);
    const applied = await tx.execute<{ idx: number }>(sql`SELECT idx FROM sillage_migrations`);
    const done = new Set(applied.rows.map((row) => Number(row.idx)));
    for (const entry of readJournal()) {
      if (done.has(entry.idx) || (options.before !== undefined && entry.idx >= options.before)) continue;
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO sillage_migrations (idx, tag) VALUES (${entry.idx}, ${entry.tag})`);
    }
  });
  return getMigrationVersion(db);
}

export async function getMigrationVersion(db: Db): Promise<number> {
  const result = await db.execute<{ count: number | string }>(sql`SELECT count(*) AS count FROM sillage_migrations`);
  return Number(result.rows[0]?.count ?? 0);
}

import fs from 'node:fs';
import path from 'node:path';
import { count, desc, max, sql } from 'drizzle-orm';
import { LATEST_MIGRATION } from '../../db/migrate.ts';
import { importRuns, newsFeeds, outbox, scraperRuns, scraperSources, marketTrendData } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { backupEmbeddedDatabase } from '../../lib/backups.ts';
import { eq } from 'drizzle-orm';

type Job = { name: string; lastRunAt: string | null; status: string | null; detail: string | null };

function listBackups(dataDir: string) {
  const folder = path.join(dataDir, 'backups');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort()
    .reverse()
    .map((name) => {
      const stat = fs.statSync(path.join(folder, name));
      return { name, bytes: stat.size, createdAt: stat.mtime.toISOString() };
    });
}

/** Everything the system dashboard shows about this instance, read from the database and the process. */
export async function getInstanceStatus(deps: AppDeps) {
  const db = deps.database.db;
  const size = await db.execute<{ bytes: string | number }>(sql`select pg_database_size(current_database()) as bytes`);
  const migrations = await db.execute<{ applied: string | number; last_applied_at: string | Date | null }>(
    sql`select count(*) as applied, max(applied_at) as last_applied_at from sillage_migrations`,
  );
  const datasets = await db
    .selectDistinctOn([importRuns.dataset], {
      dataset: importRuns.dataset,
      version: importRuns.version,
      status: importRuns.status,
      finishedAt: importRuns.finishedAt,
      startedAt: importRuns.startedAt,
      rowsRead: importRuns.rowsRead,
    })
    .from(importRuns)
    .orderBy(importRuns.dataset, desc(importRuns.startedAt));
  const [lastScraper] = await db
    .select({ name: scraperSources.vendor, status: scraperRuns.status, startedAt: scraperRuns.startedAt })
    .from(scraperRuns)
    .innerJoin(scraperSources, eq(scraperSources.id, scraperRuns.sourceId))
    .orderBy(desc(scraperRuns.startedAt))
    .limit(1);
  const [news] = await db.select({ lastFetchedAt: max(newsFeeds.lastFetchedAt), feeds: count() }).from(newsFeeds);
  const [trends] = await db.select({ computedAt: max(marketTrendData.computedAt) }).from(marketTrendData);
  const [lastImport] = datasets.toSorted((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const jobs: Job[] = [
    {
      name: 'Reference data import',
      lastRunAt: lastImport?.startedAt.toISOString() ?? null,
      status: lastImport?.status ?? null,
      detail: lastImport ? lastImport.dataset : null,
    },
    {
      name: 'News feeds (every 30 minutes)',
      lastRunAt: news?.lastFetchedAt ? new Date(news.lastFetchedAt).toISOString() : null,
      status: null,
      detail: `${news?.feeds ?? 0} feeds`,
    },
    {
      name: 'Market trends',
      lastRunAt: trends?.computedAt ? new Date(trends.computedAt).toISOString() : null,
      status: null,
      detail: null,
    },
    {
      name: 'Vendor catalogue scrapers',
      lastRunAt: lastScraper?.startedAt.toISOString() ?? null,
      status: lastScraper?.status ?? null,
      detail: lastScraper?.name ?? null,
    },
  ];
  const [outboxCount] = await db.select({ total: count() }).from(outbox);
  const migrationRow = migrations.rows[0];
  return {
    database: {
      kind: deps.database.kind,
      bytes: Number(size.rows[0]?.bytes ?? 0),
      migrationsApplied: Number(migrationRow?.applied ?? 0),
      migrationsInCode: LATEST_MIGRATION,
      lastMigratedAt: migrationRow?.last_applied_at ? new Date(migrationRow.last_applied_at).toISOString() : null,
    },
    jobs,
    backups: {
      available: deps.database.kind === 'pglite',
      intervalHours: deps.env.BACKUP_INTERVAL_HOURS,
      files: deps.database.kind === 'pglite' ? listBackups(deps.env.dataDir) : [],
    },
    referenceData: datasets.map((row) => ({
      dataset: row.dataset,
      version: row.version,
      status: row.status,
      importedAt: (row.finishedAt ?? row.startedAt).toISOString(),
      rowsRead: row.rowsRead,
    })),
    mail: { transport: deps.mailer.transport, outboxMessages: outboxCount?.total ?? 0 },
    realtime: {
      fanOut: deps.database.kind === 'postgres' ? 'PostgreSQL LISTEN/NOTIFY' : 'in process',
      openStreams: deps.events.listenerCount(),
    },
    billing: { onlinePayment: deps.billing !== null },
    setup: { planForNewUsers: deps.env.PLAN_FOR_NEW_USERS, adminEmails: deps.env.adminEmails.length },
  };
}

/** "Back up now" on the embedded database; PostgreSQL is backed up by its own tools (pg_dump). */
export async function backUpNow(deps: AppDeps) {
  if (!deps.database.pglite)
    throw new AppError(
      'CONFLICT',
      'This instance runs on PostgreSQL: back it up with pg_dump or your provider’s snapshots.',
    );
  const file = await backupEmbeddedDatabase(deps.database.pglite, deps.env.dataDir);
  return { name: path.basename(file) };
}

/** Process figures for the server dashboard. */
export function getProcessStatus(deps: AppDeps, now: number) {
  const memory = process.memoryUsage();
  return {
    uptimeSeconds: Math.round((now - deps.startedAt) / 1000),
    startedAt: new Date(deps.startedAt).toISOString(),
    memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, external: memory.external },
    node: process.version,
  };
}

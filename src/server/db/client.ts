import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { registerSwitchedConnections, switchesAsStartOptions } from './with-planner-switches.ts';

/** One query interface for both databases (PGlite's drizzle driver has the same query builder). */
export type Db = NodePgDatabase<typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** The PostgreSQL connection string (for a dedicated LISTEN connection); undefined on PGlite. */
  url?: string;
  /** The embedded engine, when it is PGlite (for backups). */
  pglite?: PGlite;
  close: () => Promise<void>;
};

export type OpenDatabaseOptions = {
  /** postgres://… selects PostgreSQL; otherwise PGlite in `dataDir`/db. */
  databaseUrl?: string;
  /** Connections of the main pool on PostgreSQL (10 unless given). */
  poolSize?: number;
  /** Folder holding the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** A PGlite data-dir tarball to start from (tests clone a migrated template). */
  loadDataDir?: Blob;
};

/**
 * PostgreSQL's 128 MB of shared buffers live inside PGlite's WASM memory, which never shrinks: 32 MB holds the hot
 * pages of the library and the user's rows, and the rest is read from the operating system's file cache, which is
 * not the server's memory (ADR 036).
 */
const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=16MB'];

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, DROP DATABASE) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    // A few connections per set of planner switches, opened with them set (withPlannerSwitches).
    const switchedPools = new Map<string, { pool: pg.Pool; db: Db }>();
    registerSwitchedConnections(db, (switches) => {
      const startOptions = switchesAsStartOptions(switches);
      let switched = switchedPools.get(startOptions);
      if (!switched) {
        const switchedPool = new pg.Pool({ connectionString: options.databaseUrl, max: 3, options: startOptions });
        switchedPool.on('error', () => {});
        switched = { pool: switchedPool, db: drizzlePg(switchedPool, { schema }) };
        switchedPools.set(startOptions, switched);
      }
      return switched.db;
    });
    const close = async () => {
      await Promise.all([pool.end(), ...[...switchedPools.values()].map((switched) => switched.pool.end())]);
    };
    return { db, kind: 'postgres', url: options.databaseUrl, close };
  }
  const inMemory = options.dataDir === 'memory://';
  const lock = inMemory ? null : acquireDataDirLock(options.dataDir);
  try {
    const pglite = await PGlite.create({
      dataDir: inMemory ? undefined : path.join(options.dataDir, 'db'),
      extensions: { pg_trgm, unaccent },
      loadDataDir: options.loadDataDir,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
    });
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite,
      close: async () => {
        await pglite.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

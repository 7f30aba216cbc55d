import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Planner switches a statement needs (PostgreSQL's enable_* settings), e.g. { enable_seqscan: 'off' }. */
export type PlannerSwitches = Readonly<Record<`enable_${string}`, 'on' | 'off'>>;

/** A database whose connections can start with switches set: a Db for those switches (PostgreSQL). */
type SwitchedConnections = (switches: PlannerSwitches) => Db;

const switchedConnections = new WeakMap<Db, SwitchedConnections>();

/** Registers how `db` opens connections with planner switches set (openDatabase, on PostgreSQL). */
export function registerSwitchedConnections(db: Db, open: SwitchedConnections): void {
  switchedConnections.set(db, open);
}

/**
 * Runs `run` with the planner's switches set for its statements. On PostgreSQL, on connections that started with
 * them (no transaction: one round trip for a one-statement `run`, where BEGIN, set_config and COMMIT made four, each
 * waiting its turn on a busy event loop); on PGlite (one connection, no round trips), in a transaction that sets them
 * locally.
 */
export async function withPlannerSwitches<T>(
  db: Db,
  switches: PlannerSwitches,
  run: (db: Db) => Promise<T>,
): Promise<T> {
  const open = switchedConnections.get(db);
  if (open) return run(open(switches));
  return db.transaction(async (tx) => {
    const settings = Object.entries(switches).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
    await tx.execute(sql`select ${sql.join(settings, sql`, `)}`);
    return run(tx);
  });
}

/** The `options` of a connection's start that set `switches` (names and values checked by their type). */
export function switchesAsStartOptions(switches: PlannerSwitches): string {
  return Object.entries(switches)
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

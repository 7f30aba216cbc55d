import { and, asc, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { jobs, type JobJson } from '../../db/schema/index.ts';
import type { JobRow, JobType } from './job-type.ts';

type JobFields = PgUpdateSetSource<typeof jobs>;

export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** The newest jobs of a kind (optionally one singleton key), newest first. */
export async function listJobs(
  db: Db,
  type: JobType<JobJson> | { name: string },
  listOptions: { limit?: number; singletonKey?: string } = {},
): Promise<JobRow[]> {
  const conditions = [eq(jobs.name, type.name)];
  if (listOptions.singletonKey) conditions.push(eq(jobs.singletonKey, listOptions.singletonKey));
  return db
    .select()
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.createdAt))
    .limit(listOptions.limit ?? 10);
}

/** The queued or running job holding a singleton key, if any. */
export async function findActiveJob(db: Db, singletonKey: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.singletonKey, singletonKey), inArray(jobs.state, ['queued', 'running'])));
  return row ?? null;
}

/** Claims the next due job of these kinds for this worker (FOR UPDATE SKIP LOCKED: each job once across servers). */
export async function claimNextJob(db: Db, workerId: string, names: readonly string[]): Promise<JobRow | null> {
  if (names.length === 0) return null;
  // A CTE is evaluated once: `id IN (SELECT … LIMIT 1 FOR UPDATE SKIP LOCKED)` may be re-run per row and claim several.
  const next = db.$with('next').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, 'queued'), lte(jobs.runAfter, sql`now()`), inArray(jobs.name, names)))
      .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true }),
  );
  const [row] = await db
    .with(next)
    .update(jobs)
    .set({
      state: 'running',
      lockedBy: workerId,
      heartbeatAt: sql`now()`,
      startedAt: sql`now()`,
      attempts: sql`${jobs.attempts} + 1`,
      error: null,
    })
    .from(next)
    .where(eq(jobs.id, next.id))
    .returning(getTableColumns(jobs));
  return row ?? null;
}

/** Updates a job this server holds; false when it no longer holds it (lease lost, cancelled). */
export async function updateHeldJob(db: Db, workerId: string, id: string, fields: JobFields): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set(fields)
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** Running jobs whose server stopped heartbeating for `leaseMs` go back to the queue (or fail after their last attempt). */
export async function reclaimExpiredJobs(db: Db, leaseMs: number): Promise<string[]> {
  const reclaimed = await db.execute<{ id: string }>(sql`
    UPDATE jobs SET
      state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
      error = 'The server running it stopped.',
      finished_at = CASE WHEN attempts >= max_attempts THEN now() ELSE NULL END,
      locked_by = NULL
    WHERE state = 'running' AND heartbeat_at < now() - ${leaseMs} * interval '1 millisecond'
    RETURNING id`);
  return reclaimed.rows.map((row) => row.id);
}

/** Deletes finished jobs older than `retentionDays`. */
export async function deleteFinishedJobs(db: Db, retentionDays: number): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.state, ['succeeded', 'failed', 'cancelled']),
        lte(jobs.finishedAt, sql`now() - ${retentionDays} * interval '1 day'`),
      ),
    );
}

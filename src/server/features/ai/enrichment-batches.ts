import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiEnrichmentBatches, jobs as jobsTable } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { resolveActiveWorkspace } from '../workspaces/workspaces.public.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { jobType, type JobContext } from '../../lib/jobs/job-type.ts';
import { enrichMaterial } from './material-enrichments.ts';

export type BatchState = 'running' | 'paused' | 'finished' | 'stopped';

export type BatchStatus = {
  id: string;
  state: BatchState;
  total: number;
  done: number;
  failed: number;
  fieldsStored: number;
  /** Dollars spent by this batch so far (priced calls only). */
  cost: number;
  /** Why the batch stopped (cost limit, no provider) or the last failure. */
  message: string | null;
  startedAt: string;
};

/** Enriches one batch from its position to its end (or until paused): one job at a time per batch (ADR 012). */
export const ENRICHMENT_BATCH_JOB = jobType<{ batchId: string }>('ai.enrichment-batch');
/** How often each started server looks for running batches without a job (a lost race, a server that died). */
export const ENRICHMENT_BATCH_TICK_MS = 10_000;

const singletonKeyFor = (batchId: string) => `${ENRICHMENT_BATCH_JOB.name}:${batchId}`;
const ACTIVE_BATCH_STATES = ['running', 'paused'];

type BatchRow = typeof aiEnrichmentBatches.$inferSelect;
type BatchDeps = Pick<AppDeps, 'secretBox' | 'env' | 'logger'> & { database: { db: Db } };

function toStatus(row: BatchRow): BatchStatus {
  return {
    id: row.id,
    state: row.state as BatchState,
    total: row.materialIds.length,
    done: row.done,
    failed: row.failed,
    fieldsStored: row.fieldsStored,
    cost: row.cost,
    message: row.message,
    startedAt: row.createdAt.toISOString(),
  };
}

async function readBatch(db: Db, id: string): Promise<BatchRow | null> {
  const [row] = await db.select().from(aiEnrichmentBatches).where(eq(aiEnrichmentBatches.id, id));
  return row ?? null;
}

/** Ends a batch (finished or stopped) unless someone else already did. */
async function endBatch(db: Db, id: string, state: 'finished' | 'stopped', message?: string) {
  await db
    .update(aiEnrichmentBatches)
    .set({ state, ...(message === undefined ? {} : { message }), updatedAt: new Date() })
    .where(and(eq(aiEnrichmentBatches.id, id), inArray(aiEnrichmentBatches.state, ACTIVE_BATCH_STATES)));
}

/**
 * The job's handler: enriches the batch's materials one at a time from its stored position, adding to its counters
 * after each, and returns when the batch is paused, finished or stopped. A restart, or another server taking the job
 * over, continues from the position (a material being enriched when a server died may be asked once more).
 * The cost limit and a missing provider stop the batch with their message; any other failure counts one material.
 */
export async function runEnrichmentBatch(
  deps: BatchDeps,
  context: Pick<JobContext<{ batchId: string }>, 'payload' | 'progress' | 'signal'>,
): Promise<{ state: string }> {
  const { db } = deps.database;
  const { batchId } = context.payload;
  for (;;) {
    // A server that is stopping leaves the batch running: the next server (or the ticker) takes it up.
    if (context.signal.aborted) throw new Error('The server stopped during the batch.');
    const batch = await readBatch(db, batchId);
    if (!batch || batch.state !== 'running') return { state: batch?.state ?? 'deleted' };
    const position = batch.done + batch.failed;
    const total = batch.materialIds.length;
    context.progress({ done: position, total, message: null, detail: { cost: batch.cost } });
    if (position >= total) {
      await endBatch(db, batchId, 'finished');
      return { state: 'finished' };
    }
    try {
      // The materials the batch's author sees where they work now (reference ones, their workspace's own).
      const workspace = await resolveActiveWorkspace(db, batch.userId);
      const scope = { userId: batch.userId, workspaceId: workspace.id };
      const result = await enrichMaterial(deps, db, scope, batch.materialIds[position]!);
      await db
        .update(aiEnrichmentBatches)
        .set({
          done: sql`${aiEnrichmentBatches.done} + 1`,
          fieldsStored: sql`${aiEnrichmentBatches.fieldsStored} + ${result.items.length}`,
          cost: sql`round((${aiEnrichmentBatches.cost} + ${result.cost})::numeric, 6)::float8`,
          updatedAt: new Date(),
        })
        .where(eq(aiEnrichmentBatches.id, batchId));
    } catch (error) {
      if (error instanceof AppError && (error.code === 'AI_COST_LIMIT' || error.code === 'AI_NOT_CONFIGURED')) {
        await endBatch(db, batchId, 'stopped', error.message);
        return { state: 'stopped' };
      }
      if (!(error instanceof AppError)) deps.logger.warn({ err: error, batch: batchId }, 'a batch material failed');
      await db
        .update(aiEnrichmentBatches)
        .set({
          failed: sql`${aiEnrichmentBatches.failed} + 1`,
          message: error instanceof AppError ? error.message : 'A material could not be enriched.',
          updatedAt: new Date(),
        })
        .where(eq(aiEnrichmentBatches.id, batchId));
    }
  }
}

/** Makes sure a running batch has its job: enqueues one unless one is queued or running (409 is that case). */
async function ensureBatchJob(jobs: JobQueue, batchId: string, userId: string): Promise<void> {
  try {
    await jobs.enqueue(
      ENRICHMENT_BATCH_JOB,
      { batchId },
      { singletonKey: singletonKeyFor(batchId), createdBy: userId },
    );
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  }
}

/**
 * The ticker of every started server: a running batch with no queued or running job (its job ended on a pause that
 * was undone at that moment, or its server stopped) gets a new job and continues from its position.
 */
export async function resumeOrphanBatches(db: Db, jobs: JobQueue): Promise<number> {
  const orphans = await db
    .select({ id: aiEnrichmentBatches.id, userId: aiEnrichmentBatches.userId })
    .from(aiEnrichmentBatches)
    .where(
      and(
        eq(aiEnrichmentBatches.state, 'running'),
        sql`not exists (select 1 from ${jobsTable} where ${jobsTable.singletonKey} = ${`${ENRICHMENT_BATCH_JOB.name}:`} || ${aiEnrichmentBatches.id}::text and ${jobsTable.state} in ('queued', 'running'))`,
      ),
    );
  for (const orphan of orphans) await ensureBatchJob(jobs, orphan.id, orphan.userId);
  return orphans.length;
}

async function ownedBatch(db: Db, userId: string, id: string): Promise<BatchRow> {
  const [row] = await db
    .select()
    .from(aiEnrichmentBatches)
    .where(and(eq(aiEnrichmentBatches.id, id), eq(aiEnrichmentBatches.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Batch not found');
  return row;
}

/** Starts a batch (one per user at a time: 409 while one is running or paused) and enqueues its job. */
export async function startEnrichmentBatch(
  deps: Pick<AppDeps, 'jobs'> & { database: { db: Db } },
  userId: string,
  materialIds: readonly string[],
): Promise<BatchStatus> {
  const { db } = deps.database;
  const [active] = await db
    .select({ id: aiEnrichmentBatches.id })
    .from(aiEnrichmentBatches)
    .where(and(eq(aiEnrichmentBatches.userId, userId), inArray(aiEnrichmentBatches.state, ACTIVE_BATCH_STATES)))
    .limit(1);
  if (active) throw new AppError('CONFLICT', 'A batch is already under way: pause, resume or let it finish first.');
  const [row] = await db
    .insert(aiEnrichmentBatches)
    .values({ userId, materialIds: [...new Set(materialIds)] })
    .returning();
  await ensureBatchJob(deps.jobs, row!.id, userId);
  return toStatus(row!);
}

/** The user's newest batch, or null. */
export async function currentEnrichmentBatch(db: Db, userId: string): Promise<BatchStatus | null> {
  const [row] = await db
    .select()
    .from(aiEnrichmentBatches)
    .where(eq(aiEnrichmentBatches.userId, userId))
    .orderBy(desc(aiEnrichmentBatches.createdAt))
    .limit(1);
  return row ? toStatus(row) : null;
}

/** Pauses a running batch: its job ends after the material it is on. Another user's batch is a 404. */
export async function pauseEnrichmentBatch(db: Db, userId: string, id: string): Promise<BatchStatus> {
  await ownedBatch(db, userId, id);
  await db
    .update(aiEnrichmentBatches)
    .set({ state: 'paused', updatedAt: new Date() })
    .where(and(eq(aiEnrichmentBatches.id, id), eq(aiEnrichmentBatches.state, 'running')));
  return toStatus(await ownedBatch(db, userId, id));
}

/** Resumes a paused batch from where it stopped, on whichever server claims its job. */
export async function resumeEnrichmentBatch(
  deps: Pick<AppDeps, 'jobs'> & { database: { db: Db } },
  userId: string,
  id: string,
): Promise<BatchStatus> {
  const { db } = deps.database;
  await ownedBatch(db, userId, id);
  const resumed = await db
    .update(aiEnrichmentBatches)
    .set({ state: 'running', updatedAt: new Date() })
    .where(and(eq(aiEnrichmentBatches.id, id), eq(aiEnrichmentBatches.state, 'paused')))
    .returning({ id: aiEnrichmentBatches.id });
  if (resumed.length > 0) await ensureBatchJob(deps.jobs, id, userId);
  return toStatus(await ownedBatch(db, userId, id));
}

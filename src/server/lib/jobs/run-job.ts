import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { jobs } from '../../db/schema/index.ts';
import { jobFiles, type JobJson, type JobProgress } from '../../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import { JobFailure, type JobHandler, type JobRow } from './job-type.ts';

type JobFields = PgUpdateSetSource<typeof jobs>;

/** A job kind as the queue registered it (job-queue.ts, define). */
export type JobDefinition = { handler: JobHandler<JobJson>; retryOnError: boolean };

type RunJobInput = {
  db: Db;
  logger: Logger;
  /** The lease: the job heartbeats three times per lease. */
  leaseMs: number;
  job: JobRow;
  definition: JobDefinition;
  /** Writes to the job only while this server still holds it; false when it does not (job-rows.ts, updateHeldJob). */
  updateHeld: (id: string, fields: JobFields) => Promise<boolean>;
};

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one claimed job (job-queue.ts claims it): heartbeats while it runs (aborting it when another server took it
 * over), writes its progress (the latest value, one write at a time), gives it its files, and records the outcome:
 * succeeded with its result, queued again with a backoff when it may retry, or failed. `done` settles once the
 * outcome is written; `controller` aborts the handler.
 */
export function runJob({ db, logger, leaseMs, job, definition, updateHeld }: RunJobInput) {
  const controller = new AbortController();
  let progressWrite: Promise<unknown> = Promise.resolve();
  let pendingProgress: JobProgress | null = null;
  const progress = (value: JobProgress) => {
    const isIdle = pendingProgress === null;
    pendingProgress = value;
    if (!isIdle) return;
    progressWrite = progressWrite.then(async () => {
      const next = pendingProgress;
      pendingProgress = null;
      if (next) await updateHeld(job.id, { progress: next }).catch(() => {});
    });
  };
  const heartbeat = setInterval(
    () => {
      updateHeld(job.id, { heartbeatAt: sql`now()` })
        .then((isHeld) => {
          if (!isHeld) controller.abort(new Error('This server no longer holds the job.'));
        })
        .catch((error: unknown) => logger.warn({ err: error, job: job.id }, 'job heartbeat failed'));
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  heartbeat.unref();
  const readFiles = async () => {
    const rows = await db
      .select({ name: jobFiles.name, content: jobFiles.content })
      .from(jobFiles)
      .where(eq(jobFiles.jobId, job.id));
    return new Map(rows.map((row) => [row.name, row.content]));
  };
  const done = (async () => {
    let fields: JobFields;
    try {
      const result = await definition.handler({
        job,
        payload: job.payload,
        progress,
        signal: controller.signal,
        readFiles,
      });
      fields = { state: 'succeeded', result: result ?? null };
    } catch (error) {
      const canRetry = definition.retryOnError && !(error instanceof JobFailure) && job.attempts < job.maxAttempts;
      if (!(error instanceof JobFailure)) logger.error({ err: error, job: job.id, name: job.name }, 'job failed');
      fields = canRetry
        ? {
            state: 'queued',
            error: errorMessage(error),
            lockedBy: null,
            runAfter: sql`now() + ${job.attempts * 10} * interval '1 second'`,
          }
        : { state: 'failed', error: errorMessage(error), result: error instanceof JobFailure ? error.result : null };
    } finally {
      clearInterval(heartbeat);
    }
    await progressWrite;
    const isFinal = fields.state !== 'queued';
    await updateHeld(job.id, { ...fields, ...(isFinal ? { finishedAt: sql`now()` } : {}) }).catch((error: unknown) =>
      logger.error({ err: error, job: job.id }, 'could not record the end of a job'),
    );
    // A retry reads the files again; a finished job no longer needs them.
    if (isFinal)
      await db
        .delete(jobFiles)
        .where(eq(jobFiles.jobId, job.id))
        .catch(() => {});
  })();
  return { controller, done };
}

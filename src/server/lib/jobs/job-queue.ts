import os from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { jobFiles, jobs, type JobJson } from '../../db/schema/index.ts';
import { AppError } from '../app-error.ts';
import type { Logger } from '../logger.ts';
import {
  claimNextJob,
  deleteFinishedJobs,
  findActiveJob,
  findJob,
  listJobs,
  reclaimExpiredJobs,
  updateHeldJob,
} from './job-rows.ts';
import { isJobFinished, type JobHandler, type JobOptions, type JobRow, type JobType } from './job-type.ts';
import { runJob, type JobDefinition as Definition } from './run-job.ts';

type JobFields = PgUpdateSetSource<typeof jobs>;

type Schedule = {
  name: string;
  everyMs: number;
  payload: (periodStart: Date) => JobJson;
  singletonKey?: string;
  notBeforeUptimeMs: number;
  lastPeriod: number | null;
};
type Ticker = { name: string; everyMs: number; tick: () => Promise<void>; lastRun: number };

export type JobQueueOptions = {
  db: Db;
  logger: Logger;
  /** A running job whose server has not heartbeaten for this long is taken over by another server. */
  leaseMs?: number;
  /** How often a started queue looks for work, expired leases and due schedules. */
  pollMs?: number;
  /** Jobs this server runs at once. */
  concurrency?: number;
  /** How long finished jobs are kept. */
  retentionDays?: number;
  workerId?: string;
};

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * The one jobs module (ADR 012): jobs live in the `jobs` table, so each runs once across every app server on the
 * database, survives a restart and reports progress. Built once per deployment in buildDeps (never a module
 * singleton). Enqueuing runs the job here at once when this server has room; a started queue also polls for jobs
 * other servers enqueued, takes over jobs whose server died (lease expired) and enqueues recurring periods.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { db, logger } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 3;
  const retentionDays = options.retentionDays ?? 30;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const definitions = new Map<string, Definition>();
  const schedules: Schedule[] = [];
  const tickers: Ticker[] = [];
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let isStopped = false;
  /** When start() was called: schedules' notBeforeUptimeMs count from it. */
  let startedAt: number | null = null;
  let pollTimer: NodeJS.Timeout | null = null;
  let draining: Promise<void> | null = null;
  let drainAgain = false;
  let lastCleanup = 0;
  const get = (id: string) => findJob(db, id);
  const list = (type: JobType<JobJson> | { name: string }, listOptions?: { limit?: number; singletonKey?: string }) =>
    listJobs(db, type, listOptions);
  const findActive = (singletonKey: string) => findActiveJob(db, singletonKey);
  const claim = () => claimNextJob(db, workerId, [...definitions.keys()]);
  const updateHeld = (id: string, fields: JobFields) => updateHeldJob(db, workerId, id, fields);

  function define<Payload extends JobJson>(
    type: JobType<Payload>,
    handler: JobHandler<Payload>,
    definitionOptions: { retryOnError?: boolean } = {},
  ) {
    definitions.set(type.name, {
      handler: handler as unknown as JobHandler<JobJson>,
      retryOnError: definitionOptions.retryOnError ?? false,
    });
  }

  /** Adds a job; returns null when `uniqueKey` was already enqueued; 409 when a job with `singletonKey` is active. */
  async function enqueue<Payload extends JobJson>(
    type: JobType<Payload>,
    payload: Payload,
    jobOptions: JobOptions = {},
  ): Promise<JobRow | null> {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(jobs)
        .values({
          name: type.name,
          payload,
          uniqueKey: jobOptions.uniqueKey ?? null,
          singletonKey: jobOptions.singletonKey ?? null,
          runAfter: jobOptions.runAfter ?? sql`now()`,
          createdBy: jobOptions.createdBy ?? null,
          maxAttempts: jobOptions.maxAttempts ?? 3,
          ...(jobOptions.progress ? { progress: jobOptions.progress } : {}),
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return null;
      for (const [name, content] of jobOptions.files ?? [])
        await tx.insert(jobFiles).values({ jobId: inserted.id, name, content });
      return inserted;
    });
    if (!row) {
      if (
        jobOptions.uniqueKey &&
        (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.uniqueKey, jobOptions.uniqueKey))).length > 0
      )
        return null;
      throw new AppError(
        'CONFLICT',
        jobOptions.conflictMessage ?? 'This job is already running. Wait for it to finish.',
      );
    }
    kick();
    return row;
  }

  /** Cancels a queued or running job (a running one stops at its next heartbeat). */
  async function cancel(id: string): Promise<boolean> {
    const cancelled = await db
      .update(jobs)
      .set({ state: 'cancelled', finishedAt: sql`now()`, lockedBy: null, error: 'Cancelled.' })
      .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'running'])))
      .returning({ id: jobs.id });
    running.get(id)?.controller.abort(new Error('cancelled'));
    return cancelled.length > 0;
  }

  /** Resolves with the job once it has finished (here or on another server). */
  async function waitFor(id: string, waitOptions: { pollMs?: number; timeoutMs?: number } = {}): Promise<JobRow> {
    const deadline = Date.now() + (waitOptions.timeoutMs ?? 24 * 3_600_000);
    for (;;) {
      await running.get(id)?.done;
      const row = await get(id);
      if (!row) throw new AppError('NOT_FOUND', 'No such job.');
      if (isJobFinished(row)) return row;
      if (Date.now() > deadline) throw new Error(`job ${id} did not finish in time`);
      kick();
      await new Promise((resolve) => setTimeout(resolve, waitOptions.pollMs ?? 100));
    }
  }

  function execute(job: JobRow): Promise<void> {
    const { controller, done } = runJob({
      db,
      logger,
      leaseMs,
      job,
      definition: definitions.get(job.name)!,
      updateHeld,
    });
    const tracked = done.finally(() => {
      running.delete(job.id);
      kick();
    });
    running.set(job.id, { controller, done: tracked });
    return tracked;
  }

  /** Claims and starts jobs until this server is full or nothing is due. */
  function kick(): void {
    if (isStopped) return;
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = (async () => {
      do {
        drainAgain = false;
        while (!isStopped && running.size < concurrency) {
          const job = await claim().catch((error: unknown) => {
            logger.warn({ err: error }, 'could not claim a job');
            return null;
          });
          if (!job) break;
          if (isStopped) {
            await db
              .update(jobs)
              .set({ state: 'queued', lockedBy: null, attempts: sql`${jobs.attempts} - 1` })
              .where(eq(jobs.id, job.id))
              .catch(() => {});
            break;
          }
          void execute(job);
        }
      } while (drainAgain && !isStopped && running.size < concurrency);
    })().finally(() => {
      draining = null;
    });
  }

  /** Running jobs whose server stopped heartbeating go back to the queue (or fail after their last attempt). */
  async function reclaimExpired(): Promise<number> {
    const reclaimed = await reclaimExpiredJobs(db, leaseMs);
    if (reclaimed.length > 0) logger.warn({ jobs: reclaimed }, 'jobs taken over from a stopped server');
    return reclaimed.length;
  }

  /**
   * Enqueues `type` once per period of `everyMs` (aligned to the epoch), keyed `name:period-start`, so two servers
   * never run one period twice and a restart within a period does not run it again. `notBeforeUptimeMs`: a period
   * this server enqueues within that long of its start waits until then (work that can wait, such as the daily
   * deadline job, stays out of a start's own work); the row is enqueued at once, so another server may run it then.
   */
  function schedule<Payload extends JobJson>(
    type: JobType<Payload>,
    everyMs: number,
    payload: (periodStart: Date) => Payload,
    scheduleOptions: { singletonKey?: string; notBeforeUptimeMs?: number } = {},
  ) {
    if (everyMs > 0)
      schedules.push({
        name: type.name,
        everyMs,
        payload,
        singletonKey: scheduleOptions.singletonKey,
        notBeforeUptimeMs: scheduleOptions.notBeforeUptimeMs ?? 0,
        lastPeriod: null,
      });
  }

  /** A check run every `everyMs` by each started server (e.g. which scrapers are due); it enqueues with unique keys. */
  function addTicker(name: string, everyMs: number, tick: () => Promise<void>) {
    tickers.push({ name, everyMs, tick, lastRun: 0 });
  }

  async function enqueueDuePeriods(now: number) {
    for (const item of schedules) {
      const period = Math.floor(now / item.everyMs) * item.everyMs;
      if (item.lastPeriod === period) continue;
      const periodStart = new Date(period);
      try {
        const notBefore = (startedAt ?? now) + item.notBeforeUptimeMs;
        await enqueue({ name: item.name }, item.payload(periodStart), {
          uniqueKey: `${item.name}:${periodStart.toISOString()}`,
          singletonKey: item.singletonKey,
          maxAttempts: 3,
          ...(notBefore > now ? { runAfter: new Date(notBefore) } : {}),
        });
        item.lastPeriod = period;
      } catch (error) {
        // Its singleton is busy (an on-demand run): the period is enqueued at a later poll.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      }
    }
  }

  async function poll() {
    const now = Date.now();
    await reclaimExpired();
    await enqueueDuePeriods(now);
    for (const ticker of tickers) {
      if (now - ticker.lastRun < ticker.everyMs) continue;
      ticker.lastRun = now;
      await ticker
        .tick()
        .catch((error: unknown) => logger.warn({ err: error, ticker: ticker.name }, 'job ticker failed'));
    }
    if (now - lastCleanup > 3_600_000) {
      lastCleanup = now;
      await deleteFinishedJobs(db, retentionDays);
    }
    kick();
  }

  /**
   * Starts polling. `reclaimAll` (the embedded database, whose lock proves no other server runs) puts back at once
   * every job a previous process left running instead of waiting for its lease.
   */
  async function start(startOptions: { reclaimAll?: boolean } = {}) {
    startedAt = Date.now();
    if (startOptions.reclaimAll) {
      await db
        .update(jobs)
        .set({
          // A job that has used its attempts is not run again: one that crashed its server would crash it again.
          state: sql`CASE WHEN ${jobs.attempts} >= ${jobs.maxAttempts} THEN 'failed' ELSE 'queued' END`,
          finishedAt: sql`CASE WHEN ${jobs.attempts} >= ${jobs.maxAttempts} THEN now() ELSE NULL END`,
          lockedBy: null,
          error: 'The server running it stopped.',
        })
        .where(eq(jobs.state, 'running'));
    }
    const loop = () => {
      pollTimer = setTimeout(() => {
        poll()
          .catch((error: unknown) => logger.warn({ err: error }, 'job poll failed'))
          .finally(() => {
            if (!isStopped) loop();
          });
      }, pollMs);
      pollTimer.unref();
    };
    await poll().catch((error: unknown) => logger.warn({ err: error }, 'job poll failed'));
    if (!isStopped) loop();
  }

  /** Stops claiming, asks running jobs to stop, waits up to `graceMs` for them, and puts back the ones still running. */
  async function stop(graceMs = 5_000) {
    isStopped = true;
    if (pollTimer) clearTimeout(pollTimer);
    const pending = [...running.values()];
    for (const entry of pending) entry.controller.abort(new Error('The server is stopping.'));
    await Promise.race([
      Promise.allSettled(pending.map((entry) => entry.done)),
      new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
    ]);
    await draining;
    // What did not stop in time goes back to the queue now rather than when its lease expires.
    const unfinished = [...running.keys()];
    if (unfinished.length > 0) {
      await db
        .update(jobs)
        .set({ state: 'queued', error: 'The server running it stopped.' })
        .where(and(inArray(jobs.id, unfinished), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')))
        .catch((error: unknown) => logger.warn({ err: error }, 'could not put unfinished jobs back'));
    }
  }

  return {
    workerId,
    define,
    enqueue,
    get,
    list,
    findActive,
    cancel,
    waitFor,
    schedule,
    addTicker,
    start,
    stop,
    reclaimExpired,
    kick,
  };
}

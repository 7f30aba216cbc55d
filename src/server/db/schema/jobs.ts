import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** queued → running → succeeded | failed | cancelled; a running job whose server died goes back to queued. */
export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** How far a job is: `done` of `total` steps and what it is doing; `detail` is the job's own shape. */
export type JobProgress = {
  done: number;
  total: number;
  message: string | null;
  detail?: Record<string, unknown> | null;
};

/** JSON a job keeps (payload, result): plain data only, so any server can pick the job up. */
export type JobJson = Record<string, unknown>;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Background work shared by every app server on the database (ADR 012): a server claims a queued job with
 * `FOR UPDATE SKIP LOCKED`, heartbeats while it runs it, and another server takes it over once the lease expires.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The handler that runs it, e.g. 'news.fetch', 'reference-data.import'. */
    name: text('name').notNull(),
    payload: jsonb('payload').$type<JobJson>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    progress: jsonb('progress').$type<JobProgress>().notNull().default({ done: 0, total: 1, message: null }),
    /** Starts so far (a server that died mid-run counts as one). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not claimed before this time (scheduled periods, retry back-off). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** Set once for ever: a recurring period ('news.fetch:2026-11-23T20:30:00.000Z') is enqueued once across servers. */
    uniqueKey: text('unique_key'),
    /** At most one queued or running job per key ('reference-data.import', 'scraper:<source id>'): a second start is a 409. */
    singletonKey: text('singleton_key'),
    /** The server holding a running job; once finished, the server that finished it. */
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    result: jsonb('result').$type<JobJson>(),
    error: text('error'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_unique_key_idx').on(table.uniqueKey),
    uniqueIndex('jobs_active_singleton_idx')
      .on(table.singletonKey)
      .where(sql`state IN ('queued', 'running')`),
    index('jobs_claim_idx').on(table.state, table.runAfter),
    index('jobs_name_created_idx').on(table.name, table.createdAt),
  ],
);

/** Files a job reads (an uploaded dataset), kept in the database so whichever server claims the job can read them. */
export const jobFiles = pgTable(
  'job_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('job_files_job_idx').on(table.jobId)],
);

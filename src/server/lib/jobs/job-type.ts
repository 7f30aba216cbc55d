import type { jobs, JobJson, JobProgress } from '../../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/** A kind of job and the payload it takes: `jobType<{ period: string }>('intelligence.news-fetch')`. */
export type JobType<Payload extends JobJson> = { readonly name: string; readonly payloadType?: Payload };

export function jobType<Payload extends JobJson>(name: string): JobType<Payload> {
  return { name };
}

export type JobContext<Payload extends JobJson> = {
  job: JobRow;
  payload: Payload;
  /** Records how far the job is (written in the background, the last value wins; never throws). */
  progress: (progress: JobProgress) => void;
  /** Aborted when this server lost the job (its lease expired, or an admin cancelled it) or is stopping. */
  signal: AbortSignal;
  /** The files enqueued with the job (an uploaded dataset). */
  readFiles: () => Promise<Map<string, Buffer>>;
};

export type JobHandler<Payload extends JobJson> = (context: JobContext<Payload>) => Promise<JobJson | void>;

export type JobOptions = {
  /** Another start while one with this key is queued or running answers 409 with `conflictMessage`. */
  singletonKey?: string;
  conflictMessage?: string;
  /** Enqueued once for ever: a second enqueue with the same key does nothing and returns null. */
  uniqueKey?: string;
  runAfter?: Date;
  createdBy?: string | null;
  maxAttempts?: number;
  files?: ReadonlyMap<string, Buffer>;
  progress?: JobProgress;
};

/** Thrown by a handler: the job failed and keeps `result` (e.g. the datasets that did import); not retried. */
export class JobFailure extends Error {
  readonly result: JobJson | null;
  constructor(message: string, result: JobJson | null = null) {
    super(message);
    this.name = 'JobFailure';
    this.result = result;
  }
}

const TERMINAL_STATES = new Set(['succeeded', 'failed', 'cancelled']);

export function isJobFinished(job: Pick<JobRow, 'state'>): boolean {
  return TERMINAL_STATES.has(job.state);
}

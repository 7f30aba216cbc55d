import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
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

/**
 * Batch enrichment behind one small interface, so that it can move onto the database-backed jobs module without
 * touching the routes: start, read, pause, resume. One batch per user at a time.
 */
export type EnrichmentBatchRunner = {
  start(userId: string, materialIds: readonly string[]): BatchStatus;
  current(userId: string): BatchStatus | null;
  pause(userId: string, id: string): BatchStatus;
  resume(userId: string, id: string): BatchStatus;
};

type Batch = BatchStatus & { userId: string; materialIds: readonly string[]; wake: (() => void) | null };

/** The in-process runner: a simple loop per batch, one material at a time, that waits while paused. */
export function createInProcessBatchRunner(
  deps: Pick<AppDeps, 'secretBox' | 'env' | 'logger'>,
  database: Database,
): EnrichmentBatchRunner {
  const batches = new Map<string, Batch>();

  const publicStatus = (batch: Batch): BatchStatus => {
    const { userId: _userId, materialIds: _materialIds, wake: _wake, ...status } = batch;
    return { ...status };
  };

  async function run(batch: Batch): Promise<void> {
    for (let index = batch.done + batch.failed; index < batch.materialIds.length; index = batch.done + batch.failed) {
      while (batch.state === 'paused') await new Promise<void>((resolve) => (batch.wake = resolve));
      if (batch.state !== 'running') return;
      try {
        const result = await enrichMaterial(deps, database.db, batch.userId, batch.materialIds[index]!);
        batch.done += 1;
        batch.fieldsStored += result.items.length;
        batch.cost = Math.round((batch.cost + result.cost) * 1_000_000) / 1_000_000;
      } catch (error) {
        if (error instanceof AppError && (error.code === 'AI_COST_LIMIT' || error.code === 'AI_NOT_CONFIGURED')) {
          batch.state = 'stopped';
          batch.message = error.message;
          return;
        }
        batch.failed += 1;
        batch.message = error instanceof AppError ? error.message : 'A material could not be enriched.';
      }
    }
    batch.state = 'finished';
  }

  const owned = (userId: string, id: string): Batch => {
    const batch = batches.get(userId);
    if (!batch || batch.id !== id) throw new AppError('NOT_FOUND', 'Batch not found');
    return batch;
  };

  return {
    start(userId, materialIds) {
      const existing = batches.get(userId);
      if (existing && (existing.state === 'running' || existing.state === 'paused'))
        throw new AppError('CONFLICT', 'A batch is already under way: pause, resume or let it finish first.');
      const unique = [...new Set(materialIds)];
      const batch: Batch = {
        id: randomUUID(),
        state: 'running',
        total: unique.length,
        done: 0,
        failed: 0,
        fieldsStored: 0,
        cost: 0,
        message: null,
        startedAt: new Date().toISOString(),
        userId,
        materialIds: unique,
        wake: null,
      };
      batches.set(userId, batch);
      void run(batch).catch((error: unknown) => {
        batch.state = 'stopped';
        batch.message = 'The batch stopped on an unexpected error.';
        deps.logger.error({ err: error }, 'enrichment batch failed');
      });
      return publicStatus(batch);
    },
    current(userId) {
      const batch = batches.get(userId);
      return batch ? publicStatus(batch) : null;
    },
    pause(userId, id) {
      const batch = owned(userId, id);
      if (batch.state === 'running') batch.state = 'paused';
      return publicStatus(batch);
    },
    resume(userId, id) {
      const batch = owned(userId, id);
      if (batch.state === 'paused') {
        batch.state = 'running';
        batch.wake?.();
        batch.wake = null;
      }
      return publicStatus(batch);
    },
  };
}

const runners = new WeakMap<object, EnrichmentBatchRunner>();

/** The runner of this app instance (one per set of deps). */
export function batchRunnerFor(deps: AppDeps): EnrichmentBatchRunner {
  let runner = runners.get(deps);
  if (!runner) {
    runner = createInProcessBatchRunner(deps, deps.database);
    runners.set(deps, runner);
  }
  return runner;
}

import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { jobFiles, jobs } from '../../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { JobFailure, jobType } from './job-type.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const logger = createLogger('silent');
const queues: JobQueue[] = [];
afterAll(async () => {
  for (const queue of queues) await queue.stop(1_000);
});

/** A queue as one app server would build it (several share the database here, as servers would). */
function buildQueue(workerId: string, options: { leaseMs?: number; concurrency?: number } = {}) {
  const queue = createJobQueue({ db, logger, workerId, pollMs: 50, ...options });
  queues.push(queue);
  return queue;
}

const COUNT_JOB = jobType<{ key: string }>('test.count');

describe('the jobs module', () => {
  it('runs each of 40 jobs exactly once when three servers compete for them, and records the result', async () => {
    const runs = new Map<string, string[]>();
    const servers = ['server-a', 'server-b', 'server-c'].map((name) => {
      const queue = buildQueue(name, { concurrency: 2 });
      queue.define(COUNT_JOB, async ({ payload }) => {
        runs.set(payload.key, [...(runs.get(payload.key) ?? []), name]);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { ranOn: name };
      });
      return queue;
    });
    const enqueued = await Promise.all(
      Array.from({ length: 40 }, (_, index) => servers[index % 3]!.enqueue(COUNT_JOB, { key: `job-${index}` })),
    );
    const finished = await Promise.all(enqueued.map((job) => servers[0]!.waitFor(job!.id)));
    expect(finished.every((job) => job.state === 'succeeded' && job.attempts === 1)).toBe(true);
    expect(runs.size).toBe(40);
    expect([...runs.values()].filter((servedBy) => servedBy.length !== 1)).toEqual([]);
    expect(finished[0]!.result).toEqual({ ranOn: runs.get('job-0')![0] });
    expect(finished[0]!.finishedAt).toBeInstanceOf(Date);
    for (const queue of servers) await queue.stop();
  });

  it('reports progress while a job runs and keeps the last value', async () => {
    const queue = buildQueue('progress');
    const type = jobType<{ steps: number }>('test.progress');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    queue.define(type, async ({ payload, progress }) => {
      progress({ done: 1, total: payload.steps, message: 'first step' });
      await gate;
      progress({ done: payload.steps, total: payload.steps, message: 'done' });
    });
    const job = await queue.enqueue(type, { steps: 4 });
    let seen = await queue.get(job!.id);
    for (let attempt = 0; attempt < 100 && seen?.progress.done !== 1; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await queue.get(job!.id);
    }
    expect(seen).toMatchObject({ state: 'running', progress: { done: 1, total: 4, message: 'first step' } });
    release();
    expect(await queue.waitFor(job!.id)).toMatchObject({
      state: 'succeeded',
      progress: { done: 4, total: 4, message: 'done' },
    });
  });

  it('answers 409 for a second start of a singleton while the first is active, and allows it afterwards', async () => {
    const queue = buildQueue('singleton');
    const type = jobType<{ n: number }>('test.singleton');
    queue.define(type, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const first = await queue.enqueue(
      type,
      { n: 1 },
      { singletonKey: 'only-one', conflictMessage: 'Already running.' },
    );
    await expect(
      queue.enqueue(type, { n: 2 }, { singletonKey: 'only-one', conflictMessage: 'Already running.' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Already running.' });
    await queue.waitFor(first!.id);
    const again = await queue.enqueue(type, { n: 3 }, { singletonKey: 'only-one' });
    expect((await queue.waitFor(again!.id)).state).toBe('succeeded');
  });

  it('enqueues a recurring period once however many servers try (unique key)', async () => {
    const type = jobType<{ period: string }>('test.period');
    const servers = ['one', 'two', 'three'].map((name) => buildQueue(`period-${name}`));
    const attempts = await Promise.all(
      servers.map((queue) =>
        queue.enqueue(type, { period: 'p1' }, { uniqueKey: 'test.period:2026-11-23T20:30:00.000Z' }),
      ),
    );
    expect(attempts.filter((job) => job !== null)).toHaveLength(1);
    const rows = await db.select().from(jobs).where(eq(jobs.name, type.name));
    expect(rows).toHaveLength(1);
  });

  it('holds a scheduled period enqueued in its first minutes until notBeforeUptimeMs after the start', async () => {
    const held = jobType<{ period: string }>('test.held-period');
    const prompt = jobType<{ period: string }>('test.prompt-period');
    const queue = buildQueue('held-periods');
    const ran: string[] = [];
    queue.define(held, async () => void ran.push(held.name));
    queue.define(prompt, async () => void ran.push(prompt.name));
    const day = 24 * 3_600_000;
    queue.schedule(held, day, (start) => ({ period: start.toISOString() }), { notBeforeUptimeMs: 10 * 60_000 });
    queue.schedule(prompt, day, (start) => ({ period: start.toISOString() }));
    const before = Date.now();
    await queue.start();
    const [promptRow] = await db.select().from(jobs).where(eq(jobs.name, prompt.name));
    await queue.waitFor(promptRow!.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [heldRow] = await db.select().from(jobs).where(eq(jobs.name, held.name));
    expect(ran).toEqual([prompt.name]);
    expect(heldRow!.state).toBe('queued');
    expect(heldRow!.runAfter.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(heldRow!.runAfter.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    await queue.stop();
  });

  it('keeps a failure and its partial result (JobFailure), and retries a thrown error only when asked', async () => {
    const queue = buildQueue('failures');
    const failing = jobType<{ n: number }>('test.failing');
    const flaky = jobType<{ n: number }>('test.flaky');
    let flakyRuns = 0;
    queue.define(failing, async () => {
      throw new JobFailure('2 of 3 datasets failed', { imported: 1 });
    });
    queue.define(
      flaky,
      async () => {
        flakyRuns++;
        if (flakyRuns === 1) throw new Error('the network blinked');
        return { ok: true };
      },
      { retryOnError: true },
    );
    const failed = await queue.waitFor((await queue.enqueue(failing, { n: 1 }))!.id);
    expect(failed).toMatchObject({
      state: 'failed',
      error: '2 of 3 datasets failed',
      result: { imported: 1 },
      attempts: 1,
    });
    const retried = await queue.enqueue(flaky, { n: 1 });
    // The retry waits out its back-off: bring it forward instead of sleeping ten seconds.
    for (let attempt = 0; attempt < 100; attempt++) {
      const row = await queue.get(retried!.id);
      if (row?.state === 'queued' && row.attempts === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await db
      .update(jobs)
      .set({ runAfter: sql`now()` })
      .where(eq(jobs.id, retried!.id));
    queue.kick();
    expect(await queue.waitFor(retried!.id)).toMatchObject({ state: 'succeeded', attempts: 2, result: { ok: true } });
  });

  it('gives a dead server’s running job to another server once its lease expires, and the dead one cannot finish it', async () => {
    const type = jobType<{ n: number }>('test.lease');
    // One job at a time: while its first run hangs, the dead server cannot claim the job again once it is put back
    // (with room for more it could, before the alive one, and hang again with live heartbeats: session 21's timeout).
    const dead = buildQueue('dead-server', { leaseMs: 300, concurrency: 1 });
    const alive = buildQueue('alive-server', { leaseMs: 300 });
    let deadStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (deadStarted = resolve));
    let aliveFinished: () => void = () => {};
    const finishedAlive = new Promise<void>((resolve) => (aliveFinished = resolve));
    dead.define(type, async ({ signal }) => {
      deadStarted();
      // A server that hangs: no heartbeat reaches the database from here on. It comes back, told it lost the job,
      // only once the other server has finished it, and tries to finish it too.
      await Promise.all([new Promise((resolve) => signal.addEventListener('abort', resolve)), finishedAlive]);
      return { ranOn: 'dead' };
    });
    const job = await dead.enqueue(type, { n: 1 });
    await started;
    // Stop its heartbeats as a SIGKILL would: the row stays 'running' with an ageing heartbeat.
    await db
      .update(jobs)
      .set({ heartbeatAt: sql`now() - interval '10 seconds'` })
      .where(eq(jobs.id, job!.id));
    alive.define(type, async () => ({ ranOn: 'alive' }));
    expect(await alive.reclaimExpired()).toBe(1);
    alive.kick();
    const finished = await alive.waitFor(job!.id);
    aliveFinished();
    expect(finished).toMatchObject({
      state: 'succeeded',
      attempts: 2,
      result: { ranOn: 'alive' },
      lockedBy: 'alive-server',
    });
    await dead.stop(1_000);
    expect((await alive.get(job!.id))?.result).toEqual({ ranOn: 'alive' });
  });

  it('fails a job for good once a dead server has used its last attempt', async () => {
    const type = jobType<{ n: number }>('test.last-attempt');
    const queue = buildQueue('last-attempt', { leaseMs: 300 });
    const job = await queue.enqueue(type, { n: 1 }, { maxAttempts: 1 });
    await db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'gone', heartbeatAt: sql`now() - interval '10 seconds'` })
      .where(eq(jobs.id, job!.id));
    await queue.reclaimExpired();
    expect(await queue.get(job!.id)).toMatchObject({ state: 'failed', error: 'The server running it stopped.' });
  });

  it('puts back at start what a previous process left running on the embedded database, and cancels a queued job', async () => {
    const type = jobType<{ n: number }>('test.restart');
    const before = buildQueue('before-restart');
    const job = await before.enqueue(type, { n: 1 });
    await db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'before-restart', heartbeatAt: sql`now()` })
      .where(eq(jobs.id, job!.id));
    const after = buildQueue('after-restart');
    after.define(type, async () => ({ resumed: true }));
    await after.start({ reclaimAll: true });
    expect(await after.waitFor(job!.id)).toMatchObject({ state: 'succeeded', attempts: 2, result: { resumed: true } });

    const later = await before.enqueue(type, { n: 2 }, { runAfter: new Date(Date.now() + 3_600_000) });
    expect(await after.cancel(later!.id)).toBe(true);
    expect(await after.get(later!.id)).toMatchObject({ state: 'cancelled' });
    expect(await after.cancel(later!.id)).toBe(false);
  });

  it('at start, fails instead of re-running a job that crashed its server on its last attempt', async () => {
    const type = jobType<{ n: number }>('test.crashed-twice');
    const before = buildQueue('crashed-server');
    const job = await before.enqueue(type, { n: 1 }, { maxAttempts: 2 });
    await db
      .update(jobs)
      .set({ state: 'running', attempts: 2, lockedBy: 'crashed-server', heartbeatAt: sql`now()` })
      .where(eq(jobs.id, job!.id));
    let ran = false;
    const after = buildQueue('after-crash');
    after.define(type, async () => {
      ran = true;
    });
    await after.start({ reclaimAll: true });
    expect(await after.get(job!.id)).toMatchObject({ state: 'failed', error: 'The server running it stopped.' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toBe(false);
    await after.stop(100);
  });

  it('puts a job that does not stop in time back in the queue when its server shuts down', async () => {
    const type = jobType<{ n: number }>('test.shutdown');
    const stopping = buildQueue('stopping-server');
    let started: () => void = () => {};
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    stopping.define(type, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // ignores its abort signal
    });
    const job = await stopping.enqueue(type, { n: 1 });
    await isStarted;
    await stopping.stop(100);
    expect(await stopping.get(job!.id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      error: 'The server running it stopped.',
    });
    const next = buildQueue('next-server');
    next.define(type, async () => ({ resumed: true }));
    next.kick();
    expect(await next.waitFor(job!.id)).toMatchObject({ state: 'succeeded', attempts: 2, lockedBy: 'next-server' });
  });

  it('hands the files enqueued on one server to the server that runs the job, then deletes them', async () => {
    const type = jobType<{ dataset: string }>('test.files');
    const web = buildQueue('web-server'); // enqueues only: no handler for this kind
    const worker = buildQueue('worker-server');
    worker.define(type, async ({ readFiles }) => {
      const files = await readFiles();
      return { names: [...files.keys()], text: files.get('standards.csv')?.toString('utf8') ?? null };
    });
    const job = await web.enqueue(
      type,
      { dataset: 'ifra-standards' },
      { files: new Map([['standards.csv', Buffer.from('CAS,Name\n78-70-6,Linalool\n')]]) },
    );
    worker.kick();
    expect(await worker.waitFor(job!.id)).toMatchObject({
      state: 'succeeded',
      result: { names: ['standards.csv'], text: 'CAS,Name\n78-70-6,Linalool\n' },
    });
    expect(await db.select().from(jobFiles).where(eq(jobFiles.jobId, job!.id))).toEqual([]);
  });
});

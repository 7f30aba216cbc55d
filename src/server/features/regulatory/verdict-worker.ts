import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { Logger } from '../../lib/logger.ts';
import type { ThreadHeap } from '../../lib/sample-memory.ts';
import type { FormulaCheck } from './compute-formula-check.ts';
import type { RuleFindingsOutcome } from './find-saved-rule-findings.ts';
import type { ComplianceInputRows } from './load-compliance-inputs.ts';
import type { VerdictWorkerReply, VerdictWorkerRequest } from './verdict-worker-messages.ts';

type CheckRequest = Omit<Extract<VerdictWorkerRequest, { type: 'check' }>, 'type' | 'id'>;
type FindRulesRequest = Omit<Extract<VerdictWorkerRequest, { type: 'find-rules' }>, 'type' | 'id'>;
type Answer = Extract<VerdictWorkerReply, { type: 'checked' | 'found' | 'rendered' }>;

/** A document renderer the worker may run: a pure function of plain data that resolves to the PDF's bytes. */
export type RenderCall = { module: URL; name: string; args: unknown[] };

/**
 * Checks pages of saved formulas in a worker thread (issue 34: on the main thread they were three quarters of the
 * server's CPU under a house's load, and the list and search queued behind them). `check` rejects with
 * VerdictWorkerUnavailable when the worker cannot start, crashes, or takes longer than its timeout: the caller
 * then checks in-process (check-formula-verdicts.ts), so a request never hangs on it.
 */
export type VerdictWorker = {
  /**
   * `shared` is the server's own inputs the request was keyed on: the worker is sent the rows again (`loadInputRows`)
   * whenever they are another build (a new data version, or `forget()` after regulatory rows were written directly).
   */
  check(
    request: CheckRequest,
    shared: object,
    loadInputRows: () => Promise<ComplianceInputRows>,
  ): Promise<FormulaCheck[]>;
  /**
   * The dated market rules' findings in a page of saved formulas (the regulatory calendar; the daily deadline job
   * found a house's in 15-25 s of the main thread), sent and rejected as `check` is.
   */
  findRules(
    request: FindRulesRequest,
    shared: object,
    loadInputRows: () => Promise<ComplianceInputRows>,
  ): Promise<RuleFindingsOutcome[]>;
  /**
   * A PDF rendered by `call.name` of `call.module` in the worker (issue 34: 100-200 ms of synchronous CPU each, which
   * the list and searches queued behind); rejects with VerdictWorkerUnavailable like `check` (renderOffThread then
   * renders in-process).
   */
  render(call: RenderCall): Promise<Buffer>;
  /**
   * Sends the worker the rows of `shared` now, as the first `check` would (a member signing in: their library's first
   * verdicts then do not wait ~140 ms of main thread for them); nothing when it has them. Rejects like `check`.
   */
  prepare(versionKey: string, shared: object, loadInputRows: () => Promise<ComplianceInputRows>): Promise<void>;
  /** Formulas the worker has checked (tests see that the worker, not the fallback, did the work). */
  readonly checkedCount: number;
  /** Formulas whose market rules the worker has found (tests: the worker, not the fallback, found them). */
  readonly foundCount: number;
  /** Documents the worker has rendered. */
  readonly renderedCount: number;
  /** How many times a worker was sent the compliance inputs' rows (tests: once a build, not once a check). */
  readonly inputsSentCount: number;
  /** The worker thread's V8 heap now, or null when none runs (the memory samples of MEMORY_SAMPLE_MS). */
  readHeap(): Promise<ThreadHeap | null>;
  /** Ends the worker thread (server stop); a later check starts a new one. */
  stop(): Promise<void>;
};

export class VerdictWorkerUnavailable extends Error {}

/** A check still waiting for the worker's answer. */
type Pending = {
  resolve: (reply: Answer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

const ENTRY = new URL('./check-formulas-worker.ts', import.meta.url);
/** After this many crashes the server stops starting workers and checks in-process. */
const MAX_STARTS = 3;

/**
 * The worker's heap limits (ADR 045). Its live heap under a house's load is about 100 MB (the compliance inputs and
 * the engine's material vectors, pdfkit and its fonts, the page in hand); with V8's default limit (a quarter of the
 * machine's memory, 4 GB here) V8 let it grow to 3-4 times that between full collections (330 MB measured). A limit of
 * 512 MB leaves five times the live heap, and past it the thread ends with ERR_WORKER_OUT_OF_MEMORY: the page or
 * document then runs on the main thread (the crash path below), the same answer. The young generation is 24 MB
 * (three semi-spaces of 8; the main thread's are 16 MB since ADR 049's session 18, the worker's were not measured
 * at 16).
 */
export const VERDICT_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 24 };

/**
 * How the worker thread loads the TypeScript entry: natively where Node strips types (Node 24: `npm start`, dev,
 * e2e), else through tsx's loader registered in the thread (Node 20, vitest), else not at all (null).
 */
function spawnWorker(entry: URL, resourceLimits: ResourceLimits): Worker | null {
  const nodeStripsTypes = Boolean((process.features as { typescript?: unknown }).typescript);
  if (nodeStripsTypes) return new Worker(entry, { execArgv: [], resourceLimits });
  let tsxApi: string;
  try {
    tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
  } catch {
    return null;
  }
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, execArgv: [], resourceLimits });
}

export function createVerdictWorker(options: {
  logger: Logger;
  /** The longest a page may take in the worker before it is ended and the page checked in-process. */
  timeoutMs?: number;
  /** Another entry (tests: a worker that crashes). */
  entry?: URL;
  /** The thread's heap limits (tests: a small one it runs out of). */
  resourceLimits?: ResourceLimits;
}): VerdictWorker {
  const { logger, timeoutMs = 30_000, entry = ENTRY, resourceLimits = VERDICT_WORKER_LIMITS } = options;
  let worker: Worker | null = null;
  /** The build of the server's inputs whose rows the current worker was sent. */
  let sent: WeakRef<object> | null = null;
  let starts = 0;
  let gaveUp = false;
  let nextId = 1;
  let checkedCount = 0;
  let foundCount = 0;
  let renderedCount = 0;
  let inputsSentCount = 0;
  const pending = new Map<number, Pending>();

  const failAll = (reason: string) => {
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new VerdictWorkerUnavailable(reason));
      pending.delete(id);
    }
  };

  const discard = (reason: string) => {
    const ended = worker;
    worker = null;
    sent = null;
    failAll(reason);
    if (ended) void ended.terminate();
  };

  const start = (): Worker | null => {
    if (worker) return worker;
    if (gaveUp) return null;
    if (starts >= MAX_STARTS) {
      gaveUp = true;
      logger.warn({ starts }, 'the verdict worker keeps failing: verdicts are checked on the main thread');
      return null;
    }
    starts += 1;
    let spawned: Worker | null;
    try {
      spawned = spawnWorker(entry, resourceLimits);
    } catch (error) {
      spawned = null;
      logger.warn({ err: error }, 'the verdict worker could not start');
    }
    if (!spawned) {
      gaveUp = true;
      logger.warn('the verdict worker cannot start here: verdicts are checked on the main thread');
      return null;
    }
    const current = spawned;
    // The worker never keeps the process alive: a test run or a stopped server exits with checks pending.
    current.unref();
    current.on('message', (reply: VerdictWorkerReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if (reply.type === 'failed') waiting.reject(new VerdictWorkerUnavailable(reply.message));
      else waiting.resolve(reply);
    });
    current.on('error', (error) => {
      logger.warn({ err: error }, 'the verdict worker failed');
      if (worker === current) discard(`the verdict worker failed: ${error.message}`);
    });
    current.on('exit', (code) => {
      if (worker === current) discard(`the verdict worker exited (${code})`);
    });
    worker = current;
    return current;
  };

  /** Sends one request and waits for its answer, within the timeout (then the worker is ended and started anew). */
  const ask = (current: Worker, request: VerdictWorkerRequest & { id: number }) =>
    new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        logger.warn({ timeoutMs }, 'the verdict worker took too long: it is restarted');
        if (worker === current) discard('the verdict worker took too long');
      }, timeoutMs);
      pending.set(request.id, { resolve, reject, timer });
      try {
        current.postMessage(request);
      } catch (error) {
        // Arguments that cannot cross to a thread (a function in them): this one is done in-process.
        pending.delete(request.id);
        clearTimeout(timer);
        reject(new VerdictWorkerUnavailable(`cannot send to the verdict worker: ${(error as Error).message}`));
      }
    });

  /** The rows of `shared` to the worker, unless it has them (a worker started anew has none). */
  const sendInputs = async (
    versionKey: string,
    shared: object,
    loadInputRows: () => Promise<ComplianceInputRows>,
  ): Promise<void> => {
    if (!start()) throw new VerdictWorkerUnavailable('no verdict worker');
    if (sent?.deref() === shared) return;
    const inputRows = await loadInputRows();
    // An import finished between the two reads: this page is checked in-process, the next one sends the rows.
    if (inputRows.versionKey !== versionKey)
      throw new VerdictWorkerUnavailable('the data version changed while its rows were read');
    const current = start();
    if (!current) throw new VerdictWorkerUnavailable('no verdict worker');
    if (sent?.deref() === shared) return;
    current.postMessage({ type: 'inputs', inputRows } satisfies VerdictWorkerRequest);
    sent = new WeakRef(shared);
    inputsSentCount += 1;
  };

  return {
    get checkedCount() {
      return checkedCount;
    },
    get foundCount() {
      return foundCount;
    },
    get renderedCount() {
      return renderedCount;
    },
    get inputsSentCount() {
      return inputsSentCount;
    },
    async render(call) {
      const current = start();
      if (!current) throw new VerdictWorkerUnavailable('no verdict worker');
      const reply = await ask(current, {
        type: 'render',
        id: nextId++,
        module: call.module.href,
        name: call.name,
        args: call.args,
      });
      if (reply.type !== 'rendered') throw new VerdictWorkerUnavailable('the verdict worker answered another request');
      renderedCount += 1;
      return Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength);
    },
    prepare: sendInputs,
    async check(request, shared, loadInputRows) {
      await sendInputs(request.versionKey, shared, loadInputRows);
      const current = start();
      if (!current) throw new VerdictWorkerUnavailable('no verdict worker');
      const reply = await ask(current, { type: 'check', id: nextId++, ...request });
      if (reply.type !== 'checked') throw new VerdictWorkerUnavailable('the verdict worker answered another request');
      checkedCount += reply.checks.length;
      return reply.checks;
    },
    async findRules(request, shared, loadInputRows) {
      await sendInputs(request.versionKey, shared, loadInputRows);
      const current = start();
      if (!current) throw new VerdictWorkerUnavailable('no verdict worker');
      const reply = await ask(current, { type: 'find-rules', id: nextId++, ...request });
      if (reply.type !== 'found') throw new VerdictWorkerUnavailable('the verdict worker answered another request');
      foundCount += reply.outcomes.length;
      return reply.outcomes;
    },
    async readHeap() {
      if (!worker) return null;
      const heap = await worker.getHeapStatistics();
      return {
        used: heap.used_heap_size,
        total: heap.total_heap_size,
        external: heap.external_memory,
        malloced: heap.malloced_memory,
      };
    },
    async stop() {
      const ended = worker;
      worker = null;
      sent = null;
      failAll('the server is stopping');
      if (ended) await ended.terminate();
    },
  };
}

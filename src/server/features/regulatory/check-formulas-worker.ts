// The verdict worker's entry (a node:worker_threads worker started by verdict-worker.ts): it holds its own copy of the
// shared compliance inputs, built from the rows the server sends once per data version, and checks pages of saved
// formulas away from the server's event loop (issue 34); it also renders the PDF documents (pure functions of plain
// data, named by module and export). It opens no database: every row comes in a message.
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { collectAfterGrowth } from '../../lib/collect-after-growth.ts';
import { collectAndRelease } from '../../lib/collect-and-release.ts';
import { buildUserComplianceContext } from './build-user-compliance-context.ts';
import { computeFormulaCheck } from './compute-formula-check.ts';
import { findSavedRuleFindings } from './find-saved-rule-findings.ts';
import { buildInputsFromRows, type ComplianceInputs } from './load-compliance-inputs.ts';
import type { VerdictWorkerReply, VerdictWorkerRequest } from './verdict-worker-messages.ts';

if (!parentPort) throw new Error('check-formulas-worker.ts runs as a worker thread only');
const port = parentPort;

/**
 * The worker runs below the server's main thread (Linux: a thread has its own nice value, and /proc/thread-self names
 * it): when the cores are busy the list and searches on the main thread are served first, the checks and documents
 * with the time left. Elsewhere, or if refused, it keeps the normal priority.
 */
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // not Linux, or not allowed: the normal priority
}

let inputs: ComplianceInputs | null = null;

/**
 * The worker collects its garbage once its heap grew 32 MB past what the last collection left (ADR 049): its heap then
 * stays near its live ~70-110 MB instead of V8's 1.4-2 times that, which added to the main thread's at the peak. The
 * collection reduces memory (V8's 'last-resort' flavour: compacting, and giving back the pages V8 pools for the
 * process's heaps, 50-100 MB under the load otherwise): two full collections, ~80-560 ms of the worker's time.
 */
const WORKER_HEAP_SLACK_BYTES = 32 * 1024 * 1024;
const collector = collectAfterGrowth({
  slackBytes: WORKER_HEAP_SLACK_BYTES,
  heapUsed: () => v8.getHeapStatistics().used_heap_size,
  collect: collectAndRelease,
});

/** A document renderer named by the server (verdict-worker.ts `render`): its module's export, called with the args. */
async function render(message: Extract<VerdictWorkerRequest, { type: 'render' }>): Promise<VerdictWorkerReply> {
  try {
    const module = (await import(message.module)) as Record<string, unknown>;
    const renderer = module[message.name];
    if (typeof renderer !== 'function') throw new Error(`${message.name} is not a renderer of ${message.module}`);
    const pdf = (await (renderer as (...args: unknown[]) => Promise<Uint8Array>)(...message.args)) as Uint8Array;
    return { type: 'rendered', id: message.id, pdf };
  } catch (error) {
    return { type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) };
  }
}

port.on('message', (message: VerdictWorkerRequest) => {
  if (message.type === 'render') {
    void render(message).then((reply) => {
      port.postMessage(reply);
      collector.afterWork();
    });
    return;
  }
  if (message.type === 'inputs') {
    inputs = null; // the old version's inputs can be collected while the new ones are built
    inputs = buildInputsFromRows(message.inputRows);
    return;
  }
  let reply: VerdictWorkerReply;
  try {
    if (!inputs || inputs.versionKey !== message.versionKey)
      throw new Error(`the worker holds no inputs of data version ${message.versionKey}`);
    const context = buildUserComplianceContext(inputs, message.contextRows);
    if (message.type === 'find-rules') {
      const { data, markets } = message;
      const outcomes = message.formulas.map((record) =>
        findSavedRuleFindings(context, data, record, markets ?? undefined),
      );
      reply = { type: 'found', id: message.id, outcomes };
    } else {
      const checks = message.formulas.map(({ formulaId, body, rowOfLine, ticks }) =>
        computeFormulaCheck(context, formulaId, { body, rowOfLine }, ticks),
      );
      reply = { type: 'checked', id: message.id, checks };
    }
  } catch (error) {
    reply = { type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
  collector.afterWork();
});

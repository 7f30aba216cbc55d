import { VerdictWorkerUnavailable, type VerdictWorker } from './verdict-worker.ts';

/**
 * A PDF rendered in the server's worker thread when there is one (issue 34: a document is 100-200 ms of synchronous
 * CPU, which the list and searches of everyone else waited behind), else, or when the worker is unavailable, failed
 * or hung, by the same function on the main thread: the same bytes either way, and the renderer's own error (a 4xx)
 * is the one the request answers.
 */
export async function renderOffThread<Args extends unknown[]>(
  deps: { verdictWorker?: VerdictWorker | null },
  /** The module `render` is exported from, under its own name (the worker imports it). */
  module: URL,
  render: (...args: Args) => Promise<Buffer>,
  ...args: Args
): Promise<Buffer> {
  if (deps.verdictWorker && render.name) {
    try {
      return await deps.verdictWorker.render({ module, name: render.name, args });
    } catch (error) {
      if (!(error instanceof VerdictWorkerUnavailable)) throw error;
    }
  }
  return render(...args);
}

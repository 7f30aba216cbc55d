/**
 * Admission of heavy requests (issue 34). Under a house's load the server's one event loop is the bottleneck: opening
 * or saving a long formula, a document or a compliance report each read, compute and write hundreds of kilobytes (a
 * document's PDF is drawn in the worker thread, its report is not), and when fifty sessions start them at once the
 * formula list and the searches wait behind all of them. Heavy requests run at most `limit` at a time, first come
 * first served; the cheap reads are never held. Every request is still answered as before, only later when heavy.
 */
export type AdmissionGate = {
  /** Runs `task` once fewer than `limit` heavy tasks run; resolves or rejects as it does. */
  run<Result>(task: () => Promise<Result>): Promise<Result>;
  /** Heavy tasks running now, and waiting (tests, the health of the server). */
  readonly running: number;
  readonly waiting: number;
};

export function createAdmissionGate(limit: number): AdmissionGate {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run(task) {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

/**
 * The lanes of heavy requests and how many of each run at once. Pages of verdicts are not held: their new checks wait
 * for the worker thread one page at a time already (runVerdictWork) using no event loop, and a page whose checks are
 * remembered must not wait behind one being computed (measured: with two places for verdicts, half the pages of the
 * first minute after a start timed out).
 */
export type HeavyLane = 'formulas';
export const HEAVY_REQUEST_LIMITS: Readonly<Record<HeavyLane, number>> = { formulas: 3 };

export function createHeavyRequestGates(): Record<HeavyLane, AdmissionGate> {
  return { formulas: createAdmissionGate(HEAVY_REQUEST_LIMITS.formulas) };
}

const FORMULA_ID = '[0-9a-fA-F-]{36}';
const FORMULA_REQUESTS = [
  // Opening a formula (its rows, up to 600 lines), its report, markets, CLP, SDS and every document.
  new RegExp(`^/api/formulas/${FORMULA_ID}(/.*)?$`),
  /^\/api\/batches\/[^/]+\/.*\.pdf$/,
];

/**
 * The lane of a heavy request: a formula opened or saved with what hangs off it (report, CLP, documents), a batch's
 * PDFs and the compliance report of a formula sent whole. The list, the searches, the pages of verdicts, the session
 * and everything else are not heavy (null) and never wait.
 */
export function findHeavyLane(method: string, path: string): HeavyLane | null {
  if ((method === 'GET' || method === 'PUT' || method === 'PATCH') && FORMULA_REQUESTS.some((re) => re.test(path)))
    return 'formulas';
  return method === 'POST' && path.startsWith('/api/compliance/') ? 'formulas' : null;
}

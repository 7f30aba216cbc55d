// Main-thread long tasks at start (Chromium, PerformanceObserver 'longtask'): a 300-row formula of library materials
// and the materials library, each opened in a new browser context (empty cache) with every reference dataset
// imported (the search index at its full size), from navigation until 3 s after the content shows (the time a
// user starts typing). Each task over 50 ms can swallow keys. Also the autocomplete in the editor: keydown in a
// material cell → its list showing that text's results (every prefix of a few names typed one key at a time), which
// includes the search worker's message round trip. Medians of RUNS. DATA_DIR keeps an imported database.
import type { BrowserContext, Page } from '@playwright/test';
import { REFERENCE_DATASETS } from '../src/domain/reference-data/reference-datasets.ts';
import { importDatasets, missingReferenceData } from '../tests/e2e/support/import-datasets.ts';
import { benchRows } from './lib/bench-rows.ts';
import { startBenchBrowser } from './lib/bench-browser.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const AFTER_SHOWN_MS = 3000;
const TYPED = (
  process.env.TYPED ?? 'linalool,hedione,bergamot,vanil,coumarin,galaxolide,ambrox,patchouli,citral,iso e super'
)
  .split(',')
  .filter(Boolean);

/** Long tasks of one opening: all of them, and those that began once the content showed (when typing starts). */
export type LongTasks = { shownMs: number; count: number; totalMs: number; maxMs: number; afterShownMs: number };
export type MainThreadLongTasks = {
  formula: LongTasks;
  materials: LongTasks;
  runs: { formula: LongTasks[]; materials: LongTasks[] };
  keystroke: {
    inDom: { p50: number; p95: number };
    frame: { p50: number; p95: number };
    /** Keydown → the first frame showing the index's own answer (not an interim list narrowed from an earlier one). */
    exactFrame: { p50: number; p95: number };
    count: number;
    over16: number;
    /** Keys first shown with an interim list. */
    interim: number;
    perKey: { text: string; inDom: number; frame: number; exactFrame: number }[];
  } | null;
  note: string;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function medianTasks(runs: LongTasks[]): LongTasks {
  const pick = (key: keyof LongTasks) => median(runs.map((run) => run[key]));
  return {
    shownMs: pick('shownMs'),
    count: pick('count'),
    totalMs: pick('totalMs'),
    maxMs: pick('maxMs'),
    afterShownMs: pick('afterShownMs'),
  };
}

const OBSERVE_LONG_TASKS = () => {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function openAndCount(context: BrowserContext, url: string, shownSelector: string): Promise<LongTasks> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : false),
      shownSelector,
      { polling: 'raf', timeout: 60_000 },
    );
    const shownMs = (await handle.jsonValue()) as number;
    await page.waitForTimeout(AFTER_SHOWN_MS);
    const tasks = await page.evaluate(
      () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
    );
    const within = tasks.filter((task) => task.start <= shownMs + AFTER_SHOWN_MS);
    return {
      shownMs,
      count: within.length,
      totalMs: within.reduce((sum, task) => sum + task.duration, 0),
      maxMs: Math.max(0, ...within.map((task) => task.duration)),
      afterShownMs: within.filter((task) => task.start >= shownMs).reduce((sum, task) => sum + task.duration, 0),
    };
  } finally {
    await page.close();
  }
}

type Answered = { text: string; inDom: number; frame: number; exactFrame: number };

/**
 * Per key typed into a material cell: keydown → the autocomplete list holding the typed text's results in the DOM
 * (a MutationObserver), and keydown → the first frame that shows them (a frame loop started at keydown). The list
 * says which text it answers (`data-query`; a list without it is taken as answering the input, as a synchronous
 * search did). A list marked busy (`aria-busy`) is an interim one (an earlier answer narrowed to the text): it counts
 * as showing the text's results, and the first frame showing the index's own answer is reported beside it.
 */
async function timeAutocomplete(page: Page): Promise<Answered[]> {
  const times: Answered[] = [];
  for (const name of TYPED) {
    const cell = page.locator('.formula-grid .dsg-row .formula-material-cell').nth(3);
    await cell.dblclick();
    const input = page.getByRole('combobox').first();
    await input.fill('');
    for (let length = 1; length <= name.length; length += 1) {
      const prefix = name.slice(0, length);
      await page.evaluate((text) => {
        const probe = window as unknown as {
          __answered: { inDom: number | null; frame: number | null; exactFrame: number | null };
        };
        probe.__answered = { inDom: null, frame: null, exactFrame: null };
        const answers = () => {
          const field = document.querySelector<HTMLInputElement>('[role="combobox"]');
          const list = document.querySelector('[role="listbox"][aria-label="Materials"]');
          return field?.value === text && list !== null && (list.getAttribute('data-query') ?? field.value) === text;
        };
        const isExact = () =>
          document.querySelector('[role="listbox"][aria-label="Materials"]')?.getAttribute('aria-busy') !== 'true';
        window.addEventListener(
          'keydown',
          () => {
            const keyAt = performance.now();
            const observer = new MutationObserver(() => {
              if (!answers()) return;
              probe.__answered.inDom = performance.now() - keyAt;
              observer.disconnect();
            });
            observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
            const check = () => {
              const now = performance.now() - keyAt;
              if (answers()) {
                probe.__answered.frame ??= now;
                if (isExact()) probe.__answered.exactFrame = now;
              }
              if (probe.__answered.exactFrame === null && now < 3000) requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { capture: true, once: true },
        );
      }, prefix);
      await page.keyboard.press(name[length - 1]!);
      const answered = await page
        .waitForFunction(
          () => {
            const { inDom, frame, exactFrame } = (
              window as unknown as {
                __answered: { inDom: number | null; frame: number | null; exactFrame: number | null };
              }
            ).__answered;
            return frame !== null && exactFrame !== null ? { inDom: inDom ?? frame, frame, exactFrame } : null;
          },
          null,
          { timeout: 5000 },
        )
        .then((handle) => handle.jsonValue() as Promise<Omit<Answered, 'text'>>)
        .catch(() => null);
      if (answered) times.push({ text: prefix, ...answered });
    }
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  }
  return times;
}

export async function measureMainThreadLongTasks(options: { dataDir?: string } = {}): Promise<MainThreadLongTasks> {
  const missing = missingReferenceData();
  if (missing) throw new Error(missing);
  const bench = await startBenchBrowser('longtasks', { dataDir: options.dataDir });
  try {
    const { origin } = bench;
    const newContext = async () => {
      const context = await bench.newContext();
      await context.addInitScript(OBSERVE_LONG_TASKS);
      return context;
    };
    const setup = await newContext();
    await importDatasets(
      setup.request,
      REFERENCE_DATASETS.map((dataset) => dataset.id),
    );
    const { rows, note } = await benchRows(setup.request, origin);
    const created = await setup.request.post('/api/formulas', {
      data: { name: 'Long-task bench', rows },
      headers: { origin },
    });
    if (!created.ok()) throw new Error(`formula not created: ${created.status()} ${await created.text()}`);
    const { formula } = (await created.json()) as { formula: { id: string } };
    await setup.close();
    const runs = { formula: [] as LongTasks[], materials: [] as LongTasks[] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const [key, url, selector] of [
        ['formula', `/formula?id=${formula.id}`, '.formula-grid .dsg-row'],
        ['materials', '/materials', '[role="listitem"]'],
      ] as const) {
        const context = await newContext();
        runs[key].push(await openAndCount(context, url, selector));
        await context.close();
      }
    }
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`/formula?id=${formula.id}`);
    await page.locator('.formula-grid .dsg-row').first().waitFor();
    await page.waitForTimeout(AFTER_SHOWN_MS);
    const times = await timeAutocomplete(page);
    await context.close();
    const percentiles = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
      return { p50: at(0.5), p95: at(0.95) };
    };
    return {
      formula: medianTasks(runs.formula),
      materials: medianTasks(runs.materials),
      runs,
      keystroke: times.length
        ? {
            inDom: percentiles(times.map((time) => time.inDom)),
            frame: percentiles(times.map((time) => time.frame)),
            exactFrame: percentiles(times.map((time) => time.exactFrame)),
            count: times.length,
            over16: times.filter((time) => time.frame > 16).length,
            interim: times.filter((time) => time.exactFrame > time.frame).length,
            perKey: times,
          }
        : null,
      note,
    };
  } finally {
    await bench.close();
  }
}

if (import.meta.main) {
  const result = await measureMainThreadLongTasks({ dataDir: process.env.DATA_DIR || undefined });
  console.log(result.note);
  const line = (label: string, tasks: LongTasks) =>
    console.log(
      `${label}: shown at ${tasks.shownMs.toFixed(0)} ms; long tasks until 3 s later: ${tasks.count}, ${tasks.totalMs.toFixed(0)} ms in all, longest ${tasks.maxMs.toFixed(0)} ms; ${tasks.afterShownMs.toFixed(0)} ms of them after the content showed (medians of ${RUNS})`,
    );
  line('open a 300-row formula', result.formula);
  line('open /materials', result.materials);
  for (const [key, runs] of Object.entries(result.runs))
    console.log(
      `  ${key} runs: ${runs.map((run) => `${run.count}/${run.totalMs.toFixed(0)}/${run.maxMs.toFixed(0)}/${run.afterShownMs.toFixed(0)}`).join('  ')} (count/total/max/after shown)`,
    );
  const keys = result.keystroke;
  console.log(
    keys
      ? `autocomplete in the editor, keydown → list holding that text's results: in the DOM p50 ${keys.inDom.p50.toFixed(1)} ms, p95 ${keys.inDom.p95.toFixed(1)} ms; on screen (first frame showing them) p50 ${keys.frame.p50.toFixed(1)} ms, p95 ${keys.frame.p95.toFixed(1)} ms; ${keys.over16} of ${keys.count} keys over 16 ms to the frame; the index's own answer on screen p50 ${keys.exactFrame.p50.toFixed(1)} ms, p95 ${keys.exactFrame.p95.toFixed(1)} ms (${keys.interim} keys shown first as an interim list)`
      : 'autocomplete: no list answered',
  );
  if (keys && process.env.VERBOSE)
    for (const key of keys.perKey)
      console.log(
        `  ${key.text.padEnd(12)} in DOM ${key.inDom.toFixed(1)}  frame ${key.frame.toFixed(1)}  answer's frame ${key.exactFrame.toFixed(1)}`,
      );
}

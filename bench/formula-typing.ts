// Typing latency in the formula spreadsheet: a formula of library materials (300 rows, or ROWS=600 as the house's
// largest; half of them restricted by IFRA) open in Debian's Chromium, keys typed into an amount cell one at a time,
// each measured from keydown to the end of the next frame on the main thread (Chromium's trace). Computed columns,
// totals and the live compliance pass run as they do for a user. In the same run, "last key → new verdict": a
// three-key amount typed into a restricted line and Enter, timed from the last digit and from Enter to the first
// frame showing the finished product's new maximum dosage (issue 34, item 4). Needs the built client (npm run bench builds it first) and the
// reference data (../shared/data or REFERENCE_DATA_DIR), imported through the admin API as an admin would.
//   npm exec -- node bench/formula-typing.ts            (after npx vite build)
//   BASELINE_DIST=.tmp/dist-base …  also types, turn by turn, into the same grid served from an earlier build's
//                                   dist/client (copied there before the change): both in one run, one machine state
//   TRACE_DIR=.tmp/traces …         keeps each grid round's trace; node bench/lib/summarise-key-frames.ts <dir>
//                                   says where the key frames went (TRACE_JS=1 adds JavaScript samples); each
//                                   trace's .delays file holds its keys' waits before dispatch
//   TRACE_TIMER_STACKS=0 …          kept traces without the stacks of timers set, which inflate setTimeout and
//                                   clearTimeout several-fold in the JavaScript samples
//   TRACE_FRAME_CAUSES=1 …          adds what asked for each frame: node bench/lib/summarise-frame-causes.ts <dir>
//   ROUNDS=3 …                      fewer rounds (12 by default), for a quick look
//   ROWS=600 …                      the formula's rows (300 by default; npm run bench types into 600)
//   VERDICT_ROUNDS=4 DEBUG_VERDICT=1 the verdict rounds (8 by default), each round's keys and verdict changes printed
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { benchRows, DEFAULT_ROWS } from './lib/bench-rows.ts';
import { startBenchBrowser } from './lib/bench-browser.ts';
import { keystrokeToFrameTimes } from './lib/keystroke-frames.ts';
import { percentile } from './lib/percentile.ts';

const KEYS = [
  '1',
  '2',
  '3',
  '4',
  'Backspace',
  'Backspace',
  'Backspace',
  '5',
  '6',
  'Backspace',
  'Backspace',
  'Backspace',
];
const ROUNDS = Number(process.env.ROUNDS ?? 12);
/** The three-key amounts typed for the verdict, in turn (each changes the restricted line's share a lot). */
const AMOUNTS = ['999', '1.5'];
const VERDICT_ROUNDS = Number(process.env.VERDICT_ROUNDS ?? 8);

/** Keystroke to next paint; `over` is how many keys took more than 16 ms. */
type Timing = { p50: number; p95: number; count: number; over: number };

/**
 * Last key → new verdict on screen: from the keydown of an amount's last digit, and from the Enter that ends the
 * field, to the first frame showing the new maximum dosage; `missed` rounds showed no new verdict (not counted).
 */
export type VerdictTiming = {
  fromLastDigit: { p50: number; p95: number };
  fromEnter: { p50: number; p95: number };
  count: number;
  missed: number;
};

/**
 * p50/p95 of keydown → next frame in an amount cell of a 300-row formula; `control` is the same keys typed into
 * the formula's name field (no grid work), `floor` into a blank page's input (what this machine gives at best).
 */
export async function measureFormulaTyping(
  options: {
    cpuThrottling?: number;
    traceDir?: string;
    sampleJs?: boolean;
    /** Kept traces record where each timer was set (false: without, as setTimeout and clearTimeout cost untraced). */
    timerStacks?: boolean;
    frameCauses?: boolean;
    baselineDist?: string;
    rows?: number;
  } = {},
): Promise<
  Timing & {
    control: Timing;
    floor: Timing;
    baseline: Timing | null;
    verdict: VerdictTiming | null;
    baselineVerdict: VerdictTiming | null;
    rowsNote: string;
  }
> {
  const rowCount = options.rows ?? DEFAULT_ROWS;
  const bench = await startBenchBrowser('typing');
  try {
    const { origin, browser } = bench;
    // Signed in as an admin (verified through the test outbox), who may run the reference-data import the rows need.
    const context = await bench.newContext();
    const request = context.request;
    const { rows, note: rowsNote } = await benchRows(request, origin, rowCount);
    const createFormula = async () => {
      const created = await request.post('/api/formulas', {
        data: { name: 'Typing bench', rows },
        headers: { origin },
      });
      if (!created.ok()) throw new Error(`formula not created: ${created.status()} ${await created.text()}`);
      return ((await created.json()) as { formula: { id: string } }).formula.id;
    };
    const openGrid = async (target: Page) => {
      if (options.cpuThrottling && options.cpuThrottling > 1) {
        const session = await target.context().newCDPSession(target);
        await session.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling });
      }
      // Each page its own formula: two pages saving the same one would conflict.
      await target.goto(`/formula?id=${await createFormula()}`);
      const amountCell = target.locator('.formula-grid .dsg-row').nth(3).locator('.dsg-cell').nth(2);
      await amountCell.waitFor();
      await target.getByTestId('formula-total-grams').waitFor();
      if (rowsNote.startsWith(`${rowCount} library`))
        await target.locator('[data-testid^="ifra-status-"]').first().waitFor({ timeout: 60_000 });
      return amountCell;
    };

    const page = await context.newPage();
    const amountCell = await openGrid(page);
    // The same grid from another build (BASELINE_DIST: a copy of an earlier dist/client), in its own context,
    // against the same server and data: its pages and assets are read from that folder, the API from the server.
    let baseline: { page: Page; amountCell: Locator } | null = null;
    if (options.baselineDist) {
      const baselineDist = path.resolve(options.baselineDist);
      const baselineContext = await browser.newContext({ baseURL: origin, viewport: { width: 1600, height: 1000 } });
      await baselineContext.addCookies(await context.cookies());
      await baselineContext.route(
        (url) => url.origin === origin && !url.pathname.startsWith('/api/'),
        async (route) => {
          const file = path.join(baselineDist, new URL(route.request().url()).pathname);
          const found = file.startsWith(baselineDist) && fs.existsSync(file) && fs.statSync(file).isFile();
          await route.fulfill({ path: found ? file : path.join(baselineDist, 'app.html') });
        },
      );
      const baselinePage = await baselineContext.newPage();
      baseline = { page: baselinePage, amountCell: await openGrid(baselinePage) };
    }
    // A blank page with one input, in the same browser: the floor this machine gives at that moment.
    const blank = await context.newPage();
    await blank.setContent('<input aria-label="Floor">');

    // Each key from the moment it reached the page to the end of the next frame the main thread produced, read
    // from Chromium's own trace (see keystroke-frames.ts). Neither a rAF + message-channel probe (it also counts
    // whatever task was queued before it) nor Event Timing (headless Chromium reports 16 ms or more for a key
    // typed into a blank page) can tell a 16 ms budget apart. The grid, the name field and the blank page take
    // turns, round by round, so a noisy moment of the machine falls on all three alike.
    const recordDelays = () => {
      const delays: number[] = [];
      (window as unknown as { keydownDelays: number[] }).keydownDelays = delays;
      document.addEventListener('keydown', (event) => delays.push(performance.now() - event.timeStamp), true);
    };
    await page.evaluate(recordDelays);
    await blank.evaluate(recordDelays);
    await baseline?.page.evaluate(recordDelays);
    let traced = 0;
    const typeRound = async (target: typeof page, focus: () => Promise<void>, label = ''): Promise<number[]> => {
      await target.bringToFront();
      await focus();
      // Let the focus settle (the grid's editor opening, its outline animating) before the first key, as a hand would.
      await target.waitForTimeout(250);
      await target.evaluate(() => ((window as unknown as { keydownDelays: number[] }).keydownDelays.length = 0));
      await browser.startTracing(target, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          // Kept traces carry user timings and GC too; JavaScript samples on request (they slow the first key).
          ...(options.traceDir && label
            ? [
                'blink.user_timing',
                'v8',
                ...(options.timerStacks === false ? [] : ['disabled-by-default-devtools.timeline.stack']),
              ]
            : []),
          ...(options.traceDir && label && options.sampleJs ? ['disabled-by-default-v8.cpu_profiler'] : []),
          // What asked for each frame (the compositor's scheduler, and where each task was posted from).
          ...(options.traceDir && label && options.frameCauses
            ? ['cc', 'disabled-by-default-cc.debug.scheduler', 'blink', 'toplevel']
            : []),
        ],
      });
      for (const key of KEYS) {
        await target.keyboard.press(key);
        // About 8 keys a second, each given time to finish; no polling of the page, which would add work of its own.
        await target.waitForTimeout(120);
      }
      const trace = await browser.stopTracing();
      const delays = await target.evaluate(() => [...(window as unknown as { keydownDelays: number[] }).keydownDelays]);
      if (options.traceDir && label) {
        // The trace, and beside it each key's wait before dispatch (the page's own measure, which the trace lacks).
        const file = path.join(options.traceDir, `${label}-${String(traced++).padStart(2, '0')}`);
        fs.mkdirSync(options.traceDir, { recursive: true });
        fs.writeFileSync(`${file}.json`, trace);
        fs.writeFileSync(`${file}.delays`, JSON.stringify(delays));
      }
      return keystrokeToFrameTimes(trace, delays);
    };
    const samples = { grid: [] as number[], baseline: [] as number[], name: [] as number[], floor: [] as number[] };
    const typeInGrid = (target: Page, cell: Locator, label: string) =>
      typeRound(
        target,
        async () => {
          await cell.click();
          await target.keyboard.press('Enter');
        },
        label,
      );
    for (let round = 0; round < ROUNDS; round++) {
      // The baseline first on even rounds and second on odd ones, so neither always follows the same work.
      if (baseline && round % 2 === 0)
        samples.baseline.push(...(await typeInGrid(baseline.page, baseline.amountCell, 'base')));
      samples.grid.push(...(await typeInGrid(page, amountCell, 'grid')));
      if (baseline && round % 2 === 1)
        samples.baseline.push(...(await typeInGrid(baseline.page, baseline.amountCell, 'base')));
      samples.name.push(...(await typeRound(page, () => page.getByRole('textbox', { name: 'Formula name' }).click())));
      samples.floor.push(...(await typeRound(blank, () => blank.getByRole('textbox', { name: 'Floor' }).click())));
    }
    const summarise = (values: number[]): Timing => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        count: sorted.length,
        over: sorted.filter((sample) => sample > 16).length,
      };
    };
    const grid = summarise(samples.grid);
    const control = summarise(samples.name);
    const floor = summarise(samples.floor);
    // The verdict needs restricted lines (the rows are library materials, restricted ones first).
    // With a baseline build, its verdict too, round by round in turn with this build's (one machine state).
    const withVerdict = rowsNote.startsWith(`${rowCount} library`);
    const verdicts = withVerdict
      ? await measureVerdictFollowsKey([
          { page, fallbackCell: amountCell },
          ...(baseline ? [{ page: baseline.page, fallbackCell: baseline.amountCell }] : []),
        ])
      : [];
    return {
      ...grid,
      control,
      floor,
      baseline: baseline ? summarise(samples.baseline) : null,
      verdict: verdicts[0] ?? null,
      baselineVerdict: verdicts[1] ?? null,
      rowsNote,
    };
  } finally {
    await bench.close();
  }
}

/**
 * Types a three-key amount into the amount cell of a line with an IFRA limit, then Enter, round after round, keys
 * 120 ms apart as in the typing rounds. The verdict is what the follow-up work puts on screen for it: the line's
 * own IFRA verdict ("OK · +2.10 g", "Over · −5 g") and the finished product's maximum dosage; the page records each
 * change of either at the frame that shows it (a mutation observer, then the next animation frame).
 */
async function measureVerdictFollowsKey(
  targets: readonly { page: Page; fallbackCell: Locator }[],
): Promise<VerdictTiming[]> {
  const prepared = [];
  for (const { page, fallbackCell } of targets) prepared.push(await prepareVerdictPage(page, fallbackCell));
  const results = prepared.map(() => ({ fromLastDigit: [] as number[], fromEnter: [] as number[], missed: 0 }));
  for (let round = 0; round < VERDICT_ROUNDS; round++) {
    // The pages take turns, the first one alternating, so neither always follows the other's work.
    const order = prepared.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const timing = await typeVerdictRound(prepared[index]!, round);
      const result = results[index]!;
      if (!timing) result.missed += 1;
      else {
        result.fromLastDigit.push(timing.fromLastDigit);
        result.fromEnter.push(timing.fromEnter);
      }
    }
  }
  const summary = (values: number[]) => {
    const sorted = values.toSorted((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
  };
  return results.map((result) => ({
    fromLastDigit: summary(result.fromLastDigit),
    fromEnter: summary(result.fromEnter),
    count: result.fromEnter.length,
    missed: result.missed,
  }));
}

type VerdictPage = { page: Page; amountCell: Locator; rowIndex: number };

/** Finds a line whose verdict depends on its amount and starts recording verdict changes and keys on the page. */
async function prepareVerdictPage(page: Page, fallbackCell: Locator): Promise<VerdictPage> {
  await page.bringToFront();
  await page.keyboard.press('Escape');
  await page
    .getByTestId('formula-max-dosage')
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      const panel = page.getByRole('complementary', { name: 'Finished product, totals and compliance' });
      console.error(`no maximum dosage shown; the panel says: ${(await panel.innerText()).slice(0, 1500)}`);
      throw error;
    });
  // A line whose verdict depends on its amount (not prohibited, not without a limit).
  const rowIndex = await page.evaluate(() =>
    [...document.querySelectorAll('.formula-grid .dsg-row')].findIndex((row) =>
      /^(OK ·|Near|Over)/.test(row.querySelector('[data-testid^="ifra-status-"]')?.textContent ?? ''),
    ),
  );
  const row = page.locator('.formula-grid .dsg-row').nth(rowIndex);
  const amountCell = rowIndex >= 0 ? row.locator('.dsg-cell').nth(2) : fallbackCell;
  const statusId =
    rowIndex >= 0 ? await row.locator('[data-testid^="ifra-status-"]').getAttribute('data-testid') : null;
  await page.evaluate((statusTestId) => {
    const state = { changes: [] as { at: number; text: string }[], keys: [] as { key: string; at: number }[] };
    (window as unknown as { verdictBench: typeof state }).verdictBench = state;
    const verdict = () =>
      [
        document.querySelector('[data-testid="formula-max-dosage"]')?.textContent ?? '',
        statusTestId ? (document.querySelector(`[data-testid="${statusTestId}"]`)?.textContent ?? '') : '',
      ].join(' | ');
    document.addEventListener('keydown', (event) => state.keys.push({ key: event.key, at: event.timeStamp }), true);
    let last = verdict();
    const observer = new MutationObserver(() => {
      const text = verdict();
      if (text === last) return;
      last = text;
      requestAnimationFrame(() => state.changes.push({ at: performance.now(), text }));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    state.changes.push({ at: performance.now(), text: last });
  }, statusId);
  return { page, amountCell, rowIndex };
}

/** One three-key amount and Enter; the times from its last digit and from Enter to the new verdict, or null. */
async function typeVerdictRound(
  { page, amountCell, rowIndex }: VerdictPage,
  round: number,
): Promise<{ fromLastDigit: number; fromEnter: number } | null> {
  await page.bringToFront();
  // Out of any edit (the typing rounds leave the cell's editor open), then the cell selected: the first digit
  // opens its editor on the digit alone, as typing over a selected cell does in a spreadsheet.
  await page.keyboard.press('Escape');
  await amountCell.click();
  await page.waitForTimeout(400);
  await page.evaluate(() => {
    const state = (window as unknown as { verdictBench: { keys: unknown[] } }).verdictBench;
    state.keys.length = 0;
  });
  for (const key of AMOUNTS[round % AMOUNTS.length]!) {
    await page.keyboard.press(key);
    await page.waitForTimeout(120);
  }
  await page.keyboard.press('Enter');
  // Longer than the burst gap (200 ms): whichever way the verdict follows, it has followed by then.
  await page.waitForTimeout(600);
  const { keys, changes } = await page.evaluate(() => {
    const state = (
      window as unknown as {
        verdictBench: { changes: { at: number; text: string }[]; keys: { key: string; at: number }[] };
      }
    ).verdictBench;
    return { keys: [...state.keys], changes: [...state.changes] };
  });
  if (process.env.DEBUG_VERDICT)
    console.log(
      JSON.stringify({ round, rowIndex, keys, changes: changes.slice(-4), cell: await amountCell.textContent() }),
    );
  const enter = keys.findLast((key) => key.key === 'Enter');
  const lastDigit = keys.findLast((key) => key.key !== 'Enter');
  // The verdict of the finished amount: the last change of the round, once it shows after the last digit.
  const final = changes.at(-1);
  const shown =
    final && lastDigit ? changes.find((change) => change.at > lastDigit.at && change.text === final.text) : undefined;
  if (!shown || !enter || !lastDigit) return null;
  return { fromLastDigit: shown.at - lastDigit.at, fromEnter: shown.at - enter.at };
}

if (import.meta.main) {
  const throttle = Number(process.env.CPU_THROTTLING ?? 1);
  // TRACE_DIR=.tmp/typing-traces keeps the grid rounds' traces (for bench/lib/summarise-key-frames.ts).
  const result = await measureFormulaTyping({
    rows: Number(process.env.ROWS ?? DEFAULT_ROWS),
    cpuThrottling: throttle,
    traceDir: process.env.TRACE_DIR,
    sampleJs: process.env.TRACE_JS === '1',
    timerStacks: process.env.TRACE_TIMER_STACKS !== '0',
    frameCauses: process.env.TRACE_FRAME_CAUSES === '1',
    // BASELINE_DIST=.tmp/dist-base (a copy of dist/client from the build to compare with) types into both, turn by turn.
    baselineDist: process.env.BASELINE_DIST,
  });
  console.log(result.rowsNote);
  const line = (timing: Timing) =>
    `p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms; ${timing.over} of ${timing.count} keys over 16 ms`;
  console.log(
    `typing in a ${process.env.ROWS ?? DEFAULT_ROWS}-row formula (CPU ×${throttle}), keydown to next frame: ${line(result)}`,
  );
  if (result.verdict)
    console.log(
      `last key → new verdict on screen: from the last digit p50 ${result.verdict.fromLastDigit.p50.toFixed(0)} / p95 ${result.verdict.fromLastDigit.p95.toFixed(0)} ms, from Enter p50 ${result.verdict.fromEnter.p50.toFixed(0)} / p95 ${result.verdict.fromEnter.p95.toFixed(0)} ms (${result.verdict.count} rounds, ${result.verdict.missed} without a new verdict)`,
    );
  if (result.baseline) console.log(`the same grid, baseline build: ${line(result.baseline)}`);
  if (result.baselineVerdict)
    console.log(
      `last key → new verdict, baseline build: from the last digit p50 ${result.baselineVerdict.fromLastDigit.p50.toFixed(0)} / p95 ${result.baselineVerdict.fromLastDigit.p95.toFixed(0)} ms, from Enter p50 ${result.baselineVerdict.fromEnter.p50.toFixed(0)} / p95 ${result.baselineVerdict.fromEnter.p95.toFixed(0)} ms (${result.baselineVerdict.count} rounds, ${result.baselineVerdict.missed} without a new verdict)`,
    );
  console.log(`control, the formula name field: ${line(result.control)}`);
  console.log(`floor, a blank page's input: ${line(result.floor)}`);
}

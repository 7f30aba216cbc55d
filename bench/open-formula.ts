// Opening a saved formula: navigation → rows and verdict visible (Chromium), a formula of library materials (half
// restricted by IFRA) of 600 lines, the house's largest (DESIGN's budget; ROWS=300 for the size before). The first load (empty browser cache) and warm reloads (median of 5), and the
// requests of a warm load with their start and end, to show where the time goes. `npm run bench` adds a row;
// `node bench/open-formula.ts` prints the waterfall too. DATA_DIR keeps an imported database between runs.
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { benchRows } from './lib/bench-rows.ts';
import { startBenchBrowser } from './lib/bench-browser.ts';

export type OpenFormulaResult = {
  firstMs: number;
  warmMs: number;
  warmRuns: number[];
  rowsNote: string;
  waterfall: { name: string; start: number; end: number; bytes: number }[];
};

/** Milliseconds from navigation start until the grid shows rows and at least one line has its IFRA verdict. */
async function openAndTime(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () =>
      document.querySelector('.formula-grid .dsg-row') &&
      document.querySelector('[data-testid^="ifra-status-"]:not([data-tone="muted"])')
        ? performance.now()
        : false,
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function measureOpenFormula(
  options: { dataDir?: string; port?: number; rows?: number } = {},
): Promise<OpenFormulaResult> {
  const bench = await startBenchBrowser('open', options);
  try {
    // The bench's admin may run the reference-data import the formula's rows need.
    const context = await bench.newContext();
    const { origin } = bench;
    const request = context.request;
    const { rows, note: rowsNote } = await benchRows(request, origin, options.rows ?? 600);
    const created = await request.post('/api/formulas', { data: { name: 'Open bench', rows }, headers: { origin } });
    if (!created.ok()) throw new Error(`formula not created: ${created.status()} ${await created.text()}`);
    const { formula } = (await created.json()) as { formula: { id: string } };
    const url = `/formula?id=${formula.id}`;
    const page = await context.newPage();
    if (process.env.DEBUG_OPEN) console.log(rowsNote);
    const firstMs = await openAndTime(page, url).catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(os.tmpdir(), 'open-formula-timeout.png') });
      throw error;
    });
    const warmRuns: number[] = [];
    for (let run = 0; run < 5; run++) warmRuns.push(await openAndTime(page, url));
    const waterfall = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name.replace(location.origin, '').slice(0, 90),
          start: Math.round(timing.startTime),
          end: Math.round(timing.responseEnd),
          bytes: timing.transferSize,
        };
      }),
    );
    const sorted = [...warmRuns].sort((a, b) => a - b);
    return { firstMs, warmMs: sorted[Math.floor(sorted.length / 2)]!, warmRuns, rowsNote, waterfall };
  } finally {
    await bench.close();
  }
}

if (import.meta.main) {
  const result = await measureOpenFormula({
    dataDir: process.env.DATA_DIR || undefined,
    rows: Number(process.env.ROWS ?? 600),
  });
  console.log(result.rowsNote);
  console.log(
    `open a saved formula: first ${result.firstMs.toFixed(0)} ms, warm median ${result.warmMs.toFixed(0)} ms (${result.warmRuns.map(Math.round).join(', ')})`,
  );
  for (const entry of result.waterfall)
    console.log(
      `${String(entry.start).padStart(6)} → ${String(entry.end).padStart(6)} ms  ${entry.bytes} B  ${entry.name}`,
    );
}

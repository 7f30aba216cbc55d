// npm run bench: measures every budget of ../shared/DESIGN.md and prints one table (measured, budget, baseline,
// ratio), written as JSON to bench/results/latest.json too. A budget whose feature is not built yet says so.
// The budgets are judged on medians of five runs: API_ROUNDS=5 rounds of the API's throughput, TYPING_RUNS=5 runs of
// typing at 600 rows (either set to 1 for a quick look), and five Lighthouse runs of each route.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatBenchTable, type BenchRow } from './lib/bench-table.ts';
import { LIGHTHOUSE_ROUTES, LIGHTHOUSE_RUNS, measureLighthouseRows } from './lib/lighthouse-routes.ts';
import { measureApi } from './lib/measure-api.ts';
import { measureEntry } from './lib/measure-bundle.ts';
import { measureRouteBundles } from './lib/measure-route-bundles.ts';
import { measureStartToHealth } from './lib/measure-start.ts';
import { loadOptionalBench } from './lib/optional-bench.ts';
import { runBenchInChild } from './lib/run-bench-in-child.ts';
import { formatHouseResults } from './lib/format-house-results.ts';
import { median } from './lib/percentile.ts';
import { ensureDebianPackages, FULL_CHROMIUM_NEED } from '../scripts/lib/system-packages.ts';

const rows: BenchRow[] = [];
const root = path.resolve(import.meta.dirname, '..');
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

// A fresh machine has Chromium's headless shell at most (the journeys'); Lighthouse and the frames need the browser.
ensureDebianPackages([FULL_CHROMIUM_NEED]);
console.log('Building the client…');
if (
  spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  }).status !== 0
)
  process.exit(1);

const landing = measureEntry('index.html');
rows.push({
  budget: 'landing page JavaScript (gzip)',
  measured: kB(landing.js),
  limit: '≤ 120 kB (warn 110)',
  ok: landing.js <= 120 * 1024,
  note: landing.js > 110 * 1024 ? 'over the 110 kB warning line' : undefined,
});
rows.push({
  budget: 'landing page CSS (gzip)',
  measured: kB(landing.css),
  limit: '≤ 16 kB',
  ok: landing.css <= 16 * 1024,
});
const appEntry = measureEntry('app.html');
rows.push({
  budget: 'app entry JavaScript (gzip): app.html entry and its static imports',
  measured: kB(appEntry.js),
  limit: '≤ 150 kB',
  ok: appEntry.js <= 150 * 1024,
  note: `CSS ${kB(appEntry.css)}`,
});
const routeBundles = measureRouteBundles();
rows.push({
  budget: `JavaScript per route on top of the app entry (gzip; ${routeBundles.length} screens)`,
  measured: routeBundles.length ? `max ${kB(routeBundles[0]!.js)}` : '—',
  limit: 'code-split',
  ok: null,
  note: routeBundles
    .slice(0, 5)
    .map((route) => `${route.screen} ${kB(route.js)}`)
    .join(', '),
});

console.log('Measuring start-up, the API and Lighthouse…');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-bench-'));
try {
  const first = await measureStartToHealth(dataDir);
  rows.push({
    budget: 'first start to 200 on /api/health (new database)',
    measured: ms(first),
    limit: 'informative',
    ok: null,
  });
  const warm: number[] = [];
  for (let run = 0; run < 3; run++) warm.push(await measureStartToHealth(dataDir));
  rows.push({
    budget: 'warm start to 200 on /api/health (worst of 3)',
    measured: ms(Math.max(...warm)),
    limit: '≤ 3000 ms',
    ok: Math.max(...warm) <= 3000,
    note: `runs: ${warm.map((value) => Math.round(value)).join(', ')} ms`,
  });
  rows.push(...(await measureApi(dataDir)));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Measuring Lighthouse: ${LIGHTHOUSE_ROUTES.join(', ')}, ${LIGHTHOUSE_RUNS} runs each…`);
rows.push(...(await measureLighthouseRows()));

type SearchBench = {
  measureMaterialSearch: () => Promise<{
    p50: number;
    p95: number;
    count: number;
    scaled?: { p50: number; p95: number; count: number };
    browser?: { p50: number; p95: number; count: number };
    scaledBrowser?: { p50: number; p95: number; count: number };
    importMs?: number;
    pasted?: { lines: number; matched: number; beforeMs: number; afterMs: number };
  }>;
};
const search = await loadOptionalBench<SearchBench>('material-search.ts');
if (search) {
  console.log('Measuring material search over the full import…');
  const result = await search.measureMaterialSearch();
  rows.push({
    budget: `material search, server, ${result.count} materials`,
    measured: `p95 ${ms(result.p95)}`,
    limit: '≤ 10 ms p95',
    ok: result.p95 <= 10,
    note: `p50 ${ms(result.p50)}`,
  });
  if (result.scaled)
    rows.push({
      budget: `material search, server, ${result.scaled.count} materials (scaled)`,
      measured: `p95 ${ms(result.scaled.p95)}`,
      limit: '≤ 10 ms p95',
      ok: result.scaled.p95 <= 10,
      note: `p50 ${ms(result.scaled.p50)}`,
    });
  if (result.importMs !== undefined)
    rows.push({
      budget: 'first import of every reference dataset (in-memory PGlite)',
      measured: `${(result.importMs / 1000).toFixed(1)} s`,
      limit: '≤ 60 s',
      ok: result.importMs <= 60_000,
    });
  if (result.pasted)
    rows.push({
      budget: `${result.pasted.lines} pasted names matched to the library (server work)`,
      measured: `${ms(result.pasted.afterMs)} in 1 request`,
      limit: '1 request',
      baseline: `${ms(result.pasted.beforeMs)} as ${result.pasted.lines} searches`,
      ratio: `${(result.pasted.beforeMs / Math.max(result.pasted.afterMs, 0.01)).toFixed(1)}× faster`,
      ok: true,
      note: `${result.pasted.matched} matched exactly; the ${result.pasted.lines - 1} HTTP round trips saved are not counted`,
    });
  for (const browser of [result.browser, result.scaledBrowser]) {
    if (browser)
      rows.push({
        budget: `material autocomplete per keystroke, compact index (in Node), ${browser.count} materials`,
        measured: `p95 ${ms(browser.p95)}`,
        limit: '≤ 16 ms',
        ok: browser.p95 <= 16,
        note: `p50 ${ms(browser.p50)}`,
      });
  }
} else
  rows.push({
    budget: 'material search p95',
    measured: '—',
    limit: '≤ 10 ms',
    ok: null,
    note: 'feature not built yet',
  });

type ComplianceResult = { editP95Ms: number; fullReportMs: number };
// The house's largest formula (DESIGN: 600 lines), timed in a process of its own (runBenchInChild).
const compliance = await runBenchInChild<ComplianceResult>(
  'compliance-engine.ts',
  'measureComplianceEngine',
  [200, 600],
);
if (compliance) {
  rows.push({
    budget: 'compliance re-check after one edit, 600 lines, 18 categories (in Node)',
    measured: `p95 ${ms(compliance.editP95Ms)}`,
    limit: '≤ 2 ms p95',
    ok: compliance.editP95Ms <= 2,
  });
  rows.push({
    budget: 'full compliance report with every max dosage, 600 lines',
    measured: ms(compliance.fullReportMs),
    limit: '≤ 20 ms',
    ok: compliance.fullReportMs <= 20,
  });
} else
  rows.push({
    budget: 'compliance engine timings',
    measured: '—',
    limit: '≤ 2 ms / ≤ 20 ms',
    ok: null,
    note: 'bench not built yet',
  });

type ClpResult = { medianMs: number; p95Ms: number; cpuP95Ms: number; withValidationP95Ms: number };
// Timed in a process of its own, like the compliance engine.
const clp = await runBenchInChild<ClpResult>('clp-classification.ts', 'measureClpClassification', [300, 500]);
if (clp) {
  rows.push({
    budget: 'CLP classification and label of a 300-line formula at a load (synthetic classifications)',
    measured: `p95 ${ms(clp.p95Ms)}`,
    limit: '≤ 5 ms',
    ok: clp.p95Ms <= 5,
    note: `median ${ms(clp.medianMs)}; CPU time p95 ${ms(clp.cpuP95Ms)}; with request validation p95 ${ms(clp.withValidationP95Ms)}`,
  });
}

type DocumentsBench = {
  measureFormulaDocuments: () => Promise<{
    documents: {
      name: string;
      medianMs: number;
      maxMs: number;
      status: number;
      bytes: number;
      message?: string;
    }[];
    rowsNote: string;
  }>;
};
const documents = await loadOptionalBench<DocumentsBench>('formula-documents.ts');
if (documents) {
  console.log('Measuring every document of a 300-line formula…');
  const result = await documents.measureFormulaDocuments();
  for (const document of result.documents)
    rows.push({
      budget: `document, server: ${document.name} of a 300-line formula (median of 5)`,
      measured: document.status === 200 ? ms(document.medianMs) : `— (${document.status})`,
      limit: '≤ 300 ms',
      ok: document.status === 200 ? document.medianMs <= 300 : null,
      note:
        document.status === 200
          ? `slowest ${ms(document.maxMs)}, ${kB(document.bytes)}; ${result.rowsNote}`
          : `answered ${document.status}, not a PDF, in ${ms(document.medianMs)}: ${document.message ?? ''}`.slice(
              0,
              240,
            ),
    });
}

type Typing = { p50: number; p95: number; over: number; count: number };
type Verdict = {
  fromLastDigit: { p50: number; p95: number };
  fromEnter: { p50: number; p95: number };
  count: number;
  missed: number;
};
type TypingRun = Typing & { control: Typing; floor: Typing; verdict: Verdict | null; rowsNote: string };
type TypingBench = { measureFormulaTyping: (options: { rows: number }) => Promise<TypingRun> };
const typing = await loadOptionalBench<TypingBench>('formula-typing.ts');
/** Typing's runs (issue 34: medians of five); each is 12 rounds of the grid, the name field and the blank page. */
const TYPING_RUNS = Number(process.env.TYPING_RUNS ?? 5);
if (typing) {
  console.log(`Measuring typing in a 600-row formula and the verdict after the last key, ${TYPING_RUNS} runs…`);
  const runs: TypingRun[] = [];
  for (let run = 0; run < TYPING_RUNS; run++) runs.push(await typing.measureFormulaTyping({ rows: 600 }));
  const p95 = median(runs.map((run) => run.p95));
  // DESIGN: p95 within twice the blank page's p95; each run's blank page is typed into in turn with the grid.
  const limit = 2 * median(runs.map((run) => run.floor.p95));
  const each = (pick: (run: TypingRun) => number) => runs.map((run) => pick(run).toFixed(1)).join(', ');
  rows.push({
    budget: `typing in a 600-row formula (keydown → next frame, Chromium, median of ${TYPING_RUNS})`,
    measured: `p95 ${ms(p95)}`,
    limit: `≤ 2 × blank page p95 (${ms(limit)})`,
    ok: p95 <= limit,
    note: `runs' p95 ${each((run) => run.p95)} ms, p50 ${each((run) => run.p50)} ms; keys over 16 ms ${runs.map((run) => `${run.over}/${run.count}`).join(', ')}; same runs: name field p95 ${each((run) => run.control.p95)} ms, blank page p95 ${each((run) => run.floor.p95)} ms; ${runs[0]!.rowsNote}`,
  });
  const verdicts = runs.flatMap((run) => (run.verdict ? [run.verdict] : []));
  if (verdicts.length === runs.length) {
    const verdictP95 = median(verdicts.map((verdict) => verdict.fromLastDigit.p95));
    rows.push({
      budget: `last key → new verdict on screen: a three-key amount and Enter, 600-row formula (same runs, median of ${TYPING_RUNS})`,
      // ADR 040: the verdict follows every key, so the budget is read from the last digit (Enter comes 120 ms later).
      measured: `p95 ${ms(verdictP95)} from the last digit`,
      limit: '≤ 50 ms',
      ok: verdictP95 <= 50,
      note: `runs' p95 ${verdicts.map((verdict) => verdict.fromLastDigit.p95.toFixed(0)).join(', ')} ms and p50 ${verdicts.map((verdict) => verdict.fromLastDigit.p50.toFixed(0)).join(', ')} ms from the last digit; from Enter p95 ${verdicts.map((verdict) => verdict.fromEnter.p95.toFixed(0)).join(', ')} ms (negative: shown before Enter); ${verdicts.reduce((sum, verdict) => sum + verdict.count, 0)} rounds, ${verdicts.reduce((sum, verdict) => sum + verdict.missed, 0)} without a new verdict`,
    });
  } else
    rows.push({
      budget: 'last key → new verdict on screen',
      measured: '—',
      limit: '≤ 50 ms',
      ok: null,
      note: `no restricted lines to type into: ${runs[0]!.rowsNote}`,
    });
} else
  rows.push({
    budget: 'typing latency in the formula editor',
    measured: '—',
    limit: '≤ 16 ms',
    ok: null,
    note: 'feature not built yet',
  });

type OpenFormulaBench = {
  measureOpenFormula: (options: {
    rows: number;
  }) => Promise<{ firstMs: number; warmMs: number; warmRuns: number[]; rowsNote: string }>;
};
const openFormula = await loadOptionalBench<OpenFormulaBench>('open-formula.ts');
if (openFormula) {
  console.log('Measuring opening a saved formula…');
  const result = await openFormula.measureOpenFormula({ rows: 600 });
  rows.push({
    budget: 'opening a saved 600-line formula: navigation → rows and verdict visible (Chromium, warm, median of 5)',
    measured: ms(result.warmMs),
    limit: '≤ 400 ms',
    ok: result.warmMs <= 400,
    note: `first load ${ms(result.firstMs)}; runs ${result.warmRuns.map((value) => Math.round(value)).join(', ')} ms; ${result.rowsNote}`,
  });
}

type MaterialsFirstLoadBench = {
  measureMaterialsFirstLoad: () => Promise<{
    firstResultsMs: number;
    bytesBefore: number;
    indexBefore: boolean;
    indexBytes: number;
  }>;
};
const materialsFirstLoad = await loadOptionalBench<MaterialsFirstLoadBench>('materials-first-load.ts');
if (materialsFirstLoad) {
  console.log('Measuring the materials library first load…');
  const result = await materialsFirstLoad.measureMaterialsFirstLoad();
  rows.push({
    budget: 'materials library first load: no search index before the first results (Chromium, empty cache)',
    measured: `${ms(result.firstResultsMs)}, ${kB(result.bytesBefore)} before results`,
    limit: 'index after results',
    ok: !result.indexBefore,
    note: `search index ${kB(result.indexBytes)} fetched ${result.indexBefore ? 'BEFORE' : 'after'} the first results (IFRA datasets only)`,
  });
}

type LongTasksBench = {
  measureMainThreadLongTasks: () => Promise<{
    formula: { count: number; totalMs: number; maxMs: number; afterShownMs: number };
    materials: { count: number; totalMs: number; maxMs: number; afterShownMs: number };
    keystroke: {
      inDom: { p95: number };
      frame: { p50: number; p95: number };
      exactFrame: { p95: number };
      count: number;
      over16: number;
      interim: number;
    } | null;
  }>;
};
const longTasks = await loadOptionalBench<LongTasksBench>('main-thread-long-tasks.ts');
if (longTasks) {
  console.log('Measuring main-thread long tasks at start and the autocomplete in the browser…');
  const result = await longTasks.measureMainThreadLongTasks();
  for (const [label, tasks] of [
    ['a 300-row formula', result.formula],
    ['/materials', result.materials],
  ] as const)
    rows.push({
      budget: `main-thread long tasks opening ${label}, until 3 s after it shows (Chromium, full library, median of 5)`,
      measured: `${ms(tasks.afterShownMs)} after it shows`,
      limit: 'informative',
      ok: null,
      note: `${tasks.count} tasks, ${ms(tasks.totalMs)} in all, longest ${ms(tasks.maxMs)}`,
    });
  if (result.keystroke)
    rows.push({
      budget: 'material autocomplete in the editor: keydown → first frame showing that text’s results (Chromium)',
      measured: `p95 ${ms(result.keystroke.frame.p95)}`,
      limit: '≤ 16 ms',
      ok: result.keystroke.frame.p95 <= 16,
      note: `p50 ${ms(result.keystroke.frame.p50)}; in the DOM p95 ${ms(result.keystroke.inDom.p95)}; ${result.keystroke.over16} of ${result.keystroke.count} keys over 16 ms; ${result.keystroke.interim} keys first shown as an interim list (an earlier answer narrowed), the index's own answer on screen at p95 ${ms(result.keystroke.exactFrame.p95)}`,
    });
}

console.log(`\n${formatBenchTable(rows)}`);
console.log(formatHouseResults(path.join(root, 'bench/results/house.json')));
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/latest.json'),
  JSON.stringify(
    { measuredAt: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, rows },
    null,
    2,
  ),
);
console.log('\nWritten to bench/results/latest.json');

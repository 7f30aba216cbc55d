// Where opening /formula spends its main thread: a saved formula of library materials (300 lines, ROWS=…) opened at
// Lighthouse's phone size (412×823) with the CPU slowed 4× as Lighthouse simulates it, a V8 CPU profile and the long
// tasks (PerformanceObserver) from navigation until 3 s after the rows and a verdict show. Prints the long tasks, the
// largest paint, the layout shifts and the heaviest functions by self and inclusive time (build with `--minify false`
// to read our own names). RUNS (default 1); DATA_DIR keeps an imported database; PROFILE=<file.cpuprofile> keeps the
// last run's profile. SHOTS=<dir> also takes screenshots of the opened formula, light and dark, at 1440 and 390 px.
//   node bench/profile-formula-open.ts
import fs from 'node:fs';
import { benchRows } from './lib/bench-rows.ts';
import { startBenchBrowser } from './lib/bench-browser.ts';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

const ROWS = Number(process.env.ROWS ?? 300);
const RUNS = Number(process.env.RUNS ?? 1);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const [WIDTH, HEIGHT] = (process.env.VIEWPORT ?? '412x823').split('x').map(Number) as [number, number];

function summarise(profile: Profile, top = 30) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const key = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  profile.samples.forEach((sample, index) => {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(sample)!;
    if (['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName)) {
      self.set(node.callFrame.functionName, (self.get(node.callFrame.functionName) ?? 0) + delta);
      return;
    }
    self.set(key(node), (self.get(key(node)) ?? 0) + delta);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const k = key(byId.get(id)!);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + delta);
    }
  });
  const print = (title: string, map: Map<string, number>) => {
    console.log(`--- ${title}`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  };
  print('self', self);
  print('inclusive', inclusive);
}

const bench = await startBenchBrowser('profile-open', { dataDir: process.env.DATA_DIR || undefined });
try {
  const context = await bench.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  const { rows } = await benchRows(context.request, bench.origin, ROWS);
  const created = await context.request.post('/api/formulas', {
    data: { name: 'Profile formula', rows },
    headers: { origin: bench.origin },
  });
  if (!created.ok()) throw new Error(`formula not created: ${created.status()}`);
  const { formula } = (await created.json()) as { formula: { id: string } };
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: process.env.WARM !== '1' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.addInitScript(() => {
      const w = window as unknown as {
        __tasks: { start: number; duration: number }[];
        __lcp: unknown[];
        __cls: unknown[];
      };
      w.__tasks = [];
      w.__lcp = [];
      w.__cls = [];
      // When each part of the editor first shows (checked every frame).
      const milestones: Record<string, number> = {};
      (w as unknown as { __milestones: Record<string, number> }).__milestones = milestones;
      const SELECTORS: Record<string, string> = {
        name: 'input[aria-label="Formula name"]',
        rows: '.formula-grid .dsg-row',
        panel: '.formula-editor-panel aside',
        verdict: '[data-testid="formula-compliance-verdict"]',
        lineVerdict: '[data-testid^="ifra-"]:not([data-tone="muted"])',
      };
      const poll = () => {
        for (const [name, selector] of Object.entries(SELECTORS))
          if (!(name in milestones) && document.querySelector(selector))
            milestones[name] = Math.round(performance.now());
        if (Object.keys(milestones).length < Object.keys(SELECTORS).length) requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; size: number })[])
          w.__lcp.push({
            at: Math.round(entry.startTime),
            size: entry.size,
            element: `${entry.element?.tagName ?? '?'} ${(entry.element?.textContent ?? '').slice(0, 40)}`,
          });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        })[])
          w.__cls.push({
            at: Math.round(entry.startTime),
            value: entry.value.toFixed(4),
            nodes: (entry.sources ?? []).map((source) =>
              source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '?',
            ),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const tracePath = process.env.TRACE ? `${process.env.TRACE}-${run + 1}.json` : null;
    if (tracePath)
      await bench.browser.startTracing(page, {
        path: tracePath,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'blink.user_timing',
          'loading',
        ],
      });
    await page.goto(`/formula?id=${formula.id}`, { waitUntil: 'commit' });
    const shownAt = await page.waitForFunction(
      () =>
        document.querySelector('.formula-grid .dsg-row') &&
        document.querySelector('[data-testid^="ifra-"]:not([data-tone="muted"])')
          ? performance.now()
          : false,
      null,
      { polling: 'raf', timeout: 120_000 },
    );
    const shown = (await shownAt.jsonValue()) as number;
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    if (tracePath) await bench.browser.stopTracing();
    const observed = await page.evaluate(() => {
      const w = window as unknown as {
        __tasks: { start: number; duration: number }[];
        __lcp: unknown[];
        __cls: unknown[];
      };
      return {
        tasks: w.__tasks,
        lcp: w.__lcp,
        cls: w.__cls,
        milestones: (w as unknown as { __milestones: Record<string, number> }).__milestones,
      };
    });
    console.log(`run ${run + 1}: rows and a verdict shown at ${Math.round(shown)} ms (CPU ${THROTTLE}×)`);
    console.log(
      `long tasks: ${observed.tasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`).join(', ')}`,
    );
    console.log('shown', JSON.stringify(observed.milestones));
    console.log('lcp', JSON.stringify(observed.lcp));
    console.log('cls', JSON.stringify(observed.cls));
    if (run === RUNS - 1) {
      summarise(profile);
      if (process.env.PROFILE) fs.writeFileSync(process.env.PROFILE, JSON.stringify(profile));
    }
    await page.close();
  }
  const shots = process.env.SHOTS;
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    for (const colorScheme of ['light', 'dark'] as const)
      for (const [device, width, height] of [
        ['desktop', 1440, 900],
        ['phone', 390, 844],
      ] as const) {
        const page = await context.newPage();
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height });
        await page.goto(`/formula?id=${formula.id}`);
        await page.waitForSelector('[data-testid^="ifra-"]:not([data-tone="muted"])', { timeout: 120_000 });
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `${shots}/formula-${colorScheme}-${device}.png` });
        await page.close();
      }
  }
} finally {
  await bench.close();
}

// The materials library's first load (Chromium, empty browser cache): time from navigation until the first
// results are listed, the bytes transferred by then, and whether the search index was among them (it must not be:
// the first page comes from the server, the index follows in idle time). DATA_DIR keeps an imported database.
import { importDatasets } from '../tests/e2e/support/import-datasets.ts';
import { startBenchBrowser } from './lib/bench-browser.ts';

export type MaterialsFirstLoad = {
  firstResultsMs: number;
  bytesBefore: number;
  indexBefore: boolean;
  indexBytes: number;
};

export async function measureMaterialsFirstLoad(options: { dataDir?: string } = {}): Promise<MaterialsFirstLoad> {
  const bench = await startBenchBrowser('materials', options);
  try {
    const context = await bench.newContext({ viewport: { width: 1400, height: 900 } });
    await importDatasets(context.request, ['ifra-transparency-list', 'ifra-51-standards']);
    // The search worker fetches the index: its requests are not in the page's resource timing, so they are read from
    // the network events of the context (which include the page's workers).
    const indexRequests: { startedAt: number; bytes: number }[] = [];
    context.on('requestfinished', (request) => {
      if (!request.url().includes('/api/materials/search-index/') || request.url().endsWith('/version')) return;
      void request.sizes().then((sizes) =>
        indexRequests.push({
          startedAt: request.timing().startTime,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        }),
      );
    });
    const page = await context.newPage();
    await page.goto('/materials', { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (document.querySelector('[role="listitem"]') ? performance.now() : false),
      null,
      { polling: 'raf', timeout: 60_000 },
    );
    const firstResultsMs = (await handle.jsonValue()) as number;
    const firstResultsAt = await page.evaluate((at) => performance.timeOrigin + at, firstResultsMs);
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { name: timing.name, start: timing.startTime, end: timing.responseEnd, bytes: timing.transferSize };
      }),
    );
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).transferSize,
    );
    const before = entries.filter((entry) => entry.end <= firstResultsMs);
    await page.waitForTimeout(3000);
    return {
      firstResultsMs,
      bytesBefore: navigation + before.reduce((sum, entry) => sum + entry.bytes, 0),
      indexBefore: indexRequests.some((request) => request.startedAt < firstResultsAt),
      indexBytes: indexRequests.reduce((sum, request) => sum + request.bytes, 0),
    };
  } finally {
    await bench.close();
  }
}

if (import.meta.main) {
  const result = await measureMaterialsFirstLoad({ dataDir: process.env.DATA_DIR || undefined });
  console.log(
    `materials library first load: first results at ${result.firstResultsMs.toFixed(0)} ms after ${(result.bytesBefore / 1024).toFixed(0)} kB; search index ${result.indexBefore ? 'requested BEFORE' : 'not requested before'} the first results (${(result.indexBytes / 1024).toFixed(0)} kB, afterwards)`,
  );
}

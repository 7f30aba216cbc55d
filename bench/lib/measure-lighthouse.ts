import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mainThreadCpu, type MainThreadCpu, type TraceEvent } from './trace-main-thread.ts';

export type LighthouseScores = { performance: number; accessibility: number; bestPractices: number; seo: number };

/** The performance metrics behind the score (milliseconds, CLS unitless), and what the largest paint was. */
export type LighthouseMetrics = {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  lcpElement: string;
  /** The main thread's longest tasks at start (ms), and the render-blocking requests. */
  longTasks: number[];
  renderBlocking: string[];
  /** The main thread's work in thread time, which a loaded machine hardly changes (trace-main-thread.ts). */
  cpu: MainThreadCpu;
  /** Why Lighthouse could not measure the page (its runtimeError: NO_FCP, PAGE_HUNG…), when it could not. */
  error?: string;
};

export type LighthouseResult = LighthouseScores & { metrics: LighthouseMetrics };

type AuditDetails = { items?: Array<Record<string, unknown>> };

/** Lighthouse (mobile preset) in Debian's Chromium for one URL; scores 0-100. */
export async function measureLighthouse(url: string, cookie?: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    const { categories, audits } = result!.lhr;
    // LIGHTHOUSE_JSON=<file> keeps the last report; a directory (ending in /) keeps one per route and run.
    const jsonPath = process.env.LIGHTHOUSE_JSON;
    if (jsonPath) {
      const file = jsonPath.endsWith('/')
        ? `${jsonPath}${new URL(url).pathname.slice(1).replaceAll('/', '-') || 'root'}-${Date.now()}.json`
        : jsonPath;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(result!.lhr));
    }
    // The raw trace (observed timings, before Lighthouse's 4x CPU simulation), to see what each long task does.
    const trace = (result!.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
    if (process.env.LIGHTHOUSE_TRACE) fs.writeFileSync(process.env.LIGHTHOUSE_TRACE, JSON.stringify(trace));
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const items = (id: string) =>
      ((audits[id]?.details as AuditDetails | undefined)?.items ?? []) as Array<Record<string, unknown>>;
    // lcp element: an item holding a table whose first item is a node ({ type: 'node', snippet, selector }).
    const findNode = (value: unknown): { nodeLabel?: string; selector?: string } | undefined => {
      if (!value || typeof value !== 'object') return undefined;
      const record = value as Record<string, unknown>;
      if (record.type === 'node') return record as { nodeLabel?: string; selector?: string };
      for (const child of Object.values(record)) {
        const found = Array.isArray(child) ? child.map(findNode).find(Boolean) : findNode(child);
        if (found) return found;
      }
      return undefined;
    };
    // Lighthouse 13 names the element in its LCP breakdown insight; older versions in largest-contentful-paint-element.
    const lcpNode =
      findNode(audits['lcp-breakdown-insight']?.details) ??
      findNode(audits['largest-contentful-paint-element']?.details);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      metrics: {
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        si: numeric('speed-index'),
        lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} (${lcpNode.selector ?? ''})`.trim() : '—',
        longTasks: items('long-tasks')
          .map((item) => Math.round(Number(item.duration)))
          .slice(0, 5),
        renderBlocking: [...items('render-blocking-insight'), ...items('render-blocking-resources')].map((item) =>
          String(item.url),
        ),
        cpu: mainThreadCpu(trace?.traceEvents ?? []),
        ...(result!.lhr.runtimeError
          ? { error: `${result!.lhr.runtimeError.code}: ${result!.lhr.runtimeError.message}` }
          : {}),
      },
    };
  } finally {
    chrome.kill();
  }
}

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectAndReleaseOf } from './collect-and-release.ts';

const MODULE = path.resolve(import.meta.dirname, 'collect-and-release.ts');

/**
 * In a process of its own (`--expose-gc`): 160 MB of objects are made and dropped, then collected plainly (the pages
 * stay in V8's pool, resident), then by collectAndRelease. Prints the resident megabytes after each.
 */
function measureRelease(): { afterPlain: number; afterRelease: number; heapTotal: number } {
  const script = `
    import fs from 'node:fs';
    import { collectAndRelease } from ${JSON.stringify(MODULE)};
    const rss = () => Number(/VmRSS:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
    let held = [];
    for (let i = 0; i < 400_000; i += 1) held.push({ index: i, text: 'line ' + i, rows: [i, i + 1, i + 2, i + 3] });
    for (let i = 0; i < 400_000; i += 1) held.push({ index: i, text: 'more ' + i, rows: [i, i * 2, i * 3, i * 4] });
    held = null;
    globalThis.gc();
    globalThis.gc();
    const afterPlain = rss();
    collectAndRelease();
    const afterRelease = rss();
    console.log(JSON.stringify({ afterPlain, afterRelease, heapTotal: process.memoryUsage().heapTotal / 1048576 }));
  `;
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--max-semi-space-size=16', '--input-type=module', '--eval', script],
    { encoding: 'utf8' },
  );
  expect(child.stderr).toBe('');
  return JSON.parse(child.stdout) as { afterPlain: number; afterRelease: number; heapTotal: number };
}

describe('collectAndRelease', () => {
  it('is undefined without an exposed collector, and asks for a memory-reducing full collection with one', () => {
    expect(collectAndReleaseOf(undefined)).toBeUndefined();
    const calls: unknown[] = [];
    collectAndReleaseOf(((options?: unknown) => void calls.push(options)) as NodeJS.GCFunction)!();
    expect(calls).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
  });

  it.runIf(process.platform === 'linux')(
    'gives back the pages a plain collection leaves in V8’s pool (Linux: /proc/self/status)',
    () => {
      const { afterPlain, afterRelease, heapTotal } = measureRelease();
      // The plain collections leave the dropped objects' pages resident; the release gives most of them back.
      expect(afterPlain - afterRelease).toBeGreaterThan(50);
      expect(afterRelease).toBeLessThan(heapTotal + 80);
    },
  );
});

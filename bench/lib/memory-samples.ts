// The server's memory by part (issue 34, ADR 036/045): bench/house.ts starts the server with MEMORY_SAMPLE_MS, which
// writes a sample a second to its standard output (src/server/lib/sample-memory.ts); these read them back and say what
// each part held when the server was idle and when its resident memory peaked under each pace of the load.
import { MEMORY_SAMPLE_PREFIX, type MemorySample } from '../../src/server/lib/sample-memory.ts';

/** Every sample in a server's output, in order. */
export function readMemorySamples(output: string): MemorySample[] {
  const samples: MemorySample[] = [];
  for (const line of output.split('\n')) {
    const start = line.indexOf(MEMORY_SAMPLE_PREFIX);
    if (start < 0) continue;
    try {
      samples.push(JSON.parse(line.slice(start + MEMORY_SAMPLE_PREFIX.length)) as MemorySample);
    } catch {
      // a line cut by another write: skipped
    }
  }
  return samples;
}

/** The parts of the table, in MB, from one sample. */
const PARTS: { name: string; read: (sample: MemorySample) => number | null }[] = [
  { name: 'resident (RSS)', read: (sample) => sample.rss },
  { name: '  anonymous pages (heaps, malloc)', read: (sample) => sample.anonymous },
  { name: '  file pages (node binary, code)', read: (sample) => sample.file },
  { name: 'main thread: V8 heap used', read: (sample) => sample.heapUsed },
  { name: 'main thread: V8 heap reserved', read: (sample) => sample.heapTotal },
  { name: 'main thread: external (Buffers…)', read: (sample) => sample.external },
  { name: '  of it ArrayBuffers', read: (sample) => sample.arrayBuffers },
  { name: 'main thread: V8 malloc', read: (sample) => sample.malloced },
  { name: 'worker thread: V8 heap used', read: (sample) => sample.worker?.used ?? null },
  { name: 'worker thread: V8 heap reserved', read: (sample) => sample.worker?.total ?? null },
  { name: 'worker thread: external', read: (sample) => sample.worker?.external ?? null },
  {
    name: 'rest: RSS - heaps reserved - external - file',
    read: (sample) =>
      sample.file === null
        ? null
        : sample.rss -
          sample.heapTotal -
          sample.external -
          (sample.worker?.total ?? 0) -
          (sample.worker?.external ?? 0) -
          sample.file,
  },
];

export type MemoryWindow = { label: string; from: number; to: number };

const mb = (bytes: number | null) => (bytes === null ? '–' : String(Math.round(bytes / 1024 / 1024)));

/**
 * The table: one row per part, for the last sample before `idleBefore` and, for each window, the sample of the
 * highest RSS in it and each part's own highest value in it ("at RSS peak / part's max").
 */
export function formatMemoryTable(samples: MemorySample[], idleBefore: number, windows: MemoryWindow[]): string {
  const idle = samples.filter((sample) => sample.at <= idleBefore).at(-1) ?? null;
  const columns = windows.map((window) => {
    const inside = samples.filter((sample) => sample.at >= window.from && sample.at <= window.to);
    const peak = inside.reduce<MemorySample | null>(
      (best, sample) => (best && best.rss >= sample.rss ? best : sample),
      null,
    );
    return { window, inside, peak };
  });
  const header = ['part (MB)', 'idle', ...columns.map(({ window }) => `${window.label}: at RSS peak / part's max`)];
  const rows = PARTS.map((part) => [
    part.name,
    idle ? mb(part.read(idle)) : '–',
    ...columns.map(({ inside, peak }) => {
      const values = inside.map(part.read).filter((value): value is number => value !== null);
      return `${peak ? mb(part.read(peak)) : '–'} / ${values.length > 0 ? mb(Math.max(...values)) : '–'}`;
    }),
  ]);
  const widths = header.map((_, index) => Math.max(...[header, ...rows].map((row) => row[index]!.length)));
  return [header, ...rows].map((row) => row.map((cell, index) => cell.padEnd(widths[index]!)).join('  ')).join('\n');
}

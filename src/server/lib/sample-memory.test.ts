import { describe, expect, it } from 'vitest';
import { MEMORY_SAMPLE_PREFIX, readResidentKinds, sampleMemory, startMemorySampler } from './sample-memory.ts';

describe('the memory samples of MEMORY_SAMPLE_MS', () => {
  it.each([
    {
      case: 'smaps_rollup: anonymous and file pages in bytes',
      text: 'Rss:              300000 kB\nPss:  1 kB\nAnonymous:        240000 kB\n',
      expected: { anonymous: 240000 * 1024, file: 60000 * 1024 },
    },
    { case: 'no Anonymous line', text: 'Rss: 300000 kB\n', expected: { anonymous: null, file: null } },
  ])('$case', async ({ text, expected }) => {
    expect(await readResidentKinds(() => Promise.resolve(text))).toEqual(expected);
  });

  it('reads nothing where /proc is missing, without throwing', async () => {
    const missing = () => Promise.reject(new Error('ENOENT'));
    expect(await readResidentKinds(missing)).toEqual({ anonymous: null, file: null });
  });

  it("takes the worker's heap when there is one, and none when reading it fails", async () => {
    const heap = { used: 1, total: 2, external: 3, malloced: 4 };
    const withWorker = await sampleMemory(() => Promise.resolve(heap));
    expect(withWorker.worker).toEqual(heap);
    expect(withWorker.rss).toBeGreaterThan(withWorker.heapUsed);
    expect((await sampleMemory(() => Promise.reject(new Error('not running')))).worker).toBeNull();
  });

  it('writes one prefixed JSON line per period until stopped', async () => {
    const lines: string[] = [];
    const sampler = startMemorySampler({
      everyMs: 20,
      readWorkerHeap: async () => null,
      write: (line) => lines.push(line),
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    sampler.stop();
    const written = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(written).toBeGreaterThan(0);
    expect(lines.length).toBe(written);
    expect(lines[0]!.startsWith(MEMORY_SAMPLE_PREFIX)).toBe(true);
    expect(JSON.parse(lines[0]!.slice(MEMORY_SAMPLE_PREFIX.length))).toMatchObject({ worker: null });
  });
});

import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processCpuMs, waitForIdleProcess } from './wait-for-idle-process.ts';

const linux = process.platform === 'linux';

describe('processCpuMs and waitForIdleProcess (a server done starting, read from /proc)', () => {
  it.runIf(linux)("counts this process's CPU time as it works", () => {
    const before = processCpuMs(process.pid)!;
    let sum = 0;
    for (let i = 0; i < 5e7; i++) sum += i % 7;
    expect(sum).toBeGreaterThan(0);
    expect(processCpuMs(process.pid)!).toBeGreaterThan(before);
  });

  it('is null for a process that does not exist', () => {
    expect(processCpuMs(2 ** 30)).toBeNull();
  });

  it.runIf(linux)(
    'returns after one window for a sleeping process, and gives up on a busy one at the timeout',
    async () => {
      const sleeping = spawn('sleep', ['30']);
      const busy = spawn(process.execPath, ['-e', 'for (;;) {}']);
      try {
        expect(await waitForIdleProcess(sleeping.pid!, { windowMs: 200, timeoutMs: 5000 })).toBeLessThan(5000);
        expect(await waitForIdleProcess(busy.pid!, { windowMs: 200, timeoutMs: 1000 })).toBeGreaterThanOrEqual(1000);
      } finally {
        sleeping.kill();
        busy.kill();
      }
    },
  );
});

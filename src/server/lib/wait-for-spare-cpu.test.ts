import { describe, expect, it } from 'vitest';
import { waitForSpareCpu, type CpuTimes } from './wait-for-spare-cpu.ts';

/** Cores whose busy share over each successive window is given: cumulative times as the kernel counts them. */
function fakeCores(shares: readonly number[]) {
  let clock = 0;
  let times: CpuTimes = { busy: 0, total: 0 };
  let window = 0;
  return {
    read: () => times,
    wait: async (ms: number) => {
      clock += ms;
      const share = shares[Math.min(window, shares.length - 1)]!;
      window += 1;
      // Two cores: 2 × ms of CPU time pass in a window of ms.
      times = { busy: times.busy + share * 2 * ms, total: times.total + 2 * ms };
    },
    now: () => clock,
  };
}

describe('waitForSpareCpu', () => {
  const options = { windowMs: 50, maxBusyShare: 0.85, maxWaitMs: 1000 };
  it.each([
    { case: 'cores with room: one window', shares: [0.4], waited: 50 },
    { case: 'saturated, then room: three windows', shares: [1, 0.9, 0.6], waited: 150 },
    { case: 'exactly at the share counts as busy', shares: [0.85, 0.84], waited: 100 },
    { case: 'saturated throughout: never starved, goes on at the longest wait', shares: [1], waited: 1000 },
  ])('$case', async ({ shares, waited }) => {
    const cores = fakeCores(shares);
    expect(await waitForSpareCpu(options, cores.read, cores.wait, cores.now)).toBe(waited);
  });
});

import { waitForSpareCpu } from '../../lib/wait-for-spare-cpu.ts';

/**
 * How new verdict checks wait for spare CPU before each chunk (ADR 070): a look at the cores of 50 ms (10 kernel ticks
 * on two cores), and room when they were less than 85 % busy over it. On the house bench at 70 % the checks of the
 * first minute ran into the second and slowed it; at 85 % the list's p95 fell from a median of 99 ms to 52-77 ms.
 */
export const VERDICT_PACING = { windowMs: 50, maxBusyShare: 0.85 } as const;

/** The server's wait before each chunk of new verdict checks, or null when `maxWaitMs` is 0 (tests: no wait). */
export function createVerdictPacing(maxWaitMs: number): (() => Promise<number>) | null {
  return maxWaitMs > 0 ? () => waitForSpareCpu({ ...VERDICT_PACING, maxWaitMs }) : null;
}

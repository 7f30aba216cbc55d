/** How soon the library first asks again for verdicts the server answered as still being checked (`pending`). */
export const PENDING_VERDICTS_RETRY_MS = 1500;

/**
 * The wait before the next ask for a page's pending verdicts, after `asksSoFar` answers: 1.5 s, then twice as long
 * each time, up to 12 s, so that a house's busy server is not asked more often while it is behind (ADR 056).
 */
export function nextPendingVerdictsAsk(asksSoFar: number): number {
  return Math.min(PENDING_VERDICTS_RETRY_MS * 2 ** Math.max(0, asksSoFar - 1), 8 * PENDING_VERDICTS_RETRY_MS);
}

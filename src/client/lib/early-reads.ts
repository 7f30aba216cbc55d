/**
 * Reads a page started before the app's code ran (public/first-paint.js: a saved formula's three, the stock), kept on
 * `window.__slEarlyReads` by their absolute address. Each is given once, to the app's first GET of that address, and
 * only within EARLY_READ_MS of the page's start: later, the session or the data may have changed (a sign-in, an edit),
 * and the app reads again.
 */
export const EARLY_READ_MS = 10_000;

type EarlyRead = { at: number; read: Promise<Response> };
type WithEarlyReads = { __slEarlyReads?: Record<string, EarlyRead> };

export function takeEarlyRead(url: string, method = 'GET', now = performance.now()): Promise<Response> | undefined {
  if (typeof window === 'undefined' || method.toUpperCase() !== 'GET') return undefined;
  const reads = (window as WithEarlyReads).__slEarlyReads;
  if (!reads) return undefined;
  const key = new URL(url, window.location.origin).href;
  const early = reads[key];
  if (!early) return undefined;
  delete reads[key];
  return now - early.at <= EARLY_READ_MS ? early.read : undefined;
}

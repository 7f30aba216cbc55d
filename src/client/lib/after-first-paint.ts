/**
 * The app's first paint as a promise, so that code a first paint does not need (the dashboard's chunk, the header's
 * clock and headlines) is fetched after it instead of beside it: on a slow connection those scripts would share the
 * bandwidth with the app entry and hold the first paint back.
 */
let resolvePainted: () => void = () => {};
const painted = new Promise<void>((resolve) => {
  resolvePainted = resolve;
});
let commitNoted = false;

/** Bounds the wait when the shell never commits (a page without it): the code is then fetched anyway. */
const LONGEST_WAIT_MS = 2000;
if (typeof window !== 'undefined') setTimeout(() => resolvePainted(), LONGEST_WAIT_MS);

/**
 * The shell's first commit (a layout effect): resolves `afterFirstPaint` once the browser reports its first
 * contentful paint (on screen, not only drawn by the main thread), or two frames later where paint timing is missing.
 */
export function noteFirstCommit(): void {
  if (commitNoted) return;
  commitNoted = true;
  const whenPainted = () => setTimeout(() => resolvePainted(), 0);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      whenPainted();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => requestAnimationFrame(whenPainted));
}

/** Resolves after the app's first paint (at once afterwards). */
export function afterFirstPaint(): Promise<void> {
  return painted;
}

/** `load`, started after the app's first paint. */
export function loadAfterFirstPaint<T>(load: () => Promise<T>): () => Promise<T> {
  return () => painted.then(load);
}

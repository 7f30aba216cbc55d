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

/**
 * The first screen drawn: noted by the router when the matched screen's chunk has loaded, then the main thread's
 * first idle moment (the screen's first render done: the dashboard's panels render in a transition, which any
 * other update arriving meanwhile restarts). The shell's extras (the workspace menu, the clock and headlines, the
 * menus' and tooltips' chunks, the toast hosts) and the idle preloads of other screens wait for it: on a slow
 * connection they shared the bandwidth and the main thread with what the screen needed, and held a new user's
 * getting-started checklist, the dashboard's largest paint, back by seconds.
 */
let resolveScreen: () => void = () => {};
const screenDrawn = new Promise<void>((resolve) => {
  resolveScreen = resolve;
});
let screenNoted = false;
/** Bounds the wait after the first paint (a page without a screen, a chunk that fails, a busy main thread). */
const LONGEST_SCREEN_WAIT_MS = 4000;
if (typeof window !== 'undefined') void painted.then(() => setTimeout(() => resolveScreen(), LONGEST_SCREEN_WAIT_MS));

/** The router's note: the first matched screen's chunk has loaded (or failed to). Later notes change nothing. */
export function noteScreenLoaded(): void {
  if (screenNoted) return;
  screenNoted = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolveScreen(), { timeout: 2000 });
  else setTimeout(() => resolveScreen(), 0);
}

/**
 * A screen that draws its content in a transition after its chunk (the dashboard's panels) says itself when that
 * content has committed: the idle moment after its chunk may come before that render (React holds a Suspense
 * boundary's content back up to 300 ms after its fallback showed).
 */
export function noteScreenDrawn(): void {
  screenNoted = true;
  resolveScreen();
}

/** Resolves after the first paint, once the first screen has been drawn (at once afterwards). */
export function afterScreenLoaded(): Promise<void> {
  return painted.then(() => screenDrawn);
}

/** `load`, started after the first paint once the first screen has been drawn. */
export function loadAfterScreen<T>(load: () => Promise<T>): () => Promise<T> {
  return () => afterScreenLoaded().then(load);
}

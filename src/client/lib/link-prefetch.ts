/**
 * Links load their screen before they are followed (spec section 7: "Pages linked on click are prefetched; the
 * materials library and login are preloaded when idle"): a pointer over, or focus on, a link to one of our pages
 * calls `preload` with its path, once per path. Returns the function that stops listening.
 */
export function installLinkPrefetch(preload: (pathname: string) => void, root: Document = document): () => void {
  const done = new Set<string>();
  const handle = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (anchor.target && anchor.target !== '_self') return;
    const url = new URL(anchor.href, root.location.href);
    if (url.origin !== root.location.origin || url.pathname.startsWith('/api/') || done.has(url.pathname)) return;
    done.add(url.pathname);
    preload(url.pathname);
  };
  root.addEventListener('pointerover', handle, { passive: true });
  root.addEventListener('focusin', handle);
  return () => {
    root.removeEventListener('pointerover', handle);
    root.removeEventListener('focusin', handle);
  };
}

/** Runs `task` when the browser is idle (at the latest after 2 s), or after a short timeout where idle callbacks are missing. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}

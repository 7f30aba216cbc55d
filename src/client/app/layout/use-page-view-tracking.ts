import { useEffect, useRef } from 'react';

/**
 * Records a page view on every route change (usage tracking; the landing entry records its own). The tracking
 * module is fetched on the first view, not carried in the app entry: page views are sent a second later anyway,
 * batched, and the imports resolve in the order they were asked, so views keep their order.
 */
export function usePageViewTracking(pathname: string) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    void import('../../lib/track.ts').then(({ trackPageView }) => trackPageView(pathname));
  }, [pathname]);
}

import { useEffect, useRef } from 'react';
import { trackPageView } from '../../lib/track.ts';

/** Records a page view on every route change (usage tracking; the landing entry records its own). */
export function usePageViewTracking(pathname: string) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    trackPageView(pathname);
  }, [pathname]);
}

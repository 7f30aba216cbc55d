import { useEffect, useRef } from 'react';

/**
 * Focuses the element once the browser has painted it: a screen's main field, focused as the screen opens. React's
 * `autoFocus` focuses during the commit, before the browser has computed the new page's style, and focusing needs it:
 * on /materials that forced the whole screen's style at once, 133 ms of one long task at Lighthouse's 4× CPU (issue
 * 34). After the paint the style is already there. A field the user focused meanwhile keeps the focus.
 */
export function useFocusAfterPaint<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        ref.current?.focus({ preventScroll: true });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ref;
}

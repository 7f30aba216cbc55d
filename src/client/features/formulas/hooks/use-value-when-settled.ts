import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Changes closer together than this are one burst: the keys of a number or a word typed in a row (a brisk typist's
 * keys come 100–200 ms apart). A burst's follow-up waits for its last key.
 */
export const BURST_GAP_MS = 200;

/**
 * The value, followed at a lower priority than the change that made it, so the heavy work that depends on it
 * (percentages, live compliance, the finished-product panel) never competes with a keystroke:
 * - a change after a quiet spell (an edit, a paste, a product change, the first key typed) is followed as soon as
 *   the frame that shows it has been produced;
 * - a change that comes within `gapMs` of the previous one is part of a burst, followed once, `gapMs` after the
 *   last of its changes.
 * Keys typed faster than frames are followed once, after the last of them.
 */
export function useValueWhenSettled<Value>(value: Value, gapMs: number = BURST_GAP_MS): Value {
  const [followed, setFollowed] = useState(value);
  const lastChangeAt = useRef<number | null>(null);
  useEffect(() => {
    const now = performance.now();
    const inBurst = lastChangeAt.current !== null && now - lastChangeAt.current < gapMs;
    lastChangeAt.current = now;
    const follow = () => startTransition(() => setFollowed(value));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    if (inBurst) timer = setTimeout(follow, gapMs);
    else
      frame = requestAnimationFrame(() => {
        timer = setTimeout(follow, 0);
      });
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, gapMs]);
  return followed;
}

import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * How many of a screen's parts to draw: the first at once, then one more each time the previous one has painted
 * (a frame, then a task). Each further part is drawn in a transition, which React renders in slices of a few
 * milliseconds with the browser free in between: opening a large formula is several short tasks instead of one long
 * one, and what the user looks for first (the formula's name, then its rows) is on screen before the rest is built
 * (issue 34, ADR 047). `beforeReveal(stage)` runs in the transition, just after the paint: the layout is fresh, so
 * measuring the page there costs no layout of its own.
 */
export function useRevealInStages(count: number, beforeReveal?: (stage: number) => void): number {
  const [revealed, setRevealed] = useState(1);
  const before = useRef(beforeReveal);
  useEffect(() => {
    before.current = beforeReveal;
  });
  useEffect(() => {
    if (revealed >= count) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() =>
        startTransition(() => {
          before.current?.(revealed + 1);
          setRevealed(revealed + 1);
        }),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, revealed]);
  return revealed;
}

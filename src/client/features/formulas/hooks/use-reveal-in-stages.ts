import { startTransition, useEffect, useRef, useState } from 'react';

/** A stage the reveal stops after until `ready`, or until `atMostMs` have passed since it was drawn. */
export type RevealHold = { after: number; ready: boolean; atMostMs: number };

/**
 * How many of a screen's parts to draw: the first at once, then one more each time the previous one has painted
 * (a frame, then a task). Each further part is drawn in a transition, which React renders in slices of a few
 * milliseconds with the browser free in between: opening a large formula is several short tasks instead of one long
 * one, and what the user looks for first (the formula's name, then its rows) is on screen before the rest is built
 * (issue 34, ADR 047). `beforeReveal(stage)` runs in the transition, just after the paint: the layout is fresh, so
 * measuring the page there costs no layout of its own. `hold` keeps the next part back after stage `after` until
 * `ready` (the editor: the rows' verdicts, so the panel's widgets do not compete with them for the main thread), and
 * never longer than `atMostMs`.
 */
export function useRevealInStages(count: number, beforeReveal?: (stage: number) => void, hold?: RevealHold): number {
  const [revealed, setRevealed] = useState(1);
  const [heldTooLong, setHeldTooLong] = useState<number | null>(null);
  const before = useRef(beforeReveal);
  useEffect(() => {
    before.current = beforeReveal;
  });
  const holding = hold !== undefined && revealed === hold.after && !hold.ready && heldTooLong !== revealed;
  const atMostMs = hold?.atMostMs ?? 0;
  useEffect(() => {
    if (!holding) return;
    const timer = window.setTimeout(() => setHeldTooLong(revealed), atMostMs);
    return () => clearTimeout(timer);
  }, [holding, revealed, atMostMs]);
  useEffect(() => {
    if (revealed >= count || holding) return;
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
  }, [count, revealed, holding]);
  return revealed;
}

import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Changes closer together than this are one burst: the keys of a number or a word typed in a row (a brisk typist's
 * keys come 100–200 ms apart). A burst's follow-up waits for its last key, or for the key that ends the field.
 */
export const BURST_GAP_MS = 200;

/** Keys that end the edit of a field (the grid's cell editor commits on them and moves or closes). */
const FIELD_ENDING_KEYS: ReadonlySet<string> = new Set(['Enter', 'Tab', 'Escape']);

/** A keydown of a field-ending key, or focus leaving a field: the value typed is complete. */
function endsTheField(event: Event): boolean {
  return event.type === 'focusout' || (event instanceof KeyboardEvent && FIELD_ENDING_KEYS.has(event.key));
}

/**
 * The value, followed at a lower priority than the change that made it, so the heavy work that depends on it
 * (percentages, live compliance, the finished-product panel) never competes with a keystroke:
 * - a change after a quiet spell (an edit, a paste, a product change, the first key typed) is followed as soon as
 *   the frame that shows it has been produced;
 * - a change that comes within `gapMs` of the previous one is part of a burst, followed once, `gapMs` after the
 *   last of its changes (ADR 031: no second frame per key while a number is typed);
 * - a burst ends at once when its field does (Enter, Tab, Escape, or focus leaving it): followed right away, in a
 *   transition behind that key's own update, so the new verdict shows one render after the key that completes the
 *   amount (ADR 037). A change the field's end makes (the cell editor committing) is followed after its frame.
 * Keys typed faster than frames are followed once, after the last of them.
 */
export function useValueWhenSettled<Value>(value: Value, gapMs: number = BURST_GAP_MS): Value {
  const [followed, setFollowed] = useState(value);
  const lastChangeAt = useRef<number | null>(null);
  const fieldEndedAt = useRef(-Infinity);
  // The pending burst's follow-up, brought forward when the field ends.
  const endBurst = useRef<(() => void) | null>(null);

  useEffect(() => {
    const handleFieldEvent = (event: Event) => {
      if (!endsTheField(event)) return;
      fieldEndedAt.current = performance.now();
      endBurst.current?.();
    };
    document.addEventListener('keydown', handleFieldEvent, true);
    document.addEventListener('focusout', handleFieldEvent, true);
    return () => {
      document.removeEventListener('keydown', handleFieldEvent, true);
      document.removeEventListener('focusout', handleFieldEvent, true);
    };
  }, []);

  useEffect(() => {
    const now = performance.now();
    const previous = lastChangeAt.current;
    const inBurst = previous !== null && now - previous < gapMs && fieldEndedAt.current < previous;
    lastChangeAt.current = now;
    const follow = () => {
      endBurst.current = null;
      startTransition(() => setFollowed(value));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    const followAfterFrame = () => {
      frame = requestAnimationFrame(() => {
        frame = undefined;
        timer = setTimeout(follow, 0);
      });
    };
    if (inBurst) {
      timer = setTimeout(follow, gapMs);
      // The field's end: the value is complete, and no key of it waits for a frame any more. Followed at once (a
      // transition: the key's own update still renders and paints first).
      endBurst.current = () => {
        clearTimeout(timer);
        follow();
      };
    } else followAfterFrame();
    return () => {
      endBurst.current = null;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, gapMs]);
  return followed;
}

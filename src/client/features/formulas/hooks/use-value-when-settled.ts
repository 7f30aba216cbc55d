import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Changes closer together than this are one burst: the keys of a number or a word typed in a row (a brisk typist's
 * keys come 100–200 ms apart). A burst's follow-up waits for its last key, or for the key that ends the field.
 */
export const BURST_GAP_MS = 200;

/** Keys that end the edit of a field (the grid's cell editor commits on them and moves or closes). */
const FIELD_ENDING_KEYS: ReadonlySet<string> = new Set(['Enter', 'Tab', 'Escape']);

/**
 * How long after a key that types (a character, Backspace or Delete) a change counts as that key's: the key's own
 * render and effects run in the task that handled it, a few milliseconds later.
 */
const TYPED_CHANGE_MS = 100;

/** Elements whose keys press, toggle or choose rather than type a value. */
const NOT_TYPED_INTO = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/**
 * A key that types into a value (a character, Backspace or Delete, no shortcut held): it starts or continues a
 * number or a word, so more keys are likely to follow. A shortcut (Ctrl+V, Ctrl+Z) is an edit of its own.
 */
function typesAValue(event: Event): boolean {
  if (!(event instanceof KeyboardEvent) || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (!(event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete')) return false;
  const target = event.target;
  if (target instanceof HTMLButtonElement || target instanceof HTMLSelectElement) return false;
  return !(target instanceof HTMLInputElement && NOT_TYPED_INTO.has(target.type));
}

/** A keydown of a field-ending key, or focus leaving a field: the value typed is complete. */
function endsTheField(event: Event): boolean {
  return event.type === 'focusout' || (event instanceof KeyboardEvent && FIELD_ENDING_KEYS.has(event.key));
}

/**
 * The value, followed at a lower priority than the change that made it, so the heavy work that depends on it
 * (percentages, live compliance, the finished-product panel) never competes with a keystroke:
 * - a change after a quiet spell (an edit, a paste, a product change, a cell committed) is followed as soon as the
 *   frame that shows it has been produced;
 * - a change that a typed key made (a character, Backspace or Delete), even the first after a quiet spell, or a
 *   change within `gapMs` of the previous one, is part of a burst, followed once, `gapMs` after the last of its
 *   changes or of the keys typed after them (ADR 031: no second frame per key while a number is typed; ADR 041: not
 *   after its first key either, whose follow-up at 600 lines ran into the next keys; the verdict follows every key
 *   through ADR 040's own path);
 * - a burst ends at once when its field does (Enter, Tab, Escape, or focus leaving it): followed right away, in a
 *   transition behind that key's own update, so the new verdict shows one render after the key that completes the
 *   amount (ADR 037). A change the field's end makes (the cell editor committing) is followed after its frame.
 * Keys typed faster than frames are followed once, after the last of them.
 */
export function useValueWhenSettled<Value>(value: Value, gapMs: number = BURST_GAP_MS): Value {
  const [followed, setFollowed] = useState(value);
  const lastChangeAt = useRef<number | null>(null);
  const fieldEndedAt = useRef(-Infinity);
  const typedAt = useRef(-Infinity);
  // The pending burst's follow-up, brought forward when the field ends, put off again by each key typed.
  const endBurst = useRef<(() => void) | null>(null);
  const extendBurst = useRef<(() => void) | null>(null);

  useEffect(() => {
    const handleFieldEvent = (event: Event) => {
      if (typesAValue(event)) {
        typedAt.current = performance.now();
        // A value that changed once at the burst's start (the editor's "unsaved" state) waits for its last key too.
        extendBurst.current?.();
      }
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
    const typed = now - typedAt.current < TYPED_CHANGE_MS && fieldEndedAt.current < typedAt.current;
    const inBurst = typed || (previous !== null && now - previous < gapMs && fieldEndedAt.current < previous);
    lastChangeAt.current = now;
    const follow = () => {
      endBurst.current = null;
      extendBurst.current = null;
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
      extendBurst.current = () => {
        clearTimeout(timer);
        timer = setTimeout(follow, gapMs);
      };
    } else followAfterFrame();
    return () => {
      endBurst.current = null;
      extendBurst.current = null;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, gapMs]);
  return followed;
}

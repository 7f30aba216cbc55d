import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { createUndoStack } from './undo-stack.ts';

/** The present value of a history, for the components that show it: read it with usePresentOf. */
export type PresentSource<Value> = {
  get: () => Value;
  subscribe: (listener: () => void) => () => void;
};

/**
 * A value with undo and redo. `set(next, groupKey)` records a step; successive sets with the same groupKey
 * within 800 ms merge into one (typing a number is one step, not one per digit). `amend(next)` corrects the
 * present without a step (what follows from the last step, such as a paste's materials found in the library).
 *
 * The present value is a store (`source`), not state of the component that holds the history: only the components
 * that read it (usePresentOf) render again when it changes, so a keystroke in the formula's grid no longer renders
 * the whole editor (ADR 089). The holder renders again only when undo or redo becomes possible or impossible.
 */
export function useUndoHistory<Value>(initial: Value) {
  const stack = useRef<ReturnType<typeof createUndoStack<Value>>>(null);
  stack.current ??= createUndoStack(initial);
  const [listeners] = useState(() => new Set<() => void>());
  // 1: something to undo, 2: something to redo. Set only when it changes: even a set to the same value can render
  // the holder once more before React bails out.
  const [availability, setAvailability] = useState(0);
  const availabilityRef = useRef(0);
  const publish = useCallback(() => {
    const { canUndo, canRedo } = stack.current!;
    const next = (canUndo ? 1 : 0) | (canRedo ? 2 : 0);
    if (next !== availabilityRef.current) {
      availabilityRef.current = next;
      setAvailability(next);
    }
    for (const listener of listeners) listener();
  }, [listeners]);

  const set = useCallback(
    (next: Value, groupKey: string | null = null) => {
      stack.current!.record(next, groupKey, performance.now());
      publish();
    },
    [publish],
  );
  const amend = useCallback(
    (next: Value) => {
      stack.current!.amend(next);
      publish();
    },
    [publish],
  );
  /** Replaces the value and forgets the history (a formula was loaded). */
  const reset = useCallback(
    (next: Value) => {
      stack.current!.reset(next);
      publish();
    },
    [publish],
  );
  const undo = useCallback(() => {
    if (stack.current!.undo()) publish();
  }, [publish]);
  const redo = useCallback(() => {
    if (stack.current!.redo()) publish();
  }, [publish]);

  /** The value as it is now, including steps recorded since the last render. */
  const current = useCallback(() => stack.current!.present, []);
  const [source] = useState<PresentSource<Value>>(() => ({
    get: current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  }));

  return {
    source,
    current,
    set,
    amend,
    reset,
    undo,
    redo,
    canUndo: (availability & 1) !== 0,
    canRedo: (availability & 2) !== 0,
  };
}

/** The present value of a history, rendered again when it changes. */
export function usePresentOf<Value>(source: PresentSource<Value>): Value {
  return useSyncExternalStore(source.subscribe, source.get);
}

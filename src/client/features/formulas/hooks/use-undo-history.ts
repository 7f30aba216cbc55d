import { useCallback, useRef, useState } from 'react';
import { createUndoStack } from './undo-stack.ts';

/**
 * A value with undo and redo. `set(next, groupKey)` records a step; successive sets with the same groupKey
 * within 800 ms merge into one (typing a number is one step, not one per digit). `amend(next)` corrects the
 * present without a step (what follows from the last step, such as a paste's materials found in the library).
 */
export function useUndoHistory<Value>(initial: Value) {
  const stack = useRef<ReturnType<typeof createUndoStack<Value>>>(null);
  stack.current ??= createUndoStack(initial);
  const [present, setPresent] = useState(initial);
  const publish = useCallback(() => setPresent(stack.current!.present), []);

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

  /** The value as it is now, including steps recorded since the last render (`present` is the rendered one). */
  const current = useCallback(() => stack.current!.present, []);

  return {
    present,
    current,
    set,
    amend,
    reset,
    undo,
    redo,
    canUndo: stack.current.canUndo,
    canRedo: stack.current.canRedo,
  };
}

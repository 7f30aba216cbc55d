import { useCallback, useRef, useState } from 'react';

const MAX_STEPS = 200;
/** Keystrokes in the same cell within this window are one undo step. */
const COALESCE_MS = 800;

/**
 * A value with undo and redo. `set(next, groupKey)` records a step; successive sets with the same groupKey
 * within 800 ms merge into one (typing a number is one step, not one per digit).
 */
export function useUndoHistory<Value>(initial: Value) {
  const [present, setPresent] = useState(initial);
  const past = useRef<Value[]>([]);
  const future = useRef<Value[]>([]);
  const last = useRef<{ key: string | null; at: number }>({ key: null, at: 0 });
  const presentRef = useRef(present);
  presentRef.current = present;

  const set = useCallback((next: Value, groupKey: string | null = null) => {
    const now = performance.now();
    const merge = groupKey !== null && last.current.key === groupKey && now - last.current.at < COALESCE_MS;
    if (!merge) {
      past.current.push(presentRef.current);
      if (past.current.length > MAX_STEPS) past.current.shift();
    }
    future.current = [];
    last.current = { key: groupKey, at: now };
    presentRef.current = next;
    setPresent(next);
  }, []);

  /** Replaces the value and forgets the history (a formula was loaded). */
  const reset = useCallback((next: Value) => {
    past.current = [];
    future.current = [];
    last.current = { key: null, at: 0 };
    presentRef.current = next;
    setPresent(next);
  }, []);

  const undo = useCallback(() => {
    const previous = past.current.pop();
    if (previous === undefined) return;
    future.current.push(presentRef.current);
    last.current = { key: null, at: 0 };
    presentRef.current = previous;
    setPresent(previous);
  }, []);

  const redo = useCallback(() => {
    const next = future.current.pop();
    if (next === undefined) return;
    past.current.push(presentRef.current);
    last.current = { key: null, at: 0 };
    presentRef.current = next;
    setPresent(next);
  }, []);

  return { present, set, reset, undo, redo, canUndo: past.current.length > 0, canRedo: future.current.length > 0 };
}

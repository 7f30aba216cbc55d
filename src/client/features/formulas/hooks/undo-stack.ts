const MAX_STEPS = 200;
/** Keystrokes in the same cell within this window are one undo step. */
export const COALESCE_MS = 800;

/**
 * The undo history behind useUndoHistory, without React: `record` adds a step (or merges with the last one
 * when the group key matches within 800 ms), `amend` corrects the present without a step of its own (a paste's
 * materials matched to the library afterwards: one Ctrl+Z still undoes the whole paste).
 */
export function createUndoStack<Value>(initial: Value) {
  let present = initial;
  let past: Value[] = [];
  let future: Value[] = [];
  let last: { key: string | null; at: number } = { key: null, at: 0 };
  return {
    get present() {
      return present;
    },
    get canUndo() {
      return past.length > 0;
    },
    get canRedo() {
      return future.length > 0;
    },
    record(next: Value, groupKey: string | null, now: number) {
      const merge = groupKey !== null && last.key === groupKey && now - last.at < COALESCE_MS;
      if (!merge) {
        past.push(present);
        if (past.length > MAX_STEPS) past.shift();
      }
      future = [];
      last = { key: groupKey, at: now };
      present = next;
    },
    amend(next: Value) {
      present = next;
    },
    reset(next: Value) {
      past = [];
      future = [];
      last = { key: null, at: 0 };
      present = next;
    },
    /** False when there was nothing to undo. */
    undo(): boolean {
      const previous = past.pop();
      if (previous === undefined) return false;
      future.push(present);
      last = { key: null, at: 0 };
      present = previous;
      return true;
    },
    redo(): boolean {
      const next = future.pop();
      if (next === undefined) return false;
      past.push(present);
      last = { key: null, at: 0 };
      present = next;
      return true;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { COALESCE_MS, createUndoStack } from './undo-stack.ts';

type Row = { name: string; materialId: string | null };
const blank: Row[] = [
  { name: '', materialId: null },
  { name: '', materialId: null },
];
const pasted: Row[] = [
  { name: 'linalool', materialId: null },
  { name: 'hedione', materialId: null },
];
const resolved: Row[] = [
  { name: 'Linalool', materialId: 'm1' },
  { name: 'Hedione', materialId: 'm2' },
];

describe('createUndoStack', () => {
  it('one undo takes back a paste and the library matching that followed it', () => {
    const stack = createUndoStack(blank);
    stack.record(pasted, null, 0);
    stack.amend(resolved);
    expect(stack.present).toEqual(resolved);
    expect(stack.undo()).toBe(true);
    expect(stack.present).toEqual(blank);
    expect(stack.canUndo).toBe(false);
    expect(stack.redo()).toBe(true);
    expect(stack.present).toEqual(resolved);
  });

  it.each([
    ['keystrokes in one cell within the window are one step', 'row:1', 'row:1', COALESCE_MS - 1, 1],
    ['keystrokes in one cell after the window are two steps', 'row:1', 'row:1', COALESCE_MS, 2],
    ['edits in two cells are two steps', 'row:1', 'row:2', 10, 2],
    ['two pastes (no group) are two steps', null, null, 10, 2],
  ])('%s', (_case, firstKey, secondKey, gap, steps) => {
    const stack = createUndoStack(0);
    stack.record(1, firstKey, 1_000);
    stack.record(2, secondKey, 1_000 + gap);
    let undone = 0;
    while (stack.undo()) undone += 1;
    expect(undone).toBe(steps);
    expect(stack.present).toBe(0);
  });

  it('a new step clears the redo list; reset forgets everything', () => {
    const stack = createUndoStack('a');
    stack.record('b', null, 0);
    stack.undo();
    stack.record('c', null, 10);
    expect(stack.canRedo).toBe(false);
    stack.reset('z');
    expect([stack.present, stack.canUndo, stack.canRedo]).toEqual(['z', false, false]);
  });
});

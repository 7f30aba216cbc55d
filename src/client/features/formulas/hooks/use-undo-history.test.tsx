import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePresentOf, useUndoHistory, type PresentSource } from './use-undo-history.ts';

/** A component that shows the present value and counts its renders. */
function Shown({ source, renders }: { source: PresentSource<string>; renders: { count: number } }) {
  renders.count++;
  return <output>{usePresentOf(source)}</output>;
}

describe('useUndoHistory (ADR 089): the present value is a store read where it is shown', () => {
  it.each([
    {
      name: 'a second key in the same field renders the reader, not the holder',
      steps: ['a', 'ab'],
      holderRendersAfterFirst: 0,
    },
    {
      name: 'three more steps of one field: still only the reader',
      steps: ['a', 'ab', 'abc', 'abcd'],
      holderRendersAfterFirst: 0,
    },
  ])('$name', ({ steps, holderRendersAfterFirst }) => {
    let holderRenders = 0;
    const readerRenders = { count: 0 };
    const hook = renderHook(() => {
      holderRenders++;
      return useUndoHistory('');
    });
    const view = render(<Shown source={hook.result.current.source} renders={readerRenders} />);
    const [first, ...rest] = steps;
    // The first step makes undo possible: the holder renders once for its Undo button.
    act(() => hook.result.current.set(first!, 'field'));
    const holderAfterFirst = holderRenders;
    const readerAfterFirst = readerRenders.count;
    for (const step of rest) act(() => hook.result.current.set(step, 'field'));
    expect(holderRenders - holderAfterFirst).toBe(holderRendersAfterFirst);
    expect(readerRenders.count - readerAfterFirst).toBe(rest.length);
    expect(view.container.textContent).toBe(steps.at(-1));
    expect(hook.result.current.current()).toBe(steps.at(-1));
  });

  it.each([
    { name: 'nothing done', act: [] as const, canUndo: false, canRedo: false, shown: '' },
    { name: 'one step', act: ['set'] as const, canUndo: true, canRedo: false, shown: 'x' },
    { name: 'one step undone', act: ['set', 'undo'] as const, canUndo: false, canRedo: true, shown: '' },
    { name: 'undone and redone', act: ['set', 'undo', 'redo'] as const, canUndo: true, canRedo: false, shown: 'x' },
    { name: 'reset after a step', act: ['set', 'reset'] as const, canUndo: false, canRedo: false, shown: 'r' },
  ])('$name: Undo $canUndo, Redo $canRedo, showing "$shown"', ({ act: actions, canUndo, canRedo, shown }) => {
    const hook = renderHook(() => useUndoHistory(''));
    const view = render(<Shown source={hook.result.current.source} renders={{ count: 0 }} />);
    for (const action of actions)
      act(() => {
        const history = hook.result.current;
        if (action === 'set') history.set('x');
        else if (action === 'reset') history.reset('r');
        else history[action]();
      });
    expect([hook.result.current.canUndo, hook.result.current.canRedo]).toEqual([canUndo, canRedo]);
    expect(view.container.textContent).toBe(shown);
  });
});

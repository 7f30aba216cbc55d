import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_GAP_MS, useValueWhenSettled } from './use-value-when-settled.ts';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  });
});
afterEach(() => vi.useRealTimers());

function inputOf(type: string): HTMLInputElement {
  const input = document.createElement('input');
  input.type = type;
  return input;
}

/** Renders the hook on the first value; `change` moves the input on after `afterMs` of quiet. */
function setup(first: string) {
  const hook = renderHook(({ value }) => useValueWhenSettled(value), { initialProps: { value: first } });
  return {
    followed: () => hook.result.current,
    change: async (value: string, afterMs: number) => {
      await act(async () => vi.advanceTimersByTime(afterMs));
      hook.rerender({ value });
    },
    wait: (ms: number) => act(async () => vi.advanceTimersByTime(ms)),
  };
}

describe('useValueWhenSettled', () => {
  it('follows a change after a quiet spell once its frame has painted, not in the render that made it', async () => {
    const hook = setup('10');
    await hook.change('12', 1000);
    expect(hook.followed()).toBe('10');
    await hook.wait(17); // the frame, then the task after it
    expect(hook.followed()).toBe('12');
  });

  // Table: the gaps between the keys of a burst, and when its last value is followed.
  const bursts: { name: string; gaps: number[]; stillOldAfter: number; followedAfter: number }[] = [
    { name: 'keys 120 ms apart', gaps: [120, 120, 120], stillOldAfter: BURST_GAP_MS - 1, followedAfter: BURST_GAP_MS },
    { name: 'keys 50 ms apart', gaps: [50, 50, 50, 50], stillOldAfter: BURST_GAP_MS - 1, followedAfter: BURST_GAP_MS },
    {
      name: 'keys just inside the gap',
      gaps: [BURST_GAP_MS - 1, BURST_GAP_MS - 1],
      stillOldAfter: BURST_GAP_MS - 1,
      followedAfter: BURST_GAP_MS,
    },
  ];
  it.each(bursts)(
    '$name: the burst is followed once, after its last key',
    async ({ gaps, stillOldAfter, followedAfter }) => {
      const hook = setup('');
      const values = ['1', '12', '12.', '12.5', '12.55'].slice(0, gaps.length + 1);
      await hook.change(values[0]!, 1000); // the first key, after a quiet spell: followed after its frame
      await hook.wait(17);
      expect(hook.followed()).toBe(values[0]);
      for (const [index, gap] of gaps.entries()) {
        await hook.change(values[index + 1]!, gap - 17 * Number(index === 0));
        expect(hook.followed()).toBe(values[0]); // nothing followed while the burst goes on
      }
      await hook.wait(stillOldAfter);
      expect(hook.followed()).toBe(values[0]);
      await hook.wait(followedAfter - stillOldAfter);
      expect(hook.followed()).toBe(values.at(-1));
    },
  );

  it('treats a change after a gap as long as the burst gap as a new edit: followed after its frame', async () => {
    const hook = setup('a');
    await hook.change('b', 1000);
    await hook.change('c', BURST_GAP_MS);
    await hook.wait(17);
    expect(hook.followed()).toBe('c');
  });

  // Table: what ends a field, and whether it brings the burst's follow-up forward to the frame after it.
  const fieldEvents: { name: string; event: () => Event; endsField: boolean }[] = [
    { name: 'Enter', event: () => new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }), endsField: true },
    { name: 'Tab', event: () => new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }), endsField: true },
    { name: 'Escape', event: () => new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }), endsField: true },
    { name: 'focus leaving', event: () => new FocusEvent('focusout', { bubbles: true }), endsField: true },
    { name: 'a digit', event: () => new KeyboardEvent('keydown', { key: '5', bubbles: true }), endsField: false },
    {
      name: 'Backspace',
      event: () => new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true }),
      endsField: false,
    },
  ];
  it.each(fieldEvents)('$name 30 ms after a burst’s last key: followed at once: $endsField', async (row) => {
    const hook = setup('');
    await hook.change('1', 1000);
    await hook.wait(17);
    await hook.change('12', 120 - 17);
    await hook.change('125', 120); // the three-key amount's last key: a burst
    await hook.wait(30);
    await act(async () => document.body.dispatchEvent(row.event()));
    expect(hook.followed()).toBe(row.endsField ? '125' : '1'); // no timer run: not even the key's frame waited for
    await hook.wait(17);
    expect(hook.followed()).toBe(row.endsField ? '125' : '1');
    await hook.wait(BURST_GAP_MS);
    expect(hook.followed()).toBe('125'); // either way, followed once the burst's gap has passed
  });

  it('follows a change the field’s end makes (the cell committing on Enter) after its frame, not as part of the burst', async () => {
    const hook = setup('');
    await hook.change('1', 1000);
    await hook.wait(17);
    await hook.change('12', 120 - 17);
    await act(async () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await hook.change('12.0', 5);
    await hook.wait(17);
    expect(hook.followed()).toBe('12.0');
  });

  // Table: the key before a change after a quiet spell, and whether it waits for the burst's gap (ADR 041).
  const firstKeys: { name: string; key: string; into: () => HTMLElement; shortcut?: boolean; waits: boolean }[] = [
    { name: 'a digit typed into a text input', key: '5', into: () => inputOf('text'), waits: true },
    { name: 'Backspace in a text input', key: 'Backspace', into: () => inputOf('text'), waits: true },
    { name: 'Delete in a textarea', key: 'Delete', into: () => document.createElement('textarea'), waits: true },
    { name: 'a digit over a selected grid cell', key: '5', into: () => document.createElement('div'), waits: true },
    { name: 'Ctrl+V (a paste)', key: 'v', into: () => inputOf('text'), shortcut: true, waits: false },
    { name: 'Space on a checkbox', key: ' ', into: () => inputOf('checkbox'), waits: false },
    { name: 'ArrowUp in a text input', key: 'ArrowUp', into: () => inputOf('text'), waits: false },
    { name: 'Enter (the cell committing)', key: 'Enter', into: () => inputOf('text'), waits: false },
  ];
  it.each(firstKeys)(
    '$name, after a quiet spell: followed after the burst gap, not after its frame: $waits',
    async ({ key, into, shortcut, waits }) => {
      const hook = setup('');
      const target = document.body.appendChild(into());
      await hook.wait(1000);
      await act(async () =>
        target.dispatchEvent(new KeyboardEvent('keydown', { key, ctrlKey: shortcut ?? false, bubbles: true })),
      );
      await hook.change('5', 2);
      await hook.wait(17);
      expect(hook.followed()).toBe(waits ? '' : '5');
      await hook.wait(BURST_GAP_MS);
      expect(hook.followed()).toBe('5');
      target.remove();
    },
  );

  it('puts off a value changed by a burst’s first key (the editor’s “unsaved” state) until the burst’s last key', async () => {
    const hook = setup('saved');
    const input = document.body.appendChild(inputOf('text'));
    const type = (key: string) =>
      act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
    await hook.wait(1000);
    await type('1');
    await hook.change('unsaved', 2); // changes once, at the first key
    for (const key of ['2', '3', '4']) {
      await hook.wait(120);
      await type(key); // the value stays the same: only the keys go on
    }
    await hook.wait(BURST_GAP_MS - 1);
    expect(hook.followed()).toBe('saved');
    await hook.wait(1);
    expect(hook.followed()).toBe('unsaved');
    input.remove();
  });

  it('follows a typed first key at once when its field ends (Enter) before the burst gap', async () => {
    const hook = setup('');
    const input = document.body.appendChild(inputOf('text'));
    await hook.wait(1000);
    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: '7', bubbles: true })));
    await hook.change('7', 2);
    await hook.wait(50);
    expect(hook.followed()).toBe('');
    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(hook.followed()).toBe('7');
    input.remove();
  });

  it('does not bring forward a burst once it has been followed: a later Enter changes nothing', async () => {
    const hook = setup('a');
    await hook.change('ab', 1000);
    await hook.change('abc', 100);
    await hook.wait(BURST_GAP_MS);
    expect(hook.followed()).toBe('abc');
    await act(async () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await hook.wait(17);
    expect(hook.followed()).toBe('abc');
  });
});

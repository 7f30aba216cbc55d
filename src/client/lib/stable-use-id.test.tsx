import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from './stable-use-id.ts';

function Probe({ id, onRender }: { id?: string; onRender: (value: string) => void }): ReactNode {
  const value = useId(id);
  onRender(value);
  return <span id={value}>{value}</span>;
}

describe('useId (Mantine’s, without the second render)', () => {
  it('renders once with an id that stays the same, is unique in the page and is safe in a CSS selector', () => {
    const first: string[] = [];
    const second: string[] = [];
    const { container, rerender } = render(
      <>
        <Probe onRender={(value) => first.push(value)} />
        <Probe onRender={(value) => second.push(value)} />
      </>,
    );
    // Mantine's own hook rendered each component a second time, with a random id, in a layout effect.
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    rerender(
      <>
        <Probe onRender={(value) => first.push(value)} />
        <Probe onRender={(value) => second.push(value)} />
      </>,
    );
    expect(new Set(first).size).toBe(1);
    expect(first[0]).not.toBe(second[0]);
    expect(first[0]).toMatch(/^mantine-[\w-]+$/);
    expect(container.querySelector(`#${first[0]}`)?.textContent).toBe(first[0]);
  });

  it('returns the id it is given', () => {
    const seen: string[] = [];
    function Given() {
      const [id] = useState('search-field');
      return <Probe id={id} onRender={(value) => seen.push(value)} />;
    }
    render(<Given />);
    expect(seen).toEqual(['search-field']);
  });
});

import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { client } from '../../../lib/api-client.ts';
import { countActiveFilters, MaterialFilters, type MaterialFilterValues } from './material-filters.tsx';

type Families = (typeof client.materials)['odour-families']['$get'];

describe('countActiveFilters', () => {
  it.each<[string, MaterialFilterValues, number]>([
    ['nothing chosen, sorted by name', { sort: 'name', direction: 'asc' }, 0],
    ['a family and heart notes', { odourFamily: 'Floral', notePosition: 'heart' }, 2],
    ['"synthetic" counts (false is a choice)', { natural: false }, 1],
    [
      'every filter',
      {
        odourFamily: 'Woody',
        notePosition: 'base',
        natural: true,
        ifraRestricted: false,
        euAllergen: true,
        own: true,
        inInventory: true,
      },
      7,
    ],
  ])('%s', (_name, value, count) => {
    expect(countActiveFilters(value)).toBe(count);
  });
});

describe('MaterialFilters', () => {
  it('on a phone, folds behind a Filters button that says how many are in use and draws them when opened', async () => {
    // Mantine's hiddenFrom/visibleFrom are media queries: the test's window is a phone's width.
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    happyDom.setViewport({ width: 390, height: 844 });
    onTestFinished(() => happyDom.setViewport({ width: 1024, height: 768 }));
    function Harness() {
      const [value, setValue] = useState<MaterialFilterValues>({ natural: true });
      return <MaterialFilters value={value} onChange={setValue} />;
    }
    const { user } = renderApp(<Harness />, {
      api: [
        answer<Families>('GET', '/api/materials/odour-families', { items: [{ odourFamily: 'Floral', total: 12 }] }),
      ],
    });
    const button = await screen.findByRole('button', { name: 'Filters · 1' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Folded, the filters are not drawn at all (not merely hidden): their selects cost the screen's first render.
    expect(screen.queryByLabelText('Origin')).toBeNull();
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByLabelText('Origin')[0]).toBeVisible();
  });
});

describe('MaterialFilters note position', () => {
  it('filters by the note chosen, and "All notes" lifts the filter', async () => {
    const seen: MaterialFilterValues[] = [];
    function Harness() {
      const [value, setValue] = useState<MaterialFilterValues>({ natural: true });
      return (
        <MaterialFilters
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    const { user } = renderApp(<Harness />, {
      api: [answer<Families>('GET', '/api/materials/odour-families', { items: [] })],
    });
    const group = await screen.findByRole('radiogroup', { name: 'Note position' });
    expect(within(group).getByRole('radio', { name: 'All notes' })).toBeChecked();
    await user.click(within(group).getByText('Heart'));
    expect(seen.at(-1)).toEqual({ natural: true, notePosition: 'heart' });
    expect(within(group).getByRole('radio', { name: 'Heart' })).toBeChecked();
    await user.click(within(group).getByText('All notes'));
    expect(seen.at(-1)).toEqual({ natural: true, notePosition: undefined });
  });
});

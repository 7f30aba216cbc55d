import { act, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import type { DataSheetGridRef } from 'react-datasheet-grid';
import { describe, expect, it, vi } from 'vitest';
import { createEmptyRow, type FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { giveElementsADesktopSize } from '../../../../../tests/dom/desktop-size.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { MaterialOption } from '../api/search-materials.ts';
import { FormulaGrid } from './formula-grid.tsx';

// Generous waits: the machine running the tests may be busy, and a search is only asked 90 ms after the last key.
const WAIT = { timeout: 5000 };

const LINALYL_ACETATE: MaterialOption = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Linalyl acetate',
  cas: '115-95-7',
};
const LINALOOL: MaterialOption = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Linalool', cas: '78-70-6' };

/**
 * The server's material search (GET /api/materials/search) answered by the test: each text's answer is held until
 * the test releases it, as a slow network would, and an aborted request fails as the browser's would. The library's
 * in-browser index is not offered (its version answers 404), so the cell searches through the server.
 */
function slowMaterialSearch() {
  const held = new Map<string, (answer: Response) => void>();
  const asked: string[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname !== '/api/materials/search') return original(input, init);
    const text = url.searchParams.get('q') ?? '';
    asked.push(text);
    return new Promise<Response>((resolve, reject) => {
      held.set(text, resolve);
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  const release = async (text: string, answer: Response) => {
    await waitFor(() => expect(held.has(text), `a search for "${text}"`).toBe(true), WAIT);
    await act(async () => held.get(text)!(answer));
  };
  return {
    asked,
    answer: (text: string, items: MaterialOption[]) => release(text, Response.json({ items })),
    fail: (text: string) =>
      release(text, Response.json({ error: { code: 'INTERNAL', message: 'Search failed' } }, { status: 500 })),
  };
}

/** A one-line formula in the grid with line 1's material cell open for typing, as after arrow keys and Enter. */
async function openLineOneEditor() {
  giveElementsADesktopSize();
  const search = slowMaterialSearch();
  const grid = createRef<DataSheetGridRef>();
  // The editor's rows: each grid change is replayed onto them, as the formula editor does.
  const written = { rows: [createEmptyRow('r1')], lines: [] as string[] };
  const onChange = (apply: (latest: FormulaRow[]) => FormulaRow[]) => {
    written.rows = apply(written.rows);
    written.lines.push(written.rows[0]!.name);
  };
  const { user } = renderApp(
    <FormulaGrid ref={grid} rows={written.rows} onChange={onChange} showCost={false} height={400} />,
  );
  await screen.findByText('Type a material, synonym or CAS', {}, WAIT);
  act(() => grid.current!.setActiveCell({ col: 0, row: 0 }));
  await user.keyboard('{Enter}');
  const input = await screen.findByRole('combobox', { name: 'Material, line 1' }, WAIT);
  expect(input).toHaveFocus();
  return { search, written, user };
}

describe('the material cell: Enter after a whole name typed faster than the search answers', () => {
  it('waits for the answer to the whole text and never picks from the list shown for an earlier text', async () => {
    const { search, written, user } = await openLineOneEditor();
    // "lin" is answered: the list shows Linalyl acetate first.
    await user.keyboard('lin');
    await search.answer('lin', [LINALYL_ACETATE, LINALOOL]);
    const list = await screen.findByRole('listbox', { name: 'Materials' }, WAIT);
    expect(list).toHaveAttribute('data-query', 'lin');
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Linalyl acetate');

    // The perfumer types the rest of the name and Enter before "linalool" is answered: the list on screen is still
    // the one for "lin", and its first line is another material.
    await user.keyboard('alool{Enter}');
    expect(written.lines, 'Enter must not pick from the list for "lin"').toEqual([]);
    expect(screen.getByRole('listbox', { name: 'Materials' })).toHaveAttribute('data-query', 'lin');

    await search.answer('linalool', [LINALOOL]);
    await waitFor(() => expect(written.lines).not.toEqual([]), WAIT);
    expect(written.rows[0]).toMatchObject({ name: 'Linalool', materialId: LINALOOL.id, cas: '78-70-6' });
    expect(written.lines).not.toContain('Linalyl acetate');
    expect(search.asked).toEqual(['lin', 'linalool']);
  });

  it('keeps the whole typed name as free text when the search for it fails, instead of waiting for ever', async () => {
    const { search, written, user } = await openLineOneEditor();
    await user.keyboard('lin');
    await search.answer('lin', [LINALYL_ACETATE, LINALOOL]);
    await screen.findByRole('listbox', { name: 'Materials' }, WAIT);

    await user.keyboard('alool 10% DPG{Enter}');
    expect(written.lines).toEqual([]);
    await search.fail('linalool 10% DPG');
    await waitFor(() => expect(written.lines).not.toEqual([]), WAIT);
    expect(written.rows[0]).toMatchObject({ name: 'linalool 10% DPG', materialId: null, cas: null });
    expect(written.lines).not.toContain('Linalyl acetate');
  });
});

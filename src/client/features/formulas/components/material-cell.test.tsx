import { act, screen } from '@testing-library/react';
import type { CellProps } from 'react-datasheet-grid';
import { describe, expect, it, vi } from 'vitest';
import { createEmptyRow, type FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { buildCompactSearchIndex } from '../../../../domain/materials/compact-search-index.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import type { MaterialSearchPort } from '../../../lib/materials/material-search-protocol.ts';
import type * as SearchService from '../../../lib/materials/material-search-service.ts';
import { materialColumn } from './material-cell.tsx';

// The search service over the in-process engine, behind a gate: while `holding`, search answers wait until
// released, as a busy worker's would; answers ahead of the next key are dropped, so each key waits for its own.
const gate = vi.hoisted(() => ({ holding: false, held: [] as (() => void)[] }));
vi.mock('../../../lib/materials/material-search-service.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof SearchService>();
  const service = actual.createMaterialSearchService(() => {
    const inner = actual.createInProcessPort();
    const port: MaterialSearchPort = { onmessage: null, postMessage: (request) => inner.postMessage(request) };
    inner.onmessage = (event) => {
      if (event.data.type === 'prefetched') return;
      const deliver = () => port.onmessage?.(event);
      if (gate.holding && event.data.type === 'results') gate.held.push(deliver);
      else deliver();
    };
    return port;
  });
  return { ...actual, getMaterialSearchService: () => service };
});

// Nine names start with "lin"; the cell lists eight, and "Lina" (one source) is the one left out, until "lina"
// names it exactly.
const LIBRARY = buildCompactSearchIndex('v3', [
  { id: 'linalool', name: 'Linalool', cas: '78-70-6', synonyms: [], sourceCount: 4 },
  { id: 'linalyl-acetate', name: 'Linalyl acetate', cas: '115-95-7', synonyms: [], sourceCount: 4 },
  { id: 'linalool-oxide', name: 'Linalool oxide', cas: '1365-19-1', synonyms: [], sourceCount: 4 },
  { id: 'linalyl-benzoate', name: 'Linalyl benzoate', cas: '126-64-7', synonyms: [], sourceCount: 3 },
  { id: 'lindane', name: 'Lindane', cas: '58-89-9', synonyms: [], sourceCount: 3 },
  { id: 'linden', name: 'Linden blossom absolute', cas: null, synonyms: [], sourceCount: 3 },
  { id: 'linseed', name: 'Linseed oil', cas: '8001-26-1', synonyms: [], sourceCount: 3 },
  { id: 'lintol', name: 'Lintol', cas: null, synonyms: [], sourceCount: 2 },
  { id: 'lina', name: 'Lina', cas: null, synonyms: [], sourceCount: 1 },
]);

function renderCell() {
  const setRowData = vi.fn<(row: FormulaRow) => void>();
  const stopEditing = vi.fn();
  const Cell = materialColumn.component!;
  const props = {
    rowData: createEmptyRow('r1'),
    setRowData,
    stopEditing,
    focus: true,
    active: true,
    rowIndex: 0,
    columnIndex: 0,
    columnData: null,
    disabled: false,
    insertRowBelow: vi.fn(),
    duplicateRow: vi.fn(),
    deleteRow: vi.fn(),
    getContextMenuItems: () => [],
  } as unknown as CellProps<FormulaRow, null>;
  const view = renderApp(<Cell {...props} />, {
    api: [
      answer<(typeof client.materials)['search-index']['version']['$get']>(
        'GET',
        '/api/materials/search-index/version',
        { version: 'v3' },
      ),
      { method: 'GET', path: '/api/materials/search-index/v3', status: 200, body: LIBRARY },
      answer<typeof client.materials.$get>('GET', '/api/materials', { items: [], total: 0, page: 1, pageSize: 500 }),
      { method: 'GET', path: '/api/materials/search', status: 200, body: { items: [] } },
    ],
  });
  return { ...view, setRowData, stopEditing };
}

const listed = () =>
  [...screen.getByRole('listbox', { name: 'Materials' }).querySelectorAll('[role="option"] > span:first-child')].map(
    (name) => name.textContent,
  );

describe('the material cell’s autocomplete', () => {
  it('shows an earlier answer narrowed to the text at once, marked busy; the index’s answer replaces it, and Enter waits for that', async () => {
    const { user, setRowData } = renderCell();
    const input = screen.getByRole('combobox', { name: 'Material, line 1' });
    await user.type(input, 'lin');
    // The library is built in the background: the list for "lin" comes from it once ready.
    await expect
      .poll(() => screen.queryByRole('listbox', { name: 'Materials' })?.getAttribute('data-query') ?? null)
      .toBe('lin');
    await expect.poll(() => listed().length).toBe(8);
    expect(listed()).not.toContain('Lina');

    gate.holding = true;
    await user.type(input, 'a');
    const list = screen.getByRole('listbox', { name: 'Materials' });
    expect(list.getAttribute('data-query')).toBe('lina');
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(listed()).toEqual(['Linalool', 'Linalool oxide', 'Linalyl acetate', 'Linalyl benzoate']);

    // Enter on the interim list picks nothing yet: it waits for the answer to "lina".
    await user.keyboard('{Enter}');
    expect(setRowData).not.toHaveBeenCalled();

    gate.holding = false;
    act(() => {
      for (const deliver of gate.held.splice(0)) deliver();
    });
    // The answer ranks the exact name first; the interim's first is not what Enter takes.
    expect(setRowData).toHaveBeenCalledTimes(1);
    expect(setRowData.mock.calls[0]?.[0]).toMatchObject({ name: 'Lina', materialId: 'lina' });
  });
});

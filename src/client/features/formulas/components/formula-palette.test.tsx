import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { createEmptyRow, DEFAULT_FINISHED_PRODUCT } from '../../../../domain/formulas/formula-row.ts';
import type { client } from '../../../lib/api-client.ts';
import type { Formula } from '../api/get-formula.ts';
import type { FormulaSummary } from '../api/get-formulas.ts';
import type { useFormulaActions } from '../hooks/use-formula-actions.ts';
import { FormulaPalette } from './formula-palette.tsx';

const ID = '7af9b0fe-0000-4000-8000-000000000021';
const rows = [
  { ...createEmptyRow('r1'), name: 'Hedione', amount: 30 },
  { ...createEmptyRow('r2'), name: 'Coumarin', amount: 4 },
];
const full: Formula = {
  id: ID,
  name: 'Fougère study',
  description: null,
  rows,
  product: DEFAULT_FINISHED_PRODUCT,
  version: 3,
  revision: 3,
  masterFormulaId: null,
  tags: [],
  isPublic: false,
  isConfidential: false,
  source: 'local',
  ingredientCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const { rows: _rows, ...rest } = full;
const summary: FormulaSummary = { ...rest, lineCount: 2, ingredientNames: ['Hedione', 'Coumarin'] };

const actions = {
  open: vi.fn(),
  create: vi.fn(),
  duplicate: vi.fn(),
  exportAs: vi.fn(),
  remove: vi.fn(),
} as unknown as ReturnType<typeof useFormulaActions>;

describe('FormulaPalette', () => {
  it('searches on the server and previews a formula read with its rows', async () => {
    const view = renderApp(<FormulaPalette opened onClose={vi.fn()} actions={actions} />, {
      user: { id: 'u1', email: 'perfumer@example.test', name: 'Perfumer' },
      api: [
        answer<typeof client.formulas.summaries.$get>('GET', '/api/formulas/summaries', {
          items: [summary],
          nextOffset: null,
        }),
        answer<(typeof client.formulas)[':id']['$get']>('GET', `/api/formulas/${ID}`, { formula: full }),
        answer<(typeof client.formulas)[':id']['analysis-report']['$get']>(
          'GET',
          `/api/formulas/${ID}/analysis-report`,
          { report: null } as never,
        ),
      ],
    });
    expect(await screen.findByRole('button', { name: /^Fougère study/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search formulas by name, ingredient or date' }), {
      target: { value: 'coumarin' },
    });
    await waitFor(() =>
      expect(view.requests.filter((request) => request.path === '/api/formulas/summaries').at(-1)?.search).toBe(
        '?q=coumarin',
      ),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Preview' }));
    const preview = await screen.findByTestId('formula-palette-preview');
    expect(await within(preview).findByText('Coumarin')).toBeTruthy();
    expect(within(preview).getByText('4 g')).toBeTruthy();
  });

  it('reaches a formula’s export button with Tab from its row, and exports with Enter', async () => {
    const exportAs = vi.fn();
    const { user } = renderApp(<FormulaPalette opened onClose={vi.fn()} actions={{ ...actions, exportAs }} />, {
      user: { id: 'u1', email: 'perfumer@example.test', name: 'Perfumer' },
      api: [
        answer<typeof client.formulas.summaries.$get>('GET', '/api/formulas/summaries', {
          items: [summary],
          nextOffset: null,
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Formulas' });
    const row = await within(list).findByRole('listitem');
    const open = within(row).getByRole('button', { name: /^Fougère study/ });
    expect(open).toHaveAttribute('aria-current', 'true');
    open.focus();
    await user.tab();
    const exportButton = within(row).getByRole('button', { name: 'Export Fougère study as JSON' });
    expect(exportButton).toHaveFocus();
    // Its own button beside the row's, not inside it (a button in a button cannot be reached or named apart).
    expect(open.contains(exportButton)).toBe(false);
    await user.keyboard('{Enter}');
    expect(exportAs).toHaveBeenCalledWith(expect.objectContaining({ id: ID }), 'json');
  });
});

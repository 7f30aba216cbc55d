import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createEmptyRow, DEFAULT_FINISHED_PRODUCT, type FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { GOLDEN_DATA, GOLDEN_MATERIALS } from '../../../../../tests/fixtures/golden-vector-fixtures.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { FormulaAnalysis } from './formula-analysis.tsx';
import { FormulaMarketsSlot } from '../../../lib/formula-markets-slot.ts';

type FormulaListItem = Awaited<ReturnType<Awaited<ReturnType<typeof client.formulas.$get>>['json']>>['items'][number];
type FormulaEndpoint = (typeof client.formulas)[':id']['$get'];
type SummariesEndpoint = typeof client.formulas.summaries.$get;

const FORMULA_ID = '00000000-0000-4000-8000-0000000000f1';

const line = (id: string, name: string, materialId: string, amount: number): FormulaRow => ({
  ...createEmptyRow(id),
  name,
  materialId,
  amount,
});

function formula(rows: FormulaRow[]): FormulaListItem {
  return {
    id: FORMULA_ID,
    name: 'Citral accord',
    description: null,
    rows,
    product: { ...DEFAULT_FINISHED_PRODUCT, ifraCategory: '4', dosagePercent: 20, basis: 'w/w' },
    version: 1,
    revision: 1,
    masterFormulaId: null,
    tags: [],
    isPublic: false,
    isConfidential: false,
    source: 'local',
    ingredientCount: rows.length,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

function summaryOf({ rows, ...rest }: FormulaListItem) {
  return { ...rest, lineCount: rows.length, ingredientNames: rows.map((row) => row.name) };
}

/** The analysis of one saved formula, our API answered from the golden IFRA fixtures (category 4 at 20 %). */
function renderAnalysis(rows: FormulaRow[]) {
  const materialIds = new Set(rows.map((row) => row.materialId));
  return renderApp(
    <FormulaMarketsSlot.Provider value={(formulaId) => <p data-testid="markets-slot">Markets of {formulaId}</p>}>
      <FormulaAnalysis formulaId={FORMULA_ID} onSelect={vi.fn()} />
    </FormulaMarketsSlot.Provider>,
    {
      api: [
        // The picker lists summaries; the chosen formula is read with its rows (issue 34).
        answer<SummariesEndpoint>('GET', '/api/formulas/summaries', {
          items: [summaryOf(formula(rows))],
          nextOffset: null,
        }),
        answer<FormulaEndpoint>('GET', `/api/formulas/${FORMULA_ID}`, { formula: formula(rows) }),
        answer<(typeof client.formulas)['material-prices']['$post']>('POST', '/api/formulas/material-prices', {
          currency: null,
          pricePerGram: {},
          otherCurrencyMaterialIds: [],
        }),
        answer<(typeof client.compliance)['engine-data']['$get']>('GET', '/api/compliance/engine-data', {
          regulatoryData: GOLDEN_DATA,
          materials: GOLDEN_MATERIALS.filter((material) => materialIds.has(material.id)),
          compositionValue: 'maximum',
          materialIds: [...materialIds].filter((id) => id !== null).sort(),
          lotIds: [],
        }),
        answer<(typeof client.formulas)[':id']['specification-confirmations']['$get']>(
          'GET',
          `/api/formulas/${FORMULA_ID}/specification-confirmations`,
          { confirmations: [] },
        ),
      ],
    },
  );
}

async function findCategoryTable() {
  const heading = await screen.findByRole('heading', { name: 'Compliance by IFRA category' });
  return within(heading.closest('.mantine-Card-root') as HTMLElement).findByRole('table');
}

const categoryRow = (table: HTMLElement, category: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${category} · `) });

describe('FormulaAnalysis (compliance by IFRA category)', () => {
  it('shows for each category whether the formula passes at its dosage and its maximum dosage', async () => {
    // 2 g citral in 100 g: 0.4 % in the product at 20 %, under category 4's 0.6 %; maximum 30 %.
    renderAnalysis([line('r1', 'Citral', 'citral', 2), line('r2', 'DPG', 'dpg', 98)]);
    const table = await findCategoryTable();
    expect(within(table).getByRole('columnheader', { name: 'At 20%' })).toBeInTheDocument();
    expect(categoryRow(table, '4')).toHaveTextContent('30.00%');
    expect(screen.getByTestId('analysis-compliance-verdict')).toHaveTextContent(/^Compliant/);
  });

  it('explains a failing formula: the verdict, the failing standard and the line it comes from', async () => {
    renderAnalysis([line('r1', 'Citral', 'citral', 4), line('r2', 'DPG', 'dpg', 96)]);
    expect(await screen.findByTestId('analysis-compliance-verdict')).toHaveTextContent('Not compliant');
    const failures = screen.getByTestId('formula-compliance-failures');
    expect(failures).toHaveTextContent('Citral 0.8% in the product, limit 0.6%');
    expect(failures).toHaveTextContent('From citral (line 1) 0.8%');
    const table = await findCategoryTable();
    expect(categoryRow(table, '4')).toHaveTextContent('15.00%');
  });

  it('gives the formula to the markets slot the routes fill (the verdict per market)', async () => {
    renderAnalysis([line('r1', 'Citral', 'citral', 2), line('r2', 'DPG', 'dpg', 98)]);
    expect(await screen.findByTestId('markets-slot')).toHaveTextContent(`Markets of ${FORMULA_ID}`);
  });

  it('searches the server as the user types in the picker, and lists what it answers (issue 34)', async () => {
    const onSelect = vi.fn();
    const other = { ...summaryOf(formula([])), id: '00000000-0000-4000-8000-0000000000f2', name: 'Rose 1998' };
    const view = renderApp(<FormulaAnalysis formulaId={null} onSelect={onSelect} />, {
      api: [answer<SummariesEndpoint>('GET', '/api/formulas/summaries', { items: [other], nextOffset: null })],
    });
    const picker = (await screen.findAllByLabelText('Formula')).find((element) => element.tagName === 'INPUT')!;
    await view.user.type(picker, 'rose 19');
    // The words typed go to the server (debounced), which searches every formula of the workspace, not a list's first 1,000.
    await waitFor(() =>
      expect(view.requests.filter((request) => request.path === '/api/formulas/summaries').at(-1)?.search).toBe(
        '?q=rose+19&limit=50',
      ),
    );
    await view.user.click(await screen.findByRole('option', { name: 'Rose 1998', hidden: true }));
    expect(onSelect).toHaveBeenCalledWith(other.id);
  });
});

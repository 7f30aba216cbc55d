import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calculateFormula } from '../../../../domain/formulas/calculate-formula.ts';
import {
  createEmptyRow,
  DEFAULT_FINISHED_PRODUCT,
  type FinishedProduct,
  type FormulaRow,
} from '../../../../domain/formulas/formula-row.ts';
import { createLiveComplianceTotals, runLiveCompliance } from '../../../../domain/formulas/sync-live-compliance.ts';
import { buildGoldenEngine } from '../../../../../tests/fixtures/golden-vector-fixtures.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { LiveCompliance } from '../hooks/use-live-compliance.ts';
import { FinishedProductPanel } from './finished-product-panel.tsx';

const line = (id: string, name: string, materialId: string, amount: number): FormulaRow => ({
  ...createEmptyRow(id),
  name,
  materialId,
  amount,
});

/** The panel as the editor shows it: the golden fixtures' IFRA data, category 4 at 20 % in the product. */
function renderPanel(rows: FormulaRow[], onChange = vi.fn(), drawnParts?: 1 | 2 | 3) {
  const product: FinishedProduct = { ...DEFAULT_FINISHED_PRODUCT, ifraCategory: '4', dosagePercent: 20, basis: 'w/w' };
  const calculation = calculateFormula(rows, { dosagePercent: product.dosagePercent });
  const engine = buildGoldenEngine();
  const result = runLiveCompliance({
    engine,
    totals: createLiveComplianceTotals(engine),
    rows,
    gramsByRowId: new Map(calculation.rows.map((row) => [row.rowId, row.grams])),
    product,
  });
  if (result.state !== 'ready') throw new Error(`compliance is ${result.state}`);
  const compliance: LiveCompliance = { ...result, engine };
  return renderApp(
    <FinishedProductPanel
      product={product}
      onChange={onChange}
      calculation={calculation}
      lineCount={rows.length}
      compliance={compliance}
      rows={rows}
      formulaId={null}
      {...(drawnParts ? { drawnParts } : {})}
    />,
  );
}

describe('FinishedProductPanel while the editor opens (ADR 047)', () => {
  // Each part adds below the previous one, so nothing drawn moves when the next comes.
  it.each([
    {
      drawnParts: 1 as const,
      form: ['IFRA category', 'Dosage (% of concentrate)'],
      absent: ['EU product type'],
      verdict: false,
    },
    { drawnParts: 2 as const, form: ['IFRA category', 'EU product type', 'Markets'], absent: [], verdict: false },
    { drawnParts: 3 as const, form: ['IFRA category', 'EU product type', 'Markets'], absent: [], verdict: true },
  ])('part $drawnParts: $form drawn, the verdict $verdict', async ({ drawnParts, form, absent, verdict }) => {
    renderPanel([line('r1', 'Citral', 'citral', 2), line('r2', 'DPG', 'dpg', 98)], vi.fn(), drawnParts);
    const panel = await screen.findByRole('complementary', { name: 'Finished product and totals' });
    for (const label of form) expect(within(panel).getAllByText(label).length).toBeGreaterThan(0);
    for (const label of absent) expect(within(panel).queryByText(label)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('radiogroup', { name: 'Application' }) !== null).toBe(drawnParts > 1);
    expect(within(panel).queryByTestId('formula-compliance-verdict') !== null).toBe(verdict);
    expect(within(panel).queryByTestId('formula-total-grams') !== null).toBe(verdict);
  });
});

describe('FinishedProductPanel (compliance and totals)', () => {
  it('calls a formula within every limit compliant and shows its totals', async () => {
    // 2 g citral in 100 g at 20 %: 0.4 % in the product, under the 0.6 % of category 4.
    renderPanel([line('r1', 'Citral', 'citral', 2), line('r2', 'DPG', 'dpg', 98)]);
    const panel = await screen.findByRole('complementary', { name: 'Finished product and totals' });
    expect(within(panel).getByTestId('formula-compliance-verdict')).toHaveTextContent(/^Compliant/);
    expect(within(panel).getByTestId('formula-total-grams')).toHaveTextContent('100.0 g');
    expect(within(panel).getByTestId('formula-max-dosage')).toHaveTextContent('30.00%');
    expect(within(panel).getByText('20.00%')).toBeInTheDocument();
    // The details follow the first paint. Citral is an EU allergen above 0.001 % of a leave-on product: declared.
    const allergens = await within(panel).findByTestId('formula-allergen-table');
    expect(within(allergens).getByRole('row', { name: /Citral 0\.4% Yes/ })).toBeInTheDocument();
    expect(within(panel).queryByTestId('formula-compliance-failures')).not.toBeInTheDocument();
  });

  it('calls a formula over a limit not compliant and names the failing line and its limit', async () => {
    // 4 g citral in 100 g at 20 %: 0.8 % in the product, over the 0.6 % of category 4.
    renderPanel([line('r1', 'Citral', 'citral', 4), line('r2', 'DPG', 'dpg', 96)]);
    const panel = await screen.findByRole('complementary', { name: 'Finished product and totals' });
    expect(within(panel).getByTestId('formula-compliance-verdict')).toHaveTextContent('Not compliant');
    // The verdict is there at once; the details under it follow the first paint.
    expect(within(panel).queryByTestId('formula-compliance-failures')).not.toBeInTheDocument();
    const failures = await within(panel).findByTestId('formula-compliance-failures');
    expect(failures).toHaveTextContent('Fails because of citral');
    expect(failures).toHaveTextContent('Citral 0.8% in the product, limit 0.6%');
    expect(failures).toHaveTextContent('From citral (line 1) 0.8%');
    expect(within(panel).getByTestId('formula-max-dosage')).toHaveTextContent('15.00%');
  });

  it('proposes the EU product type from the category and lets the user choose another (Annex III maxima follow it)', async () => {
    const onChange = vi.fn();
    const view = renderPanel([line('r1', 'Citral', 'citral', 2), line('r2', 'DPG', 'dpg', 98)], onChange);
    const panel = await screen.findByRole('complementary', { name: 'Finished product and totals' });
    const select = within(panel).getByRole('combobox', { name: 'EU product type' });
    // Category 4 is an eau de toilette (the stricter Annex III scope) until the user says otherwise.
    expect(within(select).getByRole<HTMLOptionElement>('option', { name: 'Eau de toilette, cologne' }).selected).toBe(
      true,
    );
    expect(select).toHaveAccessibleDescription(
      /Or another hydroalcoholic fragrance: body mist\. Proposed from the IFRA/,
    );
    // Every type once, under its basis (leave-on, rinse-off, not a cosmetic).
    expect(within(select).getAllByRole('option')).toHaveLength(13);
    expect(within(select).getByRole('group', { name: 'Outside the Cosmetics Regulation' })).toBeInTheDocument();
    await view.user.selectOptions(select, 'Rinse-off hair product');
    expect(onChange).toHaveBeenCalledWith({ euProductKind: 'rinse-off-hair', application: 'rinse-off' });
  });

  it('draws the category, the type and the markets without a dropdown kept in the page (ADR 053)', async () => {
    const onChange = vi.fn();
    const view = renderPanel([line('r1', 'Citral', 'citral', 2), line('r2', 'DPG', 'dpg', 98)], onChange);
    const panel = await screen.findByRole('complementary', { name: 'Finished product and totals' });
    await within(panel).findByRole('combobox', { name: 'EU product type' });
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    await view.user.selectOptions(within(panel).getByRole('combobox', { name: 'IFRA category' }), '5A');
    expect(onChange).toHaveBeenCalledWith({ ifraCategory: '5A' });
    const markets = within(panel).getByRole('group', { name: 'Markets' });
    expect(within(markets).getAllByRole('checkbox')).toHaveLength(4);
    await view.user.click(within(markets).getByRole('checkbox', { name: 'United States' }));
    expect(onChange).toHaveBeenLastCalledWith({ markets: expect.arrayContaining(['US']) });
  });
});

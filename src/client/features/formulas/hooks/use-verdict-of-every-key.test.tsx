import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { ComputedStoreContext, createComputedStore, type ComputedStore } from '../components/computed-cells.tsx';
import { FinishedProductPanel } from '../components/finished-product-panel.tsx';
import type { LiveCompliance } from './use-live-compliance.ts';
import { useVerdictOfEveryKey } from './use-verdict-of-every-key.ts';

afterEach(() => vi.useRealTimers());

const line = (id: string, name: string, materialId: string, amount: number): FormulaRow => ({
  ...createEmptyRow(id),
  name,
  materialId,
  amount,
});
// Category 4 at 20 % in the product; the golden fixtures limit citral to 0.6 % in category 4.
const product: FinishedProduct = { ...DEFAULT_FINISHED_PRODUCT, ifraCategory: '4', dosagePercent: 20, basis: 'w/w' };
const engine = buildGoldenEngine();

/** The store as the burst's follow-up (LiveComputation) leaves it for `rows`. */
function followUp(store: ComputedStore, rows: FormulaRow[]) {
  const calculation = calculateFormula(rows, { dosagePercent: product.dosagePercent });
  const result = runLiveCompliance({
    engine,
    totals: createLiveComplianceTotals(engine),
    rows,
    gramsByRowId: new Map(calculation.rows.map((row) => [row.rowId, row.grams])),
    product,
  });
  if (result.state !== 'ready') throw new Error(`compliance is ${result.state}`);
  const compliance: LiveCompliance = { ...result, engine };
  store.set({
    rows: new Map(calculation.rows.map((row) => [row.rowId, row])),
    compliance,
    source: rows,
    version: store.versionOf(rows),
  });
  return { calculation, compliance };
}

type Shown = { rows: FormulaRow[]; followed: FormulaRow[]; computed: ReturnType<typeof followUp> };

/** The editor's parts that matter here: the hook on the current rows, the panel on the followed ones. */
function Editor({
  initial,
  store,
  control,
}: {
  initial: Shown;
  store: ComputedStore;
  control: { show?: (next: Shown) => void };
}) {
  const [shown, setShown] = useState(initial);
  control.show = setShown;
  useVerdictOfEveryKey(shown.rows, product, store);
  return (
    <ComputedStoreContext.Provider value={store}>
      <FinishedProductPanel
        product={product}
        onChange={vi.fn()}
        calculation={shown.computed.calculation}
        lineCount={shown.followed.length}
        compliance={shown.computed.compliance}
        rows={shown.followed}
        formulaId={null}
      />
    </ComputedStoreContext.Provider>
  );
}

describe('useVerdictOfEveryKey (ADR 040)', () => {
  it('shows the new maximum dosage and the edited line’s status right after the key’s frame, before the burst’s follow-up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const store = createComputedStore();
    const dpg = line('r2', 'DPG', 'dpg', 98);
    // 2 g of citral in 100 g: 2 % of the concentrate, 0.6 / 2 → 30 % at most in the product.
    const before = [line('r1', 'Citral', 'citral', 2), dpg];
    const control: { show?: (next: Shown) => void } = {};
    const computedBefore = followUp(store, before);
    renderApp(
      <Editor initial={{ rows: before, followed: before, computed: computedBefore }} store={store} control={control} />,
    );
    expect(screen.getByTestId('formula-max-dosage')).toHaveTextContent('30.00%');
    // The key: citral to 4 g (4 of 102 g, 3.92 % of the concentrate: 0.6 × 102 / 4 → 15.30 %); the follow-up still has the rows before it.
    const after = [line('r1', 'Citral', 'citral', 4), dpg];
    act(() => control.show!({ rows: after, followed: before, computed: computedBefore }));
    expect(screen.getByTestId('formula-max-dosage')).toHaveTextContent('30.00%');
    await act(async () => vi.advanceTimersByTime(17)); // the key's frame, then the task after it
    expect(screen.getByTestId('formula-max-dosage')).toHaveTextContent('15.30%');
    expect(screen.getByTestId('formula-compliance-verdict')).toHaveTextContent('Not compliant');
    // Only the line the key changed carries the new status; DPG (the same row) keeps the follow-up's.
    expect([...(store.get().quick?.lineStatus.keys() ?? [])]).toEqual(['r1']);
    expect(store.get().quick?.lineStatus.get('r1')?.kind).toBe('over');
  });

  it('leaves the verdict to the follow-up when it is as new as the key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const store = createComputedStore();
    const before = [line('r1', 'Citral', 'citral', 2), line('r2', 'DPG', 'dpg', 98)];
    const after = [line('r1', 'Citral', 'citral', 4), before[1]!];
    const control: { show?: (next: Shown) => void } = {};
    renderApp(
      <Editor
        initial={{ rows: before, followed: before, computed: followUp(store, before) }}
        store={store}
        control={control}
      />,
    );
    // The follow-up caught up with the key before its frame was over (Enter ends the burst at once, ADR 037).
    store.versionOf(after);
    const computedAfter = followUp(store, after);
    act(() => control.show!({ rows: after, followed: after, computed: computedAfter }));
    await act(async () => vi.advanceTimersByTime(17));
    expect(store.get().quick).toBeUndefined();
    expect(screen.getByTestId('formula-max-dosage')).toHaveTextContent('15.30%');
  });
});

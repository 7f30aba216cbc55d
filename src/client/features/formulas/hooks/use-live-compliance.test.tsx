import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { calculateFormula } from '../../../../domain/formulas/calculate-formula.ts';
import {
  createEmptyRow,
  DEFAULT_FINISHED_PRODUCT,
  type FinishedProduct,
  type FormulaRow,
} from '../../../../domain/formulas/formula-row.ts';
import { GOLDEN_DATA, GOLDEN_MATERIALS } from '../../../../../tests/fixtures/golden-vector-fixtures.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { getSpecificationConfirmationsQueryOptions } from '../api/specification-confirmations.ts';
import { useLiveCompliance, type LiveCompliance } from './use-live-compliance.ts';

const line = (id: string, materialId: string, amount: number): FormulaRow => ({
  ...createEmptyRow(id),
  name: materialId,
  materialId,
  amount,
});
const product: FinishedProduct = { ...DEFAULT_FINISHED_PRODUCT, ifraCategory: '4', dosagePercent: 20, basis: 'w/w' };
const ROWS = [line('r1', 'citral', 2), line('r2', 'dpg', 98)];
type EngineDataGet = (typeof client.compliance)['engine-data']['$get'];
const ENGINE_DATA = { regulatoryData: GOLDEN_DATA, materials: GOLDEN_MATERIALS } as never;

type Input = { rows: FormulaRow[]; prices?: ReadonlyMap<string, number> };

/** The hook as LiveComputation calls it: the rows' calculation (with prices once known), each result kept. */
async function renderLiveCompliance(formulaId: string | null) {
  const seen: LiveCompliance[] = [];
  const control: { show?: (input: Input) => void } = {};
  function Probe() {
    const [input, setInput] = useState<Input>({ rows: ROWS });
    control.show = setInput;
    const calculation = calculateFormula(input.rows, {
      dosagePercent: product.dosagePercent,
      ...(input.prices ? { pricePerGram: input.prices } : {}),
    });
    seen.push(useLiveCompliance(input.rows, calculation, product, formulaId));
    return null;
  }
  const view = renderApp(<Probe />, {
    api: [
      answer<EngineDataGet>('GET', '/api/compliance/engine-data', ENGINE_DATA),
      // The ticks answer after the engine's data: the first verdict is checked without them.
      { method: 'GET', path: /specification-confirmations$/, status: 200, body: { confirmations: [] }, delayMs: 150 },
    ],
  });
  await waitFor(() => expect(seen.at(-1)?.state).toBe('ready'));
  return { seen, control, queryClient: view.queryClient };
}

describe('useLiveCompliance', () => {
  it('checks again when a line’s grams change, not when the prices arrive (the check reads no price)', async () => {
    const { seen, control } = await renderLiveCompliance(null);
    const first = seen.at(-1)!;
    expect(first.state).toBe('ready');
    act(() => control.show!({ rows: ROWS, prices: new Map([['citral', 0.05]]) }));
    expect(seen.at(-1)).toBe(first);
    expect(seen.length).toBeGreaterThan(1);
    const heavier = [line('r1', 'citral', 4), ROWS[1]!];
    act(() => control.show!({ rows: heavier, prices: new Map([['citral', 0.05]]) }));
    const second = seen.at(-1)!;
    expect(second).not.toBe(first);
    // 4 g of citral in 102 g (3.92 % of the concentrate) against the fixtures' 0.6 % in category 4: 15.30 % at most.
    if (second.state !== 'ready') throw new Error(`compliance is ${second.state}`);
    const maxDosage = second.report.maxDosage['4'];
    expect(maxDosage.kind === 'limited' && maxDosage.value).toBeCloseTo((0.6 * 102) / 4, 6);
  });

  it('checks again when the specification ticks change, not when their answer brings the same ones', async () => {
    const { seen, queryClient } = await renderLiveCompliance('formula-1');
    const key = getSpecificationConfirmationsQueryOptions('formula-1').queryKey;
    const first = seen.at(-1)!;
    expect(first.state).toBe('ready');
    // The ticks' answer arrives with none: nothing to check again.
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ confirmations: [] }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(seen.at(-1)).toBe(first);
    act(() =>
      queryClient.setQueryData(key, {
        confirmations: [{ standardKey: 'IFRA-TEST', confirmedBy: 'u', confirmedAt: '2026-12-03T00:00:00Z' }],
      } as never),
    );
    await waitFor(() => expect(seen.at(-1)).not.toBe(first));
    const ticked = seen.at(-1)!;
    if (ticked.state !== 'ready') throw new Error(`compliance is ${ticked.state}`);
    expect(ticked.options.acknowledgedSpecificationKeys).toEqual(['IFRA-TEST']);
  });
});

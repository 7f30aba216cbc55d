import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { buildBenchLine } from '../../../../../tests/fixtures/bench-line-fixtures.ts';
import type { BatchPlan } from '../api/batch-plan-api.ts';
import { BatchPlanner } from './batch-planner.tsx';

const lot = (lotId: string, materialId: string, lotNumber: string, grams: number, expiryDate: string | null) => ({
  lotId,
  materialId,
  lotNumber,
  grams,
  expiryDate,
  purchaseDate: null,
  hasCertificate: false,
});

/** Hedione's proposed lot is past its date; Iso E Super's only lot holds 2 g of the 5 g needed. */
const PLAN = {
  formula: { id: 'f1', name: 'Chypre study', version: 3, product: null },
  lines: [
    buildBenchLine('a', 5, { name: 'Hedione', lotId: 'old', lotNumber: 'H-OLD' }),
    buildBenchLine('b', 5, { name: 'Iso E Super', lotId: 'iso', lotNumber: 'I-1' }),
  ],
  lots: [
    { key: 'a', lotId: 'old', lotNumber: 'H-OLD', isExpired: true, shortfallGrams: 0 },
    { key: 'b', lotId: 'iso', lotNumber: 'I-1', isExpired: false, shortfallGrams: 3 },
  ],
  shortfalls: [{ key: 'b', lotId: 'iso', lotNumber: 'I-1', isExpired: false, shortfallGrams: 3 }],
  expiredLots: [{ key: 'a', lotId: 'old', lotNumber: 'H-OLD', isExpired: true, shortfallGrams: 0 }],
  availableLots: [
    lot('old', 'material-a', 'H-OLD', 50, '2020-01-01'),
    lot('new', 'material-a', 'H-NEW', 1, '2030-01-01'),
    lot('iso', 'material-b', 'I-1', 2, null),
  ],
} as unknown as BatchPlan;

function renderPlanner() {
  const handlers = {
    onChooseLot: vi.fn(),
    onAddToShoppingList: vi.fn(() => Promise.resolve()),
    onStart: vi.fn(),
  };
  const rendered = renderApp(
    <BatchPlanner plan={PLAN} targetGrams={10} today="2026-11-28" isStarting={false} error={null} {...handlers} />,
  );
  return { ...rendered, handlers };
}

describe('BatchPlanner', () => {
  it('a lot past its date must be confirmed before the batch starts', async () => {
    const { user, handlers } = renderPlanner();
    const hedione = screen.getByRole('listitem', { name: 'Hedione' });
    expect(within(hedione).getByText('Lot past its expiry date')).toBeDefined();
    const start = screen.getByRole('button', { name: 'Start weighing' });
    expect(start).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText(/Use the lot past the expiry date/));
    await user.click(start);
    expect(handlers.onStart).toHaveBeenCalledWith({ prefix: 'B-', order: 'as-written', confirmExpiredLots: true });
  });

  it('a shortfall is shown and goes to the shopping list in grams', async () => {
    const { user, handlers } = renderPlanner();
    const iso = screen.getByRole('listitem', { name: 'Iso E Super' });
    expect(within(iso).getByText('Short 3.000 g')).toBeDefined();
    await user.click(within(iso).getByRole('button', { name: 'Add to shopping list' }));
    expect(handlers.onAddToShoppingList).toHaveBeenCalledWith({ materialId: 'material-b', grams: 3 });
    expect(await within(iso).findByRole('button', { name: 'On the shopping list' })).toHaveProperty('disabled', true);
  });

  it('another lot of the material can be chosen, or none', async () => {
    const { user, handlers } = renderPlanner();
    await user.click(screen.getByLabelText('Lot for Hedione', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /H-NEW · 1\.000 g · use by 2030-01-01/, hidden: true }));
    expect(handlers.onChooseLot).toHaveBeenLastCalledWith('a', 'new');
    await user.click(screen.getByLabelText('Lot for Iso E Super', { selector: 'input' }));
    const isoLots = await screen.findByRole('listbox', { name: 'Lot for Iso E Super', hidden: true });
    await user.click(within(isoLots).getByRole('option', { name: 'No lot (not taken from stock)', hidden: true }));
    expect(handlers.onChooseLot).toHaveBeenLastCalledWith('b', null);
  });
});

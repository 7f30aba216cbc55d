import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { BrokenFormula } from '../api/get-dashboard.ts';
import { BrokenFormulasPanel } from './broken-formulas-panel.tsx';

const tightened: BrokenFormula = {
  id: '00000000-0000-4000-8000-0000000000b1',
  formulaId: '00000000-0000-4000-8000-0000000000f1',
  formulaName: 'Rose absolue accord',
  dataLabel: 'IFRA 51st Amendment',
  createdAt: '2026-11-20T09:00:00.000Z',
  diff: {
    before: 'compliant',
    after: 'not-compliant',
    newFailures: [
      {
        // IFRA 51st Amendment, Standard IFRA_STD_011 (ifra-51-standards/standards.csv): category 4 limit 7.3 %.
        kind: 'ifra-limit',
        reference: 'IFRA_STD_011',
        name: 'Benzyl salicylate',
        concentration: 8,
        limit: 7.3,
        lines: [{ row: 2, materialName: 'Benzyl salicylate', concentration: 8 }],
      },
      {
        // Regulation (EC) 1223/2009 Annex II entry 1666 (Lilial), prohibited from 1 March 2022.
        kind: 'eu-annex-ii',
        reference: '1666',
        name: '2-(4-tert-Butylbenzyl) propionaldehyde',
        concentration: 0.1,
        limit: null,
        lines: [{ row: null, materialName: 'Lilial', concentration: 0.1 }],
      },
    ],
    resolvedFailures: [],
  },
};

const unverifiable: BrokenFormula = {
  ...tightened,
  id: '00000000-0000-4000-8000-0000000000b2',
  formulaId: '00000000-0000-4000-8000-0000000000f2',
  formulaName: 'Vetiver study',
  diff: { before: 'compliant', after: 'cannot-be-verified', newFailures: [], resolvedFailures: [] },
};

function renderPanel(items: BrokenFormula[], pendingId: string | null = null) {
  const handlers = { onOpen: vi.fn(), onAcknowledge: vi.fn() };
  return { ...renderApp(<BrokenFormulasPanel items={items} pendingId={pendingId} {...handlers} />), ...handlers };
}

describe('BrokenFormulasPanel (dashboard: changed by a data update)', () => {
  it('says which formula changed, its verdict before and after, and why, line by line', () => {
    renderPanel([tightened]);
    expect(screen.getByText(/One formula no longer passes as before/)).toBeInTheDocument();
    const [formula] = screen.getAllByTestId('broken-formula');
    expect(within(formula!).getByText('Compliant → Not compliant · IFRA 51st Amendment')).toBeInTheDocument();
    const lines = screen.getAllByTestId('failing-line').map((line) => line.textContent);
    expect(lines).toEqual([
      'Row 2 · Benzyl salicylate: 8% in the finished product, over the limit of 7.3%',
      'Lilial: 0.1% in the finished product, and the substance is now prohibited',
    ]);
    expect(screen.getByRole('link', { name: 'Benzyl salicylate · IFRA STD 011' })).toBeInTheDocument();
    expect(
      screen.getByText('2-(4-tert-Butylbenzyl) propionaldehyde · EU Cosmetics Regulation, Annex II 1666'),
    ).toBeInTheDocument();
  });

  it('counts several formulas and explains a verdict that can no longer be verified', () => {
    renderPanel([tightened, unverifiable]);
    expect(screen.getByText(/2 formulas no longer pass as before/)).toBeInTheDocument();
    expect(
      screen.getByText('Some of its materials can no longer be checked against the new data.'),
    ).toBeInTheDocument();
  });

  it('opens or acknowledges the formula the user chose', async () => {
    const { user, onOpen, onAcknowledge } = renderPanel([tightened, unverifiable]);
    const second = screen.getAllByTestId('broken-formula')[1]!;
    await user.click(within(second).getByRole('button', { name: 'Acknowledge' }));
    expect(onAcknowledge).toHaveBeenCalledWith(unverifiable);
    await user.click(within(second).getByRole('button', { name: 'Open formula' }));
    expect(onOpen).toHaveBeenCalledWith(unverifiable);
  });

  it('shows the formula being opened as busy', () => {
    renderPanel([tightened], tightened.id);
    expect(screen.getByRole('button', { name: 'Open formula' })).toHaveAttribute('data-loading', 'true');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createEmptyRow, type FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { FormulaGrid } from './formula-grid.tsx';

const row = (id: string, change: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow(id), ...change });

/** happy-dom lays nothing out: give every element a desktop-sized box so the grid's virtualiser renders cells. */
function giveElementsASize() {
  const box = { x: 0, y: 0, top: 0, left: 0, right: 1200, bottom: 600, width: 1200, height: 600, toJSON: () => ({}) };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(box as DOMRect);
  for (const [property, value] of [
    ['offsetWidth', 1200],
    ['offsetHeight', 600],
    ['clientWidth', 1200],
    ['clientHeight', 600],
  ] as const) {
    vi.spyOn(HTMLElement.prototype, property, 'get').mockReturnValue(value);
  }
}

describe('FormulaGrid', () => {
  it('shows each line with its material, amount and unit, and the column headers a perfumer expects', async () => {
    const rows = [
      row('r1', { name: 'Hedione', materialId: '00000000-0000-4000-8000-000000000001', amount: 30 }),
      row('r2', { name: 'Iso E Super', amount: 12.5 }),
      row('r3', { name: 'Ambroxan 10%', amount: 2, unit: '%' }),
    ];
    giveElementsASize();
    renderApp(<FormulaGrid rows={rows} onChange={vi.fn()} showCost={false} height={400} />);
    for (const header of ['Material', 'Amount', 'g / %', 'Purity', 'Diluent', '% conc.', '% product', 'IFRA'])
      expect(await screen.findByText(header)).toBeInTheDocument();
    for (const name of ['Hedione', 'Iso E Super', 'Ambroxan 10%']) expect(screen.getByText(name)).toBeInTheDocument();
    const grid = screen.getByText('Hedione').closest('.dsg-container') as HTMLElement;
    const cellTexts = [...grid.querySelectorAll('.dsg-cell:not(.dsg-cell-header)')].map(
      (cell) => cell.textContent?.trim() || (cell.querySelector('input') as HTMLInputElement | null)?.value || '',
    );
    expect(cellTexts).toContain('12.5');
    expect(cellTexts).toContain('30');
    expect(cellTexts.filter((text) => text === '%')).toHaveLength(1);
  });
});

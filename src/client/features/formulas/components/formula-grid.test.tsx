import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createEmptyRow, type FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { giveElementsADesktopSize } from '../../../../../tests/dom/desktop-size.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { DEFAULT_SETTINGS } from '../../../../domain/settings/user-settings.ts';
import { SettingsContext } from '../../../lib/settings-context.ts';
import { FormulaGrid } from './formula-grid.tsx';

const row = (id: string, change: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow(id), ...change });

describe('FormulaGrid', () => {
  it('shows each line with its material, amount and unit, and the column headers a perfumer expects', async () => {
    const rows = [
      row('r1', { name: 'Hedione', materialId: '00000000-0000-4000-8000-000000000001', amount: 30 }),
      row('r2', { name: 'Iso E Super', amount: 12.5 }),
      row('r3', { name: 'Ambroxan 10%', amount: 2, unit: '%' }),
    ];
    giveElementsADesktopSize();
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

  it('on a phone, puts each line’s compliance status beside its material (the full IFRA column is a scroll away)', async () => {
    const phone = (query: string) => ({
      matches: query.includes('max-width: 48em'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    });
    vi.spyOn(window, 'matchMedia').mockImplementation(phone as unknown as typeof window.matchMedia);
    giveElementsADesktopSize();
    renderApp(
      <FormulaGrid
        rows={[row('r1', { name: 'Hedione', amount: 30 })]}
        onChange={vi.fn()}
        showCost={false}
        height={400}
      />,
    );
    await screen.findByText('Hedione');
    const headers = () => [...document.querySelectorAll('.dsg-cell-header')].map((cell) => cell.textContent?.trim());
    await vi.waitFor(() => expect(headers().slice(1, 4)).toEqual(['Material', 'IFRA', 'Amount']));
    expect(headers().filter((text) => text === 'IFRA')).toHaveLength(2);
  });
});

describe('FormulaGrid density (Settings → Appearance)', () => {
  it.each([
    ['compact', '28px'],
    ['comfortable', '34px'],
    ['spacious', '42px'],
  ] as const)('%s rows are %s high', async (densityMode, height) => {
    giveElementsADesktopSize();
    const value = {
      settings: { ...DEFAULT_SETTINGS, densityMode, apiKeys: {} },
      resolvedMode: 'light' as const,
      initialised: true,
      error: null,
      updateSettings: vi.fn(),
      saveApiKey: vi.fn(),
      forceMode: vi.fn(),
    };
    renderApp(
      <SettingsContext value={value}>
        <FormulaGrid
          rows={[row('r1', { name: 'Hedione', amount: 30 })]}
          onChange={vi.fn()}
          showCost={false}
          height={400}
        />
      </SettingsContext>,
    );
    const cell = (await screen.findByText('Hedione')).closest('.dsg-row') as HTMLElement;
    expect(cell.style.height).toBe(height);
  });
});

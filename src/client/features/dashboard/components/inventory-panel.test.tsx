import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { Dashboard } from '../api/get-dashboard.ts';
import { InventoryPanel } from './inventory-panel.tsx';

const inventory = (overrides: Partial<Dashboard['inventory']>): Dashboard['inventory'] => ({
  lotCount: 3,
  lowStock: [],
  nearExpiry: [],
  ...overrides,
});

describe('InventoryPanel (dashboard: stock)', () => {
  it('explains what to do when no lot is recorded', () => {
    renderApp(<InventoryPanel inventory={inventory({ lotCount: 0 })} />);
    expect(screen.getByText(/Add the lots on your shelf in Inventory/)).toBeInTheDocument();
  });

  it('says all is well when nothing is low or expiring', () => {
    renderApp(<InventoryPanel inventory={inventory({})} />);
    expect(screen.getByText('Nothing below its minimum, nothing expiring within 60 days.')).toBeInTheDocument();
  });

  it('lists materials under their minimum and lots near or past expiry', () => {
    const data = inventory({
      lowStock: [
        {
          materialId: '00000000-0000-4000-8000-0000000000m1',
          materialName: 'Iso E Super',
          minimumGrams: 100,
          totalGrams: 12.5,
        },
      ],
      nearExpiry: [
        {
          lotId: 'l1',
          materialId: 'm2',
          materialName: 'Bergamot oil',
          lotNumber: 'B-2291',
          expiryDate: '2026-11-26',
          daysLeft: -2,
          quantity: 50,
          unit: 'g',
        },
        {
          lotId: 'l2',
          materialId: 'm3',
          materialName: 'Hedione',
          lotNumber: null,
          expiryDate: '2026-11-29',
          daysLeft: 1,
          quantity: 10,
          unit: 'g',
        },
        {
          lotId: 'l3',
          materialId: 'm4',
          materialName: 'Galaxolide',
          lotNumber: null,
          expiryDate: '2026-11-28',
          daysLeft: 0,
          quantity: 5,
          unit: 'ml',
        },
      ],
    });
    renderApp(<InventoryPanel inventory={data} />);
    expect(screen.getByRole('link', { name: 'Iso E Super' })).toHaveAttribute(
      'href',
      expect.stringContaining('00000000-0000-4000-8000-0000000000m1'),
    );
    expect(screen.getByTestId('low-stock')).toHaveTextContent(/12\.5.*g of 100.*g/);
    const lots = screen.getAllByTestId('near-expiry').map((lot) => lot.textContent);
    expect(lots).toEqual([
      'Bergamot oil · lot B-2291expired 2 days ago',
      'Hedioneexpires in 1 day',
      'Galaxolideexpires today',
    ]);
  });
});

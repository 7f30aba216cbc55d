import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { client } from '../../../lib/api-client.ts';
import type { InventoryItem, Lot } from '../api/inventory-api.ts';
import { InventoryTable } from './inventory-table.tsx';

type Patch = (typeof client.inventory.lots)[':id']['$patch'];

const lot: Lot = {
  id: '7af9b0fe-0000-4000-8000-0000000000a1',
  materialId: 'm1',
  lotNumber: 'L-7',
  quantity: 250,
  unit: 'g',
  grams: 250,
  densityAssumed: false,
  purchaseDate: '2026-03-01',
  supplier: 'Acme',
  pricePaid: 30,
  currency: 'EUR',
  location: 'Shelf A',
  expiryDate: '2028-03-01',
  certificateOfAnalysis: null,
  notes: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
} as Lot;

const item = {
  materialId: 'm1',
  materialName: 'Hedione',
  cas: '24851-98-7',
  totalGrams: 250,
  minimumGrams: null,
  isLow: false,
  lots: [lot],
} as unknown as InventoryItem;

describe('InventoryTable: a lot can be corrected', () => {
  it('sends only what changed (quantity, expiry, price, location) and closes on success', async () => {
    const view = renderApp(<InventoryTable items={[item]} />, {
      user: { id: 'u1', email: 'perfumer@example.test', name: 'Perfumer' },
      api: [
        answer<Patch>('PATCH', `/api/inventory/lots/${lot.id}`, {
          lot: { ...lot, quantity: 180.5, location: 'Fridge 2', expiryDate: '2027-09-30', pricePaid: 27.4 },
        }),
      ],
    });
    await view.user.click(screen.getByRole('button', { name: 'Correct lot of Hedione L-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct Hedione, lot L-7' });
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await view.user.clear(quantity);
    await view.user.type(quantity, '180.5');
    const expiry = screen.getByLabelText('Expiry');
    await view.user.clear(expiry);
    await view.user.type(expiry, '2027-09-30');
    const price = screen.getByRole('textbox', { name: 'Price paid' });
    await view.user.clear(price);
    await view.user.type(price, '27.4');
    const location = screen.getByRole('textbox', { name: 'Location' });
    await view.user.clear(location);
    await view.user.type(location, 'Fridge 2');
    await view.user.click(screen.getByRole('button', { name: 'Save correction' }));
    await expect.poll(() => dialog.isConnected).toBe(false);
    const patch = view.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ quantity: 180.5, expiryDate: '2027-09-30', pricePaid: 27.4, location: 'Fridge 2' });
  });

  it('an emptied field is cleared, and nothing changed means nothing to save', async () => {
    const view = renderApp(<InventoryTable items={[item]} />, {
      user: { id: 'u1', email: 'perfumer@example.test', name: 'Perfumer' },
      api: [answer<Patch>('PATCH', `/api/inventory/lots/${lot.id}`, { lot: { ...lot, location: null } })],
    });
    await view.user.click(screen.getByRole('button', { name: 'Correct lot of Hedione L-7' }));
    const save = await screen.findByRole('button', { name: 'Save correction' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await view.user.clear(screen.getByRole('textbox', { name: 'Location' }));
    await view.user.click(save);
    await expect
      .poll(() => view.requests.find((request) => request.method === 'PATCH')?.body)
      .toEqual({ location: null });
  });
});

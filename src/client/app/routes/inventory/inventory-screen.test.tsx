import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { materialSearchApi } from '../../../../../tests/dom/material-search-api.ts';
import { InventoryScreen } from './inventory-screen.tsx';

const EMPTY_STOCK = {
  method: 'GET',
  path: '/api/inventory',
  status: 200,
  body: { items: [], usage: { tier: 'free', used: 0, limit: 25, canCreate: true } },
};
const SEARCH = materialSearchApi([
  { id: 'lavender', name: 'Lavender oil', cas: '8000-28-0', synonyms: [], sourceCount: 5 },
]);

describe('InventoryScreen', () => {
  it('shows the stock without the lot form, which opens from its button with the material field focused and closes', async () => {
    const { user } = renderApp(<InventoryScreen />, { api: [EMPTY_STOCK, ...SEARCH] });
    expect(await screen.findByText('Nothing in stock yet')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Material/ })).toBeNull();

    await user.click(screen.getAllByRole('button', { name: 'Add a lot' })[0]!);
    const material = await screen.findByRole('textbox', { name: /^Material/ });
    expect(material).toHaveFocus();
    // Open, the form is the one way to add: its buttons step aside.
    expect(screen.queryByRole('button', { name: 'Add a lot' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close the lot form' }));
    expect(screen.queryByRole('textbox', { name: /^Material/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Add a lot' })).toHaveLength(2);
  });
});

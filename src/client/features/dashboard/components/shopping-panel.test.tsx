import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { ShoppingPanel } from './shopping-panel.tsx';

describe('ShoppingPanel (dashboard: shopping list)', () => {
  it('says the list is empty', () => {
    renderApp(<ShoppingPanel shopping={{ itemCount: 0, totals: [] }} />);
    expect(screen.getByText(/^Empty\./)).toBeInTheDocument();
  });

  it('gives one total per currency, never adding across currencies', () => {
    renderApp(
      <ShoppingPanel
        shopping={{
          itemCount: 3,
          totals: [
            { currency: 'EUR', total: 42.5, count: 1 },
            { currency: 'USD', total: 10, count: 1 },
            { currency: null, total: 3, count: 1 },
          ],
        }}
      />,
    );
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getAllByTestId('shopping-currency-total').map((total) => total.textContent)).toEqual([
      '€42.50',
      '$10.00',
      '3.00 (no currency)',
    ]);
  });

  it('says when no item has a price yet', () => {
    renderApp(<ShoppingPanel shopping={{ itemCount: 1, totals: [] }} />);
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(screen.getByText('No prices yet.')).toBeInTheDocument();
  });
});

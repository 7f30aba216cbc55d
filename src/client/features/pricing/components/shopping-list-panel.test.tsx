import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { client } from '../../../lib/api-client.ts';
import { SettingsContext } from '../../../lib/settings-context.ts';
import type { ShoppingList } from '../api/get-shopping-list.ts';
import { ShoppingListPanel } from './shopping-list-panel.tsx';
import { settingsValue } from '../../../../../tests/dom/settings-value.ts';

type Endpoint = (typeof client)['shopping-list']['$get'];
type Item = ShoppingList['items'][number];

const settingsWith = (companyCurrency: string) => settingsValue({ companyCurrency });

const base = {
  casNumber: null,
  unit: 'g',
  createdAt: '2026-11-20T10:00:00.000Z',
  priceIsSuggestion: false,
};

// 150 g needed; packs of 100 g at $12 and of 4 oz (113.398 g) at $12: the 4 oz is cheaper per gram (0.1058).
const ounce: Item = {
  ...base,
  id: 'i1',
  materialId: 'm1',
  materialName: 'Hedione',
  quantity: 150,
  vendor: 'Ounce Supply',
  priceEstimate: 12 / 113.398,
  currency: 'USD',
  lineTotal: (150 * 12) / 113.398,
  pack: {
    packs: 2,
    packSize: '4 oz',
    packSizeGrams: 113.398,
    packPrice: 12,
    orderGrams: 226.796,
    cost: 24,
    currency: 'USD',
  },
};
const swiss: Item = {
  ...base,
  id: 'i2',
  materialId: 'm2',
  materialName: 'Ambrettolide',
  quantity: 10,
  vendor: 'Genève Arômes',
  priceEstimate: 0.5,
  currency: 'CHF',
  lineTotal: 5,
  pack: { packs: 1, packSize: '10 g', packSizeGrams: 10, packPrice: 5, orderGrams: 10, cost: 5, currency: 'CHF' },
};
const suggested: Item = {
  ...base,
  id: 'i3',
  materialId: 'm3',
  materialName: 'Iso E Super',
  quantity: 30,
  vendor: 'Late Offers',
  priceEstimate: 0.1,
  currency: 'EUR',
  lineTotal: 3,
  priceIsSuggestion: true,
  pack: { packs: 1, packSize: '50 g', packSizeGrams: 50, packPrice: 5, orderGrams: 50, cost: 5, currency: 'EUR' },
};

function renderList(items: Item[], companyCurrency: string) {
  const list: ShoppingList = {
    items,
    summary: {
      count: items.length,
      pricedCount: items.length,
      unpricedCount: 0,
      total: 0,
      currencies: [],
      totals: [],
    },
    exchangeRates: [
      {
        id: 'r1',
        baseCurrency: 'USD',
        quoteCurrency: 'EUR',
        rate: 0.92,
        effectiveOn: '2026-11-02',
        createdAt: '2026-11-02T08:00:00.000Z',
      },
    ],
  };
  return renderApp(
    <SettingsContext value={settingsWith(companyCurrency)}>
      <ShoppingListPanel />
    </SettingsContext>,
    {
      user: { id: 'u1', email: 'perfumer@example.test', name: 'Perfumer' },
      api: [answer<Endpoint>('GET', '/api/shopping-list', list)],
    },
  );
}

describe('ShoppingListPanel: what the order costs', () => {
  it('150 g from 4 oz packs: the packs to buy and their cost in the company’s currency, with the rate used', async () => {
    renderList([ounce], 'EUR');
    const order = await screen.findByLabelText('Order of Hedione');
    expect(order.textContent).toContain('2 × 4 oz at $12.00 (226.8 g)');
    // 24 USD × 0.92 = 22.08 EUR
    expect(order.textContent).toContain('€22.08');
    expect(order.textContent).toContain('$24.00 at 1 USD = 0.92 EUR on 2026-11-02');
    // The per-gram estimate stays beside it: 150 × 12 / 113.398 = 15.87 USD
    expect(screen.getByLabelText('Line total of Hedione').textContent).toBe('$15.87');
    expect(screen.getByTestId('shopping-order-total').textContent).toBe('Order (whole packs) €22.08');
    // 15.873 × 0.92 = 14.60
    expect(screen.getByTestId('shopping-total').textContent).toBe('Estimate (per gram) €14.60');
    expect(screen.getByText('Rate used: 1 USD = 0.92 EUR on 2026-11-02')).toBeTruthy();
  });

  it('an amount without a rate stays in its own currency and says so', async () => {
    renderList([ounce, swiss], 'EUR');
    const order = await screen.findByLabelText('Order of Ambrettolide');
    expect(order.textContent).toContain('CHF\u00a05.00');
    expect(order.textContent).toContain('No CHF → EUR rate set, shown as priced');
    expect(screen.getByTestId('shopping-order-total').textContent).toBe('Order (whole packs) €22.08');
    expect(screen.getByTestId('shopping-unconverted').textContent).toBe(
      'plus, with no CHF → EUR rate set, CHF\u00a05.00',
    );
  });

  it('the display currency is the company’s: in US dollars nothing is converted', async () => {
    renderList([ounce], 'USD');
    const order = await screen.findByLabelText('Order of Hedione');
    expect(order.textContent).toBe('2 × 4 oz at $12.00 (226.8 g)$24.00');
    expect(screen.queryByText(/Rate used/)).toBeNull();
  });

  it('a material with offers never reads "No price yet": the best offer is shown as such', async () => {
    renderList([suggested], 'EUR');
    const row = (await screen.findByText('Iso E Super')).closest('tr')!;
    expect(within(row).queryByText('No price yet')).toBeNull();
    expect(within(row).getByText('Best offer')).toBeTruthy();
    expect(within(row).getByLabelText('Order of Iso E Super').textContent).toContain('€5.00');
  });

  it('on a phone, each item shows its quantity, line total and order on one compact line', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 48em'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderList([ounce], 'USD');
    const line = await screen.findByTestId('shopping-item');
    expect(line.closest('table')).toBeNull();
    expect(within(line).getByRole('button', { name: /Quantity of Hedione: 150 g/ })).toBeTruthy();
    expect(within(line).getByLabelText('Line total of Hedione').textContent).toBe('$15.87');
    expect(within(line).getByLabelText('Order of Hedione').textContent).toBe('Order 2 × 4 oz: $24.00');
  });
});

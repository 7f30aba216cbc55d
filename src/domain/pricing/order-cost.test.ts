import { describe, expect, it } from 'vitest';
import { calculatePackOrder } from './calculate-pack-order.ts';
import { chooseOffer } from './compare-offers.ts';
import { convertMoney, findExchangeRate, type ExchangeRate } from './convert-money.ts';
import { currencyForLocale } from './currency-for-locale.ts';
import { normaliseOffer, type Offer } from './normalise-offer.ts';
import { totalInCurrency } from './total-in-currency.ts';

function offer(vendor: string, size: string, price: number, currency = 'EUR'): Offer {
  const result = normaliseOffer({ vendor, size, price, currency });
  if (!result.ok) throw new Error(result.reason);
  return result.offer;
}

describe('calculatePackOrder: whole packs × pack price', () => {
  it.each([
    // 150 g / 100 g = 1.5 → 2 packs; 2 × 12 = 24
    ['150 g from 100 g packs', 150, '100 g', 12, 2, 200, 24],
    // 4 oz = 4 × 28.3495 = 113.398 g; 150 / 113.398 = 1.32 → 2 packs; 2 × 15 = 30
    ['150 g from 4 oz packs', 150, '4 oz', 15, 2, 226.796, 30],
    ['exactly one pack', 100, '100 g', 12, 1, 100, 12],
    ['a need smaller than the pack still buys one', 3, '1 kg', 40, 1, 1000, 40],
    ['1 kg from 250 g packs', 1000, '250 g', 9.5, 4, 1000, 38],
    ['floating-point dust never adds a pack (0.3 g from 0.1 g packs)', 0.1 + 0.2, '0.1 g', 0.02, 3, 0.3, 0.06],
  ] as const)('%s', (_, needed, size, price, packs, orderGrams, cost) => {
    const order = calculatePackOrder(needed, offer('V', size, price));
    expect(order.packs).toBe(packs);
    expect(order.orderGrams).toBeCloseTo(orderGrams, 6);
    expect(order.cost).toBeCloseTo(cost, 9);
    expect(order.packPrice).toBe(price);
    expect(order.packSize).toBe(size);
  });
});

describe('chooseOffer: one rule on add and on refresh (spec section 9), never nothing when there are offers', () => {
  it.each([
    // both packs lie within 0.5–10 × 150 g; per gram 12/100 = 0.12 and 12/113.398 = 0.1058 → 4 oz
    [
      '150 g, packs of 100 g and 4 oz: the cheaper per gram',
      150,
      [offer('A', '100 g', 12), offer('B', '4 oz', 12)],
      'B',
    ],
    // a 10 kg drum at 0.05/g is outside 10 × 100 g; 1 kg at 0.054/g is within 10% (0.055) → the 1 kg
    [
      'a sensible size within 10% beats a cheaper drum',
      100,
      [offer('Drum', '10 kg', 500), offer('Kilo', '1 kg', 54)],
      'Kilo',
    ],
    [
      'a covering size within 10% wins; a cheaper drum outside it loses',
      100,
      [offer('Drum', '10 kg', 300), offer('Kilo', '1 kg', 54)],
      'Drum',
    ],
    // 1000 g needed: 5 g is 0.005 × the need (not a sensible size) and holds less; the 2 kg covers it
    [
      'a covering size before a tiny one',
      1000,
      [offer('Tiny', '5 g', 0.5), offer('Two kilo', '2 kg', 300)],
      'Two kilo',
    ],
    // 5 kg needed, only 100 g and 250 g packs (both under 0.5 × the need): the cheapest per gram, bought several times
    [
      'only small packs: the cheapest per gram, several packs',
      5000,
      [offer('A', '100 g', 12), offer('B', '250 g', 27.5)],
      'B',
    ],
  ] as const)('%s', (_, needed, offers, vendor) => {
    expect(chooseOffer(offers, needed)?.vendor).toBe(vendor);
  });

  it('no offers: nothing chosen', () => {
    expect(chooseOffer([], 10)).toBeNull();
  });
});

const RATES: ExchangeRate[] = [
  { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: 0.9, effectiveOn: '2026-10-01' },
  { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: 0.92, effectiveOn: '2026-11-02' },
  { baseCurrency: 'EUR', quoteCurrency: 'GBP', rate: 0.85, effectiveOn: '2026-11-01' },
];

describe('convertMoney: at a rate the administrator set, never an invented one', () => {
  it.each([
    ['same currency: no rate needed', 24, 'EUR', 'EUR', 24, null],
    ['USD → EUR at the latest USD→EUR rate (0.92 of 2026-11-02)', 100, 'USD', 'EUR', 92, '2026-11-02'],
    ['EUR → USD through the inverse of that rate (100 / 0.92)', 92, 'EUR', 'USD', 100, '2026-11-02'],
    ['EUR → GBP at 0.85', 20, 'EUR', 'GBP', 17, '2026-11-01'],
    ['lower-case codes', 10, 'usd', 'eur', 9.2, '2026-11-02'],
  ] as const)('%s', (_, amount, from, to, expected, date) => {
    const result = convertMoney(amount, from, to, RATES);
    expect(result.converted).toBe(true);
    if (!result.converted) return;
    expect(result.amount).toBeCloseTo(expected, 9);
    expect(result.currency).toBe(to.toUpperCase());
    expect(result.rate?.effectiveOn ?? null).toBe(date);
  });

  it.each([
    ['no rate between USD and GBP (no chaining through EUR)', 'USD', 'GBP'],
    ['no rate at all for CHF', 'CHF', 'EUR'],
  ])('%s: the amount stays in its own currency', (_, from, to) => {
    expect(convertMoney(12, from, to, RATES)).toEqual({ converted: false, amount: 12, currency: from });
  });

  it('the newest rate of either direction is used', () => {
    const rates: ExchangeRate[] = [
      { baseCurrency: 'EUR', quoteCurrency: 'USD', rate: 1.1, effectiveOn: '2026-11-20' },
      { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: 0.5, effectiveOn: '2026-01-01' },
    ];
    expect(findExchangeRate('USD', 'EUR', rates)?.effectiveOn).toBe('2026-11-20');
    const result = convertMoney(110, 'USD', 'EUR', rates);
    expect(result.converted && result.amount).toBeCloseTo(100, 9);
  });
});

describe('totalInCurrency: what the order costs in the display currency', () => {
  it('adds what converts, keeps what cannot in its own currency, and lists the rates used', () => {
    const total = totalInCurrency(
      [
        { amount: 24, currency: 'EUR' },
        { amount: 100, currency: 'USD' },
        { amount: 50, currency: 'USD' },
        { amount: 7, currency: 'CHF' },
        { amount: 3, currency: null },
      ],
      'EUR',
      RATES,
    );
    // 24 + 100 × 0.92 + 50 × 0.92 = 24 + 92 + 46 = 162
    expect(total.total).toBeCloseTo(162, 9);
    expect(total.currency).toBe('EUR');
    expect(total.unconverted).toEqual([
      { currency: 'CHF', total: 7, count: 1 },
      { currency: null, total: 3, count: 1 },
    ]);
    expect(total.ratesUsed).toEqual([RATES[1]]);
  });
});

describe('currencyForLocale: the display currency when the company has not chosen one', () => {
  it.each([
    ['en-US', 'USD'],
    ['en-GB', 'GBP'],
    ['fr-FR', 'EUR'],
    ['de-CH', 'CHF'],
    ['fr', 'EUR'],
    ['ja-JP', 'JPY'],
    ['es-419', 'USD'],
    ['', 'USD'],
  ])('%s → %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });
});

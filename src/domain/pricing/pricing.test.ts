import { describe, expect, it } from 'vitest';
import { calculateShortfall } from './calculate-shortfall.ts';
import { compareOffers } from './compare-offers.ts';
import { normaliseOffer, type Offer } from './normalise-offer.ts';
import { parsePrice } from './parse-price.ts';
import { parseSize } from './parse-size.ts';
import { calculateLineTotal, interpretQuantityEdit, summariseShoppingList } from './shopping-list.ts';
import { convertFromGrams, convertToGrams } from '../shared/quantity-units.ts';

describe('parsePrice: the first number of a price string, above 0', () => {
  it.each([
    ['a plain number', 12.5, 12.5],
    ['a price string with a currency sign', '$12.50', 12.5],
    ['the first of several numbers', '12.50 USD / 100 g', 12.5],
    ['a decimal comma', '€ 8,40', 8.4],
    ['a thousands separator', '$1,250.00', 1250],
    ['a tiny positive price', '0.01', 0.01],
    ['zero is ignored', 0, null],
    ['a zero string is ignored', '$0.00', null],
    ['a negative price is ignored', -5, null],
    ['a negative price string is ignored', '-3.20', null],
    ['no number at all', 'call for price', null],
    ['not a finite number', Number.NaN, null],
    ['missing', null, null],
  ])('%s', (_, input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });
});

describe('unit conversions (spec section 9)', () => {
  it.each([
    ['1 g is 1 g', 1, 'g', 1],
    ['1 kg is 1000 g', 1, 'kg', 1000],
    ['1 oz is 28.3495 g', 1, 'oz', 28.3495],
    ['1 lb is 453.592 g', 1, 'lb', 453.592],
    ['2.5 kg is 2500 g', 2.5, 'kg', 2500],
    ['4 oz is 113.398 g', 4, 'oz', 113.398],
  ] as const)('%s', (_, amount, unit, grams) => {
    expect(convertToGrams(amount, unit)).toEqual({ grams: expect.closeTo(grams, 9) as number, densityAssumed: false });
    expect(convertFromGrams(grams, unit)).toBeCloseTo(amount, 9);
  });

  it.each([
    ['ml with a known density uses it', 100, 0.87, 87, false],
    ['ml without a density assumes 1 g/ml and says so', 100, null, 100, true],
    ['a zero density is unknown', 100, 0, 100, true],
  ])('%s', (_, amount, density, grams, assumed) => {
    expect(convertToGrams(amount, 'ml', density)).toEqual({ grams, densityAssumed: assumed });
  });
});

describe('parseSize: a number plus g, ml, kg, oz or lb', () => {
  it.each([
    ['100 g', 100, 'g', 100],
    ['2.5kg', 2.5, 'kg', 2500],
    ['4 OZ', 4, 'oz', 113.398],
    ['1 lb', 1, 'lb', 453.592],
    ['50 ml', 50, 'ml', 50],
    ['0,5 kg', 0.5, 'kg', 500],
  ])('%s is %s %s', (text, amount, unit, grams) => {
    const size = parseSize(text);
    expect(size).toMatchObject({ amount, unit });
    expect(size?.grams).toBeCloseTo(grams, 9);
  });

  it.each(['100 grams', 'a bottle', '100', 'g 100', '0 g', '10 l', '', '1 kg bottle'])('rejects %j', (text) => {
    expect(parseSize(text)).toBeNull();
  });
});

describe('normaliseOffer: per-gram prices only from 0.01 to 100', () => {
  const offer = (price: number | string, size: string) => normaliseOffer({ vendor: 'V', price, size, currency: 'USD' });
  it.each([
    ['exactly 0.01 per gram is accepted', 1, '100 g', true],
    ['just under 0.01 per gram is rejected', 0.99, '100 g', false],
    ['exactly 100 per gram is accepted', 1000, '10 g', true],
    ['just over 100 per gram is rejected', 1000.1, '10 g', false],
    ['a price of 0 is ignored', 0, '10 g', false],
    ['a size without a unit is rejected', 10, '10', false],
  ])('%s', (_, price, size, accepted) => {
    expect(offer(price, size).ok).toBe(accepted);
  });

  it('normalises a price string per gram via kg', () => {
    const result = offer('$45.00 per kilo', '1 kg');
    expect(result).toMatchObject({ ok: true, offer: { price: 45, sizeGrams: 1000, pricePerGram: 0.045 } });
  });

  it('normalises per gram via oz and lb', () => {
    expect(offer(28.3495, '1 oz')).toMatchObject({ ok: true, offer: { pricePerGram: 1 } });
    expect(offer(453.592, '1 lb')).toMatchObject({ ok: true, offer: { pricePerGram: 1 } });
  });

  it('says when a millilitre size assumed 1 g/ml', () => {
    expect(offer(10, '100 ml')).toMatchObject({ ok: true, offer: { sizeGrams: 100, densityAssumed: true } });
    expect(normaliseOffer({ vendor: 'V', price: 10, size: '100 ml', currency: 'USD' }, 0.9)).toMatchObject({
      ok: true,
      offer: { sizeGrams: 90, densityAssumed: false },
    });
  });

  it.each([
    ['no price', 0, '10 g', 'no-price'],
    ['bad size', 5, 'bottle', 'bad-size'],
    ['out of range', 5000, '10 g', 'price-per-gram-out-of-range'],
  ])('gives the reason: %s', (_, price, size, reason) => {
    expect(offer(price, size)).toEqual({ ok: false, reason });
  });
});

function makeOffer(vendor: string, sizeGrams: number, pricePerGram: number): Offer {
  return {
    vendor,
    price: pricePerGram * sizeGrams,
    size: `${sizeGrams} g`,
    sizeGrams,
    currency: 'USD',
    pricePerGram,
    densityAssumed: false,
  };
}

describe('compareOffers: vendor choice (spec section 9)', () => {
  it('adds: the cheapest per gram among sizes that hold at least the need', () => {
    const result = compareOffers(
      [makeOffer('Small', 5, 0.1), makeOffer('Exact', 10, 0.3), makeOffer('Big', 100, 0.2)],
      10,
      'add',
    );
    expect(result.best?.vendor).toBe('Big');
    expect(result.offers.map((row) => row.vendor)).toEqual(['Small', 'Big', 'Exact']);
  });

  it.each([
    ['a size exactly at the need covers it', 10, true],
    ['a size just under the need does not', 9.999, false],
  ])('adds: %s', (_, size, covered) => {
    const result = compareOffers([makeOffer('Only', size, 0.1)], 10, 'add');
    expect(result.best !== null).toBe(covered);
    expect(result.noChoiceReason).toBe(covered ? null : 'no-size-covers-need');
  });

  it('says when there are no offers', () => {
    expect(compareOffers([], 10, 'add')).toMatchObject({ best: null, noChoiceReason: 'no-offers' });
  });

  it.each([
    // need 100 g; a cheap 10 kg drum (100×) against a sensible pack
    ['a sensible size exactly 10% dearer is preferred', 1000, 0.11, 'Sensible'],
    ['a sensible size just over 10% dearer is not', 1000, 0.1101, 'Drum'],
    ['a size at exactly 10× the need is sensible', 1000, 0.105, 'Sensible'],
    ['a size just over 10× the need is not', 1000.1, 0.105, 'Drum'],
    ['a size at exactly 0.5× the need is sensible on refresh', 50, 0.105, 'Sensible'],
    ['a size just under 0.5× the need is not', 49.9, 0.105, 'Drum'],
  ])('refreshes: %s', (_, sensibleSize, sensiblePrice, expected) => {
    const offers = [makeOffer('Drum', 10_000, 0.1), makeOffer('Sensible', sensibleSize, sensiblePrice)];
    expect(compareOffers(offers, 100, 'refresh').best?.vendor).toBe(expected);
  });

  it('refreshes: a cheaper sensible size simply wins', () => {
    expect(
      compareOffers([makeOffer('Drum', 10_000, 0.1), makeOffer('Sensible', 250, 0.08)], 100, 'refresh').best?.vendor,
    ).toBe('Sensible');
  });

  it('adds: a half-size pack is never chosen when adding', () => {
    expect(compareOffers([makeOffer('Half', 50, 0.01)], 100, 'add').best).toBeNull();
    expect(compareOffers([makeOffer('Half', 50, 0.01)], 100, 'refresh').best?.vendor).toBe('Half');
  });

  it('prices the need at each offer', () => {
    expect(compareOffers([makeOffer('A', 100, 0.25)], 40, 'add').offers[0]?.costForNeed).toBeCloseTo(10, 9);
  });
});

describe('calculateShortfall: need minus stock', () => {
  it.each([
    [
      'nothing in stock: the whole need',
      [{ materialId: 'a', grams: 30 }],
      [],
      [{ materialId: 'a', shortfallGrams: 30 }],
    ],
    [
      'some in stock: the difference',
      [{ materialId: 'a', grams: 30 }],
      [['a', 12.5]],
      [{ materialId: 'a', shortfallGrams: 17.5 }],
    ],
    ['exactly enough: nothing', [{ materialId: 'a', grams: 30 }], [['a', 30]], []],
    ['more than enough: nothing', [{ materialId: 'a', grams: 30 }], [['a', 31]], []],
    [
      'the same material twice adds up',
      [
        { materialId: 'a', grams: 10 },
        { materialId: 'a', grams: 5 },
      ],
      [['a', 3]],
      [{ materialId: 'a', shortfallGrams: 12 }],
    ],
    ['floating dust is no purchase', [{ materialId: 'a', grams: 0.1 + 0.2 }], [['a', 0.3]], []],
    ['a zero need is skipped', [{ materialId: 'a', grams: 0 }], [], []],
  ] as const)('%s', (_, needs, stock, expected) => {
    const result = calculateShortfall(needs, new Map(stock as ReadonlyArray<[string, number]>));
    expect(result).toHaveLength(expected.length);
    expected.forEach((row, index) => expect(result[index]).toMatchObject(row));
  });
});

describe('shopping list lines and edits', () => {
  it('totals priced lines and counts every line', () => {
    const lines = [
      { quantity: 10, priceEstimate: 0.25 },
      { quantity: 30, priceEstimate: 0.1 },
      { quantity: 5, priceEstimate: null },
    ];
    expect(summariseShoppingList(lines)).toEqual({ count: 3, pricedCount: 2, unpricedCount: 1, total: 5.5 });
    expect(calculateLineTotal({ quantity: 5, priceEstimate: null })).toBeNull();
  });

  it.each([
    ['a number above 0 saves', '25', 10, { kind: 'save', quantity: 25 }],
    ['a decimal saves', '2.5', 10, { kind: 'save', quantity: 2.5 }],
    ['a decimal comma saves', '2,5', 10, { kind: 'save', quantity: 2.5 }],
    ['0 cancels', '0', 10, { kind: 'cancel' }],
    ['a negative value cancels', '-4', 10, { kind: 'cancel' }],
    ['text cancels', 'lots', 10, { kind: 'cancel' }],
    ['empty cancels', '  ', 10, { kind: 'cancel' }],
    ['the same value changes nothing', '10', 10, { kind: 'cancel' }],
  ])('%s', (_, typed, current, expected) => {
    expect(interpretQuantityEdit(typed, current)).toEqual(expected);
  });
});

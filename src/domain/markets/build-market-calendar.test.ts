import { describe, expect, it } from 'vitest';
import type { AllergenListEntry } from './assess-markets.ts';
import { findRuleFindings } from './assess-markets.ts';
import {
  buildMarketCalendar,
  buildNextCalendarDate,
  findFirstCalendarDate,
  toCalendarFindings,
} from './build-market-calendar.ts';
import type { MarketMaterial } from './expand-formula-substances.ts';

// Entries 84 (linalool, listed before 2023/1545) and 331 (camphor, added by 2023/1545) of the EU data.
const ALLERGENS: AllergenListEntry[] = [
  { annexIiiReference: '84', labelName: 'Linalool', casNumbers: ['78-70-6'], isListedBefore20231545: true },
  {
    annexIiiReference: '331',
    labelName: 'Camphor',
    casNumbers: ['464-48-2', '464-49-3'],
    isListedBefore20231545: false,
  },
];
const MATERIALS = new Map<string, MarketMaterial>([
  [
    'linalool',
    { id: 'linalool', name: 'Linalool', casNumbers: ['78-70-6'], constituents: [], isCompositionKnown: true },
  ],
  ['camphor', { id: 'camphor', name: 'Camphor', casNumbers: ['464-49-3'], constituents: [], isCompositionKnown: true }],
  ['dpg', { id: 'dpg', name: 'DPG', casNumbers: ['25265-71-8'], constituents: [], isCompositionKnown: true }],
]);

const formula = (formulaId: string, materialId: string) => ({
  formulaId,
  name: formulaId,
  findings: toCalendarFindings(
    findRuleFindings({
      productType: 'leave-on',
      dosagePercent: 2,
      // 0.25 g in 100 g at 2 % → 0.005 % in the product, above 0.001 % (leave-on).
      lines: [
        { line: 3, materialId, grams: 0.25 },
        { line: 4, materialId: 'dpg', grams: 99.75 },
      ],
      materials: MATERIALS,
      data: { allergens: { version: 'test', entries: ALLERGENS }, prop65: null },
      markets: ['EU', 'CA', 'UK'],
    }),
  ),
});

describe('buildMarketCalendar', () => {
  const library = [formula('Camphor eau', 'camphor'), formula('Linalool eau', 'linalool')];

  it.each([
    // from, to, the dates listed with market: formulas
    [
      '2026-01-01',
      undefined,
      [
        '2026-04-12 CA: Linalool eau',
        '2026-07-31 CA: Camphor eau',
        '2026-07-31 EU: Camphor eau',
        '2028-07-31 CA: Camphor eau',
        '2028-07-31 EU: Camphor eau',
      ],
    ],
    ['2026-11-28', undefined, ['2028-07-31 CA: Camphor eau', '2028-07-31 EU: Camphor eau']],
    ['2026-01-01', '2026-06-30', ['2026-04-12 CA: Linalool eau']],
  ])('from %s to %s lists %j', (from, to, expected) => {
    const calendar = buildMarketCalendar({ formulas: library, from, ...(to ? { to } : {}) });
    expect(
      calendar.flatMap((date) =>
        date.markets.map((market) => `${date.date} ${market.market}: ${market.formulas.map((f) => f.name).join(', ')}`),
      ),
    ).toEqual(expected);
  });

  it('gives the diff per formula: the line, the rule and the allergen; 2028 is a new label, not a new verdict', () => {
    const calendar = buildMarketCalendar({ formulas: library, from: '2026-01-01' });
    const eu2026 = calendar.find((date) => date.date === '2026-07-31')?.markets.find((m) => m.market === 'EU');
    expect(eu2026?.formulas[0]).toMatchObject({
      formulaId: 'Camphor eau',
      changesVerdict: true,
      changes: [
        {
          ruleId: 'eu-2023-1545-new-products',
          kind: 'declare-allergen',
          subject: 'Camphor',
          line: 3,
          materialName: 'Camphor',
          threshold: 0.001,
        },
      ],
    });
    const eu2028 = calendar.find((date) => date.date === '2028-07-31')?.markets.find((m) => m.market === 'EU');
    expect(eu2028?.formulas[0]).toMatchObject({ changesVerdict: false, needsNewLabel: true });
  });
});

describe('findFirstCalendarDate', () => {
  const library = [formula('Camphor eau', 'camphor'), formula('Linalool eau', 'linalool')];
  const plain = [formula('Plain eau', 'dpg')];

  // SOR/2024-63: Canada's labelling of the allergens listed before (EU) 2023/1545 from 12 April 2026; (EU) 2023/1545
  // Article 2: products placed on the market from 31 July 2026, every product made available from 31 July 2028.
  it.each([
    ['the Canadian date first', library, '2026-01-01', undefined, '2026-04-12'],
    ['a date is its own first day', library, '2026-04-12', undefined, '2026-04-12'],
    ['the 2023/1545 date next', library, '2026-04-13', undefined, '2026-07-31'],
    ['the 2028 date once 2026 has passed', library, '2026-11-28', undefined, '2028-07-31'],
    ['nothing after the last date', library, '2028-08-01', undefined, null],
    ['nothing in a window without a date', library, '2026-01-01', '2026-04-11', null],
    ['nothing for a formula without an allergen', plain, '2026-01-01', undefined, null],
  ])('%s', (_, formulas, from, to, expected) => {
    const input = { formulas, from, ...(to ? { to } : {}) };
    expect(findFirstCalendarDate(input)).toBe(expected);
    // The calendar's own first date, built whole.
    expect(buildMarketCalendar(input)[0]?.date ?? null).toBe(expected);
  });
});

describe('buildNextCalendarDate', () => {
  const camphor = formula('Camphor eau', 'camphor');
  const linalool = formula('Linalool eau', 'linalool');
  const renamed = (source: typeof camphor, formulaId: string, name: string) => ({ ...source, formulaId, name });

  it('is the next deadline of the texts: 31 July 2028 in Canada and the EU for the camphor eau only', () => {
    const next = buildNextCalendarDate({ formulas: [linalool, camphor], from: '2026-11-28' });
    expect(next?.formulaCount).toBe(1);
    expect(next?.date.date).toBe('2028-07-31');
    expect(next?.date.markets.map((market) => `${market.market}: ${market.formulas[0]?.name}`)).toEqual([
      'CA: Camphor eau',
      'EU: Camphor eau',
    ]);
  });

  // The whole calendar's first date, each market's formulas cut to the first: the same answer, however the library
  // is ordered, named (ties, accents, case) or dated.
  it.each([
    ['both formulas, from 2026', [camphor, linalool], '2026-01-01', undefined],
    ['the 2026 EU date', [linalool, camphor], '2026-04-13', undefined],
    [
      'names out of order, accents and case',
      [
        renamed(camphor, 'a', 'éclat'),
        renamed(camphor, 'b', 'Eclat'),
        renamed(camphor, 'c', 'azur'),
        renamed(camphor, 'd', 'Zeste'),
      ],
      '2026-04-13',
      undefined,
    ],
    [
      'equal names: the first met',
      [renamed(camphor, 'x', 'Eau'), renamed(camphor, 'y', 'Eau'), renamed(linalool, 'z', 'Eau')],
      '2026-04-13',
      undefined,
    ],
    ['a window', [camphor, linalool], '2026-01-01', '2026-12-31'],
    ['nothing coming', [camphor, linalool], '2028-08-01', undefined],
  ])('%s', (_, formulas, from, to) => {
    const input = { formulas, from, ...(to ? { to } : {}) };
    const [whole] = buildMarketCalendar(input);
    const next = buildNextCalendarDate(input);
    if (!whole) return expect(next).toBeNull();
    expect(next?.date).toEqual({
      ...whole,
      markets: whole.markets.map((market) => ({ ...market, formulas: market.formulas.slice(0, 1) })),
    });
    expect(next?.formulaCount).toBe(
      new Set(whole.markets.flatMap((market) => market.formulas.map((entry) => entry.formulaId))).size,
    );
  });
});

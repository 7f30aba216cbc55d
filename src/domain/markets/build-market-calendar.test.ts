import { describe, expect, it } from 'vitest';
import type { AllergenListEntry } from './assess-markets.ts';
import { findRuleFindings } from './assess-markets.ts';
import { buildMarketCalendar, toCalendarFindings } from './build-market-calendar.ts';
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

import { describe, expect, it } from 'vitest';
import { assessMarkets } from './compliance-verdict.ts';

describe('assessMarkets: the market rules a verdict covers', () => {
  it.each([
    [
      'a cosmetic in the EU: Regulation (EC) No 1223/2009 Annexes II and III, held as data',
      'cosmetic',
      'EU',
      'assessed',
    ],
    ['a cosmetic in the UK: its rules are not held', 'cosmetic', 'UK', 'not-assessed'],
    [
      'a candle in the EU: the Cosmetics Regulation does not cover it (Article 2(1)(a))',
      'not-cosmetic',
      'EU',
      'not-applicable',
    ],
    ['a candle in the US: nothing held, not assessed', 'not-cosmetic', 'US', 'not-assessed'],
  ] as const)('%s', (_name, productType, market, status) => {
    const [entry] = assessMarkets([market], productType);
    expect(entry?.status).toBe(status);
    // Rules are named only where they were applied.
    expect(entry?.rules === null).toBe(status !== 'assessed');
  });

  it('names what does not apply, and keeps the order of the markets chosen', () => {
    expect(assessMarkets(['UK', 'EU'], 'not-cosmetic').map((entry) => entry.label)).toEqual([
      'Not assessed for the United Kingdom',
      'Not a cosmetic: the cosmetic rules held for the European Union (Regulation (EC) No 1223/2009, Annexes II and III (ECHA export)) do not apply',
    ]);
    expect(assessMarkets(['EU']).map((entry) => entry.label)).toEqual(['Assessed for the European Union']);
  });
});

import { describe, expect, it } from 'vitest';
import { classify, ingredient } from '../../../tests/fixtures/clp-mixture-fixtures.ts';

/**
 * An Aquatic Acute 1 or Chronic 1 ingredient whose M-factor neither Annex VI nor the supplier gives (galaxolide,
 * 1222-05-5, and musk ketone, 81-14-1, are such Annex VI entries in ATP 21). Regulation (EC) No 1272/2008: Article
 * 10(2) has the supplier set it; Annex I Table 4.1.3 starts M-factors at 1; 4.1.3.5.5.5 multiplies the ingredient's
 * concentration by it in Tables 4.1.1 and 4.1.2. Counting it with M = 1 gives the lowest classification the mixture
 * can have; below the top category a higher M-factor could raise it, so the class is also "not determined".
 * Every number below is worked out by hand from those tables (Acute 1: Σ M × A1 ≥ 25 %; Chronic 1: Σ M × C1 ≥ 25 %;
 * Chronic 2: Σ 10 × M × C1 + C2 ≥ 25 %; Chronic 3: Σ 100 × M × C1 + 10 × C2 + C3 ≥ 25 %).
 */
describe('aquatic Acute 1 / Chronic 1 ingredients without an M-factor (Article 10(2); Annex I 4.1.3.5.5.5)', () => {
  it.each([
    // name, ingredients [classification, %, M or none], codes with M = 1, classes not determined
    [
      'Chronic 1 2 %, no M: 10 × 2 = 20 < 25, 100 × 2 = 200 ≥ 25 → at least Chronic 3',
      [['Aquatic Chronic 1; H410', 2]],
      ['Aquatic Chronic 3; H412'],
      ['Aquatic Chronic'],
    ],
    [
      'Chronic 1 2 %, M = 1 given: Chronic 3, decided',
      [['Aquatic Chronic 1; H410', 2, 1]],
      ['Aquatic Chronic 3; H412'],
      [],
    ],
    [
      'Chronic 1 30 %, no M: 30 ≥ 25 → Chronic 1, the top: decided',
      [['Aquatic Chronic 1; H410', 30]],
      ['Aquatic Chronic 1; H410'],
      [],
    ],
    [
      'Chronic 1 0.2 %, no M: 100 × 0.2 = 20 < 25 → none with M = 1, not decided',
      [['Aquatic Chronic 1; H410', 0.2]],
      [],
      ['Aquatic Chronic'],
    ],
    [
      'Chronic 1 0.05 %, no M: under the 0.1 % cut-off at M = 1 → none, nothing flagged',
      [['Aquatic Chronic 1; H410', 0.05]],
      [],
      [],
    ],
    [
      'Acute 1 30 %, no M: 30 ≥ 25 → Acute 1, the top: decided',
      [['Aquatic Acute 1; H400', 30]],
      ['Aquatic Acute 1; H400'],
      [],
    ],
    [
      'Acute 1 10 %, no M: 10 < 25 → none with M = 1, not decided',
      [['Aquatic Acute 1; H400', 10]],
      [],
      ['Aquatic Acute'],
    ],
    [
      'Acute 1 M = 1 20 % + Acute 1 no M 10 %: 30 ≥ 25 → Acute 1, the top: decided',
      [
        ['Aquatic Acute 1; H400', 20, 1],
        ['Aquatic Acute 1; H400', 10],
      ],
      ['Aquatic Acute 1; H400'],
      [],
    ],
    [
      'Chronic 1 no M 10 % + Chronic 2 25 %: 10 × 10 + 25 = 125 → at least Chronic 2',
      [
        ['Aquatic Chronic 1; H410', 10],
        ['Aquatic Chronic 2; H411', 25],
      ],
      ['Aquatic Chronic 2; H411'],
      ['Aquatic Chronic'],
    ],
    [
      'Chronic 2 25 % alone: no M-factor is asked of a Chronic 2 ingredient',
      [['Aquatic Chronic 2; H411', 25]],
      ['Aquatic Chronic 2; H411'],
      [],
    ],
  ] as const)('%s', (_name, rows, codes, open) => {
    const { result } = classify(
      rows.map(([text, percent, m], index) => ingredient(`I${index}`, percent, [text], { m })),
    );
    expect(result.classification.map((entry) => `${entry.class} ${entry.category}; ${entry.hStatement}`)).toEqual(
      codes,
    );
    expect(result.undetermined.map((entry) => entry.class)).toEqual(open);
  });

  it('names the ingredient and the M-factor to give, and says what M = 1 gave', () => {
    const { result } = classify([ingredient('galaxolide', 2, ['Aquatic Acute 1; H400', 'Aquatic Chronic 1; H410'])]);
    const open = result.undetermined.find((entry) => entry.class === 'Aquatic Chronic');
    expect(open?.reason).toContain('galaxolide (2 %)');
    expect(open?.reason).toContain('at least Aquatic Chronic 3 (H412)');
    expect(open?.missing).toEqual(['chronic M-factor of galaxolide']);
    expect(result.undetermined.find((entry) => entry.class === 'Aquatic Acute')?.missing).toEqual([
      'acute M-factor of galaxolide',
    ]);
  });
});

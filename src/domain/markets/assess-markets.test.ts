import { describe, expect, it } from 'vitest';
import type { AllergenListEntry, AssessMarketsInput, MarketVerdict } from './assess-markets.ts';
import { assessMarkets, findRuleFindings } from './assess-markets.ts';
import type { MarketMaterial } from './expand-formula-substances.ts';
import { mergeProp65Listings, parseProp65List } from './parse-prop65-list.ts';

/**
 * Expected values computed by hand from the texts:
 * - Annex III labelling entries (Reg. (EC) 1223/2009): declare when the % in the finished product "exceeds"
 *   0,001 % (leave-on) or 0,01 % (rinse-off), summed over the entry's CAS (compliance-rules.md §7, T10, T11).
 * - SOR/2024-63 (Canada Gazette Part II, Vol. 158, No. 9): from 12 April 2026 the allergens listed before
 *   (EU) 2023/1545; the full list on the EU's dates.
 * - (EU) 2023/1545 Art. 2: non-complying products "may be placed on the Union market until 31 July 2026 and
 *   made available on the Union market until 31 July 2028".
 * - Proposition 65: OEHHA list of 29 December 2023 (rows copied below), warning 12 months after listing
 *   (H&S Code §25249.10(b)), text of 27 CCR §25603(a)(2)(A).
 */

// fragrance_allergens_labelling.csv: entry 84 linalool (original_26 true; 126-91-0 its isomer, compliance-rules T11),
// entry 331 camphor (original_26 false, added by 2023/1545).
const ALLERGENS: AllergenListEntry[] = [
  { annexIiiReference: '84', labelName: 'Linalool', casNumbers: ['78-70-6', '126-91-0'], isListedBefore20231545: true },
  {
    annexIiiReference: '331',
    labelName: 'Camphor',
    casNumbers: ['464-48-2', '464-49-3'],
    isListedBefore20231545: false,
  },
];

// p65chemicalslist.csv, the rows of beta-Myrcene and Safrole as published.
const PROP65 = mergeProp65Listings(
  parseProp65List([
    {
      Chemical: 'beta-Myrcene',
      'Type of Toxicity': 'cancer',
      'Listing Mechanism': 'AB',
      'CAS No.': '123-35-3',
      'Date Listed': '27-Mar-15',
      'NSRL or MADL (µg/day)a': '',
    },
    {
      Chemical: 'Safrole',
      'Type of Toxicity': 'cancer',
      'Listing Mechanism': 'SQE',
      'CAS No.': '94-59-7',
      'Date Listed': '1-Jan-88',
      'NSRL or MADL (µg/day)a': '3',
    },
  ]),
);

const substance = (id: string, name: string, cas: string[]): MarketMaterial => ({
  id,
  name,
  casNumbers: cas,
  constituents: [],
  isCompositionKnown: true,
});

const MATERIALS = new Map<string, MarketMaterial>([
  ['linalool', substance('linalool', 'Linalool', ['78-70-6'])],
  ['linalool-isomer', substance('linalool-isomer', 'Linalool isomer', ['126-91-0'])],
  ['camphor', substance('camphor', 'Camphor', ['464-49-3'])],
  ['dpg', substance('dpg', 'Dipropylene glycol', ['25265-71-8'])],
  [
    'bergamot',
    {
      id: 'bergamot',
      name: 'Bergamot oil',
      casNumbers: ['8007-75-8'],
      // A test constituent profile (input data, not a regulatory value): 1 % myrcene.
      constituents: [{ materialId: null, name: 'beta-Myrcene', casNumbers: ['123-35-3'], percent: 1 }],
      isCompositionKnown: true,
    },
  ],
  [
    'unknown-natural',
    { id: 'unknown-natural', name: 'Mystery absolute', casNumbers: [], constituents: [], isCompositionKnown: false },
  ],
]);

const DATA = {
  allergens: { version: 'ECHA export 2024-05-16', entries: ALLERGENS },
  prop65: { version: 'OEHHA 29 December 2023', listings: PROP65 },
};

function assess(overrides: Partial<AssessMarketsInput>): MarketVerdict[] {
  return assessMarkets({
    date: '2026-11-28',
    productType: 'leave-on',
    dosagePercent: 2,
    lines: [],
    materials: MATERIALS,
    data: DATA,
    ...overrides,
  });
}

const verdictOf = (verdicts: MarketVerdict[], market: string) => verdicts.find((verdict) => verdict.market === market)!;

// 0.25 g linalool in 100 g concentrate at 2 % → 0.25 × 2 / 100 = 0.005 % in the product.
const LINALOOL_0_005 = [
  { line: 1, materialId: 'linalool', grams: 0.25 },
  { line: 2, materialId: 'dpg', grams: 99.75 },
];
// Same for camphor (entry 331, added by 2023/1545).
const CAMPHOR_0_005 = [
  { line: 1, materialId: 'camphor', grams: 0.25 },
  { line: 2, materialId: 'dpg', grams: 99.75 },
];

describe('assessMarkets: allergen labelling by date', () => {
  it.each([
    // market, product type, date, declared labels
    ['CA', 'leave-on', '2026-04-11', []],
    ['CA', 'leave-on', '2026-04-12', ['Linalool']],
    ['CA', 'rinse-off', '2026-04-12', []],
    ['EU', 'leave-on', '2026-04-11', ['Linalool']],
    ['EU', 'leave-on', '2005-03-10', []],
    ['UK', 'leave-on', '2026-04-11', ['Linalool']],
  ] as const)('linalool at 0.005 percent: %s, %s, on %s declares %j', (market, productType, date, labels) => {
    const verdict = verdictOf(assess({ lines: LINALOOL_0_005, productType, date }), market);
    expect(verdict.declarations.map((declaration) => declaration.labelName)).toEqual(labels);
    expect(verdict.status).toBe(labels.length > 0 ? 'action-required' : 'no-findings');
  });

  it('names the line, the concentration and the threshold of a declaration', () => {
    const [declaration] = verdictOf(assess({ lines: LINALOOL_0_005 }), 'CA').declarations;
    expect(declaration).toMatchObject({ annexIiiReference: '84', threshold: 0.001, startsOn: '2026-04-12' });
    expect(declaration?.concentration).toBeCloseTo(0.005, 12);
    expect(declaration?.sources).toEqual([
      { line: 1, materialName: 'Linalool', throughMaterialName: null, percentInProduct: expect.closeTo(0.005, 12) },
    ]);
  });

  it.each([
    ['EU', '2026-07-31', []],
    ['EU', '2026-08-01', ['Camphor']],
    ['CA', '2026-07-31', []],
    ['CA', '2026-08-01', ['Camphor']],
    ['UK', '2030-01-01', []],
  ] as const)('camphor at 0.005 percent (added by 2023/1545): %s on %s declares %j', (market, date, labels) => {
    const verdict = verdictOf(assess({ lines: CAMPHOR_0_005, date }), market);
    expect(verdict.declarations.map((declaration) => declaration.labelName)).toEqual(labels);
  });

  it('lists the 2023/1545 dates still to come for a formula they affect', () => {
    const verdict = verdictOf(assess({ lines: CAMPHOR_0_005, date: '2026-01-01' }), 'EU');
    expect(verdict.upcoming.map((change) => [change.deadline, change.appliesTo])).toEqual([
      ['2026-07-31', 'new-products'],
      ['2028-07-31', 'existing-products'],
    ]);
  });

  it('says plainly that GB does not record 2023/1545 or its own divergence', () => {
    const verdict = verdictOf(assess({ lines: CAMPHOR_0_005 }), 'UK');
    expect(verdict.status).toBe('no-findings');
    expect(verdict.notAssessed.map((item) => item.scope).join(' ')).toMatch(/2023\/1545.*GB amendments/s);
  });

  it.each([
    // grams of linalool in 100 g at dosage 1 % → % in product; declared iff strictly above 0.001 %.
    ['exactly at the threshold (0.001 %) is not declared', [{ line: 1, materialId: 'linalool', grams: 0.1 }], 1, false],
    [
      'two CAS of the entry summed, 0.0006 % each → 0.0012 %',
      [
        { line: 1, materialId: 'linalool', grams: 0.06 },
        { line: 2, materialId: 'linalool-isomer', grams: 0.06 },
      ],
      1,
      true,
    ],
  ])('%s', (_, lines, dosagePercent, declared) => {
    const padded = [...lines, { line: 9, materialId: 'dpg', grams: 100 - lines.reduce((sum, l) => sum + l.grams, 0) }];
    const verdict = verdictOf(assess({ lines: padded, dosagePercent, date: '2020-01-01' }), 'EU');
    expect(verdict.declarations.length > 0).toBe(declared);
  });
});

describe('assessMarkets: California Proposition 65', () => {
  // Bergamot oil 10 g of 100 g at 20 %: oil 2 % of the product, myrcene 1 % of it → 0.02 %.
  const lines = [
    { line: 1, materialId: 'bergamot', grams: 10 },
    { line: 2, materialId: 'dpg', grams: 90 },
  ];

  it('flags beta-myrcene through the natural, naming the oil and the §25603 text', () => {
    const verdict = verdictOf(assess({ lines, dosagePercent: 20 }), 'US-CA');
    expect(verdict.status).toBe('action-required');
    expect(verdict.warnings).toHaveLength(1);
    expect(verdict.warnings[0]).toMatchObject({
      chemical: 'beta-Myrcene',
      cas: '123-35-3',
      toxicity: ['cancer'],
      listedOn: '2015-03-27',
      startsOn: '2016-03-27',
      safeHarbourLevel: null,
    });
    expect(verdict.warnings[0]?.sources).toEqual([
      {
        line: 1,
        materialName: 'Bergamot oil',
        throughMaterialName: 'Bergamot oil',
        percentInProduct: expect.closeTo(0.02, 12),
      },
    ]);
    expect(verdict.warningText).toBe(
      'WARNING: This product can expose you to chemicals including beta-Myrcene, which is known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov.',
    );
  });

  it.each([
    ['2016-03-26', 0],
    ['2016-03-27', 1],
  ])('on %s (myrcene listed 27 March 2015, warning 12 months later) gives %i warnings', (date, count) => {
    expect(verdictOf(assess({ lines, dosagePercent: 20, date }), 'US-CA').warnings).toHaveLength(count);
  });

  it('is not assessed without the imported list', () => {
    const verdict = verdictOf(assess({ lines, data: { ...DATA, prop65: null } }), 'US-CA');
    expect(verdict).toMatchObject({ status: 'not-assessed', reason: expect.stringMatching(/not been imported/) });
  });
});

describe('assessMarkets: markets that cannot be assessed are never compliant', () => {
  it('US federal reads "no federal allergen labelling rule yet"', () => {
    const verdict = verdictOf(assess({ lines: LINALOOL_0_005 }), 'US');
    expect(verdict.status).toBe('not-assessed');
    expect(verdict.reason).toMatch(/^No federal fragrance-allergen labelling rule yet/);
  });

  it('Canada lists the Cosmetic Ingredient Hotlist as not assessed', () => {
    const verdict = verdictOf(assess({ lines: LINALOOL_0_005 }), 'CA');
    expect(verdict.notAssessed[0]?.scope).toMatch(/Hotlist/);
  });

  it.each(['EU', 'CA', 'UK'])('%s: a product that is not a cosmetic is not assessed', (market) => {
    expect(verdictOf(assess({ lines: LINALOOL_0_005, productType: 'not-cosmetic' }), market).status).toBe(
      'not-assessed',
    );
  });

  it('a natural of unknown composition without findings cannot be verified', () => {
    const verdict = verdictOf(assess({ lines: [{ line: 1, materialId: 'unknown-natural', grams: 1 }] }), 'CA');
    expect(verdict.status).toBe('cannot-be-verified');
    expect(verdict.gaps).toEqual([{ line: 1, materialName: 'Mystery absolute' }]);
  });

  it('no verdict ever reads compliant', () => {
    const statuses = assess({ lines: [{ line: 1, materialId: 'dpg', grams: 1 }] }).map((verdict) => verdict.status);
    expect(statuses).not.toContain('compliant');
    expect(statuses).toEqual(['no-findings', 'no-findings', 'no-findings', 'not-assessed', 'no-findings']);
  });
});

describe('findRuleFindings', () => {
  it('gives every dated rule its findings, whatever the date', () => {
    const findings = findRuleFindings({
      productType: 'leave-on',
      dosagePercent: 2,
      lines: CAMPHOR_0_005,
      materials: MATERIALS,
      data: DATA,
      markets: ['EU', 'CA'],
    }).filter((finding) => finding.declarations.length > 0);
    expect(findings.map((finding) => finding.ruleId)).toEqual([
      'eu-2023-1545-new-products',
      'eu-2023-1545-existing-products',
      'ca-sor-2024-63-2023-1545-new-products',
      'ca-sor-2024-63-2023-1545-existing-products',
    ]);
  });
});

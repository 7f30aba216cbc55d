import { describe, expect, it } from 'vitest';
import {
  buildWizardRows,
  proposeFormulaStructure,
  type WizardBrief,
  type WizardCandidate,
  type WizardGap,
} from './propose-formula-structure.ts';

let next = 0;
const material = (name: string, hours: number | null, change: Partial<WizardCandidate> = {}): WizardCandidate => ({
  id: `m${next++}`,
  name,
  cas: null,
  odourFamily: 'Woody',
  notePosition: null,
  substantivityHours: hours,
  pricePerGram: 0.1,
  sourceCount: 1,
  maxPercent: 'not-limited',
  ...change,
});
const brief = (change: Partial<WizardBrief> = {}): WizardBrief => ({
  productType: 'eau-de-parfum',
  family: 'woody',
  budgetPerGram: null,
  ...change,
});

const FULL_WOODY = [
  material('Top A', 2),
  material('Top B', 4),
  material('Top C', 8),
  material('Heart A', 30),
  material('Heart B', 40),
  material('Heart C', 60),
  material('Heart D', 100),
  material('Base A', 300),
  material('Base B', 400),
  material('Base C', 500),
];
const gapKinds = (gaps: WizardGap[]) => gaps.map((gap) => gap.kind);

describe('proposeFormulaStructure', () => {
  it.each<
    [
      string,
      WizardBrief,
      WizardCandidate[],
      { lines: number; top?: number; heart?: number; base?: number; gaps: WizardGap['kind'][] },
    ]
  >([
    [
      'a full family gives a balanced 100 g (EdP 20/40/40)',
      brief(),
      FULL_WOODY,
      { lines: 10, top: 20, heart: 40, base: 40, gaps: [] },
    ],
    [
      'an EdT has a brighter top (30/40/30)',
      brief({ productType: 'eau-de-toilette' }),
      FULL_WOODY,
      { lines: 10, top: 30, heart: 40, base: 30, gaps: [] },
    ],
    [
      'no material of the family: nothing invented',
      brief({ family: 'Aquatic' }),
      FULL_WOODY,
      { lines: 0, gaps: ['no-candidates'] },
    ],
    [
      'materials without substantivity are not used',
      brief(),
      [material('Mystery', null)],
      { lines: 0, gaps: ['no-candidates'] },
    ],
    [
      'a missing tier is reported and its share goes to the others',
      brief(),
      [
        material('Heart A', 30),
        material('Heart B', 40),
        material('Heart C', 60),
        material('Heart D', 100),
        material('Base A', 300),
        material('Base B', 400),
        material('Base C', 500),
      ],
      { lines: 7, top: 0, heart: 50, base: 50, gaps: ['tier-short'] },
    ],
    [
      'a prohibited material is left out',
      brief(),
      [...FULL_WOODY, material('Banned', 3, { maxPercent: 'prohibited' })],
      { lines: 10, top: 20, gaps: ['prohibited-left-out'] },
    ],
  ])('%s', (_, input, candidates, expected) => {
    const proposal = proposeFormulaStructure(input, candidates);
    expect(proposal.lines).toHaveLength(expected.lines);
    expect(gapKinds(proposal.gaps)).toEqual(expected.gaps);
    for (const tier of ['top', 'heart', 'base'] as const)
      if (expected[tier] !== undefined) expect(proposal.pyramid[tier]).toBeCloseTo(expected[tier], 2);
    if (expected.lines > 0) expect(proposal.lines.reduce((sum, line) => sum + line.grams, 0)).toBeCloseTo(100, 3);
  });

  it('keeps every line within its IFRA maximum and moves the rest to its tier', () => {
    const capped = [
      material('Top A', 2, { maxPercent: 1 }),
      material('Top B', 4),
      material('Top C', 8),
      ...FULL_WOODY.slice(3),
    ];
    const proposal = proposeFormulaStructure(brief(), capped);
    const topA = proposal.lines.find((line) => line.name === 'Top A');
    expect(topA).toMatchObject({ grams: 1, isCapped: true });
    expect(proposal.pyramid.top).toBeCloseTo(20, 2);
  });

  it('reports what cannot be placed when every line is capped', () => {
    const proposal = proposeFormulaStructure(brief(), [material('Only', 2, { maxPercent: 5 })]);
    expect(proposal.lines[0]?.grams).toBe(5);
    expect(proposal.gaps).toContainEqual({ kind: 'unfilled', grams: 95 });
  });

  it('prefers materials within budget and reports cost, unpriced lines and an overrun honestly', () => {
    const tops = [
      material('Dear', 2, { pricePerGram: 5 }),
      material('Cheap', 3, { pricePerGram: 0.1 }),
      material('Unpriced', 4, { pricePerGram: null }),
      material('Fair', 5, { pricePerGram: 0.2 }),
    ];
    const proposal = proposeFormulaStructure(brief({ budgetPerGram: 0.15 }), [...tops, ...FULL_WOODY.slice(3)]);
    expect(proposal.lines.filter((line) => line.tier === 'top').map((line) => line.name)).toEqual([
      'Cheap',
      'Fair',
      'Dear',
    ]);
    expect(proposal.costPerGram).toBeCloseTo(((20 / 3) * (0.1 + 0.2 + 5) + 80 * 0.1) / 100, 4);
    expect(gapKinds(proposal.gaps)).toEqual(['over-budget']);
  });

  it('prefers the better-known materials when nothing else tells them apart', () => {
    const tops = [
      material('Obscure', 2, { sourceCount: 1 }),
      material('Bergamot', 3, { sourceCount: 9 }),
      material('Lemon', 4, { sourceCount: 5 }),
      material('Rare', 5, { sourceCount: 0 }),
    ];
    const proposal = proposeFormulaStructure(brief(), [...tops, ...FULL_WOODY.slice(3)]);
    expect(proposal.lines.filter((line) => line.tier === 'top').map((line) => line.name)).toEqual([
      'Bergamot',
      'Lemon',
      'Obscure',
    ]);
  });

  it('flags lines whose IFRA limit or price is unknown', () => {
    const proposal = proposeFormulaStructure(brief(), [
      material('No data', 2, { maxPercent: 'unknown', pricePerGram: null }),
    ]);
    expect(gapKinds(proposal.gaps)).toEqual(['tier-short', 'tier-short', 'tier-short', 'no-ifra-data', 'unpriced']);
    expect(proposal.costPerGram).toBeNull();
  });
});

describe('buildWizardRows', () => {
  it("makes one neat row in grams a line, its note in the notes, in the structure's order", () => {
    const rows = buildWizardRows([
      {
        materialId: 'm-berg',
        name: 'Bergamot oil',
        cas: '8007-75-8',
        tier: 'top',
        grams: 12.5,
        maxPercent: 0.4,
        pricePerGram: null,
        isCapped: true,
      },
      {
        materialId: 'm-iso',
        name: 'Iso E Super',
        cas: null,
        tier: 'base',
        grams: 30,
        maxPercent: 'not-limited',
        pricePerGram: 0.1,
        isCapped: false,
      },
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'wizard-0',
        materialId: 'm-berg',
        name: 'Bergamot oil',
        cas: '8007-75-8',
        amount: 12.5,
        unit: 'g',
        purity: 1,
        diluent: null,
        notes: 'top note',
        isExcluded: false,
        isLocked: false,
      }),
      expect.objectContaining({ id: 'wizard-1', materialId: 'm-iso', cas: null, amount: 30, notes: 'base note' }),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { WizardCandidate } from '../formulas/propose-formula-structure.ts';
import {
  buildWizardPrompt,
  buildWizardRetryPrompt,
  resolveWizardLines,
  WizardStructureInputSchema,
  wizardRef,
} from './wizard-structure.ts';

const candidate = (id: string, name: string, maxPercent: WizardCandidate['maxPercent'], price: number | null = null) =>
  ({
    id,
    name,
    cas: `${id}-cas`,
    odourFamily: 'citrus',
    notePosition: 'top',
    substantivityHours: 4,
    pricePerGram: price,
    sourceCount: 1,
    maxPercent,
  }) satisfies WizardCandidate;

const candidates = [
  candidate('a', 'Limonene', 'not-limited', 0.02),
  candidate('b', 'Citral', 0.6),
  candidate('c', 'Bergamot oil', 'unknown'),
];

describe('resolveWizardLines', () => {
  it.each([
    {
      name: 'scales the shares to 100 g and takes names, CAS and limits from the library',
      lines: [
        { ref: 'M1', tier: 'top', percent: 30 },
        { ref: 'M3', tier: 'base', percent: 10 },
      ],
      grams: { a: 75, c: 25 },
      unknown: [],
    },
    {
      name: 'drops and names references that are not in the list, and invented ones',
      lines: [
        { ref: 'M2', tier: 'heart', percent: 50 },
        { ref: 'M9', tier: 'top', percent: 40 },
        { ref: 'Iso E Super', tier: 'base', percent: 10 },
      ],
      grams: { b: 100 },
      unknown: ['M9', 'Iso E Super'],
    },
    {
      name: 'merges a reference given twice and ignores zero shares',
      lines: [
        { ref: 'm1', tier: 'top', percent: 20 },
        { ref: 'M1', tier: 'heart', percent: 20 },
        { ref: 'M2', tier: 'heart', percent: 0 },
      ],
      grams: { a: 100 },
      unknown: [],
    },
    { name: 'returns no line for no answer', lines: [], grams: {}, unknown: [] },
  ] as const)('$name', ({ lines, grams, unknown }) => {
    const resolved = resolveWizardLines({ lines: [...lines], rationale: '' }, candidates);
    expect(Object.fromEntries(resolved.lines.map((line) => [line.materialId, line.grams]))).toEqual(grams);
    expect(resolved.unknownRefs).toEqual(unknown);
    for (const line of resolved.lines) {
      const source = candidates.find((entry) => entry.id === line.materialId)!;
      expect(line).toMatchObject({ name: source.name, cas: source.cas, maxPercent: source.maxPercent });
    }
  });

  it('marks a line at or above its IFRA maximum as capped', () => {
    const resolved = resolveWizardLines(
      {
        lines: [
          { ref: 'M2', tier: 'heart', percent: 1 },
          { ref: 'M1', tier: 'top', percent: 99 },
        ],
        rationale: '',
      },
      candidates,
    );
    expect(resolved.lines.find((line) => line.materialId === 'b')?.isCapped).toBe(true);
    expect(resolved.lines.find((line) => line.materialId === 'a')?.isCapped).toBe(false);
    expect(resolved.lines.map((line) => line.tier)).toEqual(['top', 'heart']);
  });
});

describe('buildWizardPrompt', () => {
  it('lists each candidate by reference with its limit and price, and the brief', () => {
    const prompt = buildWizardPrompt(
      {
        productType: 'eau-de-parfum',
        family: 'citrus',
        ifraCategory: '4',
        dosagePercent: 18,
        note: 'a bright cologne',
      },
      candidates,
      () => 'top',
    );
    expect(prompt).toContain('IFRA category 4');
    expect(prompt).toContain('The perfumer wants: a bright cologne');
    expect(prompt).toContain(`${wizardRef(0)} | Limonene | top | not limited | 0.02`);
    expect(prompt).toContain('M2 | Citral | top | at most 0.6% alone | no price');
    expect(prompt).toContain('M3 | Bergamot oil | top | limit unknown');
  });
});

describe('WizardStructureInputSchema', () => {
  const valid = { productType: 'candle', family: 'woody', ifraCategory: '12', dosagePercent: 8 };
  it.each([
    [valid, true],
    [{ ...valid, productType: 'perfume-oil' }, false],
    [{ ...valid, ifraCategory: '13' }, false],
    [{ ...valid, dosagePercent: 0 }, false],
    [{ ...valid, family: ' ' }, false],
    [{ ...valid, note: 'x'.repeat(601) }, false],
  ])('%o is valid: %s', (input, isValid) => {
    expect(WizardStructureInputSchema.safeParse(input).success).toBe(isValid);
  });
});

describe('buildWizardRetryPrompt', () => {
  it('names each failing Standard with its figures, a prohibition as such', () => {
    const prompt = buildWizardRetryPrompt([
      { name: 'Citral', concentrationPercent: 1.1, limitPercent: 0.6, prohibited: false },
      { name: 'Musk ambrette', concentrationPercent: 0.2, limitPercent: null, prohibited: true },
    ]);
    expect(prompt).toContain('- Citral: 1.1% in the product, limit 0.6%');
    expect(prompt).toContain('- Musk ambrette: prohibited in this category');
    expect(prompt).toMatch(/answer again with the whole structure/);
  });
});

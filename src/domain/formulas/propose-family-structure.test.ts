import { describe, expect, it } from 'vitest';
import { findPerfumeryFamily, listStructureKeys, PERFUMERY_FAMILIES } from './perfumery-families.ts';
import { proposeFamilyStructure, type StructureCandidate } from './propose-family-structure.ts';

let next = 0;
const candidate = (name: string, cas: string | null, change: Partial<StructureCandidate> = {}): StructureCandidate => ({
  id: `c${next++}`,
  name,
  cas,
  pricePerGram: null,
  sourceCount: 1,
  maxPercent: 'not-limited',
  inStock: false,
  ...change,
});
const chypre = findPerfumeryFamily('chypre')!;
const brief = { productType: 'eau-de-parfum' as const, budgetPerGram: null };
const gramsOf = (proposal: ReturnType<typeof proposeFamilyStructure>, name: string) =>
  proposal.lines.find((line) => line.name === name)?.grams;

// Issue 35 item 9: the wizard's families and their structures from common perfumery materials.
describe('PERFUMERY_FAMILIES', () => {
  it('offers the families of the perfumery classifications', () => {
    expect(PERFUMERY_FAMILIES.map((family) => family.id)).toEqual([
      'citrus',
      'fougere',
      'chypre',
      'floral',
      'amber',
      'woody',
      'gourmand',
      'aquatic',
      'green',
      'leather',
    ]);
  });

  it.each(PERFUMERY_FAMILIES.map((family) => [family.id, family] as const))(
    '%s has a top, heart and base, valid CAS numbers and a cited source',
    (_id, family) => {
      for (const tier of ['top', 'heart', 'base'] as const)
        expect(family.materials.some((material) => material.tier === tier)).toBe(true);
      for (const cas of listStructureKeys(family).cas) {
        // The CAS check digit: the sum of the digits times their position from the right, modulo 10.
        const digits = cas.replaceAll('-', '').slice(0, -1).split('').reverse();
        const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
        expect(sum % 10, cas).toBe(Number(cas.at(-1)));
      }
      expect(family.source).toMatch(/Classification|Fragrance Wheel/);
    },
  );
});

describe('proposeFamilyStructure', () => {
  it('a full chypre: each note’s share of the EdP pyramid (20/40/40) split equally among its materials', () => {
    const proposal = proposeFamilyStructure(brief, chypre, [
      candidate('Bergamot oil', '8007-75-8'),
      candidate('Methyl dihydrojasmonate', '24851-98-7'),
      candidate('Rose oil', '8007-01-0'),
      candidate('Labdanum', '8016-26-0'),
      candidate('Oakmoss extract', '90028-68-5'),
      candidate('Patchouli oil', '8014-09-3'),
    ]);
    expect(proposal.lines).toHaveLength(6);
    expect(gramsOf(proposal, 'Bergamot oil')).toBe(20);
    expect(gramsOf(proposal, 'Rose oil')).toBe(20);
    expect(gramsOf(proposal, 'Patchouli oil')).toBeCloseTo(13.3333, 3);
    expect(proposal.gaps).toEqual([{ kind: 'unpriced', count: 6 }]);
  });

  it('takes the user’s stock first among materials standing for the same structure material', () => {
    const proposal = proposeFamilyStructure(brief, chypre, [
      candidate('Bergamot oil FCF', '8007-75-8', { sourceCount: 9 }),
      candidate('Bergamot oil', '89957-91-5', { inStock: true }),
    ]);
    expect(proposal.lines.map((line) => [line.name, line.inStock])).toEqual([['Bergamot oil', true]]);
  });

  it('keeps a line within its IFRA maximum and gives the rest to the other lines', () => {
    const proposal = proposeFamilyStructure(brief, chypre, [
      candidate('Bergamot oil', '8007-75-8'),
      candidate('Methyl dihydrojasmonate', '24851-98-7'),
      candidate('Oakmoss extract', '90028-68-5', { maxPercent: 0.5 }),
      candidate('Patchouli oil', '8014-09-3'),
    ]);
    // 0.5 % of the 100 g concentrate for oakmoss (the engine's maximum for the brief); the 99.5 g left are shared.
    expect(gramsOf(proposal, 'Oakmoss extract')).toBe(0.5);
    expect(proposal.lines.find((line) => line.name === 'Oakmoss extract')?.isCapped).toBe(true);
    expect(proposal.lines.reduce((sum, line) => sum + line.grams, 0)).toBeCloseTo(100, 2);
  });

  it('leaves out a prohibited material and names what the library lacks, never replacing it', () => {
    const proposal = proposeFamilyStructure(brief, chypre, [
      candidate('Bergamot oil', '8007-75-8'),
      candidate('Oakmoss extract', '90028-68-5', { maxPercent: 'prohibited' }),
    ]);
    expect(proposal.lines.map((line) => line.name)).toEqual(['Bergamot oil']);
    expect(proposal.gaps).toContainEqual({
      kind: 'materials-missing',
      names: ['Methyl dihydrojasmonate', 'Rose oil', 'Labdanum', 'Patchouli oil'],
    });
    expect(proposal.gaps).toContainEqual({ kind: 'prohibited-left-out', count: 1 });
  });

  it('matches a material by name when the library has no CAS for it', () => {
    const proposal = proposeFamilyStructure(brief, chypre, [candidate('hedione', null)]);
    expect(proposal.lines.map((line) => line.name)).toEqual(['hedione']);
  });
});

describe('the structures’ materials are known fragrance ingredients', () => {
  it('every CAS number is in the IFRA Fragrance Ingredient Glossary (2019) or the IFRA 51st Amendment Standards', async () => {
    const { readFileSync } = await import('node:fs');
    const glossary = readFileSync(
      '../shared/data/pyrfume-ifra-glossary-2019/ifra-fragrance-ingredient-glossary---oct-2019.csv',
      'utf8',
    );
    const standards = readFileSync('../shared/data/ifra-51-standards/standard_cas.csv', 'utf8');
    const unknown = PERFUMERY_FAMILIES.flatMap((family) => listStructureKeys(family).cas).filter(
      (cas) => !new RegExp(`(^|[,\\s])${cas}([,\\s]|$)`, 'm').test(glossary) && !standards.includes(cas),
    );
    expect(unknown).toEqual([]);
  });
});

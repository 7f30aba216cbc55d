import { describe, expect, it } from 'vitest';
import type { Fraction, Grams } from '../shared/units.ts';
import { buildComplianceReport } from './build-compliance-report.ts';
import { buildGoldenEngine } from '../../../tests/fixtures/golden-vector-fixtures.ts';
import type { IfraCategory } from './ifra-categories.ts';
import type { Material } from './regulatory-model.ts';

/**
 * IFRA categories 1 (lip products, toys) and 6 (mouthwash, toothpaste): the Standards' "Flavor use consideration"
 * requires every material to be recognised as a flavouring (IOFI). The data holds no flavour status, so it is the
 * user's declaration per material: declared food grade passes, declared not food grade is "Not approved", and not
 * declared is "Not assessed" (issue 27, item 6), never approved by default nor refused by guess.
 */
const material = (id: string, cas: string, isFoodGradeFlavour: boolean | null): Material => ({
  id,
  name: id,
  kind: 'substance',
  casNumbers: [cas],
  isFurocoumarinFree: false,
  isFoodGradeFlavour,
  composition: [],
});

const engine = buildGoldenEngine([
  // Unrestricted substances (no IFRA Standard, no Annex entry): ethanol, dipropylene glycol, isopropyl myristate.
  material('declared-food-grade', '64-17-5', true),
  material('declared-not-food-grade', '25265-71-8', false),
  material('not-declared', '110-27-0', null),
]);

function reportFor(materialIds: readonly string[], category: IfraCategory) {
  const result = buildComplianceReport(engine, {
    lines: materialIds.map((materialId, index) => ({
      lineId: `line-${index}`,
      materialId,
      grams: 10 as Grams,
      purity: 1 as Fraction,
      isExcluded: false,
    })),
    category,
    dosage: { basis: 'w/w', percent: 1 },
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('flavour requirement of categories 1 and 6', () => {
  it.each([
    { materials: ['declared-food-grade'], category: '1', label: 'Not limited', verdict: 'compliant', met: true },
    { materials: ['declared-food-grade'], category: '6', label: 'Not limited', verdict: 'compliant', met: true },
    {
      materials: ['declared-food-grade', 'declared-not-food-grade'],
      category: '1',
      label: 'Not approved',
      verdict: 'not-compliant',
      met: false,
    },
    {
      materials: ['declared-food-grade', 'not-declared'],
      category: '6',
      label: 'Not assessed',
      verdict: 'cannot-be-verified',
      met: null,
    },
    // A known refusal outweighs an unknown status.
    {
      materials: ['not-declared', 'declared-not-food-grade'],
      category: '1',
      label: 'Not approved',
      verdict: 'not-compliant',
      met: false,
    },
    // Outside categories 1 and 6 the flavour status plays no part.
    { materials: ['not-declared'], category: '4', label: 'Not limited', verdict: 'compliant', met: null },
    { materials: ['declared-not-food-grade'], category: '4', label: 'Not limited', verdict: 'compliant', met: null },
  ] as const)('$materials in category $category: $label', ({ materials, category, label, verdict, met }) => {
    const report = reportFor(materials, category);
    expect(report.maxDosage[category].label).toBe(label);
    expect(report.categories[category].verdict).toBe(verdict);
    expect(report.categories[category].isFlavourRequirementMet).toBe(met);
  });

  it('a formula of undeclared materials reads "Not assessed" in 1 and 6 and is judged as usual elsewhere', () => {
    const report = reportFor(['not-declared'], '4');
    expect(report.maxDosage['1']).toMatchObject({ kind: 'not-assessed', label: 'Not assessed' });
    expect(report.maxDosage['6']).toMatchObject({ kind: 'not-assessed', label: 'Not assessed' });
    expect(report.maxDosage['5A'].label).toBe('Not limited');
  });

  it.each([
    { materials: ['not-declared'], blockers: ['flavour-not-declared'] },
    { materials: ['declared-not-food-grade'], blockers: ['not-compliant'] },
    { materials: ['declared-food-grade'], blockers: [] },
  ] as const)('blocks a category 1 certificate for $materials with $blockers', ({ materials, blockers }) => {
    expect(reportFor(materials, '1').certificationBlockers).toEqual(blockers);
  });
});

import { describe, expect, it } from 'vitest';
import type { ClassificationEntry } from './clp-mixture.ts';
import { classify, ingredient } from '../../../tests/fixtures/clp-mixture-fixtures.ts';
import { classifyTransport, isEnvironmentallyHazardous } from './classify-transport.ts';

const entry = (hazardClass: ClassificationEntry['class'], category: string): ClassificationEntry => ({
  class: hazardClass,
  category,
  hStatement: '',
  route: null,
  basis: '',
  clause: '',
  contributors: [],
});

// ADR 2.2.3.1.3 (packing groups of class 3): I initial boiling point ≤ 35 °C; II flash point < 23 °C and initial
// boiling point > 35 °C; III flash point ≥ 23 °C and ≤ 60 °C and initial boiling point > 35 °C. ADR 2.2.3.1.1:
// class 3 is a flash point of not more than 60 °C. The limits are tested on both sides.
describe('classifyTransport: UN 1266 perfumery products, packing group (ADR 2.2.3.1.3)', () => {
  it.each([
    [-10, 35, 'I'],
    [-10, 34.9, 'I'],
    [22.9, 35.1, 'II'],
    [22.9, 150, 'II'],
    [23, 150, 'III'],
    [60, 180, 'III'],
  ])(
    'flash point %s °C, initial boiling point %s °C → packing group %s',
    (flashPointC, initialBoilingPointC, group) => {
      const result = classifyTransport({ flashPointC, initialBoilingPointC, classification: [] });
      expect(result).toMatchObject({
        status: 'regulated',
        unNumber: 'UN 1266',
        properShippingName: 'PERFUMERY PRODUCTS',
        hazardClass: '3',
        packingGroup: group,
        environmentallyHazardous: false,
      });
    },
  );

  it('is not class 3 above 60 °C (ADR 2.2.3.1.1): not regulated, or UN 3082 class 9 when environmentally hazardous', () => {
    expect(classifyTransport({ flashPointC: 60.1, initialBoilingPointC: 200, classification: [] }).status).toBe(
      'notRegulated',
    );
    expect(
      classifyTransport({
        flashPointC: 95,
        initialBoilingPointC: null,
        classification: [entry('Aquatic Chronic', '2')],
      }),
    ).toMatchObject({ status: 'regulated', unNumber: 'UN 3082', hazardClass: '9', packingGroup: 'III' });
  });

  it('names the two largest constituents of the aquatic classification in brackets after N.O.S. (ADR SP 274, 3.1.2.8.1)', () => {
    const acute = {
      ...entry('Aquatic Acute', '1'),
      contributors: [
        { cas: '5989-27-5', name: 'd-limonene', percent: 20 },
        { cas: '1222-05-5', name: 'galaxolide', percent: 10 },
        { cas: '81-14-1', name: 'musk ketone', percent: 0.5 },
      ],
    };
    const chronic = {
      ...entry('Aquatic Chronic', '2'),
      contributors: [
        { cas: '1222-05-5', name: 'galaxolide', percent: 10 },
        { cas: '120-51-4', name: 'benzyl benzoate', percent: 25 },
      ],
    };
    expect(
      classifyTransport({ flashPointC: 68, initialBoilingPointC: null, classification: [acute, chronic] }),
    ).toMatchObject({
      unNumber: 'UN 3082',
      properShippingName: 'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S. (benzyl benzoate, d-limonene)',
    });
  });

  // ADR 3.1.2.8.1.1: "the constituents which most predominantly contribute to the hazard". The aquatic hazard is the
  // sum of Annex I Table 4.1.1 (Σ M × Acute 1) or Table 4.1.2 (Chronic 2: Σ 10 × M × Chronic 1 + Chronic 2; Chronic 3:
  // Σ 100 × M × Chronic 1 + 10 × Chronic 2 + Chronic 3); each constituent's term in it, worked out by hand, ranks it.
  it.each([
    [
      // Chronic 2: 10 × 1 × 2 (= 20) + 15 = 35 ≥ 25; B's 20 outranks A's 15 although A is the larger share.
      'Chronic 1 (M 1) 2 % beside Chronic 2 15 % and 12 %: the Chronic 1 substance counts 10 × its share',
      [
        ['A', 15, ['Aquatic Chronic 2; H411'], 1],
        ['B', 2, ['Aquatic Chronic 1; H410'], 1],
        ['C', 12, ['Aquatic Chronic 2; H411'], 1],
      ],
      'Aquatic Chronic 2',
      '(B, A)',
    ],
    [
      // Acute 1: 10 × 3 (= 30) ≥ 25 with M = 10; Chronic 1: Σ M × Chronic 1 = 30 ≥ 25. Neither sum counts E or F
      // (Chronic 2), the larger shares: D alone contributes to the hazard ("not more than two").
      'Acute 1 and Chronic 1 with M = 10 at 3 % beside Chronic 2 20 %: the Chronic 1 sum counts D alone',
      [
        ['D', 3, ['Aquatic Acute 1; H400', 'Aquatic Chronic 1; H410'], 10],
        ['E', 20, ['Aquatic Chronic 2; H411'], 1],
        ['F', 5, ['Aquatic Chronic 2; H411'], 1],
      ],
      'Aquatic Chronic 1',
      '(D)',
    ],
  ] as const)('%s', (_name, rows, expectedClass, names) => {
    const { result } = classify(
      rows.map(([name, percent, classification, m]) => ingredient(name, percent, [...classification], { m })),
    );
    expect(result.classification.map((entry) => `${entry.class} ${entry.category}`)).toContain(expectedClass);
    const transport = classifyTransport({
      flashPointC: 95,
      initialBoilingPointC: null,
      classification: result.classification,
    });
    expect(transport).toMatchObject({
      unNumber: 'UN 3082',
      properShippingName: `ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S. ${names}`,
    });
  });

  it('is undetermined without a measured flash point, and without the boiling point below 60 °C', () => {
    expect(classifyTransport({ flashPointC: null, initialBoilingPointC: 200, classification: [] })).toMatchObject({
      status: 'undetermined',
      missing: ['flash point (closed cup)'],
    });
    expect(classifyTransport({ flashPointC: 40, initialBoilingPointC: undefined, classification: [] })).toMatchObject({
      status: 'undetermined',
      missing: ['initial boiling point'],
    });
  });
});

describe('isEnvironmentallyHazardous (ADR 2.2.9.1.10.2: Aquatic Acute 1, Aquatic Chronic 1 or 2)', () => {
  it.each([
    [[entry('Aquatic Acute', '1')], true],
    [[entry('Aquatic Chronic', '1')], true],
    [[entry('Aquatic Chronic', '2')], true],
    [[entry('Aquatic Chronic', '3')], false],
    [[entry('Aquatic Chronic', '4')], false],
    [[entry('Skin Sens.', '1')], false],
    [[], false],
  ])('%j → %s', (classification, expected) => {
    expect(isEnvironmentallyHazardous(classification)).toBe(expected);
    const flammable = classifyTransport({ flashPointC: 40, initialBoilingPointC: 170, classification });
    expect(flammable.environmentallyHazardous).toBe(expected);
  });
});

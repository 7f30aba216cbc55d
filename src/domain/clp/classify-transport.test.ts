import { describe, expect, it } from 'vitest';
import type { ClassificationEntry } from './clp-mixture.ts';
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

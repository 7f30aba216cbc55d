import { describe, expect, it } from 'vitest';
import { classifyClpRequest } from './classify-clp-request.ts';
import type { ClpClassifyBody } from './clp.schemas.ts';

// The same substance through two lines is one ingredient at the sum of its shares (CLP Annex I 1.1.2.2.2; for
// sensitisers Annex I 3.4.3.3.1 and Table 3.4.5: Skin Sens. 1B classifies the mixture at ≥ 1 %, and Table 3.4.6 asks
// for EUH208 at ≥ 0.1 %, a tenth of it).
const SKIN_SENS_1B = ['Skin Sens. 1B; H317'];
const run = (components: ClpClassifyBody['components']) =>
  classifyClpRequest({ productForm: 'concentrate', supplyTo: 'generalPublic', components }, () => null, {
    annexVi: null,
    importedOn: null,
  });
const skinSens = (result: ReturnType<typeof run>) =>
  result.classification.filter((entry) => entry.class === 'Skin Sens.').map((e) => `${e.class} ${e.category}`);

describe('combineSameSubstances through classifyClpRequest', () => {
  it.each([
    {
      case: 'eugenol 0.6 % + eugenol 0.5 % (in clove oil) = 1.1 % ≥ 1 %: Skin Sens. 1B',
      parts: [0.6, 0.5],
      classified: ['Skin Sens. 1B'],
    },
    { case: 'eugenol 0.6 % alone: below 1 %, not classified', parts: [0.6], classified: [] },
    { case: 'eugenol 0.5 % + 0.49 % = 0.99 %: below 1 %', parts: [0.5, 0.49], classified: [] },
    { case: 'eugenol 0.5 % + 0.5 % = 1 % exactly: classified (≥)', parts: [0.5, 0.5], classified: ['Skin Sens. 1B'] },
  ])('$case', ({ parts, classified }) => {
    const result = run([
      ...parts.map((percent, index) => ({
        name: index === 0 ? 'Eugenol' : 'Eugenol (constituent of clove bud oil)',
        cas: '97-53-0',
        percent,
        supplierClassification: SKIN_SENS_1B,
      })),
      {
        name: 'Dipropylene glycol',
        cas: '25265-71-8',
        percent: 100 - parts.reduce((a, b) => a + b, 0),
        supplierClassification: [],
      },
    ]);
    expect(skinSens(result)).toEqual(classified);
    // the response still lists each line
    expect(result.ingredients.filter((ingredient) => ingredient.cas === '97-53-0')).toHaveLength(parts.length);
  });

  it('two sub-threshold lines of one sensitiser are named once on the label (EUH208 at ≥ 0.1 %)', () => {
    const result = run([
      { name: 'Eugenol', cas: '97-53-0', percent: 0.06, supplierClassification: SKIN_SENS_1B },
      { name: 'Eugenol', cas: ' 97-53-0 ', percent: 0.05, supplierClassification: SKIN_SENS_1B },
      { name: 'Rest', percent: 99.89, supplierClassification: [] },
    ]);
    expect(result.label.supplementalStatements.map((statement) => statement.code)).toContain('EUH208');
    expect(result.label.sensitisersNamed).toEqual([{ cas: '97-53-0', name: 'Eugenol' }]);
  });

  it('a substance in both the fragrance and the base counts once, at its total in the article (Annex I 3.4.3.3.1)', () => {
    // Room spray at 50 % load: linalool 1.2 % of the oil → 0.6 %; the base holds 1 % linalool → 0.5 %. 1.1 % ≥ 1 %
    // → Skin Sens. 1B; each share alone (0.6 %, 0.5 %) would only reach EUH208 (Table 3.4.6).
    const result = classifyClpRequest(
      {
        productForm: 'roomSpray',
        loadPercent: 50,
        supplyTo: 'generalPublic',
        components: [
          { name: 'Linalool', cas: '78-70-6', percent: 1.2, supplierClassification: SKIN_SENS_1B },
          { name: 'Rest', percent: 98.8, supplierClassification: [] },
        ],
        base: [
          { name: 'Linalool', cas: '78-70-6', percentOfBase: 1, supplierClassification: SKIN_SENS_1B },
          { name: 'Water', cas: '7732-18-5', percentOfBase: 99, supplierClassification: [] },
        ],
        measured: { flashPointC: 100 },
      },
      () => null,
      { annexVi: null, importedOn: null },
    );
    expect(skinSens(result)).toEqual(['Skin Sens. 1B']);
    expect(result.classification[0]?.contributors[0]?.percent).toBeCloseTo(1.1, 9);
  });

  it('lines without a CAS number are not combined', () => {
    const result = run([
      { name: 'Sensitiser A', percent: 0.6, supplierClassification: SKIN_SENS_1B },
      { name: 'Sensitiser A', percent: 0.6, supplierClassification: SKIN_SENS_1B },
      { name: 'Rest', percent: 98.8, supplierClassification: [] },
    ]);
    expect(skinSens(result)).toEqual([]);
  });

  it('different classifications of one CAS: the more severe stands, and the trace says the limits differ', () => {
    const result = run([
      { name: 'Eugenol', cas: '97-53-0', percent: 0.6, supplierClassification: SKIN_SENS_1B },
      {
        name: 'Eugenol',
        cas: '97-53-0',
        percent: 0.5,
        supplierClassification: ['Skin Sens. 1B; H317'],
        specificConcentrationLimits: ['Skin Sens. 1B; H317: C ≥ 5 %'],
      },
      { name: 'Rest', percent: 98.9, supplierClassification: [] },
    ]);
    expect(skinSens(result)).toEqual(['Skin Sens. 1B']);
    expect(result.trace.join('\n')).toMatch(/different specific limits: the strictest applies/);
  });
});

// Lines of one substance whose suppliers give different specific concentration limits (SCLs). A substance has one
// limit (Article 10 CLP: the SCL replaces the generic limit of Annex I), but which supplier is right cannot be told:
// the strictest of the lines' limits applies, and where a line gives none, the generic limit is one of them. For a
// Skin Sens. 1 substance the generic limit is 1 % (Annex I Table 3.4.5); EUH208 is required from a tenth of it,
// 0.1 %, or from a tenth of an SCL below 0.1 % (Table 3.4.6). Expected results worked out from those tables.
describe('lines of one substance with different specific limits: the strictest applies', () => {
  const SKIN_SENS_1 = ['Skin Sens. 1; H317'];
  const line = (percent: number, scl?: string) => ({
    name: 'Sensitiser X',
    cas: '5392-40-5',
    percent,
    supplierClassification: SKIN_SENS_1,
    ...(scl ? { specificConcentrationLimits: [scl] } : {}),
  });
  const withRest = (lines: ReturnType<typeof line>[]) => [
    ...lines,
    { name: 'Rest', percent: 100 - lines.reduce((sum, l) => sum + l.percent, 0), supplierClassification: [] },
  ];

  it.each([
    {
      case: 'SCL 0.01 % on one line, none on the other; 0.05 % in all ≥ 0.01 %: classified (a generic 1 % would miss it)',
      lines: [line(0.03, 'Skin Sens. 1; H317: C ≥ 0,01 %'), line(0.02)],
      classified: ['Skin Sens. 1'],
    },
    {
      case: 'SCL 5 % on one line, none on the other; 2 % in all ≥ the generic 1 %: classified (5 % would miss it)',
      lines: [line(1.5, 'Skin Sens. 1; H317: C ≥ 5 %'), line(0.5)],
      classified: ['Skin Sens. 1'],
    },
    {
      case: 'SCLs 0.5 % and 2 % on the two lines; 0.8 % in all ≥ 0.5 %: classified',
      lines: [line(0.4, 'Skin Sens. 1; H317: C ≥ 0.5 %'), line(0.4, 'Skin Sens. 1; H317: C ≥ 2 %')],
      classified: ['Skin Sens. 1'],
    },
    {
      case: 'SCLs 0.5 % and 2 % on the two lines; 0.4 % in all < 0.5 %: not classified',
      lines: [line(0.2, 'Skin Sens. 1; H317: C ≥ 0.5 %'), line(0.2, 'Skin Sens. 1; H317: C ≥ 2 %')],
      classified: [],
    },
    {
      case: 'SCL 5 % on both lines (they agree); 2 % in all < 5 %: not classified, the SCL replaces the generic 1 %',
      lines: [line(1, 'Skin Sens. 1; H317: C ≥ 5 %'), line(1, 'Skin Sens. 1; H317: C ≥ 5 %')],
      classified: [],
    },
  ])('$case', ({ lines, classified }) => {
    expect(skinSens(run(withRest(lines)))).toEqual(classified);
  });

  it('Eye Irrit. 2 with an SCL of 5 % on one line only: 7 % in all counts against 5 %, not the generic 10 % (Annex I 3.3.3.3.4, Table 3.3.3)', () => {
    // Table 3.3.3 sums Eye Irrit. 2 ingredients against 10 %; an ingredient with an SCL counts as its share × 10 / SCL
    // (3.3.3.3.2): 7 × 10 / 5 = 14 ≥ 10 → Eye Irrit. 2, H319. With the generic 10 % alone, 7 < 10 would miss it.
    const eyeLine = (percent: number, scl?: string) => ({
      name: 'Irritant Y',
      cas: '106-22-9',
      percent,
      supplierClassification: ['Eye Irrit. 2; H319'],
      ...(scl ? { specificConcentrationLimits: [scl] } : {}),
    });
    const result = run([eyeLine(4, 'Eye Irrit. 2; H319: C ≥ 5 %'), eyeLine(3), { name: 'Rest', percent: 93 }]);
    expect(result.classification.filter((e) => e.class === 'Eye Irrit.').map((e) => e.hStatement)).toEqual(['H319']);
  });

  it('an SCL of 0.01 % on one line only: 0.005 % in all is named on the label (EUH208 from 0.001 %, Table 3.4.6)', () => {
    const result = run(withRest([line(0.003, 'Skin Sens. 1; H317: C ≥ 0,01 %'), line(0.002)]));
    expect(skinSens(result)).toEqual([]);
    expect(result.label.sensitisersNamed).toEqual([{ cas: '5392-40-5', name: 'Sensitiser X' }]);
  });
});

describe('a substance in both the fragrance and the base (review of 889052e)', () => {
  // A reed diffuser at 10 % load whose fragrance and base both hold an unclassified isoparaffin (same CAS): merged
  // into one ingredient (Annex I 1.1.2.2.2), it must still count as an undescribed base, so that the aspiration
  // hazard stays undetermined (Annex I 3.10.3.3.1.1: H304 from 10 % Asp. Tox. 1 at ≤ 20.5 mm²/s), never absent.
  const diffuser = (baseClassification: string[] | undefined) =>
    classifyClpRequest(
      {
        productForm: 'reedDiffuser',
        loadPercent: 10,
        supplyTo: 'generalPublic',
        components: [
          { name: 'Linalool', cas: '78-70-6', percent: 95, supplierClassification: ['Skin Sens. 1B; H317'] },
          { name: 'Isoparaffin', cas: '64742-48-9', percent: 5 },
        ],
        base: [
          {
            name: 'Isoparaffin',
            cas: '64742-48-9',
            percentOfBase: 100,
            ...(baseClassification ? { supplierClassification: baseClassification } : {}),
          },
        ],
      },
      () => null,
      { annexVi: null, importedOn: null },
    );

  it.each([
    { case: 'neither line classified: undetermined, the base named missing', base: undefined, missing: ['base'] },
    {
      case: 'the base classified Asp. Tox. 1: undetermined only for the viscosity',
      base: ['Asp. Tox. 1; H304'],
      missing: [],
    },
  ])('$case', ({ base, missing }) => {
    const aspiration = diffuser(base).undetermined.find((entry) => entry.class === 'Asp. Tox.');
    expect(aspiration).toBeDefined();
    for (const item of missing) expect(aspiration?.missing).toContain(item);
    if (missing.length === 0) expect(aspiration?.missing).not.toContain('base');
  });
});

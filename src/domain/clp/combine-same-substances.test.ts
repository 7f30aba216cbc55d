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

  it('different classifications of one CAS: the more severe stands, specific limits only where the lines agree', () => {
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
    expect(result.trace.join('\n')).toMatch(/generic limits apply/);
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

import { describe, expect, it } from 'vitest';
import { buildClpLabel, choosePackaging, isUfiRequired } from './build-clp-label.ts';
import { classifyMixture } from './classify-mixture.ts';
import type { ClpIngredient, ClpMixture, MeasuredProperties, ProductForm } from './clp-mixture.ts';
import {
  parseHazardClassification,
  parseSpecificLimitsCell,
  type HazardClassification,
} from './parse-hazard-classification.ts';

/**
 * Every expected value below is worked out by hand from the text of Regulation (EC) No 1272/2008 Annex I (as
 * amended up to ATP 21): the clause is in each table's title, the arithmetic in each row's name.
 */

type Extra = {
  scl?: string[];
  m?: number;
  mAcute?: number;
  mChronic?: number;
  ate?: ClpIngredient['ate'];
  hasData?: boolean;
};

function ingredient(name: string, percent: number, classification: string[], extra: Extra = {}): ClpIngredient {
  const limits = (extra.scl ?? []).flatMap((text) => parseSpecificLimitsCell(text).limits);
  return {
    cas: null,
    name,
    percent,
    part: 'fragrance',
    hazards: classification
      .map((text) => parseHazardClassification(text))
      .filter((h): h is HazardClassification => h !== null),
    limits,
    mFactors: { acute: extra.mAcute ?? extra.m, chronic: extra.mChronic ?? extra.m },
    ate: extra.ate ?? {},
    hasData: extra.hasData ?? true,
    source: 'supplier',
  };
}

function classify(
  ingredients: ClpIngredient[],
  options: { productForm?: ProductForm; measured?: MeasuredProperties; supplyTo?: ClpMixture['supplyTo'] } = {},
) {
  const mixture: ClpMixture = {
    productForm: options.productForm ?? 'concentrate',
    supplyTo: options.supplyTo ?? 'generalPublic',
    ingredients,
    measured: options.measured ?? { flashPointC: 100 },
  };
  const result = classifyMixture(mixture);
  return {
    result,
    label: buildClpLabel(result, mixture.supplyTo),
    packaging: choosePackaging(result.classification, mixture.supplyTo, ingredients),
    ufiRequired: isUfiRequired(result.classification),
    codes: result.classification.map((entry) =>
      `${entry.class} ${entry.category}; ${entry.hStatement}`.replace(' ;', ';'),
    ),
  };
}

describe('skin sensitisation: Annex I 3.4.3.3, Table 3.4.5 (generic 1 % for 1/1B, 0.1 % for 1A) and Table 3.4.6 (EUH208 at a tenth)', () => {
  it.each([
    ['1B at exactly 1 % classifies', 'Skin Sens. 1B; H317', 1, ['Skin Sens. 1B; H317'], true],
    ['1B at 0.999 % does not, EUH208', 'Skin Sens. 1B; H317', 0.999, [], true],
    ['1B at exactly 0.1 %: EUH208', 'Skin Sens. 1B; H317', 0.1, [], true],
    ['1B at 0.0999 %: nothing', 'Skin Sens. 1B; H317', 0.0999, [], false],
    ['1 (no sub-category) at 1 %', 'Skin Sens. 1; H317', 1, ['Skin Sens. 1; H317'], true],
    ['1A at exactly 0.1 % classifies 1A', 'Skin Sens. 1A; H317', 0.1, ['Skin Sens. 1A; H317'], true],
    ['1A at 0.0999 %: EUH208', 'Skin Sens. 1A; H317', 0.0999, [], true],
    ['1A at exactly 0.01 %: EUH208', 'Skin Sens. 1A; H317', 0.01, [], true],
    ['1A at 0.00999 %: nothing', 'Skin Sens. 1A; H317', 0.00999, [], false],
  ])('%s', (_name, classification, percent, expected, named) => {
    const { codes, label } = classify([ingredient('S', percent, [classification])]);
    expect(codes).toEqual(expected);
    expect(label.sensitisersNamed).toEqual(named ? [{ cas: null, name: 'S' }] : []);
    const euh208 = label.supplementalStatements.find((statement) => statement.code === 'EUH208');
    expect(euh208?.text ?? null).toBe(
      named && expected.length === 0 ? 'Contains S. May produce an allergic reaction.' : null,
    );
  });

  it.each([
    ['cinnamal-style SCL 0.01 % (ATP 21): at 0.01 % classifies', 0.01, ['Skin Sens. 1A; H317'], true],
    ['SCL 0.01 %: at 0.001 % (a tenth) EUH208', 0.001, [], true],
    ['SCL 0.01 %: at 0.000999 % nothing', 0.000999, [], false],
  ])('%s', (_name, percent, expected, named) => {
    const { codes, label } = classify([
      ingredient('cinnamal', percent, ['Skin Sens. 1A; H317'], { scl: ['Skin Sens. 1; H317: C ≥ 0,01 %'] }),
    ]);
    expect(codes).toEqual(expected);
    expect(label.sensitisersNamed.length).toBe(named ? 1 : 0);
  });

  it.each([
    ['professional: EUH210 too (Annex II 2.10)', 'professional', true],
    [
      'general public: no EUH210 (Annex II 2.10 is for mixtures not intended for the general public)',
      'generalPublic',
      false,
    ],
  ] as const)(
    'sensitisers do not add up: two 1B at 0.6 % each stay unclassified, both in EUH208; %s',
    (_name, supplyTo, euh210) => {
      const { codes, label, ufiRequired } = classify(
        [ingredient('eugenol', 0.6, ['Skin Sens. 1B; H317']), ingredient('linalool', 0.6, ['Skin Sens. 1B; H317'])],
        { supplyTo },
      );
      expect(codes).toEqual([]);
      expect(label.supplementalStatements).toEqual([
        { code: 'EUH208', text: 'Contains eugenol, linalool. May produce an allergic reaction.' },
        ...(euh210 ? [{ code: 'EUH210', text: 'Safety data sheet available on request.' }] : []),
      ]);
      expect(label.pictograms).toEqual([]);
      expect(label.signalWord).toBeNull();
      expect(ufiRequired).toBe(false);
    },
  );

  it('a classified mixture names the other sensitisers above a tenth of their limit (Annex II 2.8) without EUH208', () => {
    const { codes, label, ufiRequired } = classify([
      ingredient('linalool', 3, ['Skin Sens. 1B; H317']),
      ingredient('eugenol', 0.5, ['Skin Sens. 1B; H317']),
    ]);
    expect(codes).toEqual(['Skin Sens. 1B; H317']);
    expect(label.sensitisersNamed.map((s) => s.name)).toEqual(['linalool', 'eugenol']);
    expect(label.productIdentifierComponents.map((s) => s.name)).toEqual(['linalool']);
    expect(label.supplementalStatements).toEqual([]);
    expect(label.pictograms).toEqual(['GHS07']);
    expect(label.signalWord).toBe('Warning');
    expect(label.hazardStatements).toEqual([{ code: 'H317', text: 'May cause an allergic skin reaction.' }]);
    expect(ufiRequired).toBe(true);
  });
});

describe('skin corrosion/irritation by additivity: Annex I 3.2.3.3.4, Table 3.2.3 (relevant from 1 %, Table 1.1)', () => {
  it.each([
    ['Skin Irrit. 2 at 10 % → Σ 10 ≥ 10', [['Skin Irrit. 2; H315', 10]], ['Skin Irrit. 2; H315']],
    ['Skin Irrit. 2 at 9.99 %', [['Skin Irrit. 2; H315', 9.99]], []],
    [
      'Skin Corr. 1B at 5 % → H314 (and Eye Dam. 1: 5 ≥ 3)',
      [['Skin Corr. 1B; H314', 5]],
      ['Skin Corr. 1; H314', 'Eye Dam. 1; H318'],
    ],
    [
      'Skin Corr. 1B at 4.99 % → 10 × 4.99 ≥ 10 → irritant; ≥ 3 → Eye Dam. 1',
      [['Skin Corr. 1B; H314', 4.99]],
      ['Skin Irrit. 2; H315', 'Eye Dam. 1; H318'],
    ],
    [
      'Skin Corr. 1 at exactly 1 % → 10 × 1 = 10 → Skin Irrit. 2 and Eye Irrit. 2',
      [['Skin Corr. 1; H314', 1]],
      ['Skin Irrit. 2; H315', 'Eye Irrit. 2; H319'],
    ],
    ['Skin Corr. 1 at 0.99 %: below the 1 % cut-off', [['Skin Corr. 1; H314', 0.99]], []],
    [
      '10 × 0.5 (Corr, not relevant) + 6 Irrit = 6 < 10',
      [
        ['Skin Corr. 1; H314', 0.5],
        ['Skin Irrit. 2; H315', 6],
      ],
      [],
    ],
    [
      '10 × 1 (Corr) + 0 = 10, 2 × Irrit 4 % = 8 → Σ 18',
      [
        ['Skin Corr. 1; H314', 1],
        ['Skin Irrit. 2; H315', 4],
        ['Skin Irrit. 2; H315', 4],
      ],
      ['Skin Irrit. 2; H315', 'Eye Irrit. 2; H319'],
    ],
    [
      'Σ Irrit 5 + 5 = 10 (they add up)',
      [
        ['Skin Irrit. 2; H315', 5],
        ['Skin Irrit. 2; H315', 5],
      ],
      ['Skin Irrit. 2; H315'],
    ],
  ] as const)('%s', (_name, rows, expected) => {
    const { codes } = classify(rows.map(([c, p], index) => ingredient(`I${index}`, p, [c])));
    expect(codes).toEqual(expected);
  });

  it('a specific limit replaces the generic one (Skin Irrit. 2; H315: C ≥ 20 %): 19.9 % no, 20 % yes', () => {
    const scl = { scl: ['Skin Irrit. 2; H315: C ≥ 20 %'] };
    expect(classify([ingredient('A', 19.9, ['Skin Irrit. 2; H315'], scl)]).codes).toEqual([]);
    expect(classify([ingredient('A', 20, ['Skin Irrit. 2; H315'], scl)]).codes).toEqual(['Skin Irrit. 2; H315']);
  });
});

describe('serious eye damage/eye irritation by additivity: Annex I 3.3.3.3.4, Table 3.3.3', () => {
  it.each([
    ['Eye Dam. 1 at 3 %', [['Eye Dam. 1; H318', 3]], ['Eye Dam. 1; H318']],
    ['Eye Dam. 1 at 2.99 % → 10 × 2.99 ≥ 10 → Eye Irrit. 2', [['Eye Dam. 1; H318', 2.99]], ['Eye Irrit. 2; H319']],
    ['Eye Dam. 1 at 1 % → 10 × 1 = 10', [['Eye Dam. 1; H318', 1]], ['Eye Irrit. 2; H319']],
    ['Eye Dam. 1 at 0.99 %: below the cut-off', [['Eye Dam. 1; H318', 0.99]], []],
    ['Eye Irrit. 2 at 10 %', [['Eye Irrit. 2; H319', 10]], ['Eye Irrit. 2; H319']],
    ['Eye Irrit. 2 at 9.99 %', [['Eye Irrit. 2; H319', 9.99]], []],
    [
      'Skin Corr. 1 2 % + Eye Dam. 1 1 % = 3 % → Eye Dam. 1 (and skin: 10 × 2 → Skin Irrit. 2)',
      [
        ['Skin Corr. 1; H314', 2],
        ['Eye Dam. 1; H318', 1],
      ],
      ['Skin Irrit. 2; H315', 'Eye Dam. 1; H318'],
    ],
    ['Skin Irrit. 2 does not count for the eye: 30 %', [['Skin Irrit. 2; H315', 30]], ['Skin Irrit. 2; H315']],
  ] as const)('%s', (_name, rows, expected) => {
    const { codes } = classify(rows.map(([c, p], index) => ingredient(`I${index}`, p, [c])));
    expect(codes).toEqual(expected);
  });

  it('Skin Corr. 1 at 3 %: Skin Irrit. 2 + Eye Dam. 1: GHS05, and GHS07 drops because it would only be for irritation (Article 26(1)(c))', () => {
    const { label } = classify([ingredient('acid', 3, ['Skin Corr. 1B; H314'])]);
    expect(label.pictograms).toEqual(['GHS05']);
    expect(label.signalWord).toBe('Danger');
    expect(label.hazardStatements.map((s) => s.code)).toEqual(['H315', 'H318']);
  });

  it('Skin Corr. 1 at 5 %: H314 replaces H318 on the label (Article 27)', () => {
    const { label } = classify([ingredient('acid', 5, ['Skin Corr. 1B; H314'])]);
    expect(label.hazardStatements.map((s) => s.code)).toEqual(['H314']);
  });

  it('GHS07 stays beside GHS05 for skin sensitisation (Article 26(1)(c) only removes it for irritation)', () => {
    const { label } = classify([
      ingredient('acid', 5, ['Skin Corr. 1B; H314']),
      ingredient('S', 2, ['Skin Sens. 1; H317']),
    ]);
    expect(label.pictograms).toEqual(['GHS05', 'GHS07']);
  });
});

describe('aspiration hazard: Annex I 3.10.3.3.1.1 (≥ 10 % Asp. Tox. 1 and ≤ 20.5 mm²/s at 40 °C)', () => {
  const asp = (percent: number) => [ingredient('limonene', percent, ['Asp. Tox. 1; H304'])];
  it.each([
    ['10 % and 20.5 mm²/s → H304', 10, 20.5, ['Asp. Tox. 1; H304']],
    ['9.99 %: not classified', 9.99, 5, []],
    ['10 % but 20.51 mm²/s: not classified', 10, 20.51, []],
  ] as const)('%s', (_name, percent, viscosity, expected) => {
    expect(classify(asp(percent), { measured: { flashPointC: 100, kinematicViscosity40C: viscosity } }).codes).toEqual(
      expected,
    );
  });

  it('two members add up: 6 % + 4 % = 10 %', () => {
    const { codes } = classify([ingredient('a', 6, ['Asp. Tox. 1; H304']), ingredient('b', 4, ['Asp. Tox. 1; H304'])], {
      measured: { flashPointC: 100, kinematicViscosity40C: 2 },
    });
    expect(codes).toEqual(['Asp. Tox. 1; H304']);
  });

  it('without a viscosity it is undetermined, not guessed', () => {
    const { result } = classify(asp(40));
    expect(result.classification).toEqual([]);
    expect(result.undetermined).toEqual([
      expect.objectContaining({ class: 'Asp. Tox.', missing: ['kinematicViscosity40C'] }),
    ]);
  });

  it('a candle is solid: not applicable', () => {
    const { result } = classify(asp(40), { productForm: 'candle', measured: {} });
    expect(result.notApplicable.map((n) => n.class)).toEqual(['Flam. Liq.', 'Asp. Tox.']);
    expect(result.undetermined).toEqual([]);
  });

  it('H304 needs child-resistant fastening and a tactile warning for the general public (Annex II 3.1.1.2, 3.2.1.1), Danger, GHS08', () => {
    const { label, packaging } = classify(asp(10), { measured: { flashPointC: 100, kinematicViscosity40C: 1 } });
    expect(packaging).toEqual({ childResistantFastening: true, tactileWarning: true });
    expect(label.pictograms).toEqual(['GHS08']);
    expect(label.signalWord).toBe('Danger');
    const professional = classify(asp(10), {
      supplyTo: 'professional',
      measured: { flashPointC: 100, kinematicViscosity40C: 1 },
    });
    expect(professional.packaging).toEqual({ childResistantFastening: false, tactileWarning: false });
  });
});

describe('aquatic hazards by summation: Annex I 4.1.3.5.5, Tables 4.1.1 and 4.1.2, with M-factors', () => {
  it.each([
    ['Acute 1 (M=1) 25 % → Acute 1', [['Aquatic Acute 1; H400', 25, 1]], ['Aquatic Acute 1; H400']],
    ['Acute 1 (M=1) 24.99 %', [['Aquatic Acute 1; H400', 24.99, 1]], []],
    ['Acute 1 (M=10) 2.5 % → 10 × 2.5 = 25', [['Aquatic Acute 1; H400', 2.5, 10]], ['Aquatic Acute 1; H400']],
    ['Chronic 1 (M=1) 25 % → Chronic 1', [['Aquatic Chronic 1; H410', 25, 1]], ['Aquatic Chronic 1; H410']],
    [
      'Chronic 1 (M=1) 2.5 % → 10 × 2.5 = 25 → Chronic 2',
      [['Aquatic Chronic 1; H410', 2.5, 1]],
      ['Aquatic Chronic 2; H411'],
    ],
    [
      'Chronic 1 (M=1) 0.25 % → 100 × 0.25 = 25 → Chronic 3',
      [['Aquatic Chronic 1; H410', 0.25, 1]],
      ['Aquatic Chronic 3; H412'],
    ],
    ['Chronic 1 (M=1) 0.099 %: below the 0.1 % cut-off', [['Aquatic Chronic 1; H410', 0.099, 1]], []],
    [
      'Chronic 1 (M=10) 0.025 % → 100 × 10 × 0.025 = 25 → Chronic 3',
      [['Aquatic Chronic 1; H410', 0.025, 10]],
      ['Aquatic Chronic 3; H412'],
    ],
    ['Chronic 2 25 % → Chronic 2', [['Aquatic Chronic 2; H411', 25, 1]], ['Aquatic Chronic 2; H411']],
    ['Chronic 2 2.5 % → 10 × 2.5 = 25 → Chronic 3', [['Aquatic Chronic 2; H411', 2.5, 1]], ['Aquatic Chronic 3; H412']],
    ['Chronic 2 2.49 % → 24.9 → Σ 1-4 = 2.49 → none', [['Aquatic Chronic 2; H411', 2.49, 1]], []],
    ['Chronic 3 25 % → Chronic 3', [['Aquatic Chronic 3; H412', 25, 1]], ['Aquatic Chronic 3; H412']],
    ['Chronic 3 24.99 %', [['Aquatic Chronic 3; H412', 24.99, 1]], []],
    ['Chronic 4 25 % → Chronic 4', [['Aquatic Chronic 4; H413', 25, 1]], ['Aquatic Chronic 4; H413']],
    [
      'Chronic 2 1.5 % + Chronic 3 10 % → 15 + 10 = 25 → Chronic 3',
      [
        ['Aquatic Chronic 2; H411', 1.5, 1],
        ['Aquatic Chronic 3; H412', 10, 1],
      ],
      ['Aquatic Chronic 3; H412'],
    ],
  ] as const)('%s', (_name, rows, expected) => {
    const { codes } = classify(rows.map(([c, p, m], index) => ingredient(`I${index}`, p, [c], { m })));
    expect(codes).toEqual(expected);
  });

  it('Acute 1 + Chronic 1: H410 alone on the label (Article 27), GHS09, Warning; environment only: no UFI', () => {
    const { label, ufiRequired } = classify([
      ingredient('x', 30, ['Aquatic Acute 1; H400', 'Aquatic Chronic 1; H410']),
    ]);
    expect(label.hazardStatements.map((s) => s.code)).toEqual(['H410']);
    expect(label.pictograms).toEqual(['GHS09']);
    expect(label.signalWord).toBe('Warning');
    expect(ufiRequired).toBe(false);
  });

  it('Chronic 2 has a pictogram and no signal word; Chronic 3 neither (Table 4.1.4)', () => {
    expect(classify([ingredient('x', 25, ['Aquatic Chronic 2; H411'])]).label).toMatchObject({
      pictograms: ['GHS09'],
      signalWord: null,
    });
    expect(classify([ingredient('x', 25, ['Aquatic Chronic 3; H412'])]).label).toMatchObject({
      pictograms: [],
      signalWord: null,
    });
  });
});

describe('acute toxicity by ATEmix: Annex I 3.1.3.6.1 (100/ATEmix = Σ Ci/ATEi), Tables 3.1.1 and 3.1.2', () => {
  it.each([
    [
      'oral ATE 1200 at 60 % → 100 / (60/1200) = 2000 ≤ 2000 → Acute Tox. 4',
      60,
      { oral: 1200 },
      [],
      ['Acute Tox. 4; H302'],
    ],
    ['oral ATE 1200 at 59.9 % → 2003.3 > 2000', 59.9, { oral: 1200 }, [], []],
    [
      'Acute Tox. 4 oral without ATE: converted 500; 25 % → 2000',
      25,
      {},
      ['Acute Tox. 4; H302'],
      ['Acute Tox. 4; H302'],
    ],
    ['Acute Tox. 4 oral 24.9 % → 2008 > 2000', 24.9, {}, ['Acute Tox. 4; H302'], []],
    [
      'Acute Tox. 3 dermal (converted 300) 40 % → 750 → Acute Tox. 3 dermal',
      40,
      {},
      ['Acute Tox. 3; H311'],
      ['Acute Tox. 3; H311'],
    ],
    ['Acute Tox. 3 dermal 30 % → 1000 → Acute Tox. 3', 30, {}, ['Acute Tox. 3; H311'], ['Acute Tox. 3; H311']],
    ['Acute Tox. 3 dermal 29 % → 1034.5 → Acute Tox. 4', 29, {}, ['Acute Tox. 3; H311'], ['Acute Tox. 4; H312']],
  ] as const)('%s', (_name, percent, ate, classification, expected) => {
    const { codes } = classify([ingredient('T', percent, [...classification], { ate: { ...ate } })]);
    expect(codes).toEqual(expected);
  });

  it('unknown ingredients over 10 %: (100 − 25) / (20/500) = 1875 → Acute Tox. 4, with the statement of 3.1.3.6.2.2', () => {
    const { codes, label } = classify([
      ingredient('T', 20, ['Acute Tox. 4; H302']),
      ingredient('mystery', 25, [], { hasData: false }),
    ]);
    expect(codes).toEqual(['Acute Tox. 4; H302']);
    expect(label.supplementalStatements).toContainEqual({
      code: null,
      text: '25 % of the mixture consists of ingredient(s) of unknown acute toxicity',
    });
  });

  it('unknown ingredients at exactly 10 %: the plain formula, 100 / (20/500) = 2500, not classified', () => {
    const { codes } = classify([
      ingredient('T', 20, ['Acute Tox. 4; H302']),
      ingredient('mystery', 10, [], { hasData: false }),
    ]);
    expect(codes).toEqual([]);
  });

  it('Acute Tox. 3 gives GHS06, drops GHS07 (Article 26(1)(b)), and needs child-resistant fastening and a tactile warning', () => {
    const { label, packaging } = classify([
      ingredient('T', 40, ['Acute Tox. 3; H311']),
      ingredient('I', 20, ['Skin Irrit. 2; H315']),
    ]);
    expect(label.pictograms).toEqual(['GHS06']);
    expect(label.signalWord).toBe('Danger');
    expect(packaging).toEqual({ childResistantFastening: true, tactileWarning: true });
  });

  it('Acute Tox. 4 needs a tactile warning but no child-resistant fastening (Annex II 3.1.1.1, 3.2.1.1)', () => {
    const { packaging } = classify([ingredient('T', 100, ['Acute Tox. 4; H302'])]);
    expect(packaging).toEqual({ childResistantFastening: false, tactileWarning: true });
  });
});

describe('CMR and STOT by single components: Tables 3.5.2, 3.6.2, 3.7.2, 3.8.3, 3.9.4; STOT SE 3 additivity 3.8.3.4.5', () => {
  it.each([
    ['Repr. 1B at 0.3 %', 'Repr. 1B; H360FD', 0.3, ['Repr. 1B; H360FD']],
    ['Repr. 1B at 0.29 %', 'Repr. 1B; H360FD', 0.29, []],
    ['Repr. 2 at 3 %', 'Repr. 2; H361f', 3, ['Repr. 2; H361f']],
    ['Repr. 2 at 2.99 %', 'Repr. 2; H361f', 2.99, []],
    ['Lact. at 0.3 %', 'Lact.; H362', 0.3, ['Lact.; H362']],
    ['Carc. 2 at 1 %', 'Carc. 2; H351', 1, ['Carc. 2; H351']],
    ['Carc. 2 at 0.99 %', 'Carc. 2; H351', 0.99, []],
    ['Muta. 1B at 0.1 %', 'Muta. 1B; H340', 0.1, ['Muta. 1B; H340']],
    ['STOT SE 1 at 10 % → 1', 'STOT SE 1; H370', 10, ['STOT SE 1; H370']],
    ['STOT SE 1 at 9.99 % → 2', 'STOT SE 1; H370', 9.99, ['STOT SE 2; H371']],
    ['STOT SE 1 at 1 % → 2', 'STOT SE 1; H370', 1, ['STOT SE 2; H371']],
    ['STOT SE 1 at 0.99 %', 'STOT SE 1; H370', 0.99, []],
    ['STOT SE 2 at 10 %', 'STOT SE 2; H371', 10, ['STOT SE 2; H371']],
    ['STOT RE 1 at 5 % → 2', 'STOT RE 1; H372', 5, ['STOT RE 2; H373']],
    ['STOT RE 2 at 10 %', 'STOT RE 2; H373', 10, ['STOT RE 2; H373']],
    ['STOT SE 3 (H336) at 20 %', 'STOT SE 3; H336', 20, ['STOT SE 3; H336']],
    ['STOT SE 3 (H336) at 19.99 %', 'STOT SE 3; H336', 19.99, []],
  ])('%s', (_name, classification, percent, expected) => {
    expect(classify([ingredient('X', percent, [classification])]).codes).toEqual(expected);
  });

  it('STOT SE 3 adds up per effect only: H335 10 % + H336 10 % is neither', () => {
    expect(
      classify([ingredient('a', 10, ['STOT SE 3; H335']), ingredient('b', 10, ['STOT SE 3; H336'])]).codes,
    ).toEqual([]);
    expect(
      classify([ingredient('a', 10, ['STOT SE 3; H336']), ingredient('b', 10, ['STOT SE 3; H336'])]).codes,
    ).toEqual(['STOT SE 3; H336']);
  });

  it('a Repr. 2 mixture needs a tactile warning for the general public (Annex II 3.2.1.1)', () => {
    expect(classify([ingredient('X', 5, ['Repr. 2; H361d'])]).packaging).toEqual({
      childResistantFastening: false,
      tactileWarning: true,
    });
  });
});

describe('flammable liquids: Annex I 2.6.2, Table 2.6.1, from the measured flash point and initial boiling point', () => {
  it.each([
    ['flash point 23 °C → 3', 23, 150, ['Flam. Liq. 3; H226']],
    ['flash point 60 °C → 3', 60, 150, ['Flam. Liq. 3; H226']],
    ['flash point 60.5 °C → not flammable', 60.5, 150, []],
    ['flash point 22.9 °C, boiling point 35.1 °C → 2', 22.9, 35.1, ['Flam. Liq. 2; H225']],
    ['flash point 22.9 °C, boiling point 35 °C → 1', 22.9, 35, ['Flam. Liq. 1; H224']],
  ])('%s', (_name, flashPointC, initialBoilingPointC, expected) => {
    expect(classify([ingredient('x', 1, [])], { measured: { flashPointC, initialBoilingPointC } }).codes).toEqual(
      expected,
    );
  });

  it('no flash point: undetermined, naming what is missing', () => {
    const { result } = classify([ingredient('x', 1, [])], { measured: {} });
    expect(result.undetermined).toEqual([expect.objectContaining({ class: 'Flam. Liq.', missing: ['flashPointC'] })]);
  });

  it('flash point below 23 °C without the boiling point: undetermined (1 or 2)', () => {
    const { result } = classify([ingredient('x', 1, [])], { measured: { flashPointC: 12 } });
    expect(result.undetermined).toEqual([expect.objectContaining({ missing: ['initialBoilingPointC'] })]);
  });

  it('Flam. Liq. 2: Danger, GHS02, tactile warning (Annex II 3.2.1.1); Flam. Liq. 3: Warning, no tactile warning', () => {
    const two = classify([ingredient('x', 1, [])], { measured: { flashPointC: 13, initialBoilingPointC: 78 } });
    expect(two.label).toMatchObject({ pictograms: ['GHS02'], signalWord: 'Danger' });
    expect(two.packaging.tactileWarning).toBe(true);
    const three = classify([ingredient('x', 1, [])], { measured: { flashPointC: 40 } });
    expect(three.label).toMatchObject({ pictograms: ['GHS02'], signalWord: 'Warning' });
    expect(three.packaging.tactileWarning).toBe(false);
  });
});

describe('respiratory sensitisation and Article 26(1)(d)', () => {
  it('GHS08 for respiratory sensitisation removes GHS07 given for skin sensitisation', () => {
    const { label } = classify([
      ingredient('R', 2, ['Resp. Sens. 1; H334']),
      ingredient('S', 2, ['Skin Sens. 1; H317']),
    ]);
    expect(label.pictograms).toEqual(['GHS08']);
    expect(label.signalWord).toBe('Danger');
  });
});

describe('precautionary statements: Annex IV, at most six (Article 28(3))', () => {
  it('a skin sensitiser for the general public: P102, P261, P280, P302+P352, P333+P313', () => {
    const { label } = classify([ingredient('S', 2, ['Skin Sens. 1B; H317'])]);
    expect(label.precautionaryStatements.map((s) => s.code)).toEqual([
      'P102',
      'P261',
      'P280',
      'P302+P352',
      'P333+P313',
    ]);
    expect(label.precautionaryStatements[0]?.text).toBe('Keep out of reach of children.');
  });

  it('more than six due: six on the label, the rest listed as omitted', () => {
    const { label } = classify(
      [
        ingredient('S', 2, ['Skin Sens. 1B; H317']),
        ingredient('E', 12, ['Eye Irrit. 2; H319']),
        ingredient('A', 30, ['Aquatic Chronic 1; H410']),
      ],
      { measured: { flashPointC: 40 } },
    );
    expect(label.precautionaryStatements).toHaveLength(6);
    expect(label.precautionaryStatementsOmitted.length).toBeGreaterThan(0);
  });
});

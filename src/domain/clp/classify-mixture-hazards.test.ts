import { describe, expect, it } from 'vitest';
import { classify, ingredient } from '../../../tests/fixtures/clp-mixture-fixtures.ts';

/**
 * Aquatic, acute toxicity, CMR/STOT, flammability, respiratory sensitisation and P statements (the skin, eye, sensitisation and aspiration rules are in classify-mixture.test.ts). Every expected value below is worked out by hand from the text of Regulation (EC) No 1272/2008 Annex I (as
 * amended up to ATP 21): the clause is in each table's title, the arithmetic in each row's name.
 */

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

  // A room spray is breathed as a mist: Table 3.1.1's dusts-and-mists column (Cat. 1-4 up to 0.05, 0.5, 1 and 5 mg/l)
  // and Table 3.1.2's converted point estimates for dusts and mists (0.005, 0.05, 0.5 and 1.5 mg/l). Every other form
  // is read in the vapours column (0.5, 2, 10 and 20 mg/l; converted 0.05, 0.5, 3 and 11 mg/l).
  it.each([
    [
      'Acute Tox. 4 at 30 %, spray: 100 / (30/1.5) = 5 ≤ 5',
      'roomSpray',
      30,
      ['Acute Tox. 4; H332'],
      {},
      ['Acute Tox. 4; H332'],
    ],
    ['the same in a diffuser (vapours): 100 / (30/11) = 36.7 > 20', 'reedDiffuser', 30, ['Acute Tox. 4; H332'], {}, []],
    ['Acute Tox. 4 at 29.9 %, spray: 100 / (29.9/1.5) = 5.02 > 5', 'roomSpray', 29.9, ['Acute Tox. 4; H332'], {}, []],
    [
      'Acute Tox. 3 at 10 %, spray: 100 / (10/0.5) = 5 → Cat. 4',
      'roomSpray',
      10,
      ['Acute Tox. 3; H331'],
      {},
      ['Acute Tox. 4; H332'],
    ],
    [
      'Acute Tox. 3 at 50 %, spray: 100 / (50/0.5) = 1 ≤ 1 → Cat. 3',
      'roomSpray',
      50,
      ['Acute Tox. 3; H331'],
      {},
      ['Acute Tox. 3; H331'],
    ],
    [
      'Acute Tox. 2 at 1 %, spray: 100 / (1/0.05) = 5 → Cat. 4',
      'roomSpray',
      1,
      ['Acute Tox. 2; H330'],
      {},
      ['Acute Tox. 4; H332'],
    ],
    ['Acute Tox. 2 at 1 % in a concentrate: 100 / (1/0.5) = 50 > 20', 'concentrate', 1, ['Acute Tox. 2; H330'], {}, []],
    [
      'an ATE for dusts and mists of 0.5 at 50 %, spray: 100 / (50/0.5) = 1 → Cat. 3',
      'roomSpray',
      50,
      [],
      { inhalationDustMist: 0.5 },
      ['Acute Tox. 3; H331'],
    ],
    [
      'a vapour ATE of 3 (Cat. 3 as vapours) at 20 %, spray: converted 0.5, 100 / (20/0.5) = 2.5 → Cat. 4',
      'roomSpray',
      20,
      [],
      { inhalation: 3 },
      ['Acute Tox. 4; H332'],
    ],
    [
      'the same vapour ATE at 20 % in a concentrate: 100 / (20/3) = 15 ≤ 20 → Cat. 4',
      'concentrate',
      20,
      [],
      { inhalation: 3 },
      ['Acute Tox. 4; H332'],
    ],
    [
      'the same vapour ATE at 10 % in a concentrate: 100 / (10/3) = 30 > 20',
      'concentrate',
      10,
      [],
      { inhalation: 3 },
      [],
    ],
    [
      'the same vapour ATE at 10 %, spray: 100 / (10/0.5) = 5 → Cat. 4',
      'roomSpray',
      10,
      [],
      { inhalation: 3 },
      ['Acute Tox. 4; H332'],
    ],
  ] as const)(
    'inhalation, %s (Annex I 3.1.3.6.1, Tables 3.1.1 and 3.1.2)',
    (_name, productForm, percent, classification, ate, expected) => {
      const { codes } = classify([ingredient('T', percent, [...classification], { ate: { ...ate } })], { productForm });
      expect(codes).toEqual(expected);
    },
  );

  it('a spray classified in the dusts-and-mists column says so in its basis, and its label warns with GHS07', () => {
    const { result, label } = classify([ingredient('T', 30, ['Acute Tox. 4; H332'])], { productForm: 'roomSpray' });
    expect(result.classification[0]?.basis).toMatch(/dusts and mists/);
    expect(label).toMatchObject({ pictograms: ['GHS07'], signalWord: 'Warning' });
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
  it('a skin sensitiser for the general public: P102, P261, P280, P302+P352, P333+P313, P501', () => {
    // Annex IV Part 1, skin sensitisation: prevention P261, P280; response P302+P352, P333+P313; disposal P501.
    const { label } = classify([ingredient('S', 2, ['Skin Sens. 1B; H317'])]);
    expect(label.precautionaryStatements.map((s) => s.code)).toEqual([
      'P102',
      'P261',
      'P280',
      'P302+P352',
      'P333+P313',
      'P501',
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

  it('each hazard keeps its first statement before another gets its second, printed in Annex IV order', () => {
    // A professional concentrate: Flam. Liq. 3, Acute Tox. 4 (oral), Eye Irrit. 2, Skin Sens. 1B. Annex IV Part 1
    // rows: P210 (flammable); P301+P312, P270 (acute oral); P305+P351+P338, P280, P337+P313 (eye irritation); P261,
    // P280, P302+P352, P333+P313 (skin sensitisation). First statements: P210, P301+P312, P305+P351+P338, P261;
    // second ones until six: P270, P280. Printed prevention (P2xx) before response (P3xx), Tables 6.2 and 6.3.
    const { label } = classify(
      [
        ingredient('S', 5, ['Skin Sens. 1B; H317']),
        ingredient('B', 95, ['Acute Tox. 4; H302', 'Eye Irrit. 2; H319'], { ate: { oral: 1200 } }),
      ],
      { measured: { flashPointC: 50 }, supplyTo: 'professional' },
    );
    expect(label.hazardStatements.map((s) => s.code)).toEqual(['H226', 'H302', 'H317', 'H319']);
    expect(label.precautionaryStatements.map((s) => s.code)).toEqual([
      'P210',
      'P261',
      'P270',
      'P280',
      'P301+P312',
      'P305+P351+P338',
    ]);
    expect(label.precautionaryStatements.find((s) => s.code === 'P280')?.text).toBe(
      'Wear protective gloves/eye protection.',
    );
    expect(label.precautionaryStatementsOmitted.map((s) => s.code)).toEqual([
      'P337+P313',
      'P302+P352',
      'P333+P313',
      'P501',
    ]);
  });
});

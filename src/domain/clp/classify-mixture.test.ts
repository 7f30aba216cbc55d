import { describe, expect, it } from 'vitest';
import { classify, ingredient } from '../../../tests/fixtures/clp-mixture-fixtures.ts';

/**
 * Every expected value below is worked out by hand from the text of Regulation (EC) No 1272/2008 Annex I (as
 * amended up to ATP 21): the clause is in each table's title, the arithmetic in each row's name.
 */

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
      'Skin Corr. 1B at 5 % → Skin Corr. 1B, its sub-category (Table 3.2.3 note), H314 (and Eye Dam. 1: 5 ≥ 3)',
      [['Skin Corr. 1B; H314', 5]],
      ['Skin Corr. 1B; H314', 'Eye Dam. 1; H318'],
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

import { describe, expect, it } from 'vitest';
import {
  findAcuteToxicityRoute,
  parseHazardClassification,
  parseSpecificLimitsCell,
} from './parse-hazard-classification.ts';

describe('parseHazardClassification (CLP abbreviations, Annex VI 1.1.2.1.1)', () => {
  it.each([
    ['Skin Sens. 1B; H317', { hazardClass: 'Skin Sens.', category: '1B', hStatement: 'H317', isMinimum: false }],
    ['Skin Sens. 1', { hazardClass: 'Skin Sens.', category: '1', hStatement: null, isMinimum: false }],
    ['Acute Tox. 4 *; H302', { hazardClass: 'Acute Tox.', category: '4', hStatement: 'H302', isMinimum: true }],
    ['Repr. 1B; H360FD', { hazardClass: 'Repr.', category: '1B', hStatement: 'H360FD', isMinimum: false }],
    ['Repr. 2; H361fd', { hazardClass: 'Repr.', category: '2', hStatement: 'H361fd', isMinimum: false }],
    ['Lact.; H362', { hazardClass: 'Lact.', category: '', hStatement: 'H362', isMinimum: false }],
    ['STOT SE 3; H336', { hazardClass: 'STOT SE', category: '3', hStatement: 'H336', isMinimum: false }],
    [
      'Aquatic Chronic 2; H411',
      { hazardClass: 'Aquatic Chronic', category: '2', hStatement: 'H411', isMinimum: false },
    ],
    ['Asp. Tox. 1, H304', { hazardClass: 'Asp. Tox.', category: '1', hStatement: 'H304', isMinimum: false }],
    ['skin sens 1A H317', { hazardClass: 'Skin Sens.', category: '1A', hStatement: 'H317', isMinimum: false }],
  ])('%s', (text, expected) => {
    expect(parseHazardClassification(text)).toEqual(expected);
  });

  it("reads a text once and shares its result, frozen so that no line can change another line's", () => {
    const first = parseHazardClassification('Eye Irrit. 2; H319');
    expect(parseHazardClassification('Eye Irrit. 2; H319')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it.each(['Flammable', 'H317', 'Skin Sens.', ''])('refuses %j', (text) => {
    expect(parseHazardClassification(text)).toBeNull();
  });

  it.each([
    ['H302', 'oral'],
    ['H311', 'dermal'],
    ['H332', 'inhalation'],
    ['H317', null],
  ])('route of %s is %s', (code, route) => {
    expect(findAcuteToxicityRoute(code)).toBe(route);
  });
});

describe('parseSpecificLimitsCell (Annex VI column "Specific Conc. Limits, M-factors")', () => {
  it('reads an SCL with a decimal comma and a non-breaking space (cinnamal style)', () => {
    const cell = parseSpecificLimitsCell('Skin Sens. 1; H317: C ≥ 0,01\u00a0%\n');
    expect(cell.limits).toEqual([
      { hazardClass: 'Skin Sens.', category: '1', hStatement: 'H317', lowerPercent: 0.01, upperPercent: null },
    ]);
  });

  it('reads ECHA\'s ">=" spelling without spaces (ATP 21 cinnamal row)', () => {
    expect(parseSpecificLimitsCell('Skin Sens. 1; H317:C >= 0.01 %').limits[0]?.lowerPercent).toBe(0.01);
  });

  it('reads ranges, M-factors and ATEs', () => {
    const cell = parseSpecificLimitsCell(
      'Skin Corr. 1B; H314: C ≥ 25 %\nSkin Irrit. 2; H315: 10 % ≤ C < 25 %\nM=10\noral: ATE = 1200 mg/kg bw\n',
    );
    expect(cell.limits).toEqual([
      { hazardClass: 'Skin Corr.', category: '1B', hStatement: 'H314', lowerPercent: 25, upperPercent: null },
      { hazardClass: 'Skin Irrit.', category: '2', hStatement: 'H315', lowerPercent: 10, upperPercent: 25 },
    ]);
    expect(cell.mFactors).toEqual({ acute: 10, chronic: 10 });
    expect(cell.ate).toEqual({ oral: 1200 });
    expect(cell.unread).toEqual([]);
  });

  it('reads separate acute and chronic M-factors and keeps what it cannot read', () => {
    const cell = parseSpecificLimitsCell('M(acute)=100\nM(chronic)=10\n* see note');
    expect(cell.mFactors).toEqual({ acute: 100, chronic: 10 });
    expect(cell.unread).toEqual(['* see note']);
  });

  it.each([
    ['Skin Sens. 1A; : C ≥ ,0015 %', { category: '1A', hStatement: null, lowerPercent: 0.0015 }],
    ['Skin Sens.; H317: C ≥ 0,2 %', { category: '', hStatement: 'H317', lowerPercent: 0.2 }],
    ['STOT SE 3; H335; C ≥ 35 %', { category: '3', hStatement: 'H335', lowerPercent: 35 }],
    ['Carc 1B; H350: C ≥ ,01 %', { category: '1B', hStatement: 'H350', lowerPercent: 0.01 }],
  ])('reads Annex VI irregular line %j', (line, expected) => {
    expect(parseSpecificLimitsCell(line).limits).toEqual([expect.objectContaining(expected)]);
  });

  it('reads an ATE split over two lines and a thousands space; an inhalation ATE for the form it names', () => {
    expect(parseSpecificLimitsCell('oral:\nATE=1 200 mg/kg bw').ate).toEqual({ oral: 1200 });
    expect(parseSpecificLimitsCell('inhalation:\nATE = 3 mg/L (Vapours)').ate).toEqual({ inhalation: 3 });
    // Table 3.1.1's third inhalation column, the one a sprayed product is classified by.
    const dust = parseSpecificLimitsCell('inhalation:\nATE = 0,05 mg/L (dusts or mists)');
    expect(dust.ate).toEqual({ inhalationDustMist: 0.05 });
    expect(dust.unread).toEqual([]);
    // Gases are in ppmV, and an inhalation ATE naming no form cannot be placed in a column: neither is guessed.
    for (const line of ['inhalation: ATE = 700 ppmV (gases)', 'inhalation: ATE = 3 mg/L']) {
      expect(parseSpecificLimitsCell(line)).toMatchObject({ ate: {}, unread: [line] });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { issueSafetyDataSheet, type SafetyDataSheet, type SdsInput } from './build-safety-data-sheet.ts';
import { classifyClpRequest } from './classify-clp-request.ts';
import type { ClpClassifyBody } from './clp.schemas.ts';

/**
 * The SDS of REACH Annex II as amended by Regulation (EU) 2020/878, from a concentrate classified by the CLP
 * module (supplier classifications only, no Annex VI lookup). Expected classifications are worked by hand:
 * eugenol Skin Sens. 1B at 5 % ≥ 1 % (Annex I Table 3.4.5) classifies the mixture; a flash point of 50 °C is
 * Flam. Liq. 3 (Annex I Table 2.6.1: ≥ 23 °C and ≤ 60 °C).
 */
const CONCENTRATE: ClpClassifyBody = {
  productForm: 'concentrate',
  supplyTo: 'professional',
  components: [
    { cas: '97-53-0', name: 'Eugenol', percent: 5, supplierClassification: ['Skin Sens. 1B; H317'] },
    { cas: null, name: 'Rest of the accord', percent: 95, supplierClassification: [] },
  ],
};

function input(measured: ClpClassifyBody['measured'] = {}, body: ClpClassifyBody = CONCENTRATE, version = 2): SdsInput {
  const result = classifyClpRequest({ ...body, measured }, () => null, { annexVi: null, importedOn: null });
  return {
    productName: 'Lavender concentrate',
    productForm: 'concentrate',
    result,
    measured: measured ?? {},
    supplier: { company: 'Maison Test', address: '12 rue des Fleurs\n06130 Grasse', signatory: 'A', role: 'B' },
    ufi: null,
    revision: { version, date: '2026-11-28' },
  };
}
const lines = (sheet: SafetyDataSheet, number: string) =>
  sheet.sections.flatMap((section) => section.subsections).find((subsection) => subsection.number === number)!;

describe('issueSafetyDataSheet: the 16 sections of Annex II (2020/878)', () => {
  const sheet = issueSafetyDataSheet(input(), null);

  it('has sections 1 to 16 in order with the regulation’s headings', () => {
    expect(sheet.sections.map((section) => section.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    expect(sheet.sections[1]!.title).toBe('Hazards identification');
    expect(sheet.sections[13]!.subsections.map((subsection) => subsection.number)).toEqual([
      '14.1',
      '14.2',
      '14.3',
      '14.4',
      '14.5',
      '14.6',
      '14.7',
    ]);
  });

  it('fills 2, 3, 9, 11, 12, 14.1-14.5, 15 and 16 from the data, the rest from templates not reviewed', () => {
    for (const number of ['1.1', '1.3', '2.1', '2.2', '3.2', '9.1', '11.1', '12.1', '14.1', '14.5', '15.1', '16']) {
      expect(lines(sheet, number).origin, number).toBe('data');
    }
    for (const number of ['1.2', '4.1', '5.1', '7.2', '8.2', '10.4', '13.1', '14.6']) {
      expect(lines(sheet, number)).toMatchObject({ origin: 'template', reviewed: false });
      expect(sheet.notReviewed).toContain(number);
    }
  });

  it('classifies and labels in section 2 (eugenol 5 % ≥ 1 %: Skin Sens. 1B, GHS07, Warning)', () => {
    expect(lines(sheet, '2.1').lines).toContain('Skin Sens. 1B; H317');
    expect(lines(sheet, '2.2').lines).toEqual(
      expect.arrayContaining([
        'Hazard pictograms: GHS07.',
        'Signal word: Warning.',
        'H317 May cause an allergic skin reaction.',
        'Contains: Eugenol.',
      ]),
    );
    expect(lines(sheet, '3.2').lines[0]).toBe(
      'Eugenol (CAS 97-53-0): ≥ 5 – < 10 %; Skin Sens. 1B; H317 (source: supplier).',
    );
  });

  // REACH Annex II 3.2.1 asks each substance's concentration or range: geraniol brought by three lines (on its own and
  // in two naturals), 0.06 + 0.05 + 0.04 = 0.15 %, is one substance in the range 0.1-1 %, not three lines under 0.1 %.
  it.each([
    {
      lines: [0.06, 0.05, 0.04],
      expected: 'Geraniol (CAS 106-24-1): ≥ 0.1 – < 1 %; Skin Sens. 1; H317 (source: supplier).',
    },
    { lines: [0.04, 0.05], expected: 'Geraniol (CAS 106-24-1): < 0.1 %; Skin Sens. 1; H317 (source: supplier).' },
    { lines: [0.6, 0.5], expected: 'Geraniol (CAS 106-24-1): ≥ 1 – < 5 %; Skin Sens. 1; H317 (source: supplier).' },
  ])('lists geraniol from lines of $lines % once, at the sum, in section 3.2', ({ lines: shares, expected }) => {
    const body: ClpClassifyBody = {
      productForm: 'concentrate',
      supplyTo: 'professional',
      components: [
        ...shares.map((percent) => ({
          cas: '106-24-1',
          name: 'Geraniol',
          percent,
          supplierClassification: ['Skin Sens. 1; H317'],
        })),
        { cas: null, name: 'Rest of the accord', percent: 100 - shares.reduce((a, b) => a + b, 0) },
      ],
    };
    const composition = lines(issueSafetyDataSheet(input({}, body), null), '3.2').lines;
    expect(composition.filter((line) => line.startsWith('Geraniol'))).toEqual([expected]);
  });

  it('lists the substances of section 3.2 by their share, the largest first', () => {
    const body: ClpClassifyBody = {
      productForm: 'concentrate',
      supplyTo: 'professional',
      components: [
        { cas: '106-24-1', name: 'Geraniol', percent: 0.5, supplierClassification: ['Skin Sens. 1; H317'] },
        { cas: '78-70-6', name: 'Linalool', percent: 6, supplierClassification: ['Skin Sens. 1B; H317'] },
        { cas: '97-53-0', name: 'Eugenol', percent: 2, supplierClassification: ['Skin Sens. 1B; H317'] },
        { cas: null, name: 'Rest of the accord', percent: 91.5, supplierClassification: [] },
      ],
    };
    const composition = lines(issueSafetyDataSheet(input({}, body), null), '3.2').lines;
    expect(composition.map((line) => line.split(' (CAS')[0])).toEqual(['Linalool', 'Eugenol', 'Geraniol']);
  });

  it('without a measured flash point says "not determined" (9.1 f and h, 14), never "not flammable"', () => {
    const text = lines(sheet, '9.1').lines.join('\n');
    expect(text).toContain('(h) Flash point: not determined.');
    expect(text).toContain('(f) Flammability: Not determined: no measured flash point.');
    expect(text).not.toMatch(/not flammable|not classified as a flammable/i);
    expect(lines(sheet, '14.1').lines[0]).toMatch(/^Not determined: .*Missing: flash point/);
    expect(lines(sheet, '2.1').lines.join('\n')).toMatch(
      /Not determined: Flam\. Liq\.: .*Missing: measured flash point\./,
    );
  });

  it('with a flash point of 50 °C and boiling point 170 °C: Flam. Liq. 3, UN 1266, class 3, packing group III', () => {
    const flammable = issueSafetyDataSheet(input({ flashPointC: 50, initialBoilingPointC: 170 }), null);
    expect(lines(flammable, '9.1').lines).toContain('(h) Flash point: 50 °C (measured).');
    expect(lines(flammable, '9.1').lines.find((line) => line.startsWith('(f)'))).toMatch(/Flam\. Liq\. 3 \(H226\)/);
    expect(lines(flammable, '14.1').lines[0]).toBe('UN 1266 (ADR/RID, IMDG, IATA).');
    expect(lines(flammable, '14.2').lines).toEqual(['PERFUMERY PRODUCTS.']);
    expect(lines(flammable, '14.3').lines).toEqual(['Class 3.']);
    expect(lines(flammable, '14.4').lines[0]).toMatch(/^III\./);
    expect(lines(flammable, '14.5').lines[0]).toBe('Environmentally hazardous: no.');
  });

  it('lists the full H texts in 16, and says which template subsections are not reviewed', () => {
    const other = lines(sheet, '16').lines;
    expect(other).toContain('H317 May cause an allergic skin reaction.');
    expect(other).toContain('First issue.');
    expect(other.at(-1)).toMatch(/^Template subsections not reviewed yet: 1\.2, 1\.4, 4\.1/);
  });

  it('takes the user’s reviewed texts in place of a template', () => {
    const reviewed = issueSafetyDataSheet(
      { ...input(), templates: { '1.4': { lines: ['+33 1 23 45 67 89 (office hours)'], reviewed: true } } },
      null,
    );
    expect(lines(reviewed, '1.4')).toMatchObject({ lines: ['+33 1 23 45 67 89 (office hours)'], reviewed: true });
    expect(reviewed.notReviewed).not.toContain('1.4');
  });
});

describe('the revision: what changed since the previous version (Annex II section 16)', () => {
  it('names the subsections whose content changed', () => {
    const before = input(
      {},
      {
        ...CONCENTRATE,
        components: [
          { ...CONCENTRATE.components[0]!, percent: 0.5 },
          { ...CONCENTRATE.components[1]!, percent: 99.5 },
        ],
      },
      1,
    );
    const sheet = issueSafetyDataSheet(input({}, CONCENTRATE, 2), before);
    expect(sheet.revision.changes).toEqual(
      expect.arrayContaining([
        'Changed since version 1: 2.1 Classification of the substance or mixture.',
        'Changed since version 1: 3.2 Mixtures.',
      ]),
    );
    expect(sheet.revision.changes.join('\n')).not.toMatch(/4\.1|14\.6/);
  });

  it('says nothing changed when the content is the same', () => {
    const sheet = issueSafetyDataSheet(input({}, CONCENTRATE, 3), input({}, CONCENTRATE, 2));
    expect(sheet.revision.changes).toEqual(["No change to the sheet's content since version 2."]);
  });
});

describe('section 12 of a mixture classified at least Chronic 2 with an M-factor not given', () => {
  it('gives the category M = 1 makes and says it is not determined beyond it (Article 10(2))', () => {
    // A Chronic 1 ingredient without an M-factor at 10 % and a Chronic 2 at 25 %: 10 × 1 × 10 + 25 = 125 % ≥ 25 %
    // (Annex I Table 4.1.2) → at least Chronic 2; with M ≥ 3, M × 10 ≥ 25 % → Chronic 1.
    const body: ClpClassifyBody = {
      ...CONCENTRATE,
      components: [
        { cas: null, name: 'Musk X', percent: 10, supplierClassification: ['Aquatic Chronic 1; H410'] },
        { cas: null, name: 'Ester Y', percent: 25, supplierClassification: ['Aquatic Chronic 2; H411'] },
        { cas: null, name: 'Rest of the accord', percent: 65, supplierClassification: [] },
      ],
    };
    const text = lines(issueSafetyDataSheet(input({ flashPointC: 100 }, body), null), '12.1').lines.join('\n');
    expect(text).toMatch(/Aquatic Chronic 2; H411/);
    expect(text).toMatch(
      /Aquatic Chronic: not determined beyond that: Neither Annex VI nor the supplier gives the M-factor of Musk X \(10 %\)/,
    );
  });
});

describe('section 3.2: specific concentration limits, M-factors and ATEs (Annex II 3.2.1 as amended by 2020/878)', () => {
  it('gives them after each substance’s classification, and says when an Aquatic 1 substance has no M-factor', () => {
    const body: ClpClassifyBody = {
      ...CONCENTRATE,
      components: [
        {
          cas: '97-54-1',
          name: 'Isoeugenol',
          percent: 0.5,
          supplierClassification: ['Skin Sens. 1A; H317'],
          specificConcentrationLimits: ['Skin Sens. 1A; H317: C ≥ 0,01 %'],
        },
        {
          cas: null,
          name: 'Ester Z',
          percent: 2,
          supplierClassification: ['Acute Tox. 4; H302', 'Aquatic Acute 1; H400'],
          mFactors: { acute: 10 },
          ate: { oral: 1200 },
        },
        { cas: null, name: 'Musk W', percent: 1, supplierClassification: ['Aquatic Chronic 1; H410'] },
        { cas: null, name: 'Rest of the accord', percent: 96.5, supplierClassification: [] },
      ],
    };
    const text = lines(issueSafetyDataSheet(input({ flashPointC: 100 }, body), null), '3.2').lines.join('\n');
    expect(text).toContain('Skin Sens. 1A; H317; SCL Skin Sens. 1A; H317: C ≥ 0.01 % (source: supplier)');
    expect(text).toContain('Aquatic Acute 1; H400; M = 10 (acute); ATE oral = 1200 mg/kg bw (source: supplier)');
    expect(text).toContain('Aquatic Chronic 1; H410; M-factor (chronic): not given (source: supplier)');
  });
});

describe('sections 11 and 12 write a reason that leaves several classes open once', () => {
  it('gives it at the first class and refers to it at the others', () => {
    const base = input({ flashPointC: 100 });
    const reason =
      'The composition of Oil A is unknown, and no classification of it was entered: it may bring this class.';
    const missing = ['composition or classification of Oil A'];
    const result = {
      ...base.result,
      undetermined: [
        { class: 'Skin Corr.' as const, reason, missing },
        { class: 'Eye Dam.' as const, reason, missing },
        { class: 'Aquatic Acute' as const, reason, missing },
      ],
    };
    const sheet = issueSafetyDataSheet({ ...base, result }, null);
    const health = lines(sheet, '11.1').lines;
    expect(health).toContain(`Skin Corr.: not determined: ${reason}`);
    expect(health).toContain('Eye Dam.: not determined: (the reason given for Skin Corr.)');
    expect(lines(sheet, '2.2').lines.at(-1)).toBe(
      'These label elements follow from the classes determined; Skin Corr., Eye Dam., Aquatic Acute (not determined, 2.1) may add others.',
    );
    // Section 12 is read on its own: its first open class gives the reason again.
    expect(lines(sheet, '12.1').lines).toContain(`Aquatic Acute: not determined: ${reason}`);
  });
});

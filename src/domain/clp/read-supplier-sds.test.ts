import { describe, expect, it } from 'vitest';
import { isValidCas, readSupplierSds } from './read-supplier-sds.ts';

/**
 * Sections 2 and 3 of a supplier SDS laid out as REACH Annex II (2020/878) orders them, as pdfjs-dist gives their text
 * page by page. The sheets below are made up for the test (no real supplier's SDS).
 */
const PAGE_1 = [
  'SAFETY DATA SHEET',
  'Lavender oil blend LB-12',
  'Revision date: 2025-03-01  Version 4',
  'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
  '1.1 Product identifier: Lavender oil blend LB-12',
  'SECTION 2: Hazards identification',
  '2.1 Classification of the substance or mixture',
  'Skin Irrit. 2; H315   Skin Sens. 1B; H317',
  'Aquatic Chronic 2, H411',
  '2.2 Label elements',
  'Hazard statements: H315 Causes skin irritation. H317 May cause an allergic skin reaction.',
].join('\n');
const PAGE_2 = [
  'H411 Toxic to aquatic life with long lasting effects. EUH208 Contains citral.',
  'SECTION 3: Composition/information on ingredients',
  '3.2 Mixtures',
  'Linalool            78-70-6     25 - 50 %    Skin Sens. 1B; H317',
  'd-Limonene          5989-27-5   1 – 5 %      Flam. Liq. 3; H226 Asp. Tox. 1; H304 Skin Irrit. 2; H315',
  'Citral              5392-40-5   < 1 %        Skin Irrit. 2; H315 Skin Sens. 1; H317',
  'Bad number          78-70-7     1 - 2 %',
  'SECTION 4: First aid measures',
  'Skin Corr. 1B; H314 (not section 2 or 3: ignored)',
].join('\n');

describe('readSupplierSds', () => {
  const reading = readSupplierSds([PAGE_1, PAGE_2]);

  it('proposes the classification of section 2.1, each with its page', () => {
    expect(reading.classification).toEqual([
      { text: 'Skin Irrit. 2; H315', page: 1 },
      { text: 'Skin Sens. 1B; H317', page: 1 },
      { text: 'Aquatic Chronic 2; H411', page: 1 },
    ]);
  });

  it('proposes the H and EUH statements of section 2, once each, with the page first seen', () => {
    expect(reading.hazardStatements).toEqual([
      { text: 'H315', page: 1 },
      { text: 'H317', page: 1 },
      { text: 'H411', page: 1 },
      { text: 'EUH208', page: 2 },
    ]);
  });

  it('reads section 3: name, CAS (check digit verified), % range, classification, page; section 4 is not read', () => {
    expect(reading.components).toEqual([
      {
        name: 'Linalool',
        cas: '78-70-6',
        minPercent: 25,
        maxPercent: 50,
        classification: ['Skin Sens. 1B; H317'],
        page: 2,
      },
      {
        name: 'd-Limonene',
        cas: '5989-27-5',
        minPercent: 1,
        maxPercent: 5,
        classification: ['Flam. Liq. 3; H226', 'Asp. Tox. 1; H304', 'Skin Irrit. 2; H315'],
        page: 2,
      },
      {
        name: 'Citral',
        cas: '5392-40-5',
        minPercent: 0,
        maxPercent: 1,
        classification: ['Skin Irrit. 2; H315', 'Skin Sens. 1; H317'],
        page: 2,
      },
    ]);
  });

  it('reads the revision date and version from the first page', () => {
    expect(reading.revision).toEqual({ date: { text: '2025-03-01', page: 1 }, version: { text: '4', page: 1 } });
    expect(reading.notes).toEqual([]);
  });

  it.each([
    ['a scanned PDF without text', ['', '  '], /no text layer/],
    ['a text without sections 2 and 3', ['Certificate of analysis\nLot 12'], /No section 2/],
  ])('says what it could not read: %s', (_name, pages, note) => {
    const empty = readSupplierSds(pages);
    expect(empty.classification).toEqual([]);
    expect(empty.components).toEqual([]);
    expect(empty.notes.join(' ')).toMatch(note);
  });

  it.each([
    ['78-70-6', true],
    ['5989-27-5', true],
    ['7732-18-5', true],
    ['78-70-7', false],
  ])('CAS %s check digit valid: %s', (cas, valid) => {
    expect(isValidCas(cas)).toBe(valid);
  });
});

import { describe, expect, it } from 'vitest';
import { buildSdsClassificationBody, collectSdsProposals, toIsoSdsDate } from './collect-sds-proposals.ts';

const READING = {
  classification: [{ text: 'Skin Sens. 1B; H317', page: 1 }],
  hazardStatements: [{ text: 'H317', page: 1 }],
  components: [
    {
      name: 'Limonene',
      cas: '5989-27-5',
      minPercent: 0,
      maxPercent: 1,
      classification: ['Flam. Liq. 3; H226'],
      page: 2,
    },
  ],
};
const AI = {
  classification: [
    { text: 'Skin Sens. 1B; H317', page: 1, quote: 'Skin Sens. 1B; H317' },
    { text: 'Eye Irrit. 2; H319', page: 2, quote: 'Eye Irrit. 2; H319' },
  ],
  hazardStatements: [],
  components: [],
};
const SOURCE = { supplier: ' Acme ', sdsDate: '2025-03-01', sdsRevision: '4', fileName: 'acme.pdf' };

describe('collectSdsProposals', () => {
  it('merges what the patterns and the model read into one row a value, with the pages and the quote', () => {
    expect(collectSdsProposals(READING, AI)).toEqual([
      {
        key: 'classification:Skin Sens. 1B; H317',
        kind: 'classification',
        value: 'Skin Sens. 1B; H317',
        pages: [1],
        readBy: ['text', 'ai'],
        quote: 'Skin Sens. 1B; H317',
      },
      {
        key: 'classification:Eye Irrit. 2; H319',
        kind: 'classification',
        value: 'Eye Irrit. 2; H319',
        pages: [2],
        readBy: ['ai'],
        quote: 'Eye Irrit. 2; H319',
      },
      { key: 'statement:H317', kind: 'statement', value: 'H317', pages: [1], readBy: ['text'], quote: null },
      {
        key: 'component:Limonene (CAS 5989-27-5) · < 1 % · Flam. Liq. 3; H226',
        kind: 'component',
        value: 'Limonene (CAS 5989-27-5) · < 1 % · Flam. Liq. 3; H226',
        pages: [2],
        readBy: ['text'],
        quote: null,
      },
    ]);
  });
});

describe('buildSdsClassificationBody saves the ticked rows only', () => {
  const rows = collectSdsProposals(READING, AI);
  it.each([
    ['nothing ticked', [], [], 'Read from the supplier’s SDS acme.pdf.'],
    [
      'one class of two',
      ['classification:Eye Irrit. 2; H319'],
      ['Eye Irrit. 2; H319'],
      'Read from the supplier’s SDS acme.pdf.',
    ],
    [
      'a class, a statement and a component',
      ['classification:Skin Sens. 1B; H317', 'statement:H317', rows[3]!.key],
      ['Skin Sens. 1B; H317'],
      'Read from the supplier’s SDS acme.pdf.\nHazard statements (section 2): H317 (p. 1).\nComponents (section 3): Limonene (CAS 5989-27-5) · < 1 % · Flam. Liq. 3; H226 (p. 2).',
    ],
  ])('%s', (_label, ticked, classification, notes) => {
    const body = buildSdsClassificationBody(rows, new Set(ticked), SOURCE);
    expect(body).toEqual({
      classification,
      specificConcentrationLimits: [],
      source: { kind: 'supplierSds', supplier: 'Acme', sdsDate: '2025-03-01', sdsRevision: '4' },
      notes,
    });
  });
});

describe('toIsoSdsDate', () => {
  it.each([
    ['2025-03-01', '2025-03-01'],
    ['1.3.2025', '2025-03-01'],
    ['01.03.2025', '2025-03-01'],
    // Day/month or month/day cannot be told apart: left for the user to enter.
    ['03/01/2025', ''],
    [null, ''],
  ])('%s → "%s"', (text, iso) => {
    expect(toIsoSdsDate(text)).toBe(iso);
  });
});

import { describe, expect, it } from 'vitest';
import { buildSdsAiPrompt, checkSdsAiProposals, type SdsAiOutput } from './check-sds-ai-proposals.ts';

/** Two pages of a supplier SDS as pdfjs-dist gives them (section 2 on page 1, section 3 on page 2). */
const PAGES = [
  'SECTION 2: Hazards identification\n2.1 Classification\nSkin Irrit. 2; H315\nSkin Sens. 1B; H317\nEUH208 Contains citral.',
  'SECTION 3: Composition\nLinalool 78-70-6 25 - 50 % Skin Sens. 1B; H317\nLimonene 5989-27-5 < 1 % Flam. Liq. 3; H226\n',
];
const empty: SdsAiOutput = { classification: [], hazardStatements: [], components: [] };

describe('checkSdsAiProposals keeps only what the PDF says, on the page cited', () => {
  it.each([
    ['kept: quote on its page, value in the quote', 'Skin Sens. 1B; H317', 1, 'Skin Sens. 1B; H317', null],
    ['kept: white space and case differ', 'Skin Irrit. 2; H315', 1, 'skin  irrit. 2;\nH315', null],
    [
      'dropped: quote not in the PDF',
      'Eye Dam. 1; H318',
      1,
      'Eye Dam. 1; H318',
      'the quote is not in that page of the PDF',
    ],
    [
      'dropped: quote on another page',
      'Skin Sens. 1B; H317',
      2,
      'Skin Irrit. 2; H315',
      'the quote is not in that page of the PDF',
    ],
    ['dropped: page beyond the PDF', 'Skin Sens. 1B; H317', 3, 'Skin Sens. 1B; H317', 'page 3 is not in the PDF'],
    [
      'dropped: value not in a true quote',
      'Eye Irrit. 2; H319',
      1,
      'Skin Irrit. 2; H315',
      '"Eye Irrit." is not in the quote',
    ],
    ['dropped: empty quote', 'Skin Sens. 1B; H317', 1, '', 'the quote is not in that page of the PDF'],
    ['dropped: not a CLP classification', 'Very toxic', 1, 'Skin Sens. 1B; H317', 'not a CLP classification'],
  ])('%s', (_label, text, page, quote, reason) => {
    const result = checkSdsAiProposals({ ...empty, classification: [{ text, page, quote }] }, PAGES);
    if (reason === null) {
      expect(result.classification).toEqual([{ text, page, quote: quote.trim() }]);
      expect(result.dropped).toEqual([]);
    } else {
      expect(result.classification).toEqual([]);
      expect(result.dropped).toEqual([{ text, page, reason }]);
    }
  });

  it.each([
    ['EUH208', 1, 'EUH208 Contains citral.', true],
    ['h317', 1, 'Skin Sens. 1B; H317', true],
    ['H319', 1, 'Skin Sens. 1B; H317', false],
    ['Toxic', 1, 'Skin Sens. 1B; H317', false],
  ])('statement %s quoted "%s" kept: %s', (code, page, quote, kept) => {
    const result = checkSdsAiProposals({ ...empty, hazardStatements: [{ code, page: page, quote }] }, PAGES);
    expect(result.hazardStatements.length).toBe(kept ? 1 : 0);
    expect(result.dropped.length).toBe(kept ? 0 : 1);
  });

  const component = (overrides: Partial<SdsAiOutput['components'][number]>) => ({
    name: 'Linalool',
    cas: '78-70-6',
    minPercent: 25,
    maxPercent: 50,
    classification: ['Skin Sens. 1B; H317'],
    page: 2,
    quote: 'Linalool 78-70-6 25 - 50 % Skin Sens. 1B; H317',
    ...overrides,
  });
  it.each([
    ['kept as the sheet writes it', component({}), null],
    [
      'kept: "< 1 %" is 0 to 1',
      component({
        name: 'Limonene',
        cas: '5989-27-5',
        minPercent: 0,
        maxPercent: 1,
        classification: ['Flam. Liq. 3; H226'],
        quote: 'Limonene 5989-27-5 < 1 % Flam. Liq. 3; H226',
      }),
      null,
    ],
    // CAS check digit (CAS Registry rule): 78-70-? → 0·1 + 7·2 + 8·3 + 7·4 = 66, so the check digit is 6, not 5.
    ['dropped: CAS check digit wrong', component({ cas: '78-70-5' }), 'not a valid CAS number'],
    ['dropped: range not in the quote', component({ maxPercent: 60 }), '"60" is not in the quote'],
    [
      'dropped: H statement not in the quote',
      component({ classification: ['Skin Irrit. 2; H315'] }),
      '"H315" is not in the quote',
    ],
    [
      'dropped: invented quote',
      component({ quote: 'Linalool 78-70-6 25 - 50 % Skin Sens. 1A; H317' }),
      'the quote is not in that page of the PDF',
    ],
  ])('component %s', (_label, item, reason) => {
    const result = checkSdsAiProposals({ ...empty, components: [item] }, PAGES);
    expect(result.components.length).toBe(reason === null ? 1 : 0);
    expect(result.dropped.map((entry) => entry.reason)).toEqual(reason === null ? [] : [reason]);
  });
});

describe('buildSdsAiPrompt', () => {
  it('numbers the pages and stops at the character budget', () => {
    const prompt = buildSdsAiPrompt(['a'.repeat(30), 'b'.repeat(30)], 40);
    expect(prompt).toContain(`=== Page 1 ===\n${'a'.repeat(30)}`);
    expect(prompt).toContain(`=== Page 2 ===\n${'b'.repeat(10)}`);
    expect(prompt).not.toContain('b'.repeat(11));
  });
});

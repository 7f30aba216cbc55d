import { describe, expect, it } from 'vitest';
import {
  mergeProp65Listings,
  parseOehhaDate,
  parseProp65Cas,
  parseProp65List,
  parseToxicity,
} from './parse-prop65-list.ts';
import { buildProp65WarningText } from './build-prop65-warning-text.ts';

// Cells as they appear in OEHHA's p65chemicalslist.csv (29 December 2023).
describe('parsing the Proposition 65 list', () => {
  it.each([
    ['27-Mar-15', '2015-03-27'],
    ['1-Jan-88', '1988-01-01'],
    ['27-Feb-87', '1987-02-27'],
    ['29-Dec-23', '2023-12-29'],
    ['', null],
    ['March 2015', null],
  ])('date %j → %j', (cell, expected) => {
    expect(parseOehhaDate(cell)).toBe(expected);
  });

  it.each([
    ['123-35-3', ['123-35-3']],
    ['---', []],
    ['  ---', []],
    ['68-22-4/               57-63-6', ['68-22-4', '57-63-6']],
    ['34465-46- 8', ['34465-46-8']],
  ])('CAS %j → %j', (cell, expected) => {
    expect(parseProp65Cas(cell)).toEqual(expected);
  });

  it.each([
    ['cancer', ['cancer']],
    ['developmental, female, male ', ['developmental', 'female', 'male']],
    ['developmental male', ['developmental', 'male']],
    ['', []],
  ])('toxicity %j → %j', (cell, expected) => {
    expect(parseToxicity(cell)).toEqual(expected);
  });

  it('merges a chemical listed for cancer and reproduction, keeps the earliest date, drops rows without CAS', () => {
    const rows = parseProp65List([
      {
        Chemical: 'Diethylstilbestrol (DES) ',
        'Type of Toxicity': 'cancer',
        'CAS No.': '56-53-1',
        'Date Listed': '27-Feb-87',
        'NSRL or MADL (µg/day)a': '0.002',
      },
      {
        Chemical: 'Diethylstilbestrol (DES) ',
        'Type of Toxicity': 'developmental',
        'CAS No.': '56-53-1',
        'Date Listed': '1-Jul-87',
        'NSRL or MADL (µg/day)a': '',
      },
      {
        Chemical: 'Alcoholic beverages',
        'Type of Toxicity': 'cancer',
        'CAS No.': '---',
        'Date Listed': '29-Apr-11',
        'NSRL or MADL (µg/day)a': '',
      },
    ]);
    expect(rows).toHaveLength(3);
    expect(mergeProp65Listings(rows)).toEqual([
      {
        chemical: 'Diethylstilbestrol (DES)',
        cas: '56-53-1',
        toxicity: ['cancer', 'developmental'],
        listedOn: '1987-02-27',
        safeHarbourLevel: '0.002',
      },
    ]);
  });
});

describe('buildProp65WarningText (27 CCR §25603(a)(2))', () => {
  it.each([
    [
      '(A) carcinogens, two named',
      [
        { chemical: 'beta-Myrcene', toxicity: ['cancer'] as const },
        { chemical: 'Pulegone', toxicity: ['cancer'] as const },
      ],
      'WARNING: This product can expose you to chemicals including beta-Myrcene and Pulegone, which are known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov.',
    ],
    [
      '(B) a reproductive toxicant',
      [{ chemical: 'Toluene', toxicity: ['developmental'] as const }],
      'WARNING: This product can expose you to chemicals including Toluene, which is known to the State of California to cause birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.',
    ],
    [
      '(C) both endpoints',
      [
        { chemical: 'Safrole', toxicity: ['cancer'] as const },
        { chemical: 'Toluene', toxicity: ['developmental'] as const },
      ],
      'WARNING: This product can expose you to chemicals including Safrole, which is known to the State of California to cause cancer, and Toluene, which is known to the State of California to cause birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.',
    ],
  ])('%s', (_, warnings, text) => {
    expect(buildProp65WarningText(warnings)).toBe(text);
  });
});

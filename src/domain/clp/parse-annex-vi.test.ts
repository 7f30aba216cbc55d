import { describe, expect, it } from 'vitest';
import { mapAnnexViSheet, parseClpAnnexVi } from './parse-annex-vi.ts';

/** Rows as ECHA's ATP 21 export has them (copied cell by cell from annex_vi_clp_table_atp21_en.xlsx). */
const HEADER_1 = [
  'Index No',
  'International Chemical Identification',
  'EC No',
  'CAS No',
  'Classification',
  'Classification',
  'Labelling',
  'Labelling',
  'Labelling',
  'Specific Conc. Limits, M-factors',
  'Notes',
  'ATP inserted/ATP Updated',
];
const HEADER_2 = [
  'Index No',
  'International Chemical Identification',
  'EC No',
  'CAS No',
  'Hazard Class and Category Code(s)',
  'Hazard Statement Code(s)',
  'Pictogram, Signal Word Code(s)',
  'Hazard statement Code(s)',
  'Suppl. Hazard statement Code(s)',
  'Specific Conc. Limits, M-factors',
  'Notes',
  'ATP inserted/ATP Updated',
];
const ROWS = [
  ['DISCLAIMER This is an unofficial excel table…'],
  [],
  HEADER_1,
  HEADER_2,
  [
    '601-096-00-2',
    '(R)-p-mentha-1,8-diene;d-limonene',
    '227-813-5',
    '5989-27-5',
    'Flam. Liq. 3\nAsp. Tox. 1\nSkin Irrit. 2\nSkin Sens. 1B\nAquatic Acute 1\nAquatic Chronic 3\n',
    'H226\nH304\nH315\nH317\nH400\nH412\n',
    'GHS02\nGHS07\nGHS08\nGHS09\nDgr',
    'H226\nH315\nH317\nH304\nH410\n',
    '',
    'M=1\n',
    '',
    'ATP17',
  ],
  [
    '603-057-00-5',
    'benzyl alcohol',
    '202-859-9',
    '100-51-6',
    'Acute Tox. 4\nEye Irrit. 2\nSkin Sens. 1B',
    'H302\nH319\nH317',
    'GHS07\nWng',
    'H302\nH319\nH317',
    null,
    'oral: ATE = 1200 mg/kg bw',
    null,
    'CLP00/ATP21',
  ],
  [
    '603-235-00-2',
    'linalool; 3,7-dimethyl-1,6-octadien-3-ol; dl-linalool [1]\ncoriandrol; (S)-3,7-dimethyl-1,6-octadien-3-ol; d-linalool [2]\nlicareol; (R)-3,7-dimethyl-1,6-octadien-3-ol; l-linalool [3]\n',
    '201-134-4 [1]\n204-810-7 [2]\n204-811-2 [3]\n',
    '78-70-6 [1]\n126-90-9 [2]\n126-91-0 [3]\n',
    'Skin Sens. 1B\n',
    'H317\n',
    'GHS07\nWng',
    'H317\n',
    '',
    '',
    '',
    'ATP10',
  ],
  [
    '606-155-00-6',
    'cinnamaldehyde; 3-phenylprop-2-enal;  cinnamic aldehyde; cinnamal;[1]\n(2E)-3-phenylprop-2-enal[2]',
    '203-213-9[1]\n-[2]',
    '104-55-2[1]\n14371-10-9[2]',
    'Skin Sens. 1A',
    'H317',
    'GHS07\nWng',
    'H317',
    null,
    'Skin Sens. 1; H317:C >= 0.01 %',
    null,
    'ATP21',
  ],
  [
    '007-006-00-2',
    'example gas',
    '-',
    '-',
    'Flam. Gas 1\nPress. Gas\nAcute Tox. 4 *\nAcute Tox. 4 *\nAcute Tox. 4 *',
    'H220\nH332\nH312\nH302',
    '',
    '',
    '',
    '',
    'U 5',
    'CLP00',
  ],
  [],
];

describe('mapAnnexViSheet', () => {
  it('finds the two-row header and keeps the data rows', () => {
    const { table, problems } = mapAnnexViSheet(ROWS);
    expect(problems).toEqual([]);
    expect(table?.rows).toHaveLength(5);
    expect(table?.rows[0]?.['CAS No']).toBe('5989-27-5');
  });

  it('finds the second header row when a streamed read leaves its merged cells empty', () => {
    const streamed = ROWS.map((row) => (row === HEADER_2 ? ['', '', '', '', ...HEADER_2.slice(4)] : row));
    const { table, problems } = mapAnnexViSheet(streamed);
    expect(problems).toEqual([]);
    expect(table?.rows).toHaveLength(5);
    expect(table?.rows[0]?.['Index No']).toBe('601-096-00-2');
  });

  it('refuses a sheet that is not the export', () => {
    expect(mapAnnexViSheet([['Name', 'CAS']]).problems[0]).toMatch(/not ECHA's Annex VI export/);
    const shifted = mapAnnexViSheet([['Index No', 'Name', 'CAS No']]);
    expect(shifted.problems[0]).toMatch(/does not match/);
  });
});

describe('parseClpAnnexVi (SOURCE.md notation)', () => {
  const { rows, issues } = parseClpAnnexVi(mapAnnexViSheet(ROWS).table ?? undefined);
  const byIndex = (index: string) => rows.find((row) => row.indexNo === index)?.entry;

  it('d-limonene: six classes paired with their codes, M=1', () => {
    const entry = byIndex('601-096-00-2');
    expect(entry?.hazards.map((h) => `${h.hazardClass} ${h.category}; ${h.hStatement}`)).toEqual([
      'Flam. Liq. 3; H226',
      'Asp. Tox. 1; H304',
      'Skin Irrit. 2; H315',
      'Skin Sens. 1B; H317',
      'Aquatic Acute 1; H400',
      'Aquatic Chronic 3; H412',
    ]);
    expect(entry?.mFactors).toEqual({ acute: 1, chronic: 1 });
    expect(entry?.casNumbers).toEqual(['5989-27-5']);
  });

  it('benzyl alcohol: oral ATE 1200 mg/kg', () => {
    expect(byIndex('603-057-00-5')?.ate).toEqual({ oral: 1200 });
  });

  it('linalool: a group entry with three CAS numbers and names without their tags', () => {
    const entry = byIndex('603-235-00-2');
    expect(entry?.casNumbers).toEqual(['78-70-6', '126-90-9', '126-91-0']);
    expect(entry?.names[0]).toBe('linalool; 3,7-dimethyl-1,6-octadien-3-ol; dl-linalool');
    expect(entry?.ecNumbers).toEqual(['201-134-4', '204-810-7', '204-811-2']);
  });

  it('cinnamal: Skin Sens. 1A with the SCL C ≥ 0.01 %', () => {
    const entry = byIndex('606-155-00-6');
    expect(entry?.hazards[0]).toMatchObject({ hazardClass: 'Skin Sens.', category: '1A', hStatement: 'H317' });
    expect(entry?.limits).toEqual([
      { hazardClass: 'Skin Sens.', category: '1', hStatement: 'H317', lowerPercent: 0.01, upperPercent: null },
    ]);
    expect(entry?.casNumbers).toEqual(['104-55-2', '14371-10-9']);
  });

  it('repeated minimum classifications take one code per route; classes outside the module are kept as unread', () => {
    const entry = byIndex('007-006-00-2');
    expect(entry?.hazards.map((h) => [h.hStatement, h.isMinimum])).toEqual([
      ['H332', true],
      ['H312', true],
      ['H302', true],
    ]);
    expect(entry?.unread).toEqual(['Flam. Gas 1', 'Press. Gas']);
    expect(entry?.notes).toEqual(['U', '5']);
  });

  it('no issues for well-formed rows', () => {
    expect(issues).toEqual([]);
  });
});

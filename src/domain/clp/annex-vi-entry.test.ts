import { describe, expect, it } from 'vitest';
import { findAnnexViName } from './annex-vi-entry.ts';

// Names and CAS numbers copied from ECHA's Annex VI export (annex_vi_clp_table_atp21_en.xlsx, column "International
// Chemical Identification", after the importer drops the "[1]" markers). Article 18(2)(a) CLP: a substance of Annex VI
// Part 3 is identified on the label by "the name … as given therein".
describe('findAnnexViName: the label name of a substance of Annex VI Part 3', () => {
  it.each<{ case: string; names: string[]; cas: string[]; for: string; material?: string; name: string | null }>([
    { case: 'one name (605-019-00-3)', names: ['citral'], cas: ['5392-40-5'], for: '5392-40-5', name: 'citral' },
    {
      case: 'a complex substance: its definition is not part of the printed name (649-422-00-2)',
      names: [
        'Distillates (petroleum), hydrotreated light; Kerosine - unspecified; [A complex combination of hydrocarbons obtained by treating a petroleum fraction with hydrogen in the presence of a catalyst. It consists of hydrocarbons having carbon numbers predominantly in the range of C9 through C16 and boiling in the range of approximately 150 °C to 290 °C (302 °F to 554 °F).]',
      ],
      cas: ['64742-47-8'],
      for: '64742-47-8',
      name: 'Distillates (petroleum), hydrotreated light',
    },
    {
      case: 'several substances in one entry: the name paired with the CAS (601-029-00-7)',
      names: [
        'dipentene; limonene',
        '(S)-p-mentha-1,8-diene; l-limonene',
        'trans-1-methyl-4-(1-methylvinyl)cyclohexene',
        '(±)-1-methyl-4-(1-methylvinyl)cyclohexene',
      ],
      cas: ['138-86-3', '5989-54-8', '6876-12-6', '7705-14-8'],
      for: '5989-54-8',
      name: '(S)-p-mentha-1,8-diene',
    },
    {
      case: 'of the names an entry gives, the one the material is called, in Annex VI spelling (601-096-00-2)',
      names: ['(R)-p-mentha-1,8-diene;d-limonene'],
      cas: ['5989-27-5'],
      for: '5989-27-5',
      material: 'D-Limonene',
      name: 'd-limonene',
    },
    {
      case: 'a material called by none of them: the first name (601-029-00-7)',
      names: ['dipentene; limonene'],
      cas: ['138-86-3'],
      for: '138-86-3',
      material: 'Orange terpenes',
      name: 'dipentene',
    },
    {
      case: 'a short qualifier in brackets is part of the identity and stays (sodium perborate)',
      names: [
        'sodium perborate; [containing < 0,1 % (w/w) of particles with an aerodynamic diameter of below 50 µm]',
        'sodium peroxometaborate; sodium peroxoborate; [containing < 0,1 % (w/w) of particles with an aerodynamic diameter of below 50 µm]',
      ],
      cas: ['15120-21-5', '7632-04-4'],
      for: '15120-21-5',
      name: 'sodium perborate; [containing < 0,1 % (w/w) of particles with an aerodynamic diameter of below 50 µm]',
    },
    {
      case: 'the qualifier stays with the name chosen among several',
      names: [
        'sodium perborate; [containing < 0,1 % (w/w) of particles with an aerodynamic diameter of below 50 µm]',
        'sodium peroxometaborate; sodium peroxoborate; [containing < 0,1 % (w/w) of particles with an aerodynamic diameter of below 50 µm]',
      ],
      cas: ['15120-21-5', '7632-04-4'],
      for: '7632-04-4',
      material: 'Sodium peroxoborate',
      name: 'sodium peroxoborate; [containing < 0,1 % (w/w) of particles with an aerodynamic diameter of below 50 µm]',
    },
    {
      case: 'names that do not pair with the CAS numbers: none chosen',
      names: ['first name', 'second name'],
      cas: ['1-1-1', '2-2-2', '3-3-3'],
      for: '2-2-2',
      name: null,
    },
  ])('$case', (row) => {
    expect(findAnnexViName({ names: row.names, casNumbers: row.cas }, row.for, row.material)).toBe(row.name);
  });
});

import { describe, expect, it } from 'vitest';
import { buildRegulatoryIndex, findSubjectIndexesByKey } from './build-regulatory-index.ts';
import type { RegulatoryData } from './regulatory-model.ts';
import { percent } from '../../../tests/fixtures/golden-vector-fixtures.ts';

/**
 * TEST FIXTURES, not Annex data: references carried by two entries (an allergen and a restricted entry of one
 * Annex III reference, two Annex II rows of one reference). Subjects are indexed Standards, allergens, Annex II,
 * Annex III restricted, in that order: 0 allergen R1, 1 II-1, 2 II-2, 3 II-1 again, 4 restricted R1, 5 restricted R2.
 */
const entry = (annexIiiReference: string) => ({
  annexIiiReference,
  name: annexIiiReference,
  casNumbers: [`cas-${annexIiiReference}`],
  scopes: [],
  maxima: [],
});
const DATA: RegulatoryData = {
  dataVersion: { ifraAmendment: 'test', euAnnexEdition: 'test', importedOn: '2026-11-29' },
  ifraStandards: [],
  euAllergens: [
    {
      annexIiiReference: 'R1',
      labelName: 'R1',
      casNumbers: ['cas-a'],
      leaveOnThreshold: percent(0.001),
      rinseOffThreshold: percent(0.01),
    },
  ],
  euProhibited: [
    { annexIiReference: 'II-1', name: 'first row', casNumbers: ['cas-b'] },
    { annexIiReference: 'II-2', name: 'other', casNumbers: ['cas-c'] },
    { annexIiReference: 'II-1', name: 'second row', casNumbers: ['cas-d'] },
  ],
  euRestricted: [entry('R1'), entry('R2')],
};

describe('subject indexes of EU entries by Annex reference', () => {
  const index = buildRegulatoryIndex(DATA);
  it.each<[string, { annexIi: string[]; annexIii: string[] }, [string, number][], [string, number][]]>([
    ['nothing asked', { annexIi: [], annexIii: [] }, [], []],
    ['a reference of two subjects gives the last', { annexIi: ['II-1'], annexIii: ['R1'] }, [['II-1', 3]], [['R1', 4]]],
    [
      'references come in index order, whatever the order asked; unknown ones are left out',
      { annexIi: ['II-2', 'II-1', 'II-9'], annexIii: ['R2', 'missing', 'R1', 'R2'] },
      [
        ['II-1', 3],
        ['II-2', 2],
      ],
      [
        ['R1', 4],
        ['R2', 5],
      ],
    ],
  ])('%s', (_, keys, annexIi, annexIii) => {
    const found = findSubjectIndexesByKey(index, keys);
    expect([...found.annexIi]).toEqual(annexIi);
    expect([...found.annexIii]).toEqual(annexIii);
    // Asked twice, the same answer (the table is built once per index).
    expect([...findSubjectIndexesByKey(index, keys).annexIii]).toEqual(annexIii);
  });
});

import { describe, expect, it } from 'vitest';
import { SAME_STRUCTURE_SOURCE, shareCasByStructure } from './share-cas-by-structure.ts';

type Row = { id: string; cas: string | null; otherCas: string[]; cid: number | null; isNatural: boolean };
const row = (id: string, cas: string | null, cid: number | null, isNatural = false, otherCas: string[] = []) => ({
  id,
  cas,
  otherCas,
  cid,
  isNatural,
  fieldSources: {} as Record<string, string[]>,
});
const otherCasOf = (rows: Row[]) =>
  Object.fromEntries(
    shareCasByStructure(rows.map((entry) => ({ ...entry, fieldSources: {} }))).map((entry) => [
      entry.id,
      entry.otherCas,
    ]),
  );

// PubChem CID 5315892 is (E)-cinnamyl alcohol: Arctander records it as "Cinnamic alcohol" with CAS 154-54-1, the
// Annex III entry 69 and IFRA STD_017 as 104-54-1, and 4407-36-7 is the (E)-isomer's own CAS number.
describe('shareCasByStructure: substances of one PubChem structure hold each other’s CAS numbers', () => {
  it.each([
    {
      case: 'three records of (E)-cinnamyl alcohol',
      rows: [
        row('cinnamyl', '104-54-1', 5315892),
        row('cinnamic', '154-54-1', 5315892),
        row('e', '4407-36-7', 5315892),
      ],
      expected: {
        cinnamyl: ['154-54-1', '4407-36-7'],
        cinnamic: ['104-54-1', '4407-36-7'],
        e: ['104-54-1', '154-54-1'],
      },
    },
    {
      case: 'a natural given its main constituent’s CID (bitter almond oil, benzaldehyde’s CID 240) shares nothing',
      rows: [row('benzaldehyde', '100-52-7', 240), row('almond', '8013-76-1', 240, true)],
      expected: { benzaldehyde: [], almond: [] },
    },
    {
      case: 'a number already held is not repeated; other CIDs and no CID stay apart',
      rows: [
        row('a', '104-55-2', 637511, false, ['14371-10-9']),
        row('b', '14371-10-9', 637511),
        row('c', '101-86-0', 1550884),
        row('d', '78-70-6', null),
      ],
      expected: { a: ['14371-10-9'], b: ['104-55-2'], c: [], d: [] },
    },
    {
      case: 'a record without a CAS takes none and gives none',
      rows: [row('named', null, 5315892), row('cinnamyl', '104-54-1', 5315892)],
      expected: { named: [], cinnamyl: [] },
    },
  ])('$case', ({ rows, expected }) => {
    expect(otherCasOf(rows)).toEqual(expected);
  });

  it('notes where the added numbers came from', () => {
    const [first] = shareCasByStructure([row('cinnamyl', '104-54-1', 5315892), row('cinnamic', '154-54-1', 5315892)]);
    expect(first?.fieldSources.otherCas).toEqual([SAME_STRUCTURE_SOURCE]);
  });
});

import { describe, expect, it } from 'vitest';
import { matchKey, pickCertainMatch, pickExactMaterialMatch } from './exact-material-match.ts';

type Hit = { id: string; name: string; cas: string | null; matchedSynonym: string | null };

const linalool: Hit = { id: 'a', name: 'Linalool', cas: '78-70-6', matchedSynonym: null };
const linalylAcetate: Hit = { id: 'b', name: 'Linalyl acetate', cas: '115-95-7', matchedSynonym: null };
const hedione: Hit = { id: 'c', name: 'Methyl dihydrojasmonate', cas: '24851-98-7', matchedSynonym: 'Hedione' };

describe('pickExactMaterialMatch', () => {
  it.each([
    { label: 'the name, any case, spaces around', line: '  LINALOOL ', hits: [linalool, linalylAcetate], id: 'a' },
    { label: 'the CAS number', line: '115-95-7', hits: [linalool, linalylAcetate], id: 'b' },
    { label: 'a synonym that matched', line: 'hedione', hits: [hedione], id: 'c' },
    {
      label: 'the first exact hit when two qualify',
      line: 'linalool',
      hits: [linalool, { ...linalool, id: 'z' }],
      id: 'a',
    },
    { label: 'a prefix is not a match', line: 'linal', hits: [linalool, linalylAcetate], id: null },
    { label: 'a near miss is not a match', line: 'linalol', hits: [linalool], id: null },
    { label: 'no hits', line: 'linalool', hits: [], id: null },
    { label: 'an empty line', line: '   ', hits: [linalool], id: null },
  ] as { label: string; line: string; hits: Hit[]; id: string | null }[])('$label', ({ line, hits, id }) => {
    expect(pickExactMaterialMatch(line, hits)?.id ?? null).toBe(id);
  });

  it('folds case but keeps accents', () => {
    expect(matchKey(' Bois de Rose ')).toBe('bois de rose');
    expect(matchKey('Rosé')).not.toBe(matchKey('Rose'));
  });
});

describe('pickCertainMatch', () => {
  const hit = (id: string, tier: number, distance: number, matchKind: string) => ({ id, tier, distance, matchKind });
  it.each([
    { label: 'one exact name', hits: [hit('a', 0, 0, 'exact-name')], id: 'a' },
    {
      label: 'an exact name before a synonym of another',
      hits: [hit('a', 0, 0, 'exact-name'), hit('b', 3, 0, 'synonym')],
      id: 'a',
    },
    { label: 'an INCI name before a CAS of another', hits: [hit('a', 0, 1, 'inci'), hit('b', 0, 3, 'cas')], id: 'a' },
    { label: 'a trade name', hits: [hit('a', 0, 2, 'trade')], id: 'a' },
    {
      label: 'two materials sharing the name',
      hits: [hit('a', 0, 0, 'exact-name'), hit('b', 0, 0, 'exact-name')],
      id: null,
    },
    { label: 'a CAS two natural types share', hits: [hit('a', 0, 3, 'cas'), hit('b', 0, 3, 'cas')], id: null },
    { label: 'a synonym only (Citronellol → Rhodinol)', hits: [hit('rhodinol', 3, 0, 'synonym')], id: null },
    { label: 'nothing', hits: [], id: null },
    {
      label: 'a generic name: the one name extending it with it as a synonym',
      hits: [hit('a', 1, 0, 'prefix'), hit('b', 1, 1, 'prefix')],
      id: 'a',
    },
    { label: 'a mere prefix', hits: [hit('a', 1, 1, 'prefix')], id: null },
    { label: 'two generic candidates', hits: [hit('a', 1, 0, 'prefix'), hit('b', 1, 0, 'prefix')], id: null },
    { label: 'a close spelling', hits: [hit('a', 2, 1, 'fuzzy')], id: null },
    {
      label: 'one material’s name and others’ common name (Benzoin: 119-53-9, and the Styrax resins)',
      hits: [
        hit('benzoin', 0, 0, 'exact-name'),
        hit('resinoid-sumatra', 0, 2, 'trade'),
        hit('resinoid-siam', 0, 2, 'trade'),
      ],
      id: null,
    },
    {
      label: 'an exact name and a CAS number of another',
      hits: [hit('a', 0, 0, 'exact-name'), hit('b', 0, 3, 'cas')],
      id: 'a',
    },
  ])('$label', ({ hits, id }) => {
    expect(pickCertainMatch(hits)?.id ?? null).toBe(id);
  });

  // AromaDB's `Pulegone` (PubChem 6988, no CAS number) and d-Pulegone (89-82-7, IFRA 51st Amendment's pulegone
  // Standard): a pasted "pulegone" taken as the record without a CAS could not be checked against the Standard.
  // Lemongrass oil: the 51st Amendment's Annex lists two naturals under 8007-02-1 (RIFM 221, East Indian: neral 30.54 %
  // and geranial 41.42 %, eugenol 0.08 %; RIFM 7327, West Indian: citral 73 %, eugenol 0.2 %).
  const withCas = (id: string, tier: number, distance: number, matchKind: string, cas: string | null) => ({
    ...hit(id, tier, distance, matchKind),
    cas,
  });
  it.each([
    {
      label: 'a record without a CAS, a material with one beside it',
      hits: [withCas('pulegone', 0, 0, 'exact-name', null), withCas('d-pulegone', 1, 1, 'prefix', '89-82-7')],
      id: null,
    },
    {
      label: 'a record without a CAS, alone',
      hits: [withCas('allyl-pulegone', 0, 0, 'exact-name', null), withCas('iso', 1, 1, 'prefix', null)],
      id: 'allyl-pulegone',
    },
    {
      label: 'a generic name, another material of its CAS beside it (Lemongrass oil: East and West Indian, 8007-02-1)',
      hits: [withCas('east-indian', 1, 0, 'prefix', '8007-02-1'), withCas('west-indian', 1, 1, 'prefix', '8007-02-1')],
      id: null,
    },
    {
      label: 'a generic name, materials of other CAS numbers beside it (Oakmoss absolute, Oakmoss extract)',
      hits: [withCas('absolute', 1, 0, 'prefix', '9000-50-4'), withCas('extract', 3, 0, 'synonym', '68917-10-2')],
      id: 'absolute',
    },
    {
      label: 'an exact name, another material of its CAS beside it',
      hits: [withCas('lavender', 0, 0, 'exact-name', '8000-28-0'), withCas('absolute', 1, 1, 'prefix', '8000-28-0')],
      id: 'lavender',
    },
    {
      label: 'a material with a CAS, records without one beside it',
      hits: [withCas('d-pulegone', 0, 0, 'exact-name', '89-82-7'), withCas('iso', 1, 1, 'prefix', null)],
      id: 'd-pulegone',
    },
  ])('$label', ({ hits, id }) => {
    expect(pickCertainMatch(hits, { casOf: (hit) => hit.cas, isOwn: () => false })?.id ?? null).toBe(id);
  });
});

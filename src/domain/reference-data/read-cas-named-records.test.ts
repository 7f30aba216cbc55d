import { describe, expect, it } from 'vitest';
import { mergeMaterialContributions } from './merge-material-contributions.ts';
import type { MaterialContribution } from './material-contribution.ts';
import { readCasNamedRecords } from './read-cas-named-records.ts';

const record = (contribution: Omit<MaterialContribution, 'sourceKey'>) => ({
  dataset: 'pyrfume-aromadb',
  contribution: { sourceKey: '1', ...contribution },
});

// AromaDB's molecules.csv, CID 31209: IUPAC name 2-benzylideneheptanal, name "122-40-7", no CAS column. CAS 122-40-7
// is amyl cinnamal. Check digits by the CAS rule (digits from the right times 1, 2, 3…, sum mod 10): 12240 gives
// 0 + 8 + 6 + 8 + 5 = 27, so 7 (122-40-8 fails); 8071 gives 1 + 14 + 0 + 32 = 47, so 7; 12691 gives 50, so 0.
describe('readCasNamedRecords: a CAS number given as a name is the record’s CAS, never its name', () => {
  it.each([
    {
      case: 'a name that is a CAS, no CAS: the number becomes the CAS',
      given: { name: '122-40-7', cid: 31209, iupacName: '2-benzylideneheptanal' },
      expected: { cas: '122-40-7', isCasValid: true, cid: 31209, iupacName: '2-benzylideneheptanal' },
    },
    {
      case: 'the name repeats the record’s own CAS: the name goes',
      given: { cas: '78-70-6', isCasValid: true, name: '78-70-6' },
      expected: { cas: '78-70-6', isCasValid: true },
    },
    {
      case: 'a name that is another CAS than the record’s: the name goes, the record’s CAS stays',
      given: { cas: '78-70-6', isCasValid: true, name: '126-91-0' },
      expected: { cas: '78-70-6', isCasValid: true },
    },
    {
      case: 'a CAS-shaped name whose check digit fails: left as it was (nothing guessed)',
      given: { name: '122-40-8' },
      expected: { name: '122-40-8' },
    },
    {
      case: 'a name with spaces around the number',
      given: { name: ' 80-71-7 ' },
      expected: { cas: '80-71-7', isCasValid: true },
    },
    {
      case: 'a real name is untouched',
      given: { cas: '78-70-6', isCasValid: true, name: 'Linalool' },
      expected: { cas: '78-70-6', isCasValid: true, name: 'Linalool' },
    },
    {
      case: 'a name holding a CAS among words is a name',
      given: { name: 'Linalool 78-70-6' },
      expected: { name: 'Linalool 78-70-6' },
    },
  ])('$case', ({ given, expected }) => {
    const [read] = readCasNamedRecords([record(given)]);
    expect(read?.contribution).toEqual({ sourceKey: '1', ...expected });
  });

  it('the record joins the material of that CAS, which keeps its name and gains the record’s odour', () => {
    const materials = mergeMaterialContributions(
      [
        record({ name: '122-40-7', cid: 31209, odourDescriptors: ['grass'] }),
        {
          dataset: 'pyrfume-goodscents',
          contribution: {
            sourceKey: '2',
            cas: '122-40-7',
            isCasValid: true,
            name: 'Amyl cinnamic aldehyde',
            odourDescriptors: ['floral'],
          },
        },
      ],
      ['pyrfume-goodscents', 'pyrfume-aromadb'],
    );
    expect(materials).toHaveLength(1);
    expect(materials[0]).toMatchObject({ cas: '122-40-7', name: 'Amyl cinnamic aldehyde', cid: 31209 });
    expect(materials[0]?.odourDescriptors).toEqual(expect.arrayContaining(['grass', 'floral']));
    expect(materials[0]?.synonyms).not.toContain('122-40-7');
  });
});

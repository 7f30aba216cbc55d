import { describe, expect, it } from 'vitest';
import { mergeMaterialContributions, type SourcedContribution } from './merge-material-contributions.ts';

const ORDER = ['ifra-transparency-list', 'pyrfume-leffingwell', 'pyrfume-goodscents', 'sillage-trade-names'];

function merge(items: SourcedContribution[]) {
  return mergeMaterialContributions(items, ORDER);
}

describe('mergeMaterialContributions', () => {
  it('merges one CAS across datasets, keeps every synonym and the source of every field', () => {
    const [material, ...rest] = merge([
      {
        dataset: 'pyrfume-goodscents',
        contribution: {
          sourceKey: '1',
          cas: '78-70-6',
          isCasValid: true,
          name: 'linalool',
          iupacName: '3,7-dimethylocta-1,6-dien-3-ol',
          substantivityHours: 12,
          odourDescriptors: ['citrus', 'floral'],
        },
      },
      {
        dataset: 'ifra-transparency-list',
        contribution: { sourceKey: '2', cas: '78-70-6', isCasValid: true, name: 'Linalool' },
      },
      {
        dataset: 'pyrfume-leffingwell',
        contribution: {
          sourceKey: '3',
          cas: '78-70-6',
          isCasValid: true,
          name: 'Linalol',
          smiles: 'CC(C)=CCCC(C)(O)C=C',
          odourDescriptors: ['floral', 'woody'],
        },
      },
    ]);
    expect(rest).toHaveLength(0);
    expect(material).toMatchObject({
      mergeKey: 'cas:78-70-6',
      name: 'Linalool',
      synonyms: ['Linalol', '3,7-dimethylocta-1,6-dien-3-ol'],
      odourDescriptors: ['floral', 'woody', 'citrus'],
      smiles: 'CC(C)=CCCC(C)(O)C=C',
      substantivityHours: 12,
      notePosition: 'top',
      sourceCount: 3,
    });
    expect(material?.fieldSources).toMatchObject({
      name: ['ifra-transparency-list'],
      smiles: ['pyrfume-leffingwell'],
      substantivityHours: ['pyrfume-goodscents'],
      odourDescriptors: ['pyrfume-leffingwell', 'pyrfume-goodscents'],
    });
    expect(material?.searchText).toBe('linalool | linalol | 3,7-dimethylocta-1,6-dien-3-ol');
  });

  it('keeps natural variants that share a CAS apart, and merges a variant spelled differently', () => {
    const materials = merge([
      {
        dataset: 'ifra-transparency-list',
        contribution: {
          sourceKey: 'a',
          cas: '8007-75-8',
          isCasValid: true,
          name: 'Bergamot oil, expressed',
          isVariant: true,
          isNatural: true,
        },
      },
      {
        dataset: 'ifra-transparency-list',
        contribution: {
          sourceKey: 'b',
          cas: '8007-75-8',
          isCasValid: true,
          name: 'Bergamot oil, rectified',
          isVariant: true,
          isNatural: true,
        },
      },
      {
        dataset: 'pyrfume-goodscents',
        contribution: { sourceKey: 'c', cas: '8007-75-8', isCasValid: true, name: 'bergamot oil' },
      },
      {
        dataset: 'ifra-51-annex-contributions',
        contribution: {
          sourceKey: 'd',
          cas: '8007-75-8',
          isCasValid: true,
          name: 'Bergamot oil rectified',
          isVariant: true,
          isNatural: true,
        },
      },
    ]);
    expect(materials.map((m) => [m.mergeKey, m.name, m.kind])).toEqual([
      ['cas:8007-75-8', 'Bergamot oil, expressed', 'natural'],
      ['cas:8007-75-8~bergamot oil rectified', 'Bergamot oil, rectified', 'natural'],
    ]);
    expect(materials[1]?.datasets).toEqual(['ifra-transparency-list', 'ifra-51-annex-contributions']);
  });

  it('joins a row without CAS by PubChem CID, else by name, and keeps an invalid CAS marked', () => {
    const materials = merge([
      {
        dataset: 'pyrfume-leffingwell',
        contribution: { sourceKey: '1', cas: '78-70-6', isCasValid: true, cid: 6549, name: 'Linalool' },
      },
      {
        dataset: 'pyrfume-goodscents',
        contribution: { sourceKey: '2', cid: 6549, name: 'linalool', odourDescriptors: ['floral'] },
      },
      {
        dataset: 'pyrfume-goodscents',
        contribution: { sourceKey: '3', cas: '97-47-3', isCasValid: false, name: 'Odd one' },
      },
    ]);
    expect(materials).toHaveLength(2);
    expect(materials.find((m) => m.cas === '78-70-6')?.datasets).toEqual(['pyrfume-leffingwell', 'pyrfume-goodscents']);
    expect(materials.find((m) => m.cas === '97-47-3')?.casValid).toBe(false);
  });

  it('adds curated trade names only to materials a dataset provides', () => {
    const materials = merge([
      {
        dataset: 'ifra-transparency-list',
        contribution: { sourceKey: '1', cas: '24851-98-7', isCasValid: true, name: 'Methyl dihydrojasmonate' },
      },
      {
        dataset: 'sillage-trade-names',
        contribution: { sourceKey: '24851-98-7', cas: '24851-98-7', isCasValid: true, synonyms: ['Hedione'] },
      },
      {
        dataset: 'sillage-trade-names',
        contribution: { sourceKey: '54464-57-2', cas: '54464-57-2', isCasValid: true, synonyms: ['Iso E Super'] },
      },
    ]);
    expect(materials).toHaveLength(1);
    expect(materials[0]?.synonyms).toEqual(['Hedione']);
    expect(materials[0]?.sourceCount).toBe(1);
  });

  it('shows a curated trade name as the display name and keeps the dataset and IUPAC names as synonyms', () => {
    const [material] = merge([
      {
        dataset: 'ifra-transparency-list',
        contribution: {
          sourceKey: '1',
          cas: '33704-61-9',
          isCasValid: true,
          name: '6,7-Dihydro-1,1,2,3,3-pentamethyl-4(5H)-indanone',
        },
      },
      {
        dataset: 'pyrfume-goodscents',
        contribution: {
          sourceKey: '2',
          cas: '33704-61-9',
          isCasValid: true,
          name: 'cashmeran',
          iupacName: '1,1,2,3,3-pentamethyl-2,5,6,7-tetrahydroinden-4-one',
        },
      },
      {
        dataset: 'sillage-trade-names',
        contribution: {
          sourceKey: '33704-61-9',
          cas: '33704-61-9',
          isCasValid: true,
          displayName: 'Cashmeran',
          synonyms: ['Cashmeran'],
        },
      },
    ]);
    expect(material?.name).toBe('Cashmeran');
    expect(material?.fieldSources.name).toEqual(['sillage-trade-names']);
    expect(material?.synonyms).toEqual([
      '6,7-Dihydro-1,1,2,3,3-pentamethyl-4(5H)-indanone',
      '1,1,2,3,3-pentamethyl-2,5,6,7-tetrahydroinden-4-one',
    ]);
  });

  it('mends a name one dataset split, with the words of the others, and drops the duplicate it was', () => {
    const [material] = merge([
      {
        dataset: 'ifra-transparency-list',
        contribution: { sourceKey: '1', cas: '24851-98-7', isCasValid: true, name: 'Methyl dihydrojasmonate' },
      },
      {
        dataset: 'pyrfume-leffingwell',
        contribution: {
          sourceKey: '2',
          cas: '24851-98-7',
          isCasValid: true,
          name: 'M ethyl dihydrojasmonate',
          odourDescriptors: ['Jasmin,', 'bois de rose'],
        },
      },
    ]);
    expect(material?.synonyms).toEqual([]);
    expect(material?.odourDescriptors).toEqual(['jasmin', 'bois de rose']);
  });

  it('is independent of the order the datasets arrive in', () => {
    const items: SourcedContribution[] = [
      {
        dataset: 'pyrfume-goodscents',
        contribution: { sourceKey: '1', cas: '78-70-6', isCasValid: true, name: 'linalool' },
      },
      {
        dataset: 'ifra-transparency-list',
        contribution: { sourceKey: '2', cas: '78-70-6', isCasValid: true, name: 'Linalool' },
      },
    ];
    expect(merge(items)).toEqual(merge([...items].reverse()));
  });
});

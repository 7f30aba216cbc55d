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

  describe('naturals by their type (issue 26 items 1 and 2)', () => {
    const ORDER_WITH_ANNEX = [
      'ifra-transparency-list',
      'pyrfume-ifra-glossary-2019',
      'ifra-51-annex-contributions',
      'pyrfume-goodscents',
    ];
    const variant = (dataset: string, sourceKey: string, cas: string, name: string, ncsCategory: string) => ({
      dataset,
      contribution: { sourceKey, cas, isCasValid: true, name, isVariant: true, isNatural: true, ncsCategory },
    });
    const plain = (dataset: string, sourceKey: string, cas: string, name: string, odourDescriptors: string[] = []) => ({
      dataset,
      contribution: { sourceKey, cas, isCasValid: true, name, odourDescriptors },
    });
    const lavender = [
      variant('ifra-transparency-list', 't1', '8000-28-0', 'Lavender', 'F2.19'),
      variant('ifra-transparency-list', 't2', '8000-28-0', 'Lavender absolute', 'F2.1'),
      variant('ifra-transparency-list', 't3', '8000-28-0', 'Lavender oil', 'F2.12'),
      variant('ifra-transparency-list', 't4', '93165-50-5', 'Lavender oil', 'F2.12'),
      variant('ifra-51-annex-contributions', 'a1', '93165-50-5', 'Lavender oil dentata', 'F2.12'),
      variant('ifra-51-annex-contributions', 'a2', '8000-28-0', 'Lavender oil', 'F2.12'),
      plain('pyrfume-ifra-glossary-2019', 'g1', '8000-28-0', 'Lavender oil', ['lavender', 'herbal']),
      plain('pyrfume-ifra-glossary-2019', 'g2', '8000-28-0', 'Lavender'),
      variant('ifra-transparency-list', 't5', '8008-56-8', 'Lemon (steam distilled) oil', 'G2.12'),
      variant('ifra-transparency-list', 't6', '8008-56-8', 'Lemon oil, expressed', 'G2.5'),
      plain('pyrfume-goodscents', 'c1', '8008-56-8', 'Lemon oil', ['citrus']),
      variant('ifra-transparency-list', 't7', '8008-51-3', 'Camphor oil, white', 'E2.12'),
      variant('ifra-51-annex-contributions', 'a3', '8008-51-3', 'Camphor oil brown', 'E2.12'),
    ];
    const merged = mergeMaterialContributions(lavender, ORDER_WITH_ANNEX);
    const byName = (name: string) => merged.find((material) => material.name === name);

    it('gives each natural its type, from its ISO 9235 code, else its name, else unknown', () => {
      expect(merged.map((material) => [material.name, material.naturalType])).toEqual(
        expect.arrayContaining([
          ['Lavender', 'unknown'],
          ['Lavender absolute', 'absolute'],
          ['Lavender oil', 'essential oil'],
          ['Lemon oil, expressed', 'expressed oil'],
          ['Lemon (steam distilled) oil', 'essential oil'],
        ]),
      );
    });

    it('puts a record that names a type on that type: the odour profile of "Lavender oil" on the oil', () => {
      expect(byName('Lavender oil')?.odourDescriptors).toEqual(['lavender', 'herbal']);
      expect(byName('Lavender')?.odourDescriptors).toEqual([]);
      // A dataset that lists no types: its "Lemon oil" is the expressed oil (citrus peel oils are expressed).
      expect(byName('Lemon oil, expressed')?.odourDescriptors).toEqual(['citrus']);
      expect(byName('Lemon oil, expressed')?.synonyms).toContain('Lemon oil');
    });

    // The Transparency List names 8022-96-6 "Jasmine absolute" (F2.1); IFRA's Annex lists both "Jasmine absolute" and
    // "Jasmine grandiflorum absolute" under it (F2.1 each), with different constituents (benzyl alcohol, STD_007, in the
    // second only). The second had joined the first: typed, it read compliant without its constituents' Standards.
    it('keeps apart a variant whose own dataset names the listed variant too', () => {
      const jasmine = mergeMaterialContributions(
        [
          variant('ifra-transparency-list', 't1', '8022-96-6', 'Jasmine absolute', 'F2.1'),
          variant('ifra-51-annex-contributions', 'a1', '8022-96-6', 'Jasmine absolute', 'F2.1'),
          variant('ifra-51-annex-contributions', 'a2', '8022-96-6', 'Jasmine grandiflorum absolute', 'F2.1'),
        ],
        ORDER_WITH_ANNEX,
      );
      expect(jasmine.map((material) => [material.mergeKey, material.name])).toEqual([
        ['cas:8022-96-6', 'Jasmine absolute'],
        ['cas:8022-96-6~jasmine grandiflorum absolute', 'Jasmine grandiflorum absolute'],
      ]);
    });

    it('merges the same substance and type from two datasets, says what it was merged from, and keeps an oil and its absolute apart', () => {
      const dentata = merged.filter((material) => material.cas === '93165-50-5');
      expect(dentata).toHaveLength(1);
      expect(dentata[0]).toMatchObject({
        mergeKey: 'cas:93165-50-5',
        // Two CAS numbers shown as "Lavender oil": the one merged from a record naming it more precisely takes that name.
        name: 'Lavender oil dentata',
        absorbedKeys: ['cas:93165-50-5~lavender oil dentata'],
      });
      expect(dentata[0]?.mergedFrom.map((record) => [record.dataset, record.name])).toEqual([
        ['ifra-transparency-list', 'Lavender oil'],
        ['ifra-51-annex-contributions', 'Lavender oil dentata'],
      ]);
      expect(merged.filter((material) => material.name === 'Lavender oil')).toHaveLength(1);
      expect(byName('Lavender absolute')?.mergeKey).not.toBe(byName('Lavender oil')?.mergeKey);
      // Same code, but not the same material: brown camphor oil is not white camphor oil.
      expect(byName('Camphor oil brown')).toBeDefined();
      expect(byName('Camphor oil, white')?.absorbedKeys).toEqual([]);
    });

    it('is deterministic: the same library whatever order the datasets arrive in', () => {
      // Datasets arrive in any order; each dataset's rows in the order of its file (as a re-import reads them).
      const datasets = [...new Set(lavender.map((item) => item.dataset))].reverse();
      const shuffled = datasets.flatMap((dataset) => lavender.filter((item) => item.dataset === dataset));
      const again = mergeMaterialContributions(shuffled, ORDER_WITH_ANNEX);
      expect(again.map((material) => [material.mergeKey, material.name, material.synonyms])).toEqual(
        merged.map((material) => [material.mergeKey, material.name, material.synonyms]),
      );
    });
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

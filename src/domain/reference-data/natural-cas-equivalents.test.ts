import { describe, expect, it } from 'vitest';
import { mergeMaterialContributions, type SourcedContribution } from './merge-material-contributions.ts';
import { NATURAL_CAS_EQUIVALENTS } from './natural-cas-equivalents.ts';
import { isValidCasCheckDigit } from '../materials/cas-number.ts';
import { readNaturalTypeName } from '../materials/natural-type.ts';

const ORDER = ['ifra-transparency-list', 'pyrfume-ifra-glossary-2019', 'ifra-51-annex-contributions'];

const record = (
  dataset: string,
  sourceKey: string,
  cas: string,
  name: string,
  extra: { otherCas?: string[]; isVariant?: boolean } = {},
): SourcedContribution => ({
  dataset,
  contribution: {
    sourceKey,
    cas,
    isCasValid: isValidCasCheckDigit(cas),
    name,
    isNatural: true,
    isVariant: extra.isVariant ?? true,
    ...(extra.otherCas ? { otherCas: extra.otherCas } : {}),
  },
});

/**
 * Issue 26 item 1: a natural the Transparency List lists under one CAS and the IFRA Annex under another is one
 * material. Each row: the pair and the Annex / Transparency List rows that show it (`evidence`, checked against the
 * files themselves in src/server/features/reference-data/natural-cas-equivalents-data.test.ts).
 */
describe('NATURAL_CAS_EQUIVALENTS', () => {
  it.each(NATURAL_CAS_EQUIVALENTS.map((entry) => [entry.name, entry] as const))(
    '%s: one material under the Transparency List CAS, keeping both CAS numbers',
    (_name, entry) => {
      // A sibling of another type under the kept CAS (an oil beside an absolute) must stay its own material.
      const type = readNaturalTypeName(entry.name);
      const sibling = type === 'essential oil' || type === 'expressed oil' ? 'Sibling absolute' : 'Sibling oil';
      const merged = mergeMaterialContributions(
        [
          record('ifra-transparency-list', 't1', entry.keepCas, entry.name),
          record('ifra-transparency-list', 't2', entry.keepCas, sibling),
          record('ifra-51-annex-contributions', 'a1', entry.aliasCas, entry.name, { otherCas: ['1-00-0'] }),
        ],
        ORDER,
      );
      const named = merged.filter((material) => material.name === entry.name);
      expect(named).toHaveLength(1);
      const [material] = named;
      expect(material?.cas).toBe(entry.keepCas);
      expect(material?.otherCas).toEqual(expect.arrayContaining([entry.aliasCas, '1-00-0']));
      expect(material?.mergedFrom.map((source) => [source.dataset, source.name])).toEqual([
        ['ifra-transparency-list', entry.name],
        ['ifra-51-annex-contributions', entry.name],
      ]);
      // The alias's own material of an earlier import hands its users' rows to this one.
      expect(material?.absorbedKeys).toEqual([`cas:${entry.aliasCas}`]);
      expect(merged.filter((other) => other.name === sibling)).toHaveLength(1);
      expect(merged.find((other) => other.name === sibling)?.otherCas).not.toContain(entry.aliasCas);
      expect(entry.evidence).toContain(entry.aliasCas);
      expect(entry.evidence).toContain(entry.keepCas);
    },
  );

  it('keeps the Transparency List CAS, a valid one, as the material CAS', () => {
    for (const entry of NATURAL_CAS_EQUIVALENTS)
      expect([entry.name, isValidCasCheckDigit(entry.keepCas)]).toEqual([entry.name, true]);
  });

  const cases: { title: string; items: SourcedContribution[]; names: [string, string | null][] }[] = [
    {
      title: 'a pair the table does not list stays apart (two Sandalwood oil CAS, no row names both)',
      items: [
        record('ifra-transparency-list', 't1', '8006-87-9', 'Sandalwood oil'),
        record('ifra-transparency-list', 't2', '1070895-66-7', 'Sandalwood oil'),
      ],
      names: [
        ['Sandalwood oil', '8006-87-9'],
        ['Sandalwood oil', '1070895-66-7'],
      ],
    },
    {
      title: 'a listed pair joins only the natural of that name: the alias CAS absolute stays an absolute',
      items: [
        record('ifra-transparency-list', 't1', '8000-66-6', 'Cardamom seed oil'),
        record('ifra-transparency-list', 't2', '8000-66-6', 'Cardamom seed CO2 extract'),
        record('ifra-51-annex-contributions', 'a1', '96507-91-4', 'Cardamom seed absolute'),
      ],
      names: [
        ['Cardamom seed oil', '8000-66-6'],
        ['Cardamom seed CO2 extract', '8000-66-6'],
        ['Cardamom seed absolute', '96507-91-4'],
      ],
    },
    {
      title: 'with only one of the two records, nothing is merged and nothing is lost',
      items: [record('ifra-51-annex-contributions', 'a1', '84649-93-4', 'Bucchu absolute, betulina')],
      names: [['Bucchu absolute, betulina', '84649-93-4']],
    },
  ];
  it.each(cases)('$title', ({ items, names }) => {
    const merged = mergeMaterialContributions(items, ORDER);
    expect(merged.map((material) => [material.name, material.cas])).toEqual(expect.arrayContaining(names));
    expect(merged).toHaveLength(names.length);
  });

  it('is deterministic: the same material and absorbed key whatever order the datasets arrive in', () => {
    const items = [
      record('ifra-transparency-list', 't1', '129316-65-0', 'Genet absolute'),
      record('ifra-51-annex-contributions', 'a1', '90131-21-8', 'Genet absolute', { otherCas: ['129316-65-0'] }),
    ];
    const forward = mergeMaterialContributions(items, ORDER);
    const backward = mergeMaterialContributions(items.toReversed(), ORDER);
    expect(backward).toEqual(forward);
    expect(
      forward.map((material) => [material.mergeKey, material.cas, material.otherCas, material.absorbedKeys]),
    ).toEqual([['cas:129316-65-0', '129316-65-0', ['90131-21-8'], ['cas:90131-21-8']]]);
  });
});

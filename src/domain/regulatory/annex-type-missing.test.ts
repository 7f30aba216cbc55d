import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { LibraryMaterialRow, NaturalContributionInput, OwnMaterialRow } from './build-reference-library.ts';
import { buildOwnMaterial, buildReferenceLibrary, findReferenceNatural } from './build-reference-library.ts';
import { findOtherTypeNatural } from './find-other-type-natural.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import { buildTypicalMaterial } from './build-typical-material.ts';
import type { IfraStandard, Material, RegulatoryData } from './regulatory-model.ts';
import { indexAnnexNaturals, selectAnnexNatural } from './select-annex-natural.ts';

/**
 * Issue 27 audit 2: a natural whose type the IFRA Annex does not list, while it lists its CAS under other types, has
 * no known constituents: "cannot be verified", even when it is itself the subject of a Standard (bergamot FCF under
 * STD_087) or an allergen entry (a rose CO2 extract under Annex III 366); and a name saying only "oil" may be a
 * distilled or an expressed oil. Rows copied from ifra-51-annex-contributions/natural_contributions.csv.
 */
const annex = (naturalName: string, isoCategory: string, cas: string, rows: [string, number][]) =>
  rows.map(([constituentCas, concentrationPct]): NaturalContributionInput => ({
    naturalName,
    isoCategory,
    principalCas: [cas],
    constituentCas,
    constituentName: constituentCas,
    concentrationPct,
    standardKey: null,
  }));
const ANNEX = [
  ...annex('Bergamot oil expressed', 'G2.5', '8007-75-8', [
    ['141-27-5', 0.28],
    ['106-26-3', 0.2],
    ['106-24-1', 0.04],
  ]),
  ...annex('Lemon oil, expressed', 'G2.5', '8008-56-8', [['5392-40-5', 3.5]]),
  ...annex('Lemon essence oil', 'G2.10', '8008-56-8', [['5392-40-5', 2.03]]),
  ...annex('Lemon oil steam distilled', 'G2.12', '8008-56-8', [['106-26-3', 0.81]]),
  ...annex('Rose oil', 'F2.12', '8007-01-0', [['93-15-2', 2]]),
  ...annex('Rose water stronger', 'F2.54', '8007-01-0', [['93-15-2', 0.04]]),
];
const candidate = (name: string, cas: string) => ({ name, cas, mergeKey: null, synonyms: [], isNatural: true });

describe('selectAnnexNatural: types the Annex does not list, and oils of unknown process', () => {
  const index = indexAnnexNaturals(ANNEX);
  it.each([
    // "Bergamot oil" says "oil" only: the Annex's one bergamot, the expressed oil (citral 0.48 %, geraniol 0.04 %).
    ['Bergamot oil', '8007-75-8', { kind: 'matched', nameKey: 'bergamot oil expressed' }],
    [
      'Bergamot oil FCF',
      '8007-75-8',
      {
        kind: 'type-missing',
        type: 'furocoumarin-free',
        types: ['expressed oil'],
        nameKeys: ['bergamot oil expressed'],
      },
    ],
    // Lemon: the expressed and the distilled oil differ (3.5 % citral vs 0.81 % neral): choose the type.
    ['Lemon oil', '8008-56-8', { kind: 'type-unknown', types: ['expressed oil', 'essential oil'] }],
    // Distilled: the Annex's "Lemon essence oil" (G2.10, an oil by its name) and "Lemon oil steam distilled" differ.
    [
      'Lemon oil, steam distilled (Italy)',
      '8008-56-8',
      { kind: 'ambiguous', type: 'essential oil', names: ['Lemon essence oil', 'Lemon oil steam distilled'] },
    ],
    ['Lemon oil cold pressed Sicily', '8008-56-8', { kind: 'matched', nameKey: 'lemon oil expressed' }],
    // Rose water stronger (F2.54, of no type) is not taken for a CO2 extract (methyl eugenol 0.04 % vs 2 %).
    [
      'Rose CO2 extract',
      '8007-01-0',
      {
        kind: 'type-missing',
        type: 'CO2 extract',
        types: ['essential oil', 'unknown'],
        nameKeys: ['rose oil', 'rose water stronger'],
      },
    ],
  ] as const)('%s (%s)', (name, cas, expected) => {
    expect(selectAnnexNatural(candidate(name, cas), index)).toEqual(expected);
  });
});

describe('a bergamot FCF the Annex gives no figures for cannot be verified, though STD_087 names its CAS', () => {
  const STD_087: IfraStandard = {
    key: 'IFRA_STD_087',
    name: 'Bergamot oil expressed',
    amendment: '49',
    types: ['restriction'],
    casNumbers: ['8007-75-8', '89957-91-5'],
    limits: { '4': { kind: 'percent', value: 0.4 as never } },
    basis: 'finished-product',
    isInPhototoxicitySum: true,
  };
  const data: RegulatoryData = {
    dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-29' },
    ifraStandards: [STD_087],
    euAllergens: [],
    euProhibited: [],
  };
  const row = (id: string, name: string, cas: string, kind = 'natural'): LibraryMaterialRow => ({
    id,
    name,
    cas,
    otherCas: [],
    kind,
    isNatural: kind === 'natural',
    inciName: null,
    mergeKey: null,
    synonyms: [],
  });
  const library = buildReferenceLibrary({
    materials: [
      row('fcf', 'Bergamot oil FCF', '8007-75-8'),
      row('generic', 'Bergamot oil', '8007-75-8'),
      row('dpg', 'Dipropylene glycol', '25265-71-8', 'solvent'),
    ],
    naturalContributions: ANNEX,
    schiffBases: [],
    regulatoryData: data,
  });
  const engine = createComplianceEngine({ regulatoryData: data, materials: library.materials });
  const report = (materialId: string) => {
    const result = buildComplianceReport(engine, {
      lines: [
        { lineId: 'natural', materialId, grams: 2 as never },
        { lineId: 'dpg', materialId: 'dpg', grams: 98 as never },
      ],
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.value;
  };

  it('the FCF grade: unresolved (annex-type-missing), the verdict "cannot be verified"', () => {
    const value = report('fcf');
    expect(value.unresolved.map((entry) => [entry.reason, entry.naturalTypes])).toEqual([
      ['annex-type-missing', ['expressed oil']],
    ]);
    expect(value.verdict).toBe('cannot-be-verified');
  });

  it('the generic "Bergamot oil" takes the expressed oil’s constituents: 2 g → 0.48 % citral isomers in 100 g', () => {
    const value = report('generic');
    expect(value.unresolved).toEqual([]);
    const shares = library.materials.get('generic')?.composition.map((entry) => entry.maximum ?? 0) ?? [];
    expect(shares).toHaveLength(3);
    [0.0028, 0.002, 0.0004].forEach((share, index) => expect(shares[index]).toBeCloseTo(share, 12));
    // STD_087 itself: 2 g in 100 g at 20 % = 0.4 %, at its limit.
    expect(value.standards.find((standard) => standard.key === 'IFRA_STD_087')?.concentration).toBeCloseTo(0.4, 12);
  });
});

describe('an own rose CO2 extract: its declaration must state what the Annex gives the rose oil', () => {
  // "Rose oil" (F2.12, 8007-01-0): methyl eugenol 93-15-2 2 %, geraniol 106-24-1 17.7 % (natural_contributions.csv).
  const data: RegulatoryData = {
    dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-29' },
    ifraStandards: [],
    euAllergens: [],
    euProhibited: [],
  };
  const library = buildReferenceLibrary({
    materials: [
      {
        id: 'rose-oil',
        name: 'Rose oil',
        cas: '8007-01-0',
        otherCas: [],
        kind: 'natural',
        isNatural: true,
        inciName: null,
        mergeKey: null,
        synonyms: [],
      },
    ],
    naturalContributions: annex('Rose oil', 'F2.12', '8007-01-0', [
      ['93-15-2', 2],
      ['106-24-1', 17.7],
    ]),
    schiffBases: [],
    regulatoryData: data,
  });
  const own = (name: string, composition: { materialId: string; percent: number }[]): OwnMaterialRow => ({
    id: 'own',
    name,
    cas: '8007-01-0',
    otherCas: [],
    kind: 'natural',
    isNatural: true,
    inciName: null,
    mergeKey: null,
    synonyms: [],
    composition,
    dilutionPercent: null,
    solventMaterialId: null,
  });
  const buildOwn = (row: OwnMaterialRow) => {
    const reference = findReferenceNatural(row, library);
    return buildOwnMaterial(row, reference, reference ? null : findOtherTypeNatural(row, library));
  };
  const unresolved = (row: OwnMaterialRow, layer: (material: Material) => Material = (material) => material) => {
    const material = layer(buildOwn(row));
    const engine = createComplianceEngine({
      regulatoryData: data,
      materials: new Map([...library.materials, [material.id, material]]),
    });
    const result = buildComplianceReport(engine, {
      lines: [{ lineId: 'a', materialId: material.id, grams: 1 as never }],
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.value.unresolved.map((entry) => entry.reason);
  };

  it.each([
    // Geraniol stated, methyl eugenol not stated: unknown, never zero (compliance-rules.md §2).
    ['geraniol only', [{ materialId: 'cas:106-24-1', percent: 12 }], ['annex-type-missing']],
    // Methyl eugenol "not detected" (0) and geraniol stated: every Annex constituent of the rose oil is stated.
    [
      'methyl eugenol not detected',
      [
        { materialId: 'cas:106-24-1', percent: 12 },
        { materialId: 'cas:93-15-2', percent: 0 },
      ],
      [],
    ],
    ['no declaration', [], ['annex-type-missing']],
  ])('Rose CO2 extract, %s', (_case, composition, reasons) => {
    expect(unresolved(own('Rose CO2 extract', composition))).toEqual(reasons);
  });

  it.each([
    // An accepted typical composition is a composition like a declaration: silent on methyl eugenol, it leaves it
    // unknown (review of 84dfa12: it used to count as stating every constituent).
    ['silent on methyl eugenol', [{ name: 'Geraniol', cas: '106-24-1', percent: 12 }], ['annex-type-missing']],
    [
      'stating methyl eugenol',
      [
        { name: 'Geraniol', cas: '106-24-1', percent: 12 },
        { name: 'Methyl eugenol', cas: '93-15-2', percent: 0.5 },
      ],
      [],
    ],
  ])('Rose CO2 extract with an accepted typical composition %s', (_case, constituents, reasons) => {
    // The Annex constituents are the library's `cas:` materials (as the declarations above name them).
    const idsByCas = new Map(constituents.map((constituent) => [constituent.cas, `cas:${constituent.cas}`]));
    const withTypical = (material: Material) => {
      const typical = buildTypicalMaterial(material, [{ dataset: 'pyrfume-goodscents', constituents }], idsByCas);
      if (!typical) throw new Error('the typical composition added no row');
      return typical.material;
    };
    expect(unresolved(own('Rose CO2 extract', []), withTypical)).toEqual(reasons);
  });

  it('an own rose oil (the Annex type) takes the Annex row for what it does not state', () => {
    expect(unresolved(own('Rose oil Bulgaria', [{ materialId: 'cas:106-24-1', percent: 12 }]))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { deriveLineStatuses } from '../formulas/derive-line-status.ts';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { LibraryMaterialRow, NaturalContributionInput } from './build-reference-library.ts';
import { buildOwnMaterial, buildReferenceLibrary, findReferenceNatural } from './build-reference-library.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import type { IfraStandard, RegulatoryData } from './regulatory-model.ts';
import type { AnnexNaturalCandidate } from './select-annex-natural.ts';
import { indexAnnexNaturals, readFold, selectAnnexNatural } from './select-annex-natural.ts';

/**
 * Issue 26 item 2: a natural takes the IFRA Annex row of its own type only. Rows copied from the IFRA 51st Amendment
 * Annex (ifra-51-annex-contributions/natural_contributions.csv), principal CAS 8000-28-0 (Lavandula angustifolia):
 * - "Lavender oil" F2.12 (12: distilled essential oil): Geraniol 106-24-1 0.48 %, 1-Octen-3-yl acetate 2442-10-6 1.04 %;
 *   no 7-Methoxycoumarin row.
 * - "Lavender absolute" F2.1 (1: absolute): 7-Methoxycoumarin 531-59-9 3.8 %, Coumarin 91-64-5 5.98 %.
 * - "Lavender concrete" F2.7 (7: concrete): 7-Methoxycoumarin 531-59-9 8 %, Geraniol 0.1 %.
 * - "Lemongrass oil, East Indian" and "..., West Indian", both E2.12 under 8007-02-1: iso-Geranial 1.3 % and 1.2 %.
 * IFRA_STD_158 7-Methoxycoumarin (standards.csv): SEE_NOTEBOX in every category; restricted_notes: from natural
 * sources "the level of 7-Methoxy-coumarin in the finished product does not exceed 0.01% (100 ppm)".
 */
const lavender = (naturalName: string, isoCategory: string, constituents: [string, string, number][]) =>
  constituents.map(([constituentCas, constituentName, concentrationPct]): NaturalContributionInput => ({
    naturalName,
    isoCategory,
    principalCas: ['8000-28-0'],
    constituentCas,
    constituentName,
    concentrationPct,
    standardKey: null,
  }));
const ANNEX: NaturalContributionInput[] = [
  ...lavender('Lavender oil', 'F2.12', [
    ['106-24-1', 'Geraniol', 0.48],
    ['2442-10-6', '1-Octen-3-yl acetate', 1.04],
  ]),
  ...lavender('Lavender absolute', 'F2.1', [
    ['531-59-9', '7-Methoxycoumarin', 3.8],
    ['91-64-5', 'Coumarin', 5.98],
  ]),
  ...lavender('Lavender concrete', 'F2.7', [
    ['531-59-9', '7-Methoxycoumarin', 8],
    ['106-24-1', 'Geraniol', 0.1],
  ]),
  ...(
    [
      ['Lemongrass oil, East Indian', 1.3],
      ['Lemongrass oil, West Indian', 1.2],
    ] as const
  ).map(([naturalName, concentrationPct]) => ({
    naturalName,
    isoCategory: 'E2.12',
    principalCas: ['8007-02-1'],
    constituentCas: '72203-98-6',
    constituentName: '(E) 3,7-Dimethyl-3,6-octadienal (iso-Geranial)',
    concentrationPct,
    standardKey: null,
  })),
];

const natural = (fields: Partial<AnnexNaturalCandidate> & Pick<AnnexNaturalCandidate, 'name'>) => ({
  cas: '8000-28-0',
  mergeKey: null,
  synonyms: [],
  isNatural: true,
  ...fields,
});

describe('selectAnnexNatural: the Annex row of the natural own type', () => {
  const index = indexAnnexNaturals(ANNEX);
  it.each([
    ['its own name', natural({ name: 'Lavender oil' }), { kind: 'matched', nameKey: 'lavender oil' }],
    [
      'the stored type, under another name (the Annex oil row, not the absolute)',
      natural({ name: 'Lavender Bulgaria', naturalType: 'essential oil' }),
      { kind: 'matched', nameKey: 'lavender oil' },
    ],
    [
      'a generic name whose synonym is the absolute: the synonym is not its type',
      natural({ name: 'Lavender', synonyms: ['Lavender absolute'], naturalType: 'unknown' }),
      { kind: 'type-unknown', types: ['essential oil', 'absolute', 'concrete'] },
    ],
    [
      'an absolute by its name',
      natural({ name: 'Lavender absolute France' }),
      { kind: 'matched', nameKey: 'lavender absolute' },
    ],
    [
      'a type the Annex has no row for (a CO2 extract): the other types say nothing of it (issue 27 audit 2)',
      natural({ name: 'Lavender CO2 extract' }),
      {
        kind: 'type-missing',
        type: 'CO2 extract',
        types: ['essential oil', 'absolute', 'concrete'],
        nameKeys: ['lavender oil', 'lavender absolute', 'lavender concrete'],
      },
    ],
    [
      'two naturals of the type that differ, and no name to tell them',
      natural({ name: 'Lemongrass oil', cas: '8007-02-1' }),
      {
        kind: 'ambiguous',
        type: 'essential oil',
        names: ['Lemongrass oil, East Indian', 'Lemongrass oil, West Indian'],
      },
    ],
    [
      'a natural of unknown type whose CAS holds two differing naturals of one type (review: was "none", counted nothing)',
      natural({ name: 'Lemongrass', cas: '8007-02-1', naturalType: 'unknown' }),
      {
        kind: 'ambiguous',
        type: 'essential oil',
        names: ['Lemongrass oil, East Indian', 'Lemongrass oil, West Indian'],
      },
    ],
    ['a substance', { ...natural({ name: 'Lavender oil' }), isNatural: false }, { kind: 'none' }],
  ] as const)('%s', (_, candidate, expected) => {
    expect(selectAnnexNatural(candidate, index)).toEqual(expected);
  });
});

const STD_158: IfraStandard = {
  key: 'IFRA_STD_158',
  name: '7-Methoxycoumarin',
  amendment: '43',
  types: ['prohibition', 'restriction'],
  casNumbers: ['531-59-9'],
  limits: { '4': { kind: 'see-note', naturalContributionLimit: 0.01 as never } },
  basis: 'finished-product',
  isInPhototoxicitySum: false,
};
const DATA: RegulatoryData = {
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-28' },
  ifraStandards: [STD_158],
  euAllergens: [],
  euProhibited: [],
};
const row = (fields: Partial<LibraryMaterialRow> & Pick<LibraryMaterialRow, 'id' | 'name'>): LibraryMaterialRow => ({
  cas: '8000-28-0',
  otherCas: [],
  kind: 'natural',
  isNatural: true,
  inciName: null,
  mergeKey: null,
  synonyms: [],
  ...fields,
});
const library = buildReferenceLibrary({
  materials: [
    // The generic record is the primary row of 8000-28-0 (its merge key is the bare CAS), as in the real import.
    row({ id: 'lavender', name: 'Lavender', mergeKey: 'cas:8000-28-0', synonyms: ['lavender absolute'] }),
    row({ id: 'lavender-oil', name: 'Lavender oil', mergeKey: 'cas:8000-28-0~lavender oil' }),
    row({ id: 'lavender-absolute', name: 'Lavender absolute', mergeKey: 'cas:8000-28-0~lavender absolute' }),
    row({ id: 'dpg', name: 'Dipropylene glycol', cas: '25265-71-8', kind: 'solvent', isNatural: false }),
  ],
  naturalContributions: ANNEX,
  schiffBases: [],
  regulatoryData: DATA,
});
const engine = createComplianceEngine({ regulatoryData: DATA, materials: library.materials });

/** grams of a material in 100 g of concentrate (DPG makes up the rest), fine fragrance (category 4) at 20 %. */
function check(materialId: string, grams: number) {
  const report = buildComplianceReport(engine, {
    lines: [
      { lineId: 'natural', materialId, grams: grams as never },
      { lineId: 'dpg', materialId: 'dpg', grams: (100 - grams) as never },
    ],
    category: '4',
    dosage: { basis: 'w/w', percent: 20 },
  });
  if (!report.ok) throw new Error('report failed');
  return {
    report: report.value,
    methoxycoumarin: report.value.standards.find((standard) => standard.key === 'IFRA_STD_158'),
    line: deriveLineStatuses(report.value).get('natural'),
  };
}

describe('the engine judges a natural by its own type (fine fragrance at 20 %)', () => {
  it('2 g of lavender oil brings no 7-methoxycoumarin: the oil row has none', () => {
    const { report, methoxycoumarin, line } = check('lavender-oil', 2);
    expect(methoxycoumarin?.concentration ?? 0).toBe(0);
    expect(report.verdict).not.toBe('not-compliant');
    expect(line?.kind).toBe('ok');
  });

  it('2 g of lavender absolute fails on 7-methoxycoumarin: 2/100 × 3.8 % × 20 % = 0.0152 % > 0.01 %; its line is over', () => {
    const { report, methoxycoumarin, line } = check('lavender-absolute', 2);
    expect(methoxycoumarin?.concentration).toBeCloseTo((2 / 100) * 3.8 * 0.2, 12);
    expect(methoxycoumarin?.verdict).toBe('fail');
    expect(report.verdict).toBe('not-compliant');
    expect(line?.kind).toBe('over');
    // Grams to remove Δ so that the traces meet t = 0.01 / 20 per gram: (2 × 0.038 − t × 100) / (0.038 − t).
    const threshold = 0.01 / 20;
    if (line?.kind === 'over')
      expect(line.gramsToRemove).toBeCloseTo((2 * 0.038 - threshold * 100) / (0.038 - threshold), 9);
  });

  it('1 g of the absolute passes: 1/100 × 3.8 % × 20 % = 0.0076 % ≤ 0.01 %', () => {
    expect(check('lavender-absolute', 1).methoxycoumarin?.verdict).toBe('pass');
  });

  it('the generic Lavender of unknown type cannot be verified: choose the type (neither the oil nor the absolute)', () => {
    const { report, methoxycoumarin, line } = check('lavender', 2);
    expect(methoxycoumarin?.concentration ?? 0).toBe(0);
    expect(report.verdict).toBe('cannot-be-verified');
    expect(report.unresolved).toEqual([
      expect.objectContaining({
        materialId: 'lavender',
        reason: 'natural-type-unknown',
        naturalTypes: ['essential oil', 'absolute', 'concrete'],
        lineIds: ['natural'],
      }),
    ]);
    expect(line?.kind).toBe('unresolved');
  });
});

describe('an own natural takes the reference natural of its own type', () => {
  const own = (name: string) => ({ ...row({ id: `my-${name}`, name }), kind: 'natural' });
  it.each([
    ['Lavender oil Bulgaria', 'lavender-oil'],
    ['Lavender absolute, supplier X', 'lavender-absolute'],
  ])('%s → %s, though the primary row of its CAS is the generic Lavender', (name, expected) => {
    expect(findReferenceNatural(own(name), library)?.id).toBe(expected);
  });

  it('an own natural of unknown type under the generic Lavender asks for its type too', () => {
    const material = buildOwnMaterial(
      { ...own('Lavender Provence'), composition: [], dilutionPercent: null, solventMaterialId: null },
      findReferenceNatural(own('Lavender Provence'), library),
    );
    expect(material.naturalTypeChoices).toEqual(['essential oil', 'absolute', 'concrete']);
  });
});

/**
 * Issue 27 item 1: folded, rectified and terpeneless oils. The Transparency List (transparency_list_normalized.csv)
 * names "Lemon oil folded (10x)" (8008-56-8, G2.6), "Orange, sweet, oil folded" (8008-57-9) and "Rose oil, folded"
 * (8007-01-0); the IFRA Annex has no folded rows, and no Standard states a fold. Annex rows used:
 * - "Orange, sweet, Valencia oil" G2.5, 8008-57-9: Citral 5392-40-5 0.15 %;
 * - "Lemon oil, expressed" G2.5: Citral 3.5 %; "Lemon oil steam distilled" G2.12: Geranial 1.36 %; "Lemon essence
 *   oil" G2.10: Citral 2.03 % (three base oils that differ, under 8008-56-8);
 * - "Lemon oil, terpeneless" G2.29 under 68648-39-5: Citral (its own type's row).
 */
describe('folded, rectified and terpeneless oils', () => {
  const citrus = (naturalName: string, isoCategory: string, cas: string, constituentCas: string, pct: number) => ({
    naturalName,
    isoCategory,
    principalCas: [cas],
    constituentCas,
    constituentName: constituentCas,
    concentrationPct: pct,
    standardKey: null,
  });
  const index = indexAnnexNaturals([
    citrus('Orange, sweet, Valencia oil', 'G2.5', '8008-57-9', '5392-40-5', 0.15),
    citrus('Lemon oil, expressed', 'G2.5', '8008-56-8', '5392-40-5', 3.5),
    citrus('Lemon oil steam distilled', 'G2.12', '8008-56-8', '141-27-5', 1.36),
    citrus('Lemon essence oil', 'G2.10', '8008-56-8', '5392-40-5', 2.03),
    citrus('Lemon oil, terpeneless', 'G2.29', '68648-39-5', '5392-40-5', 7),
  ]);
  it.each([
    [
      'a fold the name states, one base oil: the base × 10',
      { name: 'Orange, sweet, oil folded (10x)', cas: '8008-57-9' },
      { kind: 'scaled', nameKey: 'orange sweet valencia oil', fold: 10 },
    ],
    [
      'a folded oil without its fold',
      { name: 'Orange, sweet, oil folded', cas: '8008-57-9' },
      { kind: 'fold-unknown', type: 'folded' },
    ],
    [
      'a fold, but three base oils that differ',
      { name: 'Lemon oil folded (10x)', cas: '8008-56-8' },
      { kind: 'fold-unknown', type: 'folded' },
    ],
    [
      'a terpeneless oil under the base oil CAS: no fold to scale by',
      { name: 'Orange oil terpeneless', cas: '8008-57-9' },
      { kind: 'fold-unknown', type: 'terpeneless' },
    ],
    [
      'a terpeneless oil the Annex lists: its own row',
      { name: 'Lemon oil, terpeneless', cas: '68648-39-5' },
      { kind: 'matched', nameKey: 'lemon oil terpeneless' },
    ],
  ] as const)('%s', (_, fields, expected) => {
    expect(selectAnnexNatural({ mergeKey: null, synonyms: [], isNatural: true, ...fields }, index)).toEqual(expected);
  });

  it.each([
    ['Lemon oil folded (10x)', 10],
    ['Lemon oil folded (5X)', 5],
    ['Mentha arvensis, 3X', 3],
    ['orange oil 5-fold', 5],
    ['Orange, sweet, oil folded', null],
    ['Lavender oil', null],
  ])('readFold(%s) = %s', (name, fold) => expect(readFold(name)).toBe(fold));

  const DATA_CITRAL: RegulatoryData = {
    ...DATA,
    ifraStandards: [
      {
        key: 'IFRA_STD_021',
        name: 'Citral',
        amendment: '51',
        types: ['restriction'],
        casNumbers: ['5392-40-5'],
        // standards.csv IFRA_STD_021 cat_4: 0.6 (% in the finished product).
        limits: { '4': { kind: 'percent', value: 0.6 as never } },
        basis: 'finished-product',
        isInPhototoxicitySum: false,
      },
    ],
  };
  const citrusLibrary = buildReferenceLibrary({
    materials: [
      row({ id: 'orange-10x', name: 'Orange, sweet, oil folded (10x)', cas: '8008-57-9' }),
      row({ id: 'orange-folded', name: 'Orange, sweet, oil folded', cas: '8008-57-9' }),
      row({ id: 'orange', name: 'Orange, sweet, Valencia oil', cas: '8008-57-9', mergeKey: 'cas:8008-57-9' }),
      row({ id: 'dpg', name: 'Dipropylene glycol', cas: '25265-71-8', kind: 'solvent', isNatural: false }),
    ],
    naturalContributions: [citrus('Orange, sweet, Valencia oil', 'G2.5', '8008-57-9', '5392-40-5', 0.15)],
    schiffBases: [],
    regulatoryData: DATA_CITRAL,
  });
  const citrusEngine = createComplianceEngine({ regulatoryData: DATA_CITRAL, materials: citrusLibrary.materials });
  const report = (materialId: string) => {
    const result = buildComplianceReport(citrusEngine, {
      lines: [
        { lineId: 'oil', materialId, grams: 10 as never },
        { lineId: 'dpg', materialId: 'dpg', grams: 90 as never },
      ],
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    if (!result.ok) throw new Error('report failed');
    return result.value;
  };

  it('10 g of the 10x oil in 100 g at 20 %: citral 10 × (0.15 % × 10) × 20 / 100 = 0.03 % (the base gives 0.003 %)', () => {
    const citral = (materialId: string) =>
      report(materialId).standards.find((standard) => standard.key === 'IFRA_STD_021')?.concentration;
    expect(citral('orange-10x')).toBeCloseTo(10 * 0.015 * 0.2, 12);
    expect(citral('orange')).toBeCloseTo(10 * 0.0015 * 0.2, 12);
  });

  it('the folded oil without its fold cannot be verified (fold-unknown), never the base oil figures', () => {
    const folded = report('orange-folded');
    expect(folded.verdict).toBe('cannot-be-verified');
    expect(folded.unresolved).toEqual([
      expect.objectContaining({ materialId: 'orange-folded', reason: 'fold-unknown' }),
    ]);
  });

  it('an own folded oil under the base oil: scaled by the fold its name states, else unresolved', () => {
    const own = (name: string) => ({
      ...row({ id: `my-${name}`, name, cas: '8008-57-9' }),
      composition: [],
      dilutionPercent: null,
      solventMaterialId: null,
    });
    const tenfold = own('Orange oil folded 10x, supplier X');
    expect(buildOwnMaterial(tenfold, findReferenceNatural(tenfold, citrusLibrary)).composition).toEqual([
      expect.objectContaining({ childMaterialId: 'cas:5392-40-5', maximum: 0.015 }),
    ]);
    const unknown = own('Orange oil folded, supplier X');
    expect(buildOwnMaterial(unknown, findReferenceNatural(unknown, citrusLibrary))).toMatchObject({
      foldUnknown: 'folded',
      composition: [],
    });
  });
});

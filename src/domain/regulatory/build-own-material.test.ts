import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { LibraryMaterialRow, OwnMaterialRow } from './build-reference-library.ts';
import { buildOwnMaterial, buildReferenceLibrary, findReferenceNatural } from './build-reference-library.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import type { IfraStandard, Material, RegulatoryData } from './regulatory-model.ts';

/**
 * Issue 27, class 1: a supplier's allergen declaration must not erase the other constituents of a natural.
 * compliance-rules.md §2: "a source that does not mention a constituent says nothing about it (a supplier's
 * allergen declaration lists allergens, not methyl eugenol or estragole)".
 *
 * Data cited, not computed by the engine:
 * - IFRA 51st Amendment Annex (ifra-51-annex-contributions/natural_contributions.csv), "Rose oil", Rosa x damascena,
 *   principal CAS 8007-01-0: Methyl eugenol 93-15-2 2 %, Geraniol 106-24-1 17.7 %, Eugenol 97-53-0 1.14 %.
 * - IFRA Standards (standards.csv): IFRA_STD_100 Methyl eugenol, category 4 0.011 %; IFRA_STD_037 Geraniol,
 *   category 4 4.7 %; IFRA_STD_035 Eugenol is not needed here.
 */
const standard = (key: string, name: string, cas: string, category4: number): IfraStandard => ({
  key,
  name,
  amendment: '51',
  types: ['restriction'],
  casNumbers: [cas],
  limits: { '4': { kind: 'percent', value: category4 as never } },
  basis: 'finished-product',
  isInPhototoxicitySum: false,
});

const DATA: RegulatoryData = {
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-28' },
  ifraStandards: [
    standard('IFRA_STD_100', 'Methyl eugenol', '93-15-2', 0.011),
    standard('IFRA_STD_037', 'Geraniol', '106-24-1', 4.7),
  ],
  euAllergens: [
    {
      annexIiiReference: '78',
      labelName: 'Geraniol',
      casNumbers: ['106-24-1'],
      leaveOnThreshold: 0.001 as never,
      rinseOffThreshold: 0.01 as never,
    },
  ],
  euProhibited: [],
};

const referenceRow = (fields: Partial<LibraryMaterialRow> & Pick<LibraryMaterialRow, 'id' | 'name'>) => ({
  cas: null,
  otherCas: [],
  kind: 'substance',
  isNatural: false,
  inciName: null,
  mergeKey: null,
  synonyms: [],
  ...fields,
});

const annex = (constituentCas: string, constituentName: string, concentrationPct: number) => ({
  naturalName: 'Rose oil',
  principalCas: ['8007-01-0'],
  constituentCas,
  constituentName,
  concentrationPct,
  standardKey: null,
});

const library = buildReferenceLibrary({
  materials: [
    referenceRow({ id: 'rose-oil', name: 'Rose oil', cas: '8007-01-0', kind: 'natural', isNatural: true }),
    referenceRow({ id: 'geraniol', name: 'Geraniol', cas: '106-24-1', mergeKey: 'cas:106-24-1' }),
    referenceRow({ id: 'citronellol', name: 'Citronellol', cas: '106-22-9', mergeKey: 'cas:106-22-9' }),
    referenceRow({ id: 'eugenol', name: 'Eugenol', cas: '97-53-0', mergeKey: 'cas:97-53-0' }),
    referenceRow({ id: 'dpg', name: 'Dipropylene glycol', cas: '25265-71-8', kind: 'solvent' }),
  ],
  naturalContributions: [
    annex('93-15-2', 'Methyl eugenol', 2),
    annex('106-24-1', 'Geraniol', 17.7),
    annex('97-53-0', 'Eugenol', 1.14),
  ],
  schiffBases: [],
  regulatoryData: DATA,
});

/** The user's rose oil with its supplier's allergen declaration: geraniol 15 %, citronellol 30 %, eugenol n.d. */
const ownRose: OwnMaterialRow = {
  ...referenceRow({ id: 'my-rose', name: 'Rose oil Bulgaria (supplier X)', cas: '8007-01-0', kind: 'natural' }),
  isNatural: true,
  composition: [
    { materialId: 'geraniol', percent: 15 },
    { materialId: 'citronellol', percent: 30 },
    { materialId: 'eugenol', percent: 0 },
  ],
  dilutionPercent: null,
  solventMaterialId: null,
};

function buildEngine(own: Material) {
  const materials = new Map(library.materials);
  materials.set(own.id, own);
  return createComplianceEngine({ regulatoryData: DATA, materials });
}

describe('an own natural with a supplier declaration (constituents merged one by one)', () => {
  const reference = findReferenceNatural(ownRose, library);
  const own = buildOwnMaterial(ownRose, reference);

  it('finds the reference natural by CAS, and by name when the CAS is not given', () => {
    expect(reference?.id).toBe('rose-oil');
    expect(findReferenceNatural({ ...ownRose, cas: null, name: 'Rose oil' }, library)?.id).toBe('rose-oil');
    expect(findReferenceNatural({ ...ownRose, kind: 'accord', isNatural: false }, library)).toBeNull();
  });

  // 1 g of the rose oil in 10 g of concentrate, category 4 at 20 %: C = grams × share × 20 / 10.
  const report = buildComplianceReport(buildEngine(own), {
    lines: [
      { lineId: 'l1', materialId: 'my-rose', grams: 1 as never },
      { lineId: 'l2', materialId: 'dpg', grams: 9 as never },
    ],
    category: '4',
    dosage: { basis: 'w/w', percent: 20 },
  });

  it.each([
    // [Standard, expected % in the finished product, why]
    ['IFRA_STD_100', (1 * 0.02 * 20) / 10, 'methyl eugenol is not in the declaration: the IFRA Annex 2 % counts'],
    ['IFRA_STD_037', (1 * 0.15 * 20) / 10, 'geraniol is stated: the declaration 15 % replaces the Annex 17.7 %'],
  ])('%s is %s %% (%s)', (key, expected) => {
    if (!report.ok) throw new Error('report failed');
    const found = report.value.standards.find((entry) => entry.key === key);
    expect(found?.concentration).toBeCloseTo(expected, 12);
  });

  it('fails category 4 on methyl eugenol (0.04 % > 0.011 %, IFRA_STD_100), which the declaration does not list', () => {
    if (!report.ok) throw new Error('report failed');
    expect(report.value.verdict).toBe('not-compliant');
    expect(report.value.standards.find((entry) => entry.key === 'IFRA_STD_100')?.verdict).toBe('fail');
  });

  it('shows per constituent the source of its value and what the declaration said', () => {
    if (!report.ok) throw new Error('report failed');
    const natural = report.value.constituentSources.find((entry) => entry.materialId === 'my-rose');
    const byName = Object.fromEntries(
      (natural?.constituents ?? []).map((entry) => [entry.name, [entry.fraction, entry.source, entry.declaration]]),
    );
    expect(byName).toEqual({
      Citronellol: [0.3, 'supplier-declaration', 'stated'],
      Geraniol: [0.15, 'supplier-declaration', 'stated'],
      // "Only not detected may mean zero" (§2).
      Eugenol: [0, 'supplier-declaration', 'not-detected'],
      'Methyl eugenol': [0.02, 'ifra-annex', 'not-stated'],
    });
  });

  it('keeps the allergen declaration complete (the natural has a declaration)', () => {
    if (!report.ok) throw new Error('report failed');
    expect(report.value.allergenVerdict).toBe('complete');
  });

  it('without a reference natural keeps only the declaration (nothing invented)', () => {
    const alone = buildOwnMaterial({ ...ownRose, cas: null, name: 'Mystery oil' }, null);
    expect(alone.composition.map((row) => row.childMaterialId)).toEqual(['geraniol', 'citronellol', 'eugenol']);
  });

  it('an accord is the user composition, not a supplier declaration', () => {
    const accord = buildOwnMaterial({ ...ownRose, kind: 'accord', isNatural: false }, reference);
    expect(new Set(accord.composition.map((row) => row.source))).toEqual(new Set(['user-composition']));
  });
});

import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import { buildReferenceLibrary, type LibraryMaterialRow } from './build-reference-library.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import { mapEuAllergens } from './map-regulatory-data.ts';
import { echaAllergenRow } from '../../../tests/fixtures/allergen-fixtures.ts';
import type { FormulaLine, RegulatoryData } from './regulatory-model.ts';

/**
 * A reference record known by its CAS number alone. The Good Scents Company's data_rw_opl.csv lists 12,518 rows with a
 * CAS number and no name; 2,106 of the merged library's materials have neither a name (from any dataset or regulation)
 * nor a structure or formula: 68648-34-0 (TGSC 1001621, "clean woody dry cedar earthy") may be a cedar extract or one
 * substance, nobody says. Its allergen content is then unknown (Annex III to Regulation (EC) No 1223/2009 as amended
 * by Regulation (EU) 2023/1545: every listed allergen above 0.001 % in a leave-on product is named), never none.
 * A record with a formula (C15H24O, TGSC 1001171, 13567-39-0) is one defined substance: nothing unknown.
 */
const DATA: RegulatoryData = {
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-12-01' },
  ifraStandards: [],
  euAllergens: mapEuAllergens([echaAllergenRow('78', '97-53-0', ['Eugenol'])]),
  euProhibited: [],
};

const record = (fields: Partial<LibraryMaterialRow> & Pick<LibraryMaterialRow, 'id' | 'cas' | 'name'>) => ({
  otherCas: [],
  kind: 'substance',
  isNatural: false,
  inciName: null,
  mergeKey: `cas:${fields.cas}`,
  synonyms: [],
  smiles: null,
  formula: null,
  ...fields,
});
const library = buildReferenceLibrary({
  materials: [
    record({ id: 'cas-alone', cas: '68648-34-0', name: '68648-34-0' }),
    record({ id: 'with-formula', cas: '13567-39-0', name: '13567-39-0', formula: 'C15H24O' }),
    record({ id: 'with-smiles', cas: '13567-39-0', name: '13567-39-0', smiles: 'CC1=CCC2(C)C1' }),
    record({ id: 'named', cas: '97-53-0', name: 'Eugenol' }),
    record({ id: 'dpg', cas: '25265-71-8', name: 'Dipropylene glycol', kind: 'solvent' }),
  ],
  naturalContributions: [],
  schiffBases: [],
  regulatoryData: DATA,
});
const engine = createComplianceEngine({ regulatoryData: DATA, materials: library.materials });

/** 10 g of a material in 100 g of concentrate, at 20 % in a leave-on product (category 4). */
function allergensOf(materialId: string) {
  const lines: FormulaLine[] = [
    { lineId: 'a', materialId, grams: 10 as never },
    { lineId: 'dpg', materialId: 'dpg', grams: 90 as never },
  ];
  const report = buildComplianceReport(engine, { lines, category: '4', dosage: { basis: 'w/w', percent: 20 } });
  if (!report.ok) throw new Error(JSON.stringify(report.errors));
  return [report.value.allergenVerdict, report.value.allergenGaps.map((gap) => gap.materialId)];
}

describe('a record known by its CAS number alone', () => {
  it.each([
    [
      'no name, no structure, no formula: its allergens are unknown',
      'cas-alone',
      ['cannot-be-verified', ['cas-alone']],
    ],
    ['a formula says it is one substance', 'with-formula', ['complete', []]],
    ['a structure says it is one substance', 'with-smiles', ['complete', []]],
    ['a named substance (eugenol, 2 % of the product, declared)', 'named', ['complete', []]],
  ])('%s', (_, materialId, expected) => {
    expect(allergensOf(materialId)).toEqual(expected);
  });

  it('is flagged only as a reference record shown by its CAS', () => {
    expect(library.materials.get('cas-alone')?.isIdentityUnknown).toBe(true);
    for (const id of ['with-formula', 'with-smiles', 'named', 'dpg'])
      expect(library.materials.get(id)?.isIdentityUnknown).toBeUndefined();
  });
});

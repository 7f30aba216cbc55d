import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import { mapEuAllergens } from './map-regulatory-data.ts';
import { echaAllergenRow, fixtureMaterial } from '../../../tests/fixtures/allergen-fixtures.ts';
import type { FormulaLine, Material, RegulatoryData } from './regulatory-model.ts';

/**
 * Issue 26 item 5 and issue 27 class 7: allergens identified by substance, labelled by the CAS in the formula.
 * Rows as in ECHA's Annex III export (fragrance_allergens_labelling.csv): entry 84 linalool 78-70-6, 88 limonene
 * (138-86-3, 5989-27-5, 5989-54-8), 91 oakmoss 90028-68-5, 349 "Cinnamomum zeylanicum bark extract | Cinnamomum
 * zeylanicum bark oil" 8015-91-6 and 84649-98-9. Leave-on threshold 0.001 % (Annex III, "when its concentration
 * exceeds 0,001 % in leave-on products").
 */
const DATA: RegulatoryData = {
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-28' },
  ifraStandards: [],
  euAllergens: mapEuAllergens([
    echaAllergenRow('84', '78-70-6', ['1,6-Octadien-3-ol, 3,7-dimethyl-']),
    echaAllergenRow('88', '138-86-3', ['1-Methyl-4-prop-1-en-2-yl cyclohexene']),
    echaAllergenRow('88', '5989-27-5', ['(R)-p-Mentha-1,8-diene']),
    echaAllergenRow('91', '90028-68-5', ['Oak moss extract']),
    echaAllergenRow('349', '8015-91-6', ['Cinnamomum zeylanicum bark extract', 'Cinnamomum zeylanicum bark oil']),
    echaAllergenRow('349', '84649-98-9', ['Cinnamomum zeylanicum bark extract', 'Cinnamomum zeylanicum bark oil']),
  ]),
  euProhibited: [],
};

const material = (id: string, name: string, kind: Material['kind'], cas: string[]) =>
  fixtureMaterial(id, name, kind, cas);
const MATERIALS = [
  material('oakmoss-absolute', 'Oakmoss absolute', 'ncs', ['9000-50-4']),
  material('oakmoss-extract', 'Oakmoss extract', 'ncs', ['68917-10-2']),
  material('l-linalool', '(−)-Linalool', 'substance', ['126-91-0']),
  material('d-limonene', 'd-Limonene', 'substance', ['5989-27-5']),
  material('cinnamon-leaf', 'Cinnamon leaf oil', 'ncs', ['8015-91-6']),
  material('cinnamon-bark', 'Cinnamon bark oil', 'ncs', ['8015-91-6']),
  material('dpg', 'Dipropylene glycol', 'solvent', ['25265-71-8']),
];

/** 0.5 g of one material in 100 g, at 20 % in a leave-on product: 0.1 % in the product, far above 0.001 %. */
function allergensOf(materialId: string) {
  const engine = createComplianceEngine({
    regulatoryData: DATA,
    materials: new Map(MATERIALS.map((entry) => [entry.id, entry])),
  });
  const lines: FormulaLine[] = [
    { lineId: 'a', materialId, grams: 0.5 as never },
    { lineId: 'dpg', materialId: 'dpg', grams: 99.5 as never },
  ];
  const report = buildComplianceReport(engine, { lines, category: '4', dosage: { basis: 'w/w', percent: 20 } });
  if (!report.ok) throw new Error(JSON.stringify(report.errors));
  return report.value.allergens.map((entry) => ({
    name: entry.labelName,
    casInFormula: entry.casInFormula,
    declare: entry.declare,
    concentration: entry.concentration,
  }));
}

describe('allergens identified by substance, named and numbered as the formula has them', () => {
  it.each([
    ['oakmoss-absolute', 'Evernia Prunastri Extract', ['9000-50-4']],
    ['oakmoss-extract', 'Evernia Prunastri Extract', ['68917-10-2']],
    ['l-linalool', 'Linalool', ['126-91-0']],
    // The declaration prints d-limonene's own CAS, not the entry's first (138-86-3).
    ['d-limonene', 'Limonene', ['5989-27-5']],
    ['cinnamon-bark', 'Cinnamomum Zeylanicum Bark Oil', ['8015-91-6']],
  ])('%s is declared as %s under CAS %j at 0.1 %%', (materialId, name, cas) => {
    expect(allergensOf(materialId)).toEqual([{ name, casInFormula: cas, declare: true, concentration: 0.1 }]);
  });

  it('cinnamon leaf oil shares the bark oil CAS 8015-91-6 but is not Annex III 349 (bark only)', () => {
    expect(allergensOf('cinnamon-leaf')).toEqual([]);
  });
});

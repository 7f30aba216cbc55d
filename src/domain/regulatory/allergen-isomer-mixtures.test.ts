import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import { mapEuAllergens } from './map-regulatory-data.ts';
import { echaAllergenRow, fixtureMaterial } from '../../../tests/fixtures/allergen-fixtures.ts';
import type { Fraction } from '../shared/units.ts';
import type { CompositionRow, FormulaLine, Material, RegulatoryData } from './regulatory-model.ts';

/**
 * A mixture of isomers holding an allergen in an unstated share is neither the allergen nor free of it.
 *
 * Annex III to Regulation (EC) No 1223/2009 as amended by Regulation (EU) 2023/1545: entry 90, "Alpha-isomethyl
 * ionone", CAS 127-51-5, and entry 80, "Anise alcohol", CAS 105-13-5, are to be named on the label above 0.001 % in
 * leave-on products (rows as in ECHA's export, fragrance_allergens_labelling.csv). The IFRA Fragrance Ingredient
 * Glossary (2019) names 1335-46-2 "Methyl ionone (mixture of isomers)" and 1331-81-3 "Anisyl alcohol (o-,m-,p-)";
 * IFRA_STD_063 and IFRA_STD_006 list them with 127-51-5 and 105-13-5. A pure other isomer (methyl-alpha-ionone,
 * 127-42-4) is neither the allergen nor a mixture holding it.
 */
const DATA: RegulatoryData = {
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-30' },
  ifraStandards: [],
  euAllergens: mapEuAllergens([
    echaAllergenRow('80', '105-13-5', ['4-Methoxybenzyl alcohol']),
    echaAllergenRow('90', '127-51-5', ['3-Methyl-4-(2,6,6-trimethyl-2-cyclohexen-1-yl)-3-buten-2-one']),
  ]),
  euProhibited: [],
};

const material = (id: string, kind: Material['kind'], cas: string[], composition: CompositionRow[] = []) =>
  fixtureMaterial(id, id, kind, cas, composition);
const row = (childMaterialId: string, percent: number, source: CompositionRow['source']): CompositionRow => ({
  childMaterialId,
  maximum: (percent / 100) as Fraction,
  source,
  status: 'stated',
});
const MATERIALS = [
  material('alpha-isomethyl-ionone', 'substance', ['127-51-5']),
  material('methyl-alpha-ionone', 'substance', ['127-42-4']),
  material('methyl-ionone-mixture', 'substance', ['1335-46-2']),
  material('anisyl-alcohol-mixture', 'substance', ['1331-81-3']),
  // The supplier's declaration of a methyl ionone: 45 % alpha-isomethyl ionone.
  material(
    'methyl-ionone-declared',
    'substance',
    ['1335-46-2'],
    [row('alpha-isomethyl-ionone', 45, 'user-composition')],
  ),
  material('methyl-ionone-lot', 'substance', ['1335-46-2'], [row('alpha-isomethyl-ionone', 62, 'lot-analysis')]),
  material('dpg', 'solvent', ['25265-71-8']),
];

/** 10 g of one material in 100 g, at 20 % in a leave-on product (category 4). */
function reportOf(materialId: string) {
  const engine = createComplianceEngine({
    regulatoryData: DATA,
    materials: new Map(MATERIALS.map((entry) => [entry.id, entry])),
  });
  const lines: FormulaLine[] = [
    { lineId: 'a', materialId, grams: 10 as never },
    { lineId: 'dpg', materialId: 'dpg', grams: 90 as never },
  ];
  const report = buildComplianceReport(engine, { lines, category: '4', dosage: { basis: 'w/w', percent: 20 } });
  if (!report.ok) throw new Error(JSON.stringify(report.errors));
  return {
    allergenVerdict: report.value.allergenVerdict,
    gaps: report.value.allergenGaps.map((gap) => gap.materialId),
    allergens: report.value.allergens.map((entry) => [entry.labelName, entry.concentration, entry.declare]),
  };
}

describe('allergens in a mixture of isomers (Annex III entries 80 and 90)', () => {
  it.each([
    // 10 g in 100 g at 20 %: 2 % of the product, declared.
    ['alpha-isomethyl-ionone', 'complete', [], [['Alpha-Isomethyl Ionone', 2, true]]],
    // A pure other isomer: no allergen, and nothing unknown.
    ['methyl-alpha-ionone', 'complete', [], []],
    // The mixture: the share is unknown, so nothing is declared on a guess and the result cannot be verified.
    ['methyl-ionone-mixture', 'cannot-be-verified', ['methyl-ionone-mixture'], []],
    ['anisyl-alcohol-mixture', 'cannot-be-verified', ['anisyl-alcohol-mixture'], []],
    // The user's composition of it: 10 % × 45 % × 20 % = 0.9 %.
    ['methyl-ionone-declared', 'complete', [], [['Alpha-Isomethyl Ionone', 0.9, true]]],
    // A lot's certificate of analysis: 10 % × 62 % × 20 % = 1.24 %.
    ['methyl-ionone-lot', 'complete', [], [['Alpha-Isomethyl Ionone', 1.24, true]]],
  ] as const)('%s: allergens %s', (materialId, verdict, gaps, allergens) => {
    const report = reportOf(materialId);
    expect(report.allergenVerdict).toBe(verdict);
    expect(report.gaps).toEqual(gaps);
    expect(report.allergens.map(([name, , declare]) => [name, declare])).toEqual(
      allergens.map(([name, , declare]) => [name, declare]),
    );
    report.allergens.forEach(([, concentration], index) => expect(concentration).toBeCloseTo(allergens[index]![1], 10));
  });

  it("entry 90 keeps the mixture's CAS apart from its own", () => {
    const entry = DATA.euAllergens.find((candidate) => candidate.annexIiiReference === '90');
    expect(entry?.casNumbers).toEqual(['127-51-5']);
    expect(entry?.mixtureCasNumbers).toEqual(['1335-46-2']);
  });
});

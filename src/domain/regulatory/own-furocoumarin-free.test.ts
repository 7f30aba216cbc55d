import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { LibraryMaterialRow, OwnMaterialRow } from './build-reference-library.ts';
import { buildOwnMaterial, buildReferenceLibrary, findReferenceNatural } from './build-reference-library.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import { findOtherTypeNatural } from './find-other-type-natural.ts';
import type { IfraStandard, RegulatoryData } from './regulatory-model.ts';

/**
 * compliance-rules.md §4 (phototoxicity): "Furocoumarin-free, distilled or terpeneless grades are outside Φ by their
 * own data (an explicit flag, never a name heuristic)". An own natural named "Bergamot oil FCF" is furocoumarin-free
 * only when its user states that type; its name alone leaves it in the sum.
 *
 * Test vectors T4/T5 of compliance-rules.md §8 (limits from miniPinscher's DB_Standards.csv, 51st Amendment,
 * category 4): bergamot oil expressed L = 0.4 %, lemon oil cold pressed L = 2.0 %. Bergamot 2 g + lemon 3 g in 100 g at
 * D = 20 %: 0.40 % / 0.4 + 0.60 % / 2.0 = 1.0 + 0.3 = 1.3, FAIL (T4); with bergamot flagged FCF, 0.3 (T5).
 */
const photo = (key: string, name: string, cas: string, category4: number): IfraStandard => ({
  key,
  name,
  amendment: '51',
  types: ['restriction'],
  casNumbers: [cas],
  limits: { '4': { kind: 'percent', value: category4 as never } },
  basis: 'finished-product',
  isInPhototoxicitySum: true,
});
const data: RegulatoryData = {
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-29' },
  ifraStandards: [
    photo('IFRA_STD_087', 'Bergamot oil expressed', '8007-75-8', 0.4),
    photo('IFRA_STD_093', 'Lemon oil cold pressed', '8008-56-8', 2),
  ],
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
    row('bergamot', 'Bergamot oil expressed', '8007-75-8'),
    row('lemon', 'Lemon oil expressed', '8008-56-8'),
    row('dpg', 'Dipropylene glycol', '25265-71-8', 'solvent'),
  ],
  naturalContributions: [],
  schiffBases: [],
  regulatoryData: data,
});
const own = (name: string, naturalType: string | null): OwnMaterialRow => ({
  ...row('own', name, '8007-75-8'),
  naturalType,
  composition: [],
  dilutionPercent: null,
  solventMaterialId: null,
});

function sumOfRatios(ownRow: OwnMaterialRow) {
  const reference = findReferenceNatural(ownRow, library);
  const material = buildOwnMaterial(ownRow, reference, reference ? null : findOtherTypeNatural(ownRow, library));
  const engine = createComplianceEngine({
    regulatoryData: data,
    materials: new Map([...library.materials, [material.id, material]]),
  });
  const result = buildComplianceReport(engine, {
    lines: [
      { lineId: 'bergamot', materialId: 'own', grams: 2 as never },
      { lineId: 'lemon', materialId: 'lemon', grams: 3 as never },
      { lineId: 'dpg', materialId: 'dpg', grams: 95 as never },
    ],
    category: '4',
    dosage: { basis: 'w/w', percent: 20 },
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { material, sum: result.value.phototoxicity.sumOfRatios };
}

describe('an own natural is furocoumarin-free only when its user says so', () => {
  it.each([
    { name: 'Bergamot oil FCF', naturalType: null, sum: 1.3, fcf: false },
    { name: 'Bergamot oil, furocoumarin-free', naturalType: null, sum: 1.3, fcf: false },
    { name: 'Bergamot bergapten-free', naturalType: null, sum: 1.3, fcf: false },
    { name: 'Bergamot oil FCF', naturalType: 'expressed oil', sum: 1.3, fcf: false },
    { name: 'Bergamot oil FCF', naturalType: 'furocoumarin-free', sum: 0.3, fcf: true },
    { name: 'Bergamot (supplier X)', naturalType: 'furocoumarin-free', sum: 0.3, fcf: true },
  ])('$name, stated type $naturalType: Σ = $sum', ({ name, naturalType, sum, fcf }) => {
    const result = sumOfRatios(own(name, naturalType));
    expect(result.sum).toBeCloseTo(sum, 12);
    expect(result.material.isFurocoumarinFree).toBe(fcf);
  });

  it('a name saying FCF is read without those words for its type: "Bergamot oil FCF" is an oil', () => {
    expect(sumOfRatios(own('Bergamot oil FCF', null)).material.naturalType).toBe('essential oil');
  });
});

import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import { buildReferenceLibrary } from './build-reference-library.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import { mapIfraStandards } from './map-regulatory-data.ts';
import { parseSumTotalLimit } from './parse-sum-total-limit.ts';
import type { RegulatoryData } from './regulatory-model.ts';

/**
 * Issue 27 audit 2: a sum held to one member's limit. IFRA 51st Amendment workbook, `Restricted ingredients: notes`,
 * verbatim, of IFRA_STD_062 Methyl heptine carbonate (category 4 4.7E-2) and IFRA_STD_064 Methyl octine carbonate
 * (category 4 0.01): the total of MHC and MOC must not exceed MHC's maximum, MOC keeping its own.
 */
const STD_062_NOTE =
  'When used in the same fragrance compound within a specific QRA category, the sum total of Methyl heptine carbonate (MHC, CAS number 111-12-6) and Methyl octine carbonate (MOC, CAS number 111-80-8) contributions must not exceed the maximum permitted level for MHC. At the same time, the contribution from MOC should always respect the maximum levels permitted in the respective categories as listed in the Standard for MOC.';
const STD_064_NOTE =
  'When used in the same fragrance compound within a specific QRA category, the sum total of and Methyl heptine carbonate (MHC, CAS number 111-12-6) and Methyl octine carbonate (MOC, CAS number 111-80-8) contributions must not exceed the maximum permitted level for MHC. At the same time, the contribution from MOC should always respect the maximum levels permitted as listed in the table above.';

describe('parseSumTotalLimit', () => {
  it.each([
    ['STD_062', STD_062_NOTE],
    ['STD_064 ("the sum total of and …")', STD_064_NOTE],
  ])('%s: MHC and MOC, held to the level for MHC', (_, note) => {
    expect(parseSumTotalLimit(note)).toEqual({
      names: ['Methyl heptine carbonate', 'Methyl octine carbonate'],
      limitName: 'Methyl heptine carbonate',
    });
  });

  it('a note without such a sum: null', () => {
    expect(
      parseSumTotalLimit('In the presence of Treemoss extracts, the level of Oakmoss … has to be reduced'),
    ).toBeNull();
  });
});

describe('methyl heptine carbonate + methyl octine carbonate in category 4 at 20 %', () => {
  const row = (id: string, name: string, cas: string, note: string) => ({
    id,
    amendment: '49',
    name,
    type: 'RESTRICTION',
    isProhibition: false,
    isRestriction: true,
    isSpecification: false,
    riskProperty: null,
    limitExpressedAs: null,
    casNumbers: [cas],
    synonyms: [],
    contributionsFromOtherSources: null,
    yearLastPublication: null,
    deadlineExistingCreations: null,
    deadlineNewCreations: null,
    notes: { restricted_notes: note },
  });
  const standards = mapIfraStandards(
    [
      row('IFRA_STD_062', 'Methyl heptine carbonate', '111-12-6', STD_062_NOTE),
      row('IFRA_STD_064', 'Methyl octine carbonate', '111-80-8', STD_064_NOTE),
    ],
    [
      { standardKey: 'IFRA_STD_062', category: '4', limitKind: 'limit', maxPercent: 0.047 },
      { standardKey: 'IFRA_STD_064', category: '4', limitKind: 'limit', maxPercent: 0.01 },
    ],
    [],
  );
  const data: RegulatoryData = {
    dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-29' },
    ifraStandards: standards,
    euAllergens: [],
    euProhibited: [],
  };
  const dpg = {
    id: 'dpg',
    name: 'Dipropylene glycol',
    cas: '25265-71-8',
    otherCas: [],
    kind: 'solvent',
    isNatural: false,
    inciName: null,
    mergeKey: null,
    synonyms: [],
  };
  const library = buildReferenceLibrary({
    materials: [dpg],
    naturalContributions: [],
    schiffBases: [],
    regulatoryData: data,
  });
  const engine = createComplianceEngine({ regulatoryData: data, materials: library.materials });

  it('both Standards share one limit, MHC’s', () => {
    expect(standards.map((standard) => [standard.sharesLimitWith, standard.sharedLimitOf])).toEqual([
      [['IFRA_STD_064'], 'IFRA_STD_062'],
      [['IFRA_STD_062'], 'IFRA_STD_062'],
    ]);
  });

  it.each([
    // MHC 0.2 g + MOC 0.04 g + dipropylene glycol to 100 g.
    // At 20 %: MHC 0.04 % ≤ 0.047, MOC 0.008 % ≤ 0.01, total 0.048 % > 0.047 → fails; D*₄ = 100·0.047/0.24 = 19.58.
    [0.2, 0.04, 0.048 / 0.047, 'not-compliant', (100 * 0.047) / 0.24],
    // MHC 0.15 g + MOC 0.04 g: total 0.038 % ≤ 0.047 passes (each against its own limit, 0.64 + 0.8 = 1.44, would
    // fail); D*₄ = min(MHC 31.33, MOC 100·0.01/0.04 = 25, total 100·0.047/0.19 = 24.74).
    [0.15, 0.04, 0.038 / 0.047, 'compliant', (100 * 0.047) / 0.19],
  ])('MHC %s g + MOC %s g: total / L_MHC = %s, %s', (mhc, moc, ratio, verdict, maximum) => {
    const result = buildComplianceReport(engine, {
      lines: [
        { lineId: 'mhc', materialId: 'cas:111-12-6', grams: mhc as never },
        { lineId: 'moc', materialId: 'cas:111-80-8', grams: moc as never },
        { lineId: 'rest', materialId: 'dpg', grams: (100 - mhc - moc) as never },
      ],
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const mhcStandard = result.value.standards.find((standard) => standard.key === 'IFRA_STD_062');
    expect(mhcStandard?.sharedLimit?.sumOfRatios).toBeCloseTo(ratio, 12);
    expect(result.value.verdict).toBe(verdict);
    const maxDosage = result.value.maxDosage['4'];
    expect(maxDosage.kind === 'limited' ? maxDosage.value : null).toBeCloseTo(maximum, 9);
  });
});

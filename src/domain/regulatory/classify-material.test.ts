import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import { buildReferenceLibrary } from './build-reference-library.ts';
import { classifyMaterial } from './classify-material.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import { mapIfraStandards } from './map-regulatory-data.ts';
import type { RegulatoryData } from './regulatory-model.ts';

/**
 * Issue 27 class 6: Standards defined by a class, with no CAS list in standards.csv, raised for every material of
 * their class. IFRA_STD_188 "Allyl esters" (specified_notes: "Allyl esters should only be used when the level of free
 * Allylalcohol in the ester is less than 0.1%"); IFRA_STD_184 "Pinacea derivatives" ("Essential oils (e.g.
 * Turpentine oil) and isolates (e.g. delta-3-Carene) derived from the Pinacea family, including Pinus and Abies
 * genera…"). SMILES are PubChem's canonical SMILES.
 */
describe('classifyMaterial', () => {
  it.each([
    ['allyl hexanoate', { smiles: 'CCCCCC(=O)OCC=C', isNatural: false, name: 'Allyl caproate' }, ['allyl-ester']],
    ['allyl cyclohexylpropionate', { smiles: 'C=CCOC(=O)CCC1CCCCC1', isNatural: false, name: 'x' }, ['allyl-ester']],
    ['allyl amyl glycolate', { smiles: 'CCCCCOCC(=O)OCC=C', isNatural: false, name: 'x' }, ['allyl-ester']],
    ['linalyl acetate (not allyl)', { smiles: 'CC(=CCCC(C)(C=C)OC(=O)C)C', isNatural: false, name: 'x' }, []],
    ['crotyl acetate (not allyl)', { smiles: 'CC=CCOC(=O)C', isNatural: false, name: 'x' }, []],
    ['allyl alcohol (no ester)', { smiles: 'C=CCO', isNatural: false, name: 'x' }, []],
    [
      'Scots pine needle oil',
      { isNatural: true, inciName: 'Pinus Sylvestris Leaf Oil', name: 'Pine oil' },
      ['pinaceae'],
    ],
    ['Siberian fir oil', { isNatural: true, inciName: 'Abies Sibirica Oil', name: 'Fir needle oil' }, ['pinaceae']],
    ['Atlas cedarwood oil', { isNatural: true, inciName: 'Cedrus Atlantica Bark Oil', name: 'x' }, ['pinaceae']],
    ['turpentine oil, the Standard’s example', { isNatural: true, name: 'Turpentine oil' }, ['pinaceae']],
    [
      'Virginia cedarwood (Juniperus, Cupressaceae)',
      { isNatural: true, inciName: 'Juniperus Virginiana Oil', name: 'Cedarwood oil Virginia' },
      [],
    ],
    ['a name alone is not data', { isNatural: true, name: 'Pine oil' }, []],
  ])('%s → %j', (_, input, expected) => {
    expect(classifyMaterial(input)).toEqual(expected);
  });
});

describe('class-defined Standards are raised for the materials of their class', () => {
  const row = (id: string, name: string, specifiedNote: string) => ({
    id,
    amendment: '51',
    name,
    type: 'SPECIFICATION',
    isProhibition: false,
    isRestriction: false,
    isSpecification: true,
    riskProperty: null,
    limitExpressedAs: null,
    casNumbers: [],
    synonyms: [],
    contributionsFromOtherSources: null,
    yearLastPublication: null,
    deadlineExistingCreations: null,
    deadlineNewCreations: null,
    notes: { specified_notes: specifiedNote },
  });
  const data: RegulatoryData = {
    dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-28' },
    ifraStandards: mapIfraStandards(
      [
        row(
          'IFRA_STD_188',
          'Allyl esters',
          'Allyl esters should only be used when the level of free Allylalcohol in the ester is less than 0.1%.',
        ),
        row(
          'IFRA_STD_184',
          'Pinacea derivatives',
          'Essential oils (e.g. Turpentine oil) and isolates (e.g. delta-3-Carene) derived from the Pinacea family, including Pinus and Abies genera, should only be used when the level of peroxides is kept to the lowest practicable level',
        ),
      ],
      [],
      [],
    ),
    euAllergens: [],
    euProhibited: [],
  };
  const material = (id: string, name: string, fields: { smiles?: string; inciName?: string; kind?: string }) => ({
    id,
    name,
    cas: null,
    otherCas: [],
    kind: fields.kind ?? 'substance',
    isNatural: fields.kind === 'natural',
    inciName: fields.inciName ?? null,
    mergeKey: null,
    synonyms: [],
    smiles: fields.smiles ?? null,
  });
  const library = buildReferenceLibrary({
    materials: [
      { ...material('allyl-caproate', 'Allyl caproate', { smiles: 'CCCCCC(=O)OCC=C' }), cas: '123-68-2' },
      material('pine', 'Pine needle oil', { kind: 'natural', inciName: 'Pinus Sylvestris Leaf Oil' }),
      { ...material('dpg', 'DPG', { kind: 'solvent' }), cas: '25265-71-8' },
    ],
    naturalContributions: [],
    schiffBases: [],
    regulatoryData: data,
  });
  const engine = createComplianceEngine({ regulatoryData: data, materials: library.materials });

  it.each([
    ['allyl-caproate', 'IFRA_STD_188', 'compliant-specifications-to-confirm'],
    // Its class says nothing of its composition: without data the pine oil stays unresolved.
    ['pine', 'IFRA_STD_184', 'cannot-be-verified'],
  ])('%s brings %s to the specification checklist (%s)', (materialId, key, verdict) => {
    const report = buildComplianceReport(engine, {
      lines: [
        { lineId: 'a', materialId, grams: 1 as never },
        { lineId: 'b', materialId: 'dpg', grams: 99 as never },
      ],
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    if (!report.ok) throw new Error(JSON.stringify(report.errors));
    expect(report.value.specifications.map((item) => item.standardKey)).toEqual([key]);
    expect(report.value.verdict).toBe(verdict);
  });
});

describe('a Standard whose specification note names its subject an allyl ester brings STD_188 by CAS', () => {
  // IFRA_STD_003 Allyl phenoxyacetate (RESTRICTION_SPECIFICATION, CAS 7493-74-5), specified_notes: "According to the
  // IFRA Specification Standard of Allyl esters, Allyl esters should only be used when the level of free Allylalcohol
  // in the ester is less than 0.1%. … Please also refer to the IFRA Specification Standard Allyl esters."
  const standard = (id: string, name: string, casNumbers: string[], note: string) => ({
    id,
    amendment: '51',
    name,
    type: 'SPECIFICATION',
    isProhibition: false,
    isRestriction: false,
    isSpecification: true,
    riskProperty: null,
    limitExpressedAs: null,
    casNumbers,
    synonyms: [],
    contributionsFromOtherSources: null,
    yearLastPublication: null,
    deadlineExistingCreations: null,
    deadlineNewCreations: null,
    notes: { specified_notes: note },
  });
  const data: RegulatoryData = {
    dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-29' },
    ifraStandards: mapIfraStandards(
      [
        standard(
          'IFRA_STD_188',
          'Allyl esters',
          [],
          'Allyl esters should only be used when the level of free Allylalcohol in the ester is less than 0.1%.',
        ),
        standard(
          'IFRA_STD_003',
          'Allyl phenoxyacetate',
          ['7493-74-5'],
          'According to the IFRA Specification Standard of Allyl esters, Allyl esters should only be used when the level of free Allylalcohol in the ester is less than 0.1%.',
        ),
        standard(
          'IFRA_STD_186',
          'Limonene',
          ['5989-27-5'],
          'Such products should have a peroxide value of less than 20 millimoles per liter.',
        ),
      ],
      [],
      [],
    ),
    euAllergens: [],
    euProhibited: [],
  };
  // No SMILES: the substances are known only by the CAS of the Standards' scope.
  const library = buildReferenceLibrary({
    materials: [],
    naturalContributions: [],
    schiffBases: [],
    regulatoryData: data,
  });
  const engine = createComplianceEngine({ regulatoryData: data, materials: library.materials });

  it.each([
    ['cas:7493-74-5', ['IFRA_STD_003', 'IFRA_STD_188']],
    // A Standard whose note names no class brings only itself.
    ['cas:5989-27-5', ['IFRA_STD_186']],
  ])('%s → %j', (materialId, keys) => {
    const report = buildComplianceReport(engine, {
      lines: [{ lineId: 'a', materialId, grams: 1 as never }],
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    if (!report.ok) throw new Error(JSON.stringify(report.errors));
    expect(report.value.specifications.map((item) => item.standardKey).sort()).toEqual(keys);
  });
});

import { randomUUID } from 'node:crypto';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';
import type { Database } from '../../db/client.ts';
import {
  euAnnexEntries,
  euLabellingAllergens,
  ifraNaturalContributions,
  ifraStandardCas,
  ifraStandardLimits,
  ifraStandards,
  importRuns,
  materials,
} from '../../db/schema/index.ts';
import { forgetComplianceInputs } from './load-compliance-inputs.ts';

/**
 * FIXTURE regulatory data for tests: the limits of compliance-rules.md §8 (T1-T14), not the official
 * values. Citral Cat 4 0.6%, bergamot 0.4%, lemon 2.0% (phototoxic), musk ambrette prohibited.
 */
type Limits = Partial<Record<string, number | 'NO_RESTRICTION'>>;

const standard = (
  id: string,
  name: string,
  type: 'RESTRICTION' | 'PROHIBITION' | 'SPECIFICATION',
  cas: string[],
  limits: Limits,
  options: { phototoxic?: boolean; specification?: string } = {},
) => ({
  row: {
    id,
    amendment: '51',
    name,
    type,
    isProhibition: type === 'PROHIBITION',
    isRestriction: type === 'RESTRICTION',
    isSpecification: type === 'SPECIFICATION',
    riskProperty: options.phototoxic ? 'PHOTOTOXICITY' : 'DERMAL SENSITIZATION',
    limitExpressedAs: null,
    casNumbers: cas,
    synonyms: [],
    contributionsFromOtherSources: 'See Annex',
    yearLastPublication: '2023',
    deadlineExistingCreations: null,
    deadlineNewCreations: null,
    notes: options.phototoxic
      ? { phototoxicity_notes: 'Phototoxic: see the note on phototoxic ingredients.' }
      : options.specification
        ? { specified_notes: options.specification }
        : {},
  },
  limits: IFRA_CATEGORIES.map((category) => {
    const value = limits[category];
    return {
      id: `${id}|${category}`,
      standardKey: id,
      category,
      limitKind: value === undefined ? 'none' : value === 'NO_RESTRICTION' ? 'no_restriction' : 'limit',
      maxPercent: typeof value === 'number' ? value : null,
    };
  }),
  scope: cas.map((entry) => ({ id: `${id}|${entry}`, standardKey: id, cas: entry, casValid: true })),
});

const everywhere = (value: number, overrides: Limits = {}): Limits => ({
  ...Object.fromEntries(IFRA_CATEGORIES.map((category) => [category, value])),
  ...overrides,
});
const phototoxic = (value: number): Limits =>
  everywhere(value, {
    '7A': 'NO_RESTRICTION',
    '9': 'NO_RESTRICTION',
    '10A': 'NO_RESTRICTION',
    '11A': 'NO_RESTRICTION',
    '12': 'NO_RESTRICTION',
  });

const STANDARDS = [
  standard(
    'IFRA_STD_901',
    'Citral (fixture)',
    'RESTRICTION',
    ['5392-40-5', '141-27-5', '106-26-3'],
    everywhere(0.6, { '12': 'NO_RESTRICTION' }),
  ),
  standard('IFRA_STD_902', 'Bergamot oil expressed (fixture)', 'RESTRICTION', ['8007-75-8'], phototoxic(0.4), {
    phototoxic: true,
  }),
  standard('IFRA_STD_903', 'Lemon oil cold pressed (fixture)', 'RESTRICTION', ['8008-56-8'], phototoxic(2), {
    phototoxic: true,
  }),
  standard('IFRA_STD_904', 'Musk ambrette (fixture)', 'PROHIBITION', ['83-66-9'], {}),
  standard(
    'IFRA_STD_905',
    'Linalool (fixture)',
    'SPECIFICATION',
    ['78-70-6'],
    {},
    { specification: 'Peroxide value below 20 mmol/L.' },
  ),
];

const material = (
  name: string,
  cas: string,
  kind: 'substance' | 'natural' | 'solvent',
  extra: { mergeKey?: string } = {},
) => ({
  id: randomUUID(),
  mergeKey: extra.mergeKey ?? `cas:${cas}`,
  cas,
  casValid: true,
  name,
  kind,
  isNatural: kind === 'natural',
  searchText: name.toLowerCase(),
});

export const FIXTURE_MATERIALS = {
  citral: material('Citral', '5392-40-5', 'substance'),
  litsea: material('Litsea cubeba oil', '68855-99-2', 'natural'),
  rose: material('Rose oil', '8007-01-0', 'natural'),
  bergamot: material('Bergamot oil, expressed', '8007-75-8', 'natural'),
  bergamotFcf: material('Bergamot oil, rectified FCF', '8007-75-8', 'natural', {
    mergeKey: 'cas:8007-75-8~bergamot oil rectified fcf',
  }),
  lemon: material('Lemon oil, expressed', '8008-56-8', 'natural'),
  muskAmbrette: material('Musk ambrette', '83-66-9', 'substance'),
  dpg: material('Dipropylene glycol', '25265-71-8', 'solvent'),
  linalool: material('Linalool', '78-70-6', 'substance'),
  limonene: material('Limonene', '5989-27-5', 'substance'),
  lyral: material('Lyral', '31906-04-4', 'substance'),
  isoeugenol: material('Isoeugenol', '97-54-1', 'substance'),
};

const contribution = (
  naturalName: string,
  principalCas: string,
  constituentCas: string,
  constituentName: string,
  concentrationPct: number,
  standardKey: string | null,
) => ({
  id: `${naturalName}|${constituentCas}`,
  amendment: '51',
  principalCas: [principalCas],
  otherCas: [],
  naturalName,
  constituentCas,
  constituentName,
  concentrationPct,
  standardKey,
});

const CONTRIBUTIONS = [
  contribution('Litsea cubeba oil', '68855-99-2', '5392-40-5', 'Citral', 69, 'IFRA_STD_901'),
  contribution('Rose oil', '8007-01-0', '141-27-5', 'Geranial', 1.06, 'IFRA_STD_901'),
  contribution('Rose oil', '8007-01-0', '106-26-3', 'Neral', 0.79, 'IFRA_STD_901'),
  contribution('Rose oil', '8007-01-0', '106-24-1', 'Geraniol', 17.7, null),
];

const allergen = (annexIiiRef: string, cas: string, name: string, labelName: string | null = null) => ({
  id: `${annexIiiRef}|${cas}`,
  annexIiiRef,
  cas,
  names: [name],
  labelName,
  leaveOnThresholdPct: 0.001,
  rinseOffThresholdPct: 0.01,
  isOriginal26: true,
  isAddedBy20231545: false,
});

const ALLERGENS = [
  allergen('78', '106-24-1', 'Geraniol'),
  allergen('84', '78-70-6', '1,6-Octadien-3-ol, 3,7-dimethyl-'),
  allergen('84', '126-91-0', '(R)-Linalool'),
  allergen('70', '5392-40-5', '3,7-Dimethyl-2,6-octadienal'),
  allergen('88', '5989-27-5', '(R)-p-Mentha-1,8-diene'),
  {
    ...allergen('73', '97-54-1', 'Phenol, 2-methoxy-4-(1-propenyl)'),
    maxConcentration: 'Cosmetic products other than oral products: 0.02 %',
  },
  allergen('352', '8007-75-8', 'Bergamot oil'),
];

/** Writes the fixture data and two succeeded import runs (the data version), then drops the cache. */
export async function insertComplianceFixtures(
  database: Database,
  importedOn = new Date('2026-01-15T10:00:00Z'),
): Promise<void> {
  const { db } = database;
  await db.insert(ifraStandards).values(STANDARDS.map((entry) => entry.row));
  await db.insert(ifraStandardLimits).values(STANDARDS.flatMap((entry) => entry.limits));
  await db.insert(ifraStandardCas).values(STANDARDS.flatMap((entry) => entry.scope));
  await db.insert(ifraNaturalContributions).values(CONTRIBUTIONS);
  await db.insert(euLabellingAllergens).values(ALLERGENS);
  await db.insert(euAnnexEntries).values([
    {
      id: 'II|1|83-66-9',
      annex: 'II',
      refNo: '1',
      substanceName: 'Musk ambrette',
      cas: '83-66-9',
      casValid: true,
      identifierNames: [],
    },
    {
      id: 'II|1380|31906-04-4',
      annex: 'II',
      refNo: '1380',
      substanceName: 'Hydroxyisohexyl 3-cyclohexene carboxaldehyde (HICC)',
      cas: '31906-04-4',
      casValid: true,
      identifierNames: [],
    },
  ]);
  await db.insert(materials).values(Object.values(FIXTURE_MATERIALS));
  const run = (dataset: string, version: string) => ({
    dataset,
    version,
    licence: 'fixture',
    source: 'fixture',
    status: 'succeeded',
    startedAt: importedOn,
    finishedAt: importedOn,
  });
  await db
    .insert(importRuns)
    .values([run('ifra-51-standards', '51st Amendment'), run('eu-cosmetics-annexes-echa', 'ECHA export 2024-05-16')]);
  forgetComplianceInputs(database);
}

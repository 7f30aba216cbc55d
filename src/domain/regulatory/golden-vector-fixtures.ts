import type { Fraction, Grams, Percent } from '../shared/units.ts';
import { createFraction, createGrams, createPercent } from '../shared/units.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { IFRA_CATEGORIES, PHOTOTOXICITY_CATEGORIES } from './ifra-categories.ts';
import type {
  CompositionRow,
  EuAllergenEntry,
  FormulaLine,
  IfraLimit,
  IfraStandard,
  Material,
  MaterialKind,
  RegulatoryData,
} from './regulatory-model.ts';

/**
 * TEST FIXTURES of compliance-rules.md §8 (vectors T1–T14). The limits are the spec's fixtures
 * (miniPinscher's 51st-Amendment cat 4 values), not imported IFRA data: never show them as real values.
 */

function unwrap<Unit>(result: { ok: true; value: Unit } | { ok: false; error: unknown }): Unit {
  if (!result.ok) throw new Error(`invalid fixture value: ${JSON.stringify(result.error)}`);
  return result.value;
}
export const percent = (value: number): Percent => unwrap(createPercent(value));
export const fraction = (value: number): Fraction => unwrap(createFraction(value));
export const grams = (value: number): Grams => unwrap(createGrams(value));

function buildLimits(
  entries: Partial<Record<IfraCategory, number>>,
  otherwise: IfraLimit,
): Partial<Record<IfraCategory, IfraLimit>> {
  return Object.fromEntries(
    IFRA_CATEGORIES.map((category) => {
      const value = entries[category];
      return [category, value === undefined ? otherwise : { kind: 'percent', value: percent(value) }];
    }),
  );
}

/** The same limit in every phototoxicity category, and in category 9 too so T6 proves the sum is skipped there. */
function buildPhototoxicLimits(value: number): Partial<Record<IfraCategory, IfraLimit>> {
  const entries: Partial<Record<IfraCategory, number>> = { '9': value };
  for (const category of PHOTOTOXICITY_CATEGORIES) entries[category] = value;
  return buildLimits(entries, { kind: 'no-restriction' });
}

const standard = (
  fields: Partial<IfraStandard> & Pick<IfraStandard, 'key' | 'name' | 'casNumbers' | 'limits'>,
): IfraStandard => ({
  amendment: '51',
  types: ['restriction'],
  basis: 'finished-product',
  isInPhototoxicitySum: false,
  ...fields,
});

export const GOLDEN_STANDARDS: readonly IfraStandard[] = [
  standard({
    key: 'TEST_CITRAL',
    name: 'Citral',
    casNumbers: ['5392-40-5', '141-27-5', '106-26-3'],
    limits: buildLimits({ '4': 0.6 }, { kind: 'no-restriction' }),
  }),
  standard({
    key: 'TEST_BERGAMOT',
    name: 'Bergamot oil expressed',
    casNumbers: ['8007-75-8'],
    limits: buildPhototoxicLimits(0.4),
    isInPhototoxicitySum: true,
  }),
  standard({
    key: 'TEST_LEMON',
    name: 'Lemon oil cold pressed',
    casNumbers: ['8008-56-8'],
    limits: buildPhototoxicLimits(2),
    isInPhototoxicitySum: true,
  }),
  standard({
    key: 'TEST_MUSK_AMBRETTE',
    name: 'Musk ambrette',
    casNumbers: ['83-66-9'],
    types: ['prohibition'],
    limits: {},
  }),
];

const allergen = (annexIiiReference: string, labelName: string, casNumbers: readonly string[]): EuAllergenEntry => ({
  annexIiiReference,
  labelName,
  casNumbers,
  leaveOnThreshold: percent(0.001),
  rinseOffThreshold: percent(0.01),
});

export const GOLDEN_ALLERGENS: readonly EuAllergenEntry[] = [
  allergen('TEST-70', 'Citral', ['5392-40-5', '141-27-5', '106-26-3']),
  allergen('TEST-78', 'Geraniol', ['106-24-1']),
  allergen('TEST-84', 'Linalool', ['78-70-6', '126-91-0']),
];

const material = (
  id: string,
  kind: MaterialKind,
  casNumbers: readonly string[],
  composition: readonly CompositionRow[] = [],
  extra: Partial<Material> = {},
): Material => ({
  id,
  name: id,
  kind,
  casNumbers,
  isFurocoumarinFree: false,
  isFoodGradeFlavour: false,
  composition,
  ...extra,
});
const annexRow = (childMaterialId: string, share: number): CompositionRow => ({
  childMaterialId,
  maximum: fraction(share),
  source: 'ifra-annex',
});

export const GOLDEN_MATERIALS: readonly Material[] = [
  material('citral', 'substance', ['5392-40-5']),
  material('geranial', 'substance', ['141-27-5']),
  material('neral', 'substance', ['106-26-3']),
  material('geraniol', 'substance', ['106-24-1']),
  material('linalool', 'substance', ['78-70-6']),
  material('linalool-isomer', 'substance', ['126-91-0']),
  material('musk-ambrette', 'substance', ['83-66-9']),
  material('dpg', 'solvent', ['25265-71-8']),
  material('citral-10-in-dpg', 'dilution', [], [annexRow('citral', 0.1), annexRow('dpg', 0.9)]),
  material('litsea-cubeba-oil', 'ncs', ['68855-99-2'], [annexRow('citral', 0.69)]),
  material(
    'rose-oil',
    'ncs',
    ['8007-01-0'],
    [annexRow('geranial', 0.0106), annexRow('neral', 0.0079), annexRow('geraniol', 0.177)],
  ),
  material('bergamot-oil-expressed', 'ncs', ['8007-75-8']),
  material('bergamot-oil-fcf', 'ncs', ['8007-75-8'], [], { isFurocoumarinFree: true }),
  material('lemon-oil-cold-pressed', 'ncs', ['8008-56-8']),
  material('incomplete-base', 'base-accord', [], [annexRow('citral', 0.3), annexRow('geraniol', 0.3)]),
  material('unknown-absolute', 'ncs', ['0000-00-0']),
];

export const GOLDEN_DATA: RegulatoryData = {
  dataVersion: {
    ifraAmendment: '51 (test fixtures of compliance-rules.md §8)',
    euAnnexEdition: 'test fixtures',
    importedOn: '2026-11-21',
  },
  ifraStandards: GOLDEN_STANDARDS,
  euAllergens: GOLDEN_ALLERGENS,
  euProhibited: [{ annexIiReference: 'TEST-II-1', name: 'Musk ambrette', casNumbers: ['83-66-9'] }],
};

export function buildGoldenEngine(extraMaterials: readonly Material[] = []): ComplianceEngine {
  return createComplianceEngine({
    regulatoryData: GOLDEN_DATA,
    materials: new Map([...GOLDEN_MATERIALS, ...extraMaterials].map((entry) => [entry.id, entry])),
  });
}

/** A formula line; the rest of 100 g is DPG, so W = 100 g as in every vector. */
export function buildLine(materialId: string, amount: number, extra: Partial<FormulaLine> = {}): FormulaLine {
  return { lineId: `${materialId}-${extra.lineId ?? 'line'}`, materialId, grams: grams(amount), ...extra };
}

export function buildFormula(lines: readonly FormulaLine[]): FormulaLine[] {
  const used = lines.reduce((sum, line) => sum + line.grams, 0);
  return [...lines, { lineId: 'dpg-filler', materialId: 'dpg', grams: grams(100 - used) }];
}

/** T3: citral 2 g, Litsea cubeba 5 g (citral 69%), rose oil 3 g (geranial 1.06%, neral 0.79%). */
export const T3_LINES: readonly FormulaLine[] = buildFormula([
  buildLine('citral', 2),
  buildLine('litsea-cubeba-oil', 5),
  buildLine('rose-oil', 3),
]);
/** T4: bergamot oil expressed 2 g and lemon oil cold pressed 3 g. */
export const T4_LINES: readonly FormulaLine[] = buildFormula([
  buildLine('bergamot-oil-expressed', 2),
  buildLine('lemon-oil-cold-pressed', 3),
]);

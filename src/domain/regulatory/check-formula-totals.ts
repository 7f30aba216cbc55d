import type { FormulaTotals } from './apply-formula-edit.ts';
import type { LineHeadroom } from './calculate-line-headroom.ts';
import { calculateLineHeadroom } from './calculate-line-headroom.ts';
import type { ComplianceResult, ComplianceWarning, UnresolvedMaterial } from './compliance-error.ts';
import { convertDosageToMass } from './convert-dosage-to-mass.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { AllergenResult } from './declare-eu-allergens.ts';
import { declareEuAllergens } from './declare-eu-allergens.ts';
import type { CategoryEvaluation, MaxDosage, PhototoxicitySum, StandardResult } from './evaluate-ifra-category.ts';
import { collectStandardAmounts, evaluateIfraCategory } from './evaluate-ifra-category.ts';
import type { EuProhibitedResult } from './flag-eu-prohibited-substances.ts';
import { flagEuProhibitedSubstances } from './flag-eu-prohibited-substances.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import type { EuProductType } from './propose-eu-product-type.ts';
import { proposeEuProductType } from './propose-eu-product-type.ts';
import type { DataVersion, DosageInput } from './regulatory-model.ts';

export type ComplianceOptions = {
  /** The product's IFRA category: the detailed verdicts are for this one; all 18 are evaluated. */
  category: IfraCategory;
  dosage: DosageInput;
  /** The EU product type the user confirmed; when absent the proposal from the category is used, unconfirmed. */
  euProductType?: EuProductType;
  /** Specification Standards whose supplier CoA the user has acknowledged. */
  acknowledgedSpecificationKeys?: readonly string[];
  /** Headroom per line in the selected category (default true; the live editor may skip it). */
  includeLineHeadroom?: boolean;
  /** 'all' (default) lists the Standard verdicts of every category; 'selected' only of the product's category. */
  categoryDetail?: 'all' | 'selected';
};

export type SpecificationChecklistItem = { standardKey: string; name: string; note: string | null; isAcknowledged: boolean };

export type ComplianceReport = {
  dataVersion: DataVersion;
  category: IfraCategory;
  dosage: { massPercent: number; input: DosageInput };
  totalGrams: number;
  /** compliant(k, D) of compliance-rules.md §4 for the selected category. */
  isCompliant: boolean;
  /** A certificate may be issued: compliant, nothing unresolved, every specification acknowledged. */
  isCertifiable: boolean;
  certificationBlockers: readonly ('not-compliant' | 'unresolved-materials' | 'specification-checklist')[];
  standards: readonly StandardResult[];
  phototoxicity: PhototoxicitySum;
  categories: Readonly<Record<IfraCategory, CategoryEvaluation>>;
  maxDosage: Readonly<Record<IfraCategory, MaxDosage>>;
  allergens: readonly AllergenResult[];
  euProductType: { proposed: EuProductType; used: EuProductType; isConfirmed: boolean };
  euProhibited: readonly EuProhibitedResult[];
  unresolved: readonly (UnresolvedMaterial & { lineIds: readonly string[] })[];
  specificationChecklist: readonly SpecificationChecklistItem[];
  warnings: readonly (ComplianceWarning & { lineIds: readonly string[] })[];
  lineHeadroom: readonly LineHeadroom[];
};

/**
 * Evaluates running totals: all 18 categories with verdicts and analytic maximum dosage, EU allergens
 * and Annex II, unresolved materials and the specification checklist. Cost is O(Standards present ×
 * 18), plus O(lines) only when line headroom is asked for. An empty formula is a typed error.
 */
export function checkFormulaTotals(engine: ComplianceEngine, totals: FormulaTotals, options: ComplianceOptions): ComplianceResult<ComplianceReport> {
  const dosage = convertDosageToMass(options.dosage);
  if (!dosage.ok) return dosage;
  if (!(totals.totalGrams > 0) || !Number.isFinite(totals.totalGrams)) return { ok: false, errors: [{ kind: 'zero-total' }] };
  const massPercent = dosage.value;
  const totalGrams = totals.totalGrams;
  const acknowledged = new Set(options.acknowledgedSpecificationKeys ?? []);
  const amounts = collectStandardAmounts(engine.index, totals);
  const hasUnresolved = totals.unresolved.size > 0;
  const categoryInput = { amounts, dosage: massPercent, totalGrams, hasNonFoodGradeMaterial: totals.nonFoodGradeMaterials.size > 0, hasUnresolved, acknowledgedSpecificationKeys: acknowledged };
  const categories = {} as Record<IfraCategory, CategoryEvaluation>;
  const maxDosage = {} as Record<IfraCategory, MaxDosage>;
  for (const category of IFRA_CATEGORIES) {
    const includeStandardResults = options.categoryDetail !== 'selected' || category === options.category;
    const evaluation = evaluateIfraCategory({ ...categoryInput, category, includeStandardResults });
    categories[category] = evaluation;
    maxDosage[category] = evaluation.maxDosage;
  }
  const selected = categories[options.category];
  const specificationChecklist: SpecificationChecklistItem[] = amounts
    .filter((entry) => entry.standard.types.includes('specification'))
    .map((entry) => ({ standardKey: entry.standard.key, name: entry.standard.name, note: entry.standard.specificationNote ?? null, isAcknowledged: acknowledged.has(entry.standard.key) }));
  const proposed = proposeEuProductType(options.category);
  const used = options.euProductType ?? proposed;
  const warnings: (ComplianceWarning & { lineIds: readonly string[] })[] = [...totals.warnings.values()].map(({ warning, lineIds }) => ({ ...warning, lineIds: [...lineIds] }));
  for (const standard of selected.standards) {
    if (standard.reason === 'prohibited-trace-from-natural') warnings.push({ kind: 'prohibited-trace-from-natural', standardKey: standard.key, lineIds: [] });
  }
  if (used === 'not-cosmetic') warnings.push({ kind: 'eu-labelling-not-applicable', lineIds: [] });
  const certificationBlockers: ComplianceReport['certificationBlockers'][number][] = [];
  if (!selected.isCompliant) certificationBlockers.push('not-compliant');
  if (hasUnresolved) certificationBlockers.push('unresolved-materials');
  if (specificationChecklist.some((item) => !item.isAcknowledged)) certificationBlockers.push('specification-checklist');
  const amountsBySubject = new Map(amounts.map((entry) => [entry.subjectIndex, entry]));
  const lineHeadroom =
    options.includeLineHeadroom === false
      ? []
      : [...totals.lines.values()].map((line) => calculateLineHeadroom({ engine, totals, amounts, amountsBySubject, line, category: options.category, dosage: massPercent }));
  return {
    ok: true,
    value: {
      dataVersion: engine.index.dataVersion,
      category: options.category,
      dosage: { massPercent, input: options.dosage },
      totalGrams,
      isCompliant: selected.isCompliant,
      isCertifiable: certificationBlockers.length === 0,
      certificationBlockers,
      standards: selected.standards,
      phototoxicity: selected.phototoxicity,
      categories,
      maxDosage,
      allergens: declareEuAllergens({ index: engine.index, totals, dosage: massPercent, productType: used }),
      euProductType: { proposed, used, isConfirmed: options.euProductType !== undefined },
      euProhibited: flagEuProhibitedSubstances({ index: engine.index, totals, dosage: massPercent }),
      unresolved: [...totals.unresolved.values()].map(({ entry, lineIds }) => ({ ...entry, lineIds: [...lineIds] })),
      specificationChecklist,
      warnings,
      lineHeadroom,
    },
  };
}

import type { FormulaTotals } from './apply-formula-edit.ts';
import type { LineHeadroom } from './calculate-line-headroom.ts';
import { calculateLineHeadroom } from './calculate-line-headroom.ts';
import type { ComplianceResult, ComplianceWarning, UnresolvedMaterial } from './compliance-error.ts';
import { convertDosageToMass } from './convert-dosage-to-mass.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { AllergenResult } from './declare-eu-allergens.ts';
import type { CategoryEvaluation, MaxDosage, PhototoxicitySum, StandardResult } from './evaluate-ifra-category.ts';
import { collectStandardAmounts, evaluateIfraCategory } from './evaluate-ifra-category.ts';
import type { EuProhibitedResult } from './flag-eu-prohibited-substances.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import type { EuProductType } from './propose-eu-product-type.ts';
import { proposeEuProductType } from './propose-eu-product-type.ts';
import type { EuProductKind } from './eu-product-kind-details.ts';
import { proposeEuProductKind, selectEuProductKind } from './eu-product-kinds.ts';
import { EU_PRODUCT_KIND_DETAILS } from './eu-product-kind-details.ts';
import type { DataVersion, DosageInput } from './regulatory-model.ts';
import type { ComplianceVerdict, Market, MarketAssessment } from './compliance-verdict.ts';
import { assessMarkets, combineVerdicts, DEFAULT_MARKETS, isCompliantVerdict } from './compliance-verdict.ts';
import type { SubjectMember } from './collect-subject-members.ts';
import { collectSubjectMembers } from './collect-subject-members.ts';
import { collectComplianceFailures } from './collect-compliance-failures.ts';
import { findSubjectIndexesByKey } from './build-regulatory-index.ts';
import type { EuLabelRequirement, EuRestrictedResult, EuRestrictedUnverified } from './assess-eu-annexes.ts';
import { assessEuAnnexes } from './assess-eu-annexes.ts';
import type { RegulatedMaterial } from './list-regulated-materials.ts';
import { listRegulatedMaterials } from './list-regulated-materials.ts';
import type { SpecificationItem } from './build-specification-items.ts';
import { buildSpecificationItems } from './build-specification-items.ts';

export type { EuLabelRequirement, EuRestrictedResult, EuRestrictedUnverified, SpecificationItem };
import type { NaturalConstituents } from './describe-constituent-sources.ts';
import { describeConstituentSources } from './describe-constituent-sources.ts';

export type ComplianceOptions = {
  /** The product's IFRA category: the detailed verdicts are for this one; all 18 are evaluated. */
  category: IfraCategory;
  dosage: DosageInput;
  /** The EU product type the user confirmed; when absent the proposal from the category is used, unconfirmed. */
  euProductType?: EuProductType;
  /**
   * The EU product kind the user chose (leave-on skin, lips, oral, children's…): Annex III maxima and conditions
   * are applied for it, and its basis replaces euProductType. Absent: from euProductType and the category.
   */
  euProductKind?: EuProductKind;
  /** Specification Standards the user confirmed with a tick (who and when are recorded by the caller). */
  acknowledgedSpecificationKeys?: readonly string[];
  /** The markets of the finished product (default EU): the EU adds Annex II bans and Annex III maxima to the verdict. */
  markets?: readonly Market[];
  /** Headroom per line in the selected category (default true; the live editor may skip it). */
  includeLineHeadroom?: boolean;
  /** 'all' (default) lists the Standard verdicts of every category; 'selected' only of the product's category. */
  categoryDetail?: 'all' | 'selected';
  /** Today as an ISO date, to tell which IFRA changes are not yet in force; absent: not told. */
  asOf?: string;
};

export type SpecificationChecklistItem = {
  standardKey: string;
  name: string;
  note: string | null;
  isAcknowledged: boolean;
};

/** Why a formula fails, with the lines that bring the substance (concentrations in the finished product). */
export type ComplianceFailure =
  | {
      kind: 'ifra-limit';
      standardKey: string;
      name: string;
      concentration: number;
      limit: number;
      members: readonly SubjectMember[];
      /** The Standards whose total this limit applies to (oakmoss + treemoss) and Σ E_S / L_S; absent otherwise. */
      sharedLimit?: { standardKeys: readonly string[]; sumOfRatios: number };
    }
  | {
      kind: 'ifra-prohibited';
      standardKey: string;
      name: string;
      concentration: number;
      members: readonly SubjectMember[];
      /** IFRA's words ("…should not be used in fragrance mixtures…"), quoted; null or absent when none. */
      note?: string | null;
    }
  | {
      kind: 'phototoxicity-sum';
      sumOfRatios: number;
      members: readonly { standardKey: string; name: string; concentration: number; limit: number; ratio: number }[];
    }
  | { kind: 'flavour-requirement'; materialIds: readonly string[] }
  | {
      kind: 'eu-annex-ii';
      annexIiReference: string;
      name: string;
      concentration: number;
      members: readonly SubjectMember[];
    }
  | {
      kind: 'eu-annex-iii-maximum';
      annexIiiReference: string;
      name: string;
      concentration: number;
      limit: number;
      members: readonly SubjectMember[];
    };

/** A natural whose allergen content is unknown: the allergen declaration cannot be verified until it is given. */
export type AllergenGap = { materialId: string; materialName: string; lineIds: readonly string[] };

export type ComplianceReport = {
  dataVersion: DataVersion;
  category: IfraCategory;
  /** The date implementation deadlines were compared with (ISO), null when none was given. */
  asOf: string | null;
  dosage: { massPercent: number; input: DosageInput };
  totalGrams: number;
  /** The verdict in the selected category, IFRA and the markets' rules together. */
  verdict: ComplianceVerdict;
  /** compliant(k, D) of compliance-rules.md §4 for the selected category: true when only specifications remain to confirm. */
  isCompliant: boolean;
  /** A certificate may be issued: compliant, nothing unresolved, every specification confirmed. */
  isCertifiable: boolean;
  /** 'flavour-not-declared': categories 1 and 6 cannot be assessed until every material's food/flavour grade is declared. */
  certificationBlockers: readonly (
    'not-compliant' | 'unresolved-materials' | 'specification-checklist' | 'flavour-not-declared'
  )[];
  standards: readonly StandardResult[];
  phototoxicity: PhototoxicitySum;
  categories: Readonly<Record<IfraCategory, CategoryEvaluation>>;
  maxDosage: Readonly<Record<IfraCategory, MaxDosage>>;
  allergens: readonly AllergenResult[];
  /**
   * The IFRA-regulated materials of the formula, whatever the category: each Standard present, the CAS under which
   * the formula brings it (the line's own CAS, else its constituents'), and its % w/w in the concentrate. What the
   * certificate's optional table prints (IFRA's certificate template, issue 27 item 6).
   */
  regulatedMaterials: readonly RegulatedMaterial[];
  euProductType: { proposed: EuProductType; used: EuProductType; isConfirmed: boolean };
  /** The finer EU product type Annex III maxima and conditions were applied for (issue 27, deliver 3). */
  euProductKind: { proposed: EuProductKind; used: EuProductKind; label: string; isConfirmed: boolean };
  /** Annex III conditions and label warnings for the product, per entry the formula contains. */
  euLabelRequirements: readonly EuLabelRequirement[];
  euProhibited: readonly EuProhibitedResult[];
  unresolved: readonly (UnresolvedMaterial & { lineIds: readonly string[]; materialName: string })[];
  specificationChecklist: readonly SpecificationChecklistItem[];
  specifications: readonly SpecificationItem[];
  failures: readonly ComplianceFailure[];
  markets: readonly Market[];
  /**
   * Per chosen market, whether rules the project holds assessed it. A market not assessed makes the verdict
   * "cannot be verified" at best: no market ever reads compliant by default (issue 27, deliver 4).
   */
  marketAssessments: readonly MarketAssessment[];
  /** The verdict of IFRA and the assessed markets in the selected category (what the IFRA certificate rests on). */
  assessedVerdict: ComplianceVerdict;
  euRestricted: readonly EuRestrictedResult[];
  /**
   * Annex III entries in the formula whose maximum for the product cannot be compared (not a percentage, scope not
   * placed), the Annex quoted: the EU verdict is "cannot be verified", never compliant (issue 27).
   */
  euRestrictedUnverified: readonly EuRestrictedUnverified[];
  /** 'cannot-be-verified' when a natural's allergen content is unknown (allergenGaps names it). */
  allergenVerdict: 'complete' | 'cannot-be-verified';
  allergenGaps: readonly AllergenGap[];
  warnings: readonly (ComplianceWarning & { lineIds: readonly string[] })[];
  lineHeadroom: readonly LineHeadroom[];
  /** Per natural of the formula, each constituent with the source that gave its value (issue 27, deliver 1). */
  constituentSources: readonly NaturalConstituents[];
};

/**
 * Evaluates running totals: all 18 categories with verdicts and analytic maximum dosage, EU allergens
 * and Annex II, unresolved materials and the specification checklist. Cost is O(Standards present ×
 * 18), plus O(lines) only when line headroom is asked for. An empty formula is a typed error.
 */
export function checkFormulaTotals(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  options: ComplianceOptions,
): ComplianceResult<ComplianceReport> {
  const dosage = convertDosageToMass(options.dosage);
  if (!dosage.ok) return dosage;
  if (!(totals.totalGrams > 0) || !Number.isFinite(totals.totalGrams))
    return { ok: false, errors: [{ kind: 'zero-total' }] };
  const massPercent = dosage.value;
  const totalGrams = totals.totalGrams;
  const markets = options.markets ?? DEFAULT_MARKETS;
  const ticked = new Set(options.acknowledgedSpecificationKeys ?? []);
  const amounts = collectStandardAmounts(engine.index, totals);
  const hasUnresolved = totals.unresolved.size > 0;

  const specificationAmounts = amounts.filter((entry) => entry.standard.types.includes('specification'));
  const baseCategoryInput = {
    amounts,
    dosage: massPercent,
    totalGrams,
    hasNonFoodGradeMaterial: totals.nonFoodGradeMaterials.size > 0,
    hasUnknownFlavourMaterial: totals.unknownFlavourMaterials.size > 0,
    hasUnresolved,
  };
  const proposed = proposeEuProductType(options.category);
  const kind = selectEuProductKind({
    category: options.category,
    kind: options.euProductKind,
    basis: options.euProductType,
  });
  const used = options.euProductKind ? EU_PRODUCT_KIND_DETAILS[kind].basis : (options.euProductType ?? proposed);
  const eu = assessEuAnnexes({ engine, totals, amounts, dosage: massPercent, productType: used, productKind: kind });
  const { allergens, euProhibited, euRestricted, euRestrictedUnverified, euLabelRequirements } = eu;
  const regulatedMaterials = listRegulatedMaterials(engine, totals, amounts);
  const isEuMarket = markets.includes('EU');
  const euFailing =
    isEuMarket && used !== 'not-cosmetic'
      ? { prohibited: euProhibited, restricted: euRestricted }
      : { prohibited: [], restricted: [] };
  // One pass over the lines for everything that names its lines: specifications and what fails in the selected
  // category (a failure does not depend on confirmations, so a first evaluation without them finds it).
  const preliminary = evaluateIfraCategory({
    ...baseCategoryInput,
    category: options.category,
    acknowledgedSpecificationKeys: new Set(),
  });
  const subjectByKey = new Map(amounts.map((entry) => [entry.standard.key, entry.subjectIndex]));
  const euIndexes = findSubjectIndexesByKey(engine.index, {
    annexIi: euFailing.prohibited.filter((entry) => !entry.isTraceOnly).map((entry) => entry.annexIiReference),
    annexIii: euFailing.restricted.filter((entry) => entry.verdict === 'fail').map((entry) => entry.annexIiiReference),
  });
  const memberSubjects = [
    ...specificationAmounts.map((entry) => entry.subjectIndex),
    ...preliminary.standards
      .filter((standard) => standard.verdict === 'fail')
      .map((standard) => subjectByKey.get(standard.key) ?? -1),
    ...euIndexes.annexIi.values(),
    ...euIndexes.annexIii.values(),
  ].filter((index) => index >= 0);
  const members = collectSubjectMembers(engine, totals, memberSubjects, massPercent);
  const specifications = buildSpecificationItems(specificationAmounts, members, ticked);
  const acknowledged = new Set(specifications.filter((item) => item.confirmed).map((item) => item.standardKey));
  const categoryInput = { ...baseCategoryInput, acknowledgedSpecificationKeys: acknowledged };
  const euBreach =
    isEuMarket &&
    (euProhibited.some((entry) => !entry.isTraceOnly) || euRestricted.some((entry) => entry.verdict === 'fail'));
  const euUnverified = isEuMarket && used !== 'not-cosmetic' && euRestrictedUnverified.length > 0;
  const categories = {} as Record<IfraCategory, CategoryEvaluation>;
  const maxDosage = {} as Record<IfraCategory, MaxDosage>;
  for (const category of IFRA_CATEGORIES) {
    const includeStandardResults = options.categoryDetail !== 'selected' || category === options.category;
    let evaluation = evaluateIfraCategory({ ...categoryInput, category, includeStandardResults });
    // The EU Cosmetics Regulation governs cosmetics only: not the household products of categories 10–12.
    if ((euBreach || euUnverified) && proposeEuProductType(category) !== 'not-cosmetic') {
      const verdict = combineVerdicts([evaluation.verdict, euBreach ? 'not-compliant' : 'cannot-be-verified']);
      evaluation = { ...evaluation, verdict, isCompliant: isCompliantVerdict(verdict) };
    }
    categories[category] = evaluation;
    maxDosage[category] = evaluation.maxDosage;
  }
  const selected = categories[options.category];
  const specificationChecklist: SpecificationChecklistItem[] = specifications.map((item) => ({
    standardKey: item.standardKey,
    name: item.name,
    note: item.requirement,
    isAcknowledged: item.confirmed,
  }));
  totals.listedWarnings ??= [...totals.warnings.values()].map(({ warning, lineIds }) => ({
    ...warning,
    lineIds: [...lineIds],
  }));
  const warnings: (ComplianceWarning & { lineIds: readonly string[] })[] = [...totals.listedWarnings];
  for (const standard of selected.standards) {
    if (standard.reason === 'prohibited-trace-from-natural')
      warnings.push({ kind: 'prohibited-trace-from-natural', standardKey: standard.key, lineIds: [] });
  }
  if (used === 'not-cosmetic') warnings.push({ kind: 'eu-labelling-not-applicable', lineIds: [] });
  const failures = collectComplianceFailures({
    totals,
    amounts,
    selected,
    massPercent,
    euProhibited: euFailing.prohibited,
    euRestricted: euFailing.restricted,
    members,
    subjectByKey,
    euIndexes,
  });
  const certificationBlockers: ComplianceReport['certificationBlockers'][number][] = [];
  const isFlavourOnly =
    selected.verdict === 'cannot-be-verified' && selected.flavourRequirement === 'not-assessed' && !hasUnresolved;
  if (!selected.isCompliant) certificationBlockers.push(isFlavourOnly ? 'flavour-not-declared' : 'not-compliant');
  if (hasUnresolved) certificationBlockers.push('unresolved-materials');
  if (specifications.some((item) => !item.confirmed)) certificationBlockers.push('specification-checklist');
  const marketAssessments = assessMarkets(markets, used === 'not-cosmetic' ? 'not-cosmetic' : 'cosmetic');
  const verdict = marketAssessments.some((entry) => entry.status === 'not-assessed')
    ? combineVerdicts([selected.verdict, 'cannot-be-verified'])
    : selected.verdict;
  const amountsBySubject =
    options.includeLineHeadroom === false ? new Map() : new Map(amounts.map((entry) => [entry.subjectIndex, entry]));
  const lineHeadroom =
    options.includeLineHeadroom === false
      ? []
      : [...totals.lines.values()].map((line) =>
          calculateLineHeadroom({
            engine,
            totals,
            amounts,
            amountsBySubject,
            line,
            category: options.category,
            dosage: massPercent,
          }),
        );
  const allergenGaps: AllergenGap[] = [...totals.allergenGaps].map(([materialId, { lineIds }]) => ({
    materialId,
    materialName: engine.materials.get(materialId)?.name ?? materialId,
    lineIds: [...lineIds],
  }));
  return {
    ok: true,
    value: {
      dataVersion: engine.index.dataVersion,
      category: options.category,
      asOf: options.asOf ?? null,
      dosage: { massPercent, input: options.dosage },
      totalGrams,
      verdict,
      isCompliant: isCompliantVerdict(verdict),
      assessedVerdict: selected.verdict,
      isCertifiable: selected.verdict === 'compliant' && certificationBlockers.length === 0,
      certificationBlockers,
      standards: selected.standards,
      phototoxicity: selected.phototoxicity,
      categories,
      maxDosage,
      allergens,
      regulatedMaterials,
      euProductType: {
        proposed,
        used,
        isConfirmed: options.euProductType !== undefined || options.euProductKind !== undefined,
      },
      euProductKind: {
        proposed: proposeEuProductKind(options.category),
        used: kind,
        label: EU_PRODUCT_KIND_DETAILS[kind].label,
        isConfirmed: options.euProductKind !== undefined,
      },
      euLabelRequirements: used === 'not-cosmetic' ? [] : euLabelRequirements,
      euProhibited,
      euRestricted,
      euRestrictedUnverified: used === 'not-cosmetic' ? [] : euRestrictedUnverified,
      markets,
      marketAssessments,
      unresolved: [...totals.unresolved.values()].map(({ entry, lineIds }) => ({
        ...entry,
        lineIds: [...lineIds],
        materialName: engine.materials.get(entry.materialId)?.name ?? entry.materialId,
      })),
      specificationChecklist,
      specifications,
      failures,
      allergenVerdict: allergenGaps.length > 0 ? 'cannot-be-verified' : 'complete',
      allergenGaps,
      warnings,
      lineHeadroom,
      constituentSources: describeConstituentSources(engine, totals),
    },
  };
}

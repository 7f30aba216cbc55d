import type { FormulaTotals } from './apply-formula-edit.ts';
import type { LineHeadroom } from './calculate-line-headroom.ts';
import { calculateLineHeadroom } from './calculate-line-headroom.ts';
import type { ComplianceResult, ComplianceWarning, UnresolvedMaterial } from './compliance-error.ts';
import { convertDosageToMass } from './convert-dosage-to-mass.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { AllergenResult } from './declare-eu-allergens.ts';
import { declareEuAllergens } from './declare-eu-allergens.ts';
import { findFormulaCas } from './find-formula-cas.ts';
import type { CategoryEvaluation, MaxDosage, PhototoxicitySum, StandardResult } from './evaluate-ifra-category.ts';
import { collectStandardAmounts, evaluateIfraCategory, RATIO_TOLERANCE } from './evaluate-ifra-category.ts';
import type { EuProhibitedResult } from './flag-eu-prohibited-substances.ts';
import { flagEuProhibitedSubstances } from './flag-eu-prohibited-substances.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import type { EuProductType } from './propose-eu-product-type.ts';
import { proposeEuProductType } from './propose-eu-product-type.ts';
import type { EuProductKind } from './eu-product-kinds.ts';
import { EU_PRODUCT_KIND_DETAILS, proposeEuProductKind, selectEuProductKind } from './eu-product-kinds.ts';
import type { DataVersion, DosageInput } from './regulatory-model.ts';
import type { ComplianceVerdict, Market, MarketAssessment } from './compliance-verdict.ts';
import { assessMarkets, combineVerdicts, DEFAULT_MARKETS, isCompliantVerdict } from './compliance-verdict.ts';
import type { SubjectMember } from './collect-subject-members.ts';
import { collectSubjectMembers } from './collect-subject-members.ts';
import { collectComplianceFailures } from './collect-compliance-failures.ts';
import { findSubjectIndexesByKey, normaliseCas } from './build-regulatory-index.ts';
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

/** A specification Standard of the formula: what to confirm, for which materials, and whether it is. */
export type SpecificationItem = {
  standardKey: string;
  name: string;
  /** IFRA's specification text (e.g. the peroxide value to keep below 20 mmol/L); null when the data has none. */
  requirement: string | null;
  /** The formula's materials in its scope, by line. */
  materials: readonly SubjectMember[];
  confirmed: boolean;
  /** 'lot': every line in scope names a lot with a certificate of analysis; 'tick': the user confirmed it. */
  confirmedBy: 'lot' | 'tick' | null;
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

/** An EU Annex III maximum concentration found in the formula (cosmetic products other than oral products). */
export type EuRestrictedResult = {
  annexIiiReference: string;
  name: string;
  concentration: number;
  limit: number;
  verdict: 'pass' | 'fail';
  /** The Annex III scope the limit is for (column c), or the condition that forbids use in the product. */
  scope: string | null;
};

/**
 * What Annex III requires for the product of an entry the formula contains: the label warning (column i) or the
 * condition of use (column h) as the Annex words it; a declared allergen's listing is in `allergens`.
 */
export type EuLabelRequirement = {
  annexIiiReference: string;
  name: string;
  kind: 'condition' | 'warning';
  text: string;
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
  regulatedMaterials: readonly {
    standardKey: string;
    name: string;
    cas: readonly string[];
    concentrateConcentration: number;
  }[];
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
  const declared = declareEuAllergens({
    index: engine.index,
    totals,
    dosage: massPercent,
    productType: used,
    productKind: kind,
  });
  const allergenIndexes = findSubjectIndexesByKey(engine.index, {
    annexIi: [],
    annexIii: declared.map((allergen) => allergen.annexIiiReference),
  }).annexIii;
  const formulaCas = findFormulaCas(engine, totals, [...allergenIndexes.values()]);
  const allergens = declared.map((allergen) => ({
    ...allergen,
    casInFormula: formulaCas.get(allergenIndexes.get(allergen.annexIiiReference) ?? -1) ?? [],
  }));
  const present = amounts.filter((entry) => entry.directGrams + entry.traceGrams > 0);
  const standardCas = findFormulaCas(
    engine,
    totals,
    present.map((entry) => entry.subjectIndex),
  );
  const regulatedMaterials = present
    .map((entry) => ({
      standardKey: entry.standard.key,
      name: entry.standard.name,
      cas: standardCas.get(entry.subjectIndex) ?? [],
      concentrateConcentration: (100 * (entry.directGrams + entry.traceGrams)) / totalGrams,
    }))
    .sort(
      (left, right) =>
        right.concentrateConcentration - left.concentrateConcentration || left.name.localeCompare(right.name),
    );
  // A substance brought by a natural a Standard forbids (horseradish oil for allyl isothiocyanate) is no trace.
  const forbiddenSourceCas = new Set(
    amounts
      .filter((entry) => entry.standard.forbiddenNaturals && entry.directGrams > 0)
      .flatMap((entry) => entry.standard.casNumbers.map(normaliseCas)),
  );
  const euProhibited = flagEuProhibitedSubstances({
    index: engine.index,
    totals,
    dosage: massPercent,
    isOralProduct: kind === 'oral',
    forbiddenSourceCas,
  });
  const euRestricted: EuRestrictedResult[] = allergens
    .filter((allergen) => allergen.maximumConcentration !== null)
    .map((allergen) => {
      const limit = allergen.maximumConcentration ?? 0;
      return {
        annexIiiReference: allergen.annexIiiReference,
        name: allergen.name,
        concentration: allergen.concentration,
        limit,
        verdict: allergen.concentration <= limit * (1 + RATIO_TOLERANCE) ? 'pass' : 'fail',
        scope: allergen.maximumScope,
      };
    });
  const euLabelRequirements: EuLabelRequirement[] = allergens.flatMap((allergen) =>
    allergen.requirements.map((requirement) => ({
      annexIiiReference: allergen.annexIiiReference,
      name: allergen.name,
      kind: requirement.kind,
      text: requirement.text,
    })),
  );
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
  const specifications: SpecificationItem[] = specificationAmounts.map((entry) => {
    const members_ = members.get(entry.subjectIndex) ?? [];
    const byLot = members_.length > 0 && members_.every((member) => member.lotId !== null);
    const confirmedBy = byLot ? 'lot' : ticked.has(entry.standard.key) ? 'tick' : null;
    return {
      standardKey: entry.standard.key,
      name: entry.standard.name,
      requirement: entry.standard.specificationNote ?? null,
      materials: members_,
      confirmed: confirmedBy !== null,
      confirmedBy,
    };
  });
  const acknowledged = new Set(specifications.filter((item) => item.confirmed).map((item) => item.standardKey));
  const categoryInput = { ...baseCategoryInput, acknowledgedSpecificationKeys: acknowledged };
  const euBreach =
    isEuMarket &&
    (euProhibited.some((entry) => !entry.isTraceOnly) || euRestricted.some((entry) => entry.verdict === 'fail'));
  const categories = {} as Record<IfraCategory, CategoryEvaluation>;
  const maxDosage = {} as Record<IfraCategory, MaxDosage>;
  for (const category of IFRA_CATEGORIES) {
    const includeStandardResults = options.categoryDetail !== 'selected' || category === options.category;
    let evaluation = evaluateIfraCategory({ ...categoryInput, category, includeStandardResults });
    // The EU Cosmetics Regulation governs cosmetics only: not the household products of categories 10–12.
    if (euBreach && proposeEuProductType(category) !== 'not-cosmetic') {
      const verdict = combineVerdicts([evaluation.verdict, 'not-compliant']);
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
  const warnings: (ComplianceWarning & { lineIds: readonly string[] })[] = [...totals.warnings.values()].map(
    ({ warning, lineIds }) => ({ ...warning, lineIds: [...lineIds] }),
  );
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
  const marketAssessments = assessMarkets(markets);
  const verdict = marketAssessments.some((entry) => entry.status === 'not-assessed')
    ? combineVerdicts([selected.verdict, 'cannot-be-verified'])
    : selected.verdict;
  const amountsBySubject = new Map(amounts.map((entry) => [entry.subjectIndex, entry]));
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

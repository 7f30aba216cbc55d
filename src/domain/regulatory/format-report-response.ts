import type { ComplianceReport } from './check-formula-totals.ts';
import type { MaxDosage } from './evaluate-ifra-category.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import type { IfraLimit } from './regulatory-model.ts';
import type { SubjectMember } from './collect-subject-members.ts';
import type { ComplianceVerdict } from './compliance-verdict.ts';
import { COMPLIANCE_VERDICT_LABELS } from './compliance-verdict.ts';
import { describeUnresolvedMaterial } from './compliance-error.ts';

/** How a formula line of the request was resolved (lines by CAS name the material used). */
export type ResolvedLine = {
  lineId: string;
  line: number;
  materialId: string;
  materialName: string;
  cas: string | null;
  lotId: string | null;
  /** Set when the line accepted its material's typical composition: "typical composition, Good Scents, upper bound". */
  typicalComposition?: string | null;
};

export type MaxDosageValue = number | 'not-limited' | 'not-approved' | 'not-assessed';

function limitNumber(limit: IfraLimit | null): number | null {
  if (limit?.kind === 'percent') return limit.value;
  if (limit?.kind === 'prohibited') return 0;
  if (limit?.kind === 'see-note') return limit.naturalContributionLimit ?? 0;
  return null;
}

function toMaxDosageValue(maxDosage: MaxDosage): MaxDosageValue {
  return maxDosage.kind === 'limited' ? maxDosage.value : maxDosage.kind;
}

/** The deadline still ahead of `asOf` (existing creations first, as it is the later one), or null. */
export function findPendingDeadline(
  implementation: { newCreations: string | null; existingCreations: string | null } | null,
  asOf: string | null,
): { creations: 'existing' | 'new'; date: string } | null {
  if (!implementation || !asOf) return null;
  if (implementation.newCreations && implementation.newCreations > asOf)
    return { creations: 'new', date: implementation.newCreations };
  if (implementation.existingCreations && implementation.existingCreations > asOf)
    return { creations: 'existing', date: implementation.existingCreations };
  return null;
}

/**
 * The public answer of POST /api/compliance/report. The fixed names of issue 4 (`dataVersion`,
 * `compliant`, `standards`, `maxDosage`, `allergens`, `unresolved`) come first; `maxDosage` holds the
 * exact analytic D* per category and `certificateMaxDosage` the value printed on certificates
 * (rounded down). Concentrations are % w/w in the finished product, unrounded.
 */
export function formatReportResponse(report: ComplianceReport, lines: readonly ResolvedLine[]) {
  const maxDosage = {} as Record<IfraCategory, MaxDosageValue>;
  const certificateMaxDosage = {} as Record<IfraCategory, { value: number | null; label: string }>;
  const categories = {} as Record<
    IfraCategory,
    {
      verdict: ComplianceVerdict;
      compliant: boolean;
      maxDosage: MaxDosageValue;
      bindingConstraint: string | null;
      phototoxicitySum: number | null;
    }
  >;
  for (const category of IFRA_CATEGORIES) {
    const entry = report.maxDosage[category];
    maxDosage[category] = toMaxDosageValue(entry);
    certificateMaxDosage[category] =
      entry.kind === 'limited'
        ? { value: entry.certificateValue, label: entry.label }
        : { value: null, label: entry.label };
    const evaluation = report.categories[category];
    categories[category] = {
      verdict: evaluation.verdict,
      compliant: evaluation.isCompliant,
      maxDosage: maxDosage[category],
      bindingConstraint: entry.kind === 'limited' ? entry.bindingConstraint : null,
      phototoxicitySum: evaluation.phototoxicity.isApplicable ? evaluation.phototoxicity.sumOfRatios : null,
    };
  }
  const lineNumbers = new Map(lines.map((line) => [line.lineId, line.line]));
  const toLineNumbers = (lineIds: readonly string[]) =>
    lineIds.map((lineId) => lineNumbers.get(lineId) ?? 0).filter((line) => line > 0);
  const toMembers = (members: readonly SubjectMember[]) =>
    members.map((member) => ({
      line: lineNumbers.get(member.lineId) ?? null,
      materialId: member.materialId,
      materialName: member.materialName,
      lotId: member.lotId,
      concentration: member.concentration,
    }));
  return {
    dataVersion: report.dataVersion,
    /** One of the four verdicts (compliance-verdict.ts), IFRA and the markets' rules together. */
    verdict: report.verdict,
    verdictLabel: COMPLIANCE_VERDICT_LABELS[report.verdict],
    /** True when only specifications remain to confirm. */
    compliant: report.isCompliant,
    standards: report.standards.map((standard) => ({
      key: standard.key,
      name: standard.name,
      concentration: standard.concentration,
      limit: limitNumber(standard.limit),
      limitKind: standard.limit?.kind ?? null,
      ratio: standard.ratio,
      verdict: standard.verdict,
      reason: standard.reason,
      concentrateConcentration: standard.concentrateConcentration,
      /** IFRA's words when the Standard fails as a prohibition ("should not be used"), else null. */
      note: standard.note,
      /** Standards sharing one limit (oakmoss + treemoss): the keys and Σ E_S / L_S; null otherwise. */
      sharedLimit: standard.sharedLimit ?? null,
      /** IFRA's implementation deadlines (ISO dates). */
      implementation: standard.implementation,
      /**
       * A change not yet in force on the report's date: the deadline for existing creations (new creations must
       * comply from theirs). Null when in force or when no date was given.
       */
      notYetInForce: findPendingDeadline(standard.implementation, report.asOf),
    })),
    maxDosage,
    allergens: report.allergens.map((allergen) => ({
      /** The label (glossary) name of Regulation (EU) 2023/1545. */
      name: allergen.name,
      labelName: allergen.labelName,
      cas: allergen.cas,
      /** The CAS numbers under which the formula brings it (the declaration prints these). */
      casInFormula: allergen.casInFormula,
      concentration: allergen.concentration,
      declare: allergen.declare,
      annexIiiReference: allergen.annexIiiReference,
      threshold: allergen.threshold,
      /** The Annex III maximum for the product type and the scope it is for, or null. */
      maximumConcentration: allergen.maximumConcentration,
      maximumScope: allergen.maximumScope,
      concentrateConcentration: allergen.concentrateConcentration,
    })),
    unresolved: report.unresolved.map((entry) => ({
      materialId: entry.materialId,
      materialName: entry.materialName,
      reason: entry.reason,
      /** For 'natural-type-unknown': the types whose IFRA Annex figures differ. */
      naturalTypes: entry.naturalTypes ?? null,
      /** The reason as a sentence ("… cannot be verified: choose the type"). */
      message: describeUnresolvedMaterial(entry),
      materialPath: entry.materialPath,
      lines: toLineNumbers(entry.lineIds),
    })),
    category: report.category,
    asOf: report.asOf,
    dosage: { percentWw: report.dosage.massPercent, input: report.dosage.input },
    totalGrams: report.totalGrams,
    certifiable: report.isCertifiable,
    certificationBlockers: report.certificationBlockers,
    certificateMaxDosage,
    categories,
    phototoxicity: report.phototoxicity,
    euProductType: report.euProductType,
    /** The finer EU product type Annex III maxima and conditions were applied for. */
    euProductKind: report.euProductKind,
    /** Annex III conditions of use and label warnings for the product, per entry in the formula. */
    euLabelRequirements: report.euLabelRequirements,
    euProhibited: report.euProhibited,
    specificationChecklist: report.specificationChecklist,
    specifications: report.specifications.map((item) => ({
      standardKey: item.standardKey,
      name: item.name,
      requirement: item.requirement,
      materials: [...new Set(item.materials.map((member) => member.materialName))],
      confirmed: item.confirmed,
      confirmedBy: item.confirmedBy,
      lines: [...new Set(toLineNumbers(item.materials.map((member) => member.lineId)))],
    })),
    failures: report.failures.map((failure) =>
      failure.kind === 'phototoxicity-sum' || failure.kind === 'flavour-requirement'
        ? failure
        : { ...failure, members: toMembers(failure.members) },
    ),
    markets: report.markets,
    /** Per market: assessed by rules the project holds, or "Not assessed for the United Kingdom". */
    marketAssessments: report.marketAssessments,
    /** The verdict of IFRA and the assessed markets only (what the IFRA certificate rests on). */
    assessedVerdict: report.assessedVerdict,
    euRestricted: report.euRestricted,
    /** Annex III entries whose maximum for the product cannot be compared: "cannot be verified", the Annex quoted. */
    euRestrictedUnverified: report.euRestrictedUnverified,
    allergenVerdict: report.allergenVerdict,
    allergenGaps: report.allergenGaps.map((gap) => ({
      materialId: gap.materialId,
      materialName: gap.materialName,
      lines: toLineNumbers(gap.lineIds),
    })),
    warnings: report.warnings.map(({ lineIds, ...warning }) => ({ ...warning, lines: toLineNumbers(lineIds) })),
    lineHeadroom: report.lineHeadroom.map((entry) => ({ ...entry, line: lineNumbers.get(entry.lineId) ?? null })),
    /** Per natural, each constituent's value and the source it came from (lot analysis, declaration, IFRA Annex…). */
    constituentSources: report.constituentSources.map(({ lineIds, ...natural }) => ({
      ...natural,
      lines: toLineNumbers(lineIds),
    })),
    lines,
  };
}

export type ComplianceReportResponse = ReturnType<typeof formatReportResponse>;

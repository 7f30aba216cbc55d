import type { FormulaTotals } from './apply-formula-edit.ts';
import { findSubjectIndexesByKey, normaliseCas } from './build-regulatory-index.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { AllergenResult } from './declare-eu-allergens.ts';
import { declareEuAllergens } from './declare-eu-allergens.ts';
import type { StandardAmounts } from './evaluate-ifra-category.ts';
import { RATIO_TOLERANCE } from './evaluate-ifra-category.ts';
import type { EuProductKind } from './eu-product-kind-details.ts';
import { findFormulaCas } from './find-formula-cas.ts';
import type { EuProhibitedResult } from './flag-eu-prohibited-substances.ts';
import { flagEuProhibitedSubstances } from './flag-eu-prohibited-substances.ts';
import type { EuProductType } from './propose-eu-product-type.ts';
import { assessEuRestricted } from './assess-eu-restricted.ts';

/** An EU Annex III maximum concentration found in the formula, for the product kind. */
export type EuRestrictedResult = {
  annexIiiReference: string;
  name: string;
  concentration: number;
  limit: number;
  verdict: 'pass' | 'fail';
  /** The Annex III scope the limit is for (column c), or the condition that forbids use in the product. */
  scope: string | null;
  /** 'allergen': a fragrance allergen with a labelling duty; 'annex-iii': any other Annex III entry (issue 27). */
  source: 'allergen' | 'annex-iii';
};

/**
 * An Annex III entry the formula contains whose maximum for the product cannot be compared (column g is not a
 * percentage of the ready-for-use preparation, or its scope cannot be placed): "cannot be verified", the Annex quoted.
 */
export type EuRestrictedUnverified = {
  annexIiiReference: string;
  name: string;
  concentration: number;
  annexText: string;
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

/** The EU side of a report: allergens, Annex II, Annex III maxima, conditions and warnings for the product. */
export type EuAnnexesAssessment = {
  allergens: AllergenResult[];
  euProhibited: EuProhibitedResult[];
  euRestricted: EuRestrictedResult[];
  euRestrictedUnverified: EuRestrictedUnverified[];
  euLabelRequirements: EuLabelRequirement[];
};

/**
 * Regulation (EC) No 1223/2009 for the formula in the product kind: the allergens to declare (Annex III labelling
 * entries), Annex II substances (traces from naturals told apart), and the maxima, conditions and label warnings of
 * every Annex III entry the formula contains, fragrance allergens and the others (methyl eugenol, musk xylene…).
 */
export function assessEuAnnexes(input: {
  engine: ComplianceEngine;
  totals: FormulaTotals;
  amounts: readonly StandardAmounts[];
  dosage: number;
  productType: EuProductType;
  productKind: EuProductKind;
}): EuAnnexesAssessment {
  const { engine, totals, amounts, dosage, productKind } = input;
  const declared = declareEuAllergens({
    index: engine.index,
    totals,
    dosage,
    productType: input.productType,
    productKind,
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
  // A substance brought by a natural a Standard forbids (horseradish oil for allyl isothiocyanate) is no trace.
  const forbiddenSourceCas = new Set(
    amounts
      .filter((entry) => entry.standard.forbiddenNaturals && entry.directGrams > 0)
      .flatMap((entry) => entry.standard.casNumbers.map(normaliseCas)),
  );
  const euProhibited = flagEuProhibitedSubstances({
    index: engine.index,
    totals,
    dosage,
    isOralProduct: productKind === 'oral',
    forbiddenSourceCas,
  });
  const restricted = assessEuRestricted({ index: engine.index, totals, dosage, productKind });
  const euRestricted: EuRestrictedResult[] = [
    ...allergens
      .filter((allergen) => allergen.maximumConcentration !== null)
      .map((allergen): EuRestrictedResult => {
        const limit = allergen.maximumConcentration ?? 0;
        return {
          annexIiiReference: allergen.annexIiiReference,
          name: allergen.name,
          concentration: allergen.concentration,
          limit,
          verdict: allergen.concentration <= limit * (1 + RATIO_TOLERANCE) ? 'pass' : 'fail',
          scope: allergen.maximumScope,
          source: 'allergen',
        };
      }),
    ...restricted.flatMap((entry): EuRestrictedResult[] =>
      entry.limit === null || entry.verdict === 'cannot-be-verified'
        ? []
        : [
            {
              annexIiiReference: entry.annexIiiReference,
              name: entry.name,
              concentration: entry.concentration,
              limit: entry.limit,
              verdict: entry.verdict === 'fail' ? 'fail' : 'pass',
              scope: entry.scope,
              source: 'annex-iii',
            },
          ],
    ),
  ];
  const euRestrictedUnverified = restricted.flatMap((entry): EuRestrictedUnverified[] =>
    entry.verdict === 'cannot-be-verified' && entry.annexText !== null
      ? [
          {
            annexIiiReference: entry.annexIiiReference,
            name: entry.name,
            concentration: entry.concentration,
            annexText: entry.annexText,
          },
        ]
      : [],
  );
  const euLabelRequirements: EuLabelRequirement[] = [...allergens, ...restricted].flatMap((entry) =>
    entry.requirements.map((requirement) => ({
      annexIiiReference: entry.annexIiiReference,
      name: entry.name,
      kind: requirement.kind,
      text: requirement.text,
    })),
  );
  return { allergens, euProhibited, euRestricted, euRestrictedUnverified, euLabelRequirements };
}

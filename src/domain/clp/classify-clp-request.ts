import { describeLimitsAndFactors } from './describe-limits-and-factors.ts';
import { combineSameSubstances } from './combine-same-substances.ts';
import type { AnnexViEntry } from './annex-vi-entry.ts';
import { ANNEX_VI_CITATION, findAnnexViName } from './annex-vi-entry.ts';
import { buildClpLabel, choosePackaging, isUfiRequired, type ClpLabel, type ClpPackaging } from './build-clp-label.ts';
import { rankCategory } from './classification-context.ts';
import { classifyMixture } from './classify-mixture.ts';
import type { ClpClassifyBody, ClpComponentInput } from './clp.schemas.ts';
import type { LineClassificationProvenance } from './material-classification.ts';
import type { ConstituentOrigin } from './expand-natural-constituents.ts';

/** How a natural of a saved formula was classified (issue 31 item 3). */
export type ClpNaturalSummary = {
  materialId: string;
  name: string;
  /**
   * By its constituents; by the IFRA Annex's constituents only, the rest unknown (undetermined); by the workspace's
   * classification of it; by its Annex VI entry; unknown (undetermined).
   */
  basis: 'constituents' | 'IFRA Annex only' | 'own classification' | 'Annex VI' | 'unknown';
  /** % of the mixture whose constituents no source states (of unknown classification). */
  unknownPercent: number;
  /** Constituents a source names without a value (not taken as zero). */
  unstated: string[];
};
import {
  LOADED_FORMS,
  type ClassificationEntry,
  type ClassificationSource,
  type ClpIngredient,
  type NotApplicable,
  type Undetermined,
} from './clp-mixture.ts';
import {
  findAcuteToxicityRoute,
  parseHazardClassification,
  parseSpecificLimitsCell,
  type HazardClassification,
} from './parse-hazard-classification.ts';

export type ClpDataVersion = { annexVi: string | null; importedOn: string | null; citation: string };

export type ClpClassifyResponse = {
  dataVersion: ClpDataVersion;
  classification: ClassificationEntry[];
  label: ClpLabel;
  packaging: ClpPackaging;
  ufiRequired: boolean;
  undetermined: Undetermined[];
  notApplicable: NotApplicable[];
  /** Where each ingredient's classification came from, and how each class was decided. */
  ingredients: {
    cas: string | null;
    name: string;
    percent: number;
    part: 'fragrance' | 'base';
    source: ClassificationSource;
    /** The ingredient's own classification as CLP writes it ("Skin Sens. 1B; H317"), for SDS section 3. */
    classification: string[];
    /** Its specific concentration limits, M-factors and ATEs as SDS section 3.2 prints them (describeLimitsAndFactors). */
    limitsAndFactors: string[];
    /** For a saved formula's line: the lot's or material's classification it took, and that one's source. */
    classifiedBy?: LineClassificationProvenance;
    /** A constituent of a natural of the formula: which natural, and which source gave its share. */
    constituentOf?: ConstituentOrigin;
  }[];
  /** For a saved formula: how each natural was classified (by its constituents, its own classification, Annex VI). */
  naturals?: ClpNaturalSummary[];
  trace: string[];
};

/** "Skin Sens. 1B; H317", "Lact.; H362", "Acute Tox. 4 *; H302". */
export function describeHazard(hazard: HazardClassification): string {
  let name = hazard.category ? `${hazard.hazardClass} ${hazard.category}` : hazard.hazardClass;
  if (hazard.isMinimum) name += ' *';
  return hazard.hStatement ? `${name}; ${hazard.hStatement}` : name;
}

type SubstanceInput = Omit<ClpComponentInput, 'percent'>;

/** Two classifications are the same hazard when class, acute route and (for CMR/STOT) the effect agree. */
function sameHazard(a: HazardClassification, b: HazardClassification): boolean {
  if (a.hazardClass !== b.hazardClass) return false;
  if (a.hazardClass === 'Acute Tox.')
    return findAcuteToxicityRoute(a.hStatement) === findAcuteToxicityRoute(b.hStatement);
  if (a.hazardClass === 'STOT SE' && (a.category === '3' || b.category === '3'))
    return a.category === b.category && a.hStatement === b.hStatement;
  return true;
}

/**
 * An ingredient's classification: the supplier's where given, the Annex VI entry where it exists, both merged
 * where both exist. A harmonised classification cannot be weakened (CLP Article 4(3)): for a harmonised hazard
 * the more severe category stands, the harmonised SCLs stand, the higher M-factor and the lower ATE stand.
 */
export function resolveIngredient(
  input: SubstanceInput,
  percent: number,
  part: 'fragrance' | 'base',
  entry: AnnexViEntry | null,
  trace: string[],
): ClpIngredient {
  const supplierHazards = (input.supplierClassification ?? [])
    .map((text) => parseHazardClassification(text))
    .filter((hazard): hazard is HazardClassification => hazard !== null);
  const supplierLimits = (input.specificConcentrationLimits ?? []).flatMap(
    (text) => parseSpecificLimitsCell(text).limits,
  );
  const name = input.name;
  const base = {
    cas: input.cas || null,
    // Article 18(2)(a) and 18(3)(b): the label names a substance of Annex VI Part 3 by a name Annex VI gives it.
    name: (entry && input.cas && findAnnexViName(entry, input.cas.trim(), name)) || name,
    percent,
    part,
  };
  if (entry && entry.unread.length > 0) {
    trace.push(
      `${name}: Annex VI ${entry.indexNo} also lists ${entry.unread.join('; ')} (not used by this classification).`,
    );
  }
  if (!entry) {
    const hasData = input.supplierClassification !== undefined;
    return {
      ...base,
      hazards: supplierHazards,
      limits: supplierLimits,
      mFactors: { ...input.mFactors },
      ate: { ...input.ate },
      hasData: hasData || input.ate !== undefined,
      source: hasData ? 'supplier' : 'none',
    };
  }
  if (input.supplierClassification === undefined) {
    trace.push(`${name}: Annex VI entry ${entry.indexNo} (no supplier classification given).`);
    return {
      ...base,
      hazards: entry.hazards,
      limits: entry.limits,
      mFactors: {
        acute: maxDefined(entry.mFactors.acute, input.mFactors?.acute),
        chronic: maxDefined(entry.mFactors.chronic, input.mFactors?.chronic),
      },
      ate: minAte(entry.ate, input.ate ?? {}),
      hasData: true,
      source: 'annexVI',
    };
  }
  const hazards = [...entry.hazards];
  for (const hazard of supplierHazards) {
    const index = hazards.findIndex((harmonised) => sameHazard(harmonised, hazard));
    const harmonised = index === -1 ? undefined : hazards[index];
    if (!harmonised) {
      hazards.push(hazard);
    } else if (rankCategory(hazard.category) < rankCategory(harmonised.category)) {
      hazards[index] = hazard;
      trace.push(
        `${name}: the supplier's ${hazard.hazardClass} ${hazard.category} is stricter than Annex VI ${harmonised.category}; kept.`,
      );
    } else if (rankCategory(hazard.category) > rankCategory(harmonised.category)) {
      trace.push(
        `${name}: the supplier's ${hazard.hazardClass} ${hazard.category} would weaken the harmonised ${harmonised.category} (Annex VI ${entry.indexNo}); the harmonised one stands.`,
      );
    }
  }
  for (const harmonised of entry.hazards) {
    if (!supplierHazards.some((hazard) => sameHazard(hazard, harmonised))) {
      trace.push(
        `${name}: harmonised ${harmonised.hazardClass} ${harmonised.category} (Annex VI ${entry.indexNo}) added to the supplier's classification.`,
      );
    }
  }
  const harmonisedClasses = new Set(entry.hazards.map((hazard) => hazard.hazardClass));
  const limits = [...entry.limits, ...supplierLimits.filter((limit) => !harmonisedClasses.has(limit.hazardClass))];
  return {
    ...base,
    hazards,
    limits,
    mFactors: {
      acute: maxDefined(entry.mFactors.acute, input.mFactors?.acute),
      chronic: maxDefined(entry.mFactors.chronic, input.mFactors?.chronic),
    },
    ate: minAte(entry.ate, input.ate ?? {}),
    hasData: true,
    source: 'annexVI+supplier',
  };
}

function maxDefined(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.max(a, b);
}

function minAte(a: ClpIngredient['ate'], b: ClpIngredient['ate']): ClpIngredient['ate'] {
  const result: ClpIngredient['ate'] = {};
  for (const route of ['oral', 'dermal', 'inhalation', 'inhalationDustMist'] as const) {
    const values = [a[route], b[route]].filter((value): value is number => value !== undefined);
    if (values.length > 0) result[route] = Math.min(...values);
  }
  return result;
}

/**
 * Classifies a request: each component at its share of the product as supplied (for a finished article, its %
 * of the fragrance × the load; the base's ingredients at their % of the base × the rest), then the label.
 */
export function classifyClpRequest(
  body: ClpClassifyBody,
  findEntry: (cas: string) => AnnexViEntry | null,
  dataVersion: Omit<ClpDataVersion, 'citation'>,
): ClpClassifyResponse {
  const trace: string[] = [];
  const isLoaded = LOADED_FORMS.includes(body.productForm);
  const load = isLoaded ? (body.loadPercent ?? 100) : 100;
  if (!isLoaded && body.loadPercent !== undefined && body.loadPercent !== null && body.loadPercent !== 100) {
    trace.push(`A ${body.productForm} is classified as supplied: loadPercent ${body.loadPercent} is not applied.`);
  }
  const lookup = (cas: string | null | undefined) => (cas ? findEntry(cas.trim()) : null);
  const ingredients: ClpIngredient[] = [];
  for (const component of body.components) {
    const percent = (component.percent * load) / 100;
    ingredients.push(resolveIngredient(component, percent, 'fragrance', lookup(component.cas), trace));
  }
  if (isLoaded) {
    const basePart = 100 - load;
    trace.push(
      `Fragrance load ${load} % in ${basePart} % base: each component at (its % of the fragrance) × ${load} / 100.`,
    );
    if (!body.base || body.base.length === 0) {
      // Nothing is known of a base not given: for acute toxicity it is an ingredient of unknown toxicity.
      trace.push(`No base given: the ${basePart} % of base is an ingredient of unknown classification.`);
      ingredients.push({
        cas: null,
        name: 'Base (composition not given)',
        percent: basePart,
        part: 'base',
        hazards: [],
        limits: [],
        mFactors: {},
        ate: {},
        hasData: false,
        source: 'none',
      });
    }
    for (const component of body.base ?? []) {
      const percent = (component.percentOfBase * basePart) / 100;
      ingredients.push(resolveIngredient(component, percent, 'base', lookup(component.cas), trace));
    }
  }
  const fragranceTotal = body.components.reduce((sum, component) => sum + component.percent, 0);
  if (fragranceTotal < 99.99) {
    trace.push(
      `Components add up to ${Number(fragranceTotal.toPrecision(10))} % of the fragrance: the rest is taken as not classified.`,
    );
  }
  const substances = combineSameSubstances(ingredients, trace);
  const result = classifyMixture({
    productForm: body.productForm,
    supplyTo: body.supplyTo,
    ingredients: substances,
    measured: body.measured ?? {},
  });
  return {
    dataVersion: { ...dataVersion, citation: ANNEX_VI_CITATION },
    classification: result.classification,
    label: buildClpLabel(result, body.supplyTo, body.productForm),
    packaging: choosePackaging(result.classification, body.supplyTo, substances),
    ufiRequired: isUfiRequired(result.classification),
    undetermined: result.undetermined,
    notApplicable: result.notApplicable,
    ingredients: ingredients.map((ingredient) => ({
      cas: ingredient.cas,
      name: ingredient.name,
      percent: Number(ingredient.percent.toPrecision(10)),
      part: ingredient.part,
      source: ingredient.source,
      classification: ingredient.hazards.map(describeHazard),
      limitsAndFactors: describeLimitsAndFactors(ingredient),
    })),
    trace: [...trace, ...result.trace],
  };
}

import {
  SOLID_FORMS,
  type ClpIngredient,
  type ClpMixture,
  type MixtureClassification,
  type SensitiserPresence,
} from './clp-mixture.ts';
import type { HazardClass, HazardClassification } from './parse-hazard-classification.ts';
import { HAZARD_CLASSES } from './parse-hazard-classification.ts';
import {
  EPSILON,
  atLeast,
  round,
  format,
  contributor,
  hazardsOf,
  findLimit,
  mostSevere,
  isRelevant,
  type Context,
} from './classification-context.ts';
import { classifyAquatic } from './classify-aquatic.ts';
import { classifyAcuteToxicity } from './classify-acute-toxicity.ts';
import { classifySingleComponents } from './classify-single-components.ts';
import { classifySensitisation } from './classify-sensitisation.ts';

/**
 * Classifies a mixture by the calculation methods of CLP Annex I (Regulation (EC) No 1272/2008, as amended up to
 * ATP 21), from its ingredients' classifications. Every rule names its clause; what the data cannot decide is
 * `undetermined` with what is missing, and what does not apply to the product form is `notApplicable`.
 * Concentrations are % (w/w) of the product as supplied; limits are compared with a 1e-9 tolerance so that a
 * load computed in floating point (10 % of 1 %) meets a limit it equals.
 */

// ---------------------------------------------------------------------------------------------------------------
// Additivity: skin corrosion/irritation (3.2.3.3, Table 3.2.3) and eye damage/irritation (3.3.3.3, Table 3.3.3).

export type Term = { ingredient: ClpIngredient; limit: number };

/** Σ Cᵢ × (T / Lᵢ) ≥ T: the regulation's weighted sums (10 × Skin Corr. 1 + Skin Irrit. 2 ≥ 10 %) with SCLs. */
function sumWeighted(terms: readonly Term[], threshold: number): number {
  return terms.reduce((total, term) => total + term.ingredient.percent * (threshold / term.limit), 0);
}

function describeTerms(terms: readonly Term[], threshold: number): string {
  return terms
    .map(({ ingredient, limit }) => {
      const weight = round(threshold / limit);
      return `${weight === 1 ? '' : `${weight} × `}${ingredient.name} ${format(ingredient.percent)}`;
    })
    .join(' + ');
}

function collectTerms(
  context: Context,
  members: readonly { hazardClass: HazardClass; categories: readonly string[]; limit: (i: ClpIngredient) => number }[],
): Term[] {
  const terms: Term[] = [];
  for (const ingredient of context.mixture.ingredients) {
    // Table 1.1: skin and eye ingredients count from 1 %, or below when their own specific limit is lower.
    for (const member of members) {
      let hazard: HazardClassification | undefined;
      for (const candidate of hazardsOf(ingredient, member.hazardClass))
        if (member.categories.includes(candidate.category.slice(0, 1))) {
          hazard = candidate;
          break;
        }
      if (!hazard) continue;
      const limit = member.limit(ingredient);
      if (isRelevant(ingredient, Math.min(1, limit))) terms.push({ ingredient, limit });
      break;
    }
  }
  return terms;
}

/**
 * Table 3.2.3 and its note (as amended by Regulation (EU) 2016/918): a corrosive mixture takes sub-category 1A when
 * its 1A ingredients alone reach 5 %, 1B when 1A + 1B do, 1C otherwise; Category 1 without a sub-category when any
 * relevant corrosive ingredient has none. Called only once the whole sum has reached 5 %.
 */
export function chooseCorrosionSubCategory(terms: readonly Term[]): string {
  const categoryOf = (term: Term) => mostSevere(hazardsOf(term.ingredient, 'Skin Corr.'))?.category ?? '1';
  if (terms.some((term) => categoryOf(term) === '1')) return '1';
  for (const [subCategory, members] of [
    ['1A', ['1A']],
    ['1B', ['1A', '1B']],
  ] as const) {
    const within = terms.filter((term) => (members as readonly string[]).includes(categoryOf(term)));
    if (atLeast(sumWeighted(within, 5), 5)) return subCategory;
  }
  return '1C';
}

function classifySkinAndEye(context: Context): void {
  const corrosionTerms = collectTerms(context, [
    {
      hazardClass: 'Skin Corr.',
      categories: ['1'],
      limit: (i) => findLimit(i, 'Skin Corr.', 5),
    },
  ]);
  const corrosion = sumWeighted(corrosionTerms, 5);
  let isCorrosive = false;
  if (corrosionTerms.length > 0 && atLeast(corrosion, 5)) {
    isCorrosive = true;
    context.entries.push({
      class: 'Skin Corr.',
      category: chooseCorrosionSubCategory(corrosionTerms),
      hStatement: 'H314',
      route: null,
      basis: `Σ Skin Corr. 1: ${describeTerms(corrosionTerms, 5)} = ${format(corrosion)} ≥ 5 %`,
      clause: 'Annex I 3.2.3.3.4, Table 3.2.3',
      contributors: corrosionTerms.map((term) => contributor(term.ingredient)),
    });
  }
  const irritationTerms = collectTerms(context, [
    {
      hazardClass: 'Skin Corr.',
      categories: ['1'],
      limit: (i) => findLimit(i, 'Skin Irrit.', 1),
    },
    {
      hazardClass: 'Skin Irrit.',
      categories: ['2'],
      limit: (i) => findLimit(i, 'Skin Irrit.', 10),
    },
  ]);
  const irritation = sumWeighted(irritationTerms, 10);
  if (!isCorrosive && irritationTerms.length > 0 && atLeast(irritation, 10)) {
    context.entries.push({
      class: 'Skin Irrit.',
      category: '2',
      hStatement: 'H315',
      route: null,
      basis: `(10 × Skin Corr. 1) + Skin Irrit. 2: ${describeTerms(irritationTerms, 10)} = ${format(irritation)} ≥ 10 %`,
      clause: 'Annex I 3.2.3.3.4, Table 3.2.3',
      contributors: irritationTerms.map((term) => contributor(term.ingredient)),
    });
  }

  const damageTerms = collectTerms(context, [
    { hazardClass: 'Skin Corr.', categories: ['1'], limit: (i) => findLimit(i, 'Eye Dam.', 3) },
    { hazardClass: 'Eye Dam.', categories: ['1'], limit: (i) => findLimit(i, 'Eye Dam.', 3) },
  ]);
  const damage = sumWeighted(damageTerms, 3);
  let isDamaging = false;
  if (damageTerms.length > 0 && atLeast(damage, 3)) {
    isDamaging = true;
    context.entries.push({
      class: 'Eye Dam.',
      category: '1',
      hStatement: 'H318',
      route: null,
      basis: `Σ Skin Corr. 1 + Eye Dam. 1: ${describeTerms(damageTerms, 3)} = ${format(damage)} ≥ 3 %`,
      clause: 'Annex I 3.3.3.3.4, Table 3.3.3',
      contributors: damageTerms.map((term) => contributor(term.ingredient)),
    });
  }
  const eyeIrritationTerms = collectTerms(context, [
    { hazardClass: 'Skin Corr.', categories: ['1'], limit: (i) => findLimit(i, 'Eye Irrit.', 1) },
    { hazardClass: 'Eye Dam.', categories: ['1'], limit: (i) => findLimit(i, 'Eye Irrit.', 1) },
    { hazardClass: 'Eye Irrit.', categories: ['2'], limit: (i) => findLimit(i, 'Eye Irrit.', 10) },
  ]);
  const eyeIrritation = sumWeighted(eyeIrritationTerms, 10);
  if (!isDamaging && eyeIrritationTerms.length > 0 && atLeast(eyeIrritation, 10)) {
    context.entries.push({
      class: 'Eye Irrit.',
      category: '2',
      hStatement: 'H319',
      route: null,
      basis: `10 × (Skin Corr. 1 + Eye Dam. 1) + Eye Irrit. 2: ${describeTerms(eyeIrritationTerms, 10)} = ${format(eyeIrritation)} ≥ 10 %`,
      clause: 'Annex I 3.3.3.3.4, Table 3.3.3',
      contributors: eyeIrritationTerms.map((term) => contributor(term.ingredient)),
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Aspiration hazard: Annex I 3.10.3.3.1.

export const ASPIRATION_VISCOSITY_LIMIT = 20.5;

/**
 * A liquid article's base given without a classification (or not given at all) may be the hydrocarbon solvent many
 * diffuser bases are (isoparaffins, Asp. Tox. 1): when it could bring the Asp. Tox. 1 ingredients to 10 %, H304 is
 * undetermined until the base's classification is given (3.10.3.3.1.1), unless the viscosity already rules it out.
 */
function flagUndescribedBase(context: Context, total: number, viscosity: number | null | undefined): void {
  const base = context.mixture.ingredients.filter((ingredient) => ingredient.part === 'base' && !ingredient.hasData);
  const basePercent = base.reduce((sum, ingredient) => sum + ingredient.percent, 0);
  const tooViscous = viscosity !== null && viscosity !== undefined && viscosity > ASPIRATION_VISCOSITY_LIMIT + EPSILON;
  if (base.length === 0 || tooViscous || !atLeast(total + basePercent, 10)) return;
  const hasViscosity = viscosity !== null && viscosity !== undefined;
  context.undetermined.push({
    class: 'Asp. Tox.',
    reason: `The base (${format(basePercent)} of the product) has no classification: if it is an Asp. Tox. 1 hydrocarbon, as many diffuser and spray bases are, the Asp. Tox. 1 ingredients reach ${format(total + basePercent)} ≥ 10 % and H304 follows at a kinematic viscosity ≤ 20.5 mm²/s at 40 °C (Annex I 3.10.3.3.1.1). Give the base's classification${hasViscosity ? '' : ' and the viscosity'}.`,
    missing: hasViscosity ? ['base'] : ['base', 'kinematicViscosity40C'],
  });
}

function classifyAspiration(context: Context): void {
  const { mixture } = context;
  if (SOLID_FORMS.includes(mixture.productForm)) {
    context.notApplicable.push({
      class: 'Asp. Tox.',
      reason: `A ${mixture.productForm === 'candle' ? 'candle' : 'wax melt'} is solid: aspiration hazard concerns liquids (Annex I 3.10.1).`,
    });
    return;
  }
  const members = mixture.ingredients.filter((ingredient) => hazardsOf(ingredient, 'Asp. Tox.').length > 0);
  const total = members.reduce((sum, ingredient) => sum + ingredient.percent, 0);
  const viscosity = mixture.measured.kinematicViscosity40C;
  if (members.length === 0 || !atLeast(total, 10)) {
    if (members.length > 0)
      context.trace.push(`Asp. Tox. 1 ingredients total ${format(total)} < 10 %: not classified.`);
    flagUndescribedBase(context, total, viscosity);
    return;
  }
  if (viscosity === null || viscosity === undefined) {
    context.undetermined.push({
      class: 'Asp. Tox.',
      reason: `Asp. Tox. 1 ingredients total ${format(total)} ≥ 10 %; H304 also needs the kinematic viscosity at 40 °C (≤ 20.5 mm²/s), which was not measured (Annex I 3.10.3.3.1.1).`,
      missing: ['kinematicViscosity40C'],
    });
    return;
  }
  if (viscosity > ASPIRATION_VISCOSITY_LIMIT + EPSILON) {
    context.trace.push(
      `Asp. Tox. 1 ingredients ${format(total)} ≥ 10 % but viscosity ${viscosity} mm²/s > 20.5 mm²/s at 40 °C: not classified.`,
    );
    return;
  }
  context.entries.push({
    class: 'Asp. Tox.',
    category: '1',
    hStatement: 'H304',
    route: null,
    basis: `Asp. Tox. 1 ingredients ${format(total)} ≥ 10 % and kinematic viscosity ${viscosity} mm²/s ≤ 20.5 mm²/s at 40 °C`,
    clause: 'Annex I 3.10.3.3.1.1',
    contributors: members.map(contributor),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Flammable liquids: Annex I 2.6.2, Table 2.6.1, from the measured flash point and initial boiling point.

function classifyFlammability(context: Context): void {
  const { productForm, measured } = context.mixture;
  if (SOLID_FORMS.includes(productForm)) {
    context.notApplicable.push({
      class: 'Flam. Liq.',
      reason: `A ${productForm === 'candle' ? 'candle' : 'wax melt'} is a solid, not a flammable liquid (Annex I 2.6.1).`,
    });
    return;
  }
  const flashPoint = measured.flashPointC;
  if (flashPoint === null || flashPoint === undefined) {
    context.undetermined.push({
      class: 'Flam. Liq.',
      reason: 'No measured flash point: flammability is not determined (Annex I 2.6.2, Table 2.6.1; 2.6.4.2).',
      missing: ['flashPointC'],
    });
    return;
  }
  if (flashPoint > 60) {
    context.trace.push(`Flash point ${flashPoint} °C > 60 °C: not a flammable liquid (Annex I Table 2.6.1).`);
    return;
  }
  if (flashPoint >= 23) {
    context.entries.push({
      class: 'Flam. Liq.',
      category: '3',
      hStatement: 'H226',
      route: null,
      basis: `Flash point ${flashPoint} °C ≥ 23 °C and ≤ 60 °C`,
      clause: 'Annex I 2.6.2, Table 2.6.1',
      contributors: [],
    });
    return;
  }
  const boilingPoint = measured.initialBoilingPointC;
  if (boilingPoint === null || boilingPoint === undefined) {
    context.undetermined.push({
      class: 'Flam. Liq.',
      reason: `Flam. Liq. 1 or 2: enter the initial boiling point. The flash point ${flashPoint} °C is below 23 °C, so the mixture is a flammable liquid of category 1 (initial boiling point ≤ 35 °C, H224) or 2 (> 35 °C, H225) (Annex I 2.6.2, Table 2.6.1); no label or safety data sheet is issued until the boiling point is given.`,
      missing: ['initialBoilingPointC'],
      candidateCategories: ['1', '2'],
    });
    return;
  }
  const isCategory1 = boilingPoint <= 35;
  context.entries.push({
    class: 'Flam. Liq.',
    category: isCategory1 ? '1' : '2',
    hStatement: isCategory1 ? 'H224' : 'H225',
    route: null,
    basis: `Flash point ${flashPoint} °C < 23 °C and initial boiling point ${boilingPoint} °C ${isCategory1 ? '≤' : '>'} 35 °C`,
    clause: 'Annex I 2.6.2, Table 2.6.1',
    contributors: [],
  });
}

// ---------------------------------------------------------------------------------------------------------------
// EUH210: Annex II 2.10 "Mixtures not intended for the general public", for a mixture not classified.

/** Every class this module classifies but the physical one (flammable liquids). */
const HEALTH_OR_ENVIRONMENT: readonly HazardClass[] = HAZARD_CLASSES.filter((hazard) => hazard !== 'Flam. Liq.');

function needsEuh210(context: Context, sensitisers: readonly SensitiserPresence[]): boolean {
  // Annex II 2.10 is headed "Mixtures not intended for the general public": a consumer product never carries EUH210.
  if (context.mixture.supplyTo === 'generalPublic') return false;
  if (context.entries.length > 0) return false;
  if (sensitisers.length > 0) return true;
  return context.mixture.ingredients.some((ingredient) =>
    ingredient.hazards.some((hazard) => {
      if (!HEALTH_OR_ENVIRONMENT.includes(hazard.hazardClass)) return false;
      const isLowLevel =
        (hazard.hazardClass === 'Carc.' && hazard.category === '2') ||
        hazard.hazardClass === 'Repr.' ||
        hazard.hazardClass === 'Lact.';
      return atLeast(ingredient.percent, isLowLevel ? 0.1 : 1);
    }),
  );
}

/** Classifies the mixture for every hazard class CLP lets a formula's data decide. */
export function classifyMixture(mixture: ClpMixture): MixtureClassification {
  const context: Context = { mixture, entries: [], undetermined: [], notApplicable: [], trace: [] };
  classifyFlammability(context);
  const unknownAcuteToxicityPercent = classifyAcuteToxicity(context);
  classifySkinAndEye(context);
  const sensitisers = classifySensitisation(context);
  classifySingleComponents(context);
  classifyAspiration(context);
  classifyAquatic(context);
  const withoutData = mixture.ingredients.filter((ingredient) => !ingredient.hasData);
  if (withoutData.length > 0) {
    context.trace.push(
      `No classification known for ${withoutData.map((i) => `${i.name} (${format(i.percent)})`).join(', ')}: taken as not classified except for acute toxicity, where they are ingredients of unknown toxicity (Annex I 3.1.3.6.2).`,
    );
  }
  return {
    classification: context.entries,
    undetermined: context.undetermined,
    notApplicable: context.notApplicable,
    sensitisers,
    needsEuh210: needsEuh210(context, sensitisers),
    unknownAcuteToxicityPercent,
    trace: context.trace,
  };
}

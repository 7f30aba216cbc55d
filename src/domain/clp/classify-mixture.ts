import {
  SOLID_FORMS,
  type ClassificationEntry,
  type ClpIngredient,
  type ClpMixture,
  type Contributor,
  type MixtureClassification,
  type NotApplicable,
  type SensitiserPresence,
  type Undetermined,
} from './clp-mixture.ts';
import type { AcuteToxicityRoute, HazardClass, HazardClassification } from './parse-hazard-classification.ts';
import { findAcuteToxicityRoute, HAZARD_CLASSES } from './parse-hazard-classification.ts';

/**
 * Classifies a mixture by the calculation methods of CLP Annex I (Regulation (EC) No 1272/2008, as amended up to
 * ATP 21), from its ingredients' classifications. Every rule names its clause; what the data cannot decide is
 * `undetermined` with what is missing, and what does not apply to the product form is `notApplicable`.
 * Concentrations are % (w/w) of the product as supplied; limits are compared with a 1e-9 tolerance so that a
 * load computed in floating point (10 % of 1 %) meets a limit it equals.
 */

const EPSILON = 1e-9;
const atLeast = (value: number, limit: number) => value >= limit - EPSILON;
const round = (value: number) => Number(value.toPrecision(10));
const format = (value: number) => `${round(value)} %`;

function contributor(ingredient: ClpIngredient): Contributor {
  return { cas: ingredient.cas, name: ingredient.name, percent: round(ingredient.percent) };
}

function hazardsOf(ingredient: ClpIngredient, hazardClass: HazardClass): HazardClassification[] {
  return ingredient.hazards.filter((hazard) => hazard.hazardClass === hazardClass);
}

/** The ingredient's specific concentration limit (lowest lower bound) for a class and, optionally, a category. */
function findSpecificLimit(ingredient: ClpIngredient, hazardClass: HazardClass, category?: string): number | null {
  const limits = ingredient.limits.filter(
    (limit) =>
      limit.hazardClass === hazardClass &&
      (category === undefined || limit.category === '' || limit.category === category),
  );
  if (limits.length === 0) return null;
  return Math.min(...limits.map((limit) => limit.lowerPercent));
}

/** Category order, most severe first: 1A, 1, 1B, 1C, 2, 3, 4. */
export function rankCategory(category: string): number {
  const number = Number.parseInt(category, 10);
  if (Number.isNaN(number)) return 9;
  const letter = category.slice(String(number).length);
  return number + ({ A: 0, '': 0.1, B: 0.2, C: 0.3 }[letter] ?? 0.5);
}

function mostSevere<T extends { category: string }>(items: readonly T[]): T | undefined {
  return [...items].sort((a, b) => rankCategory(a.category) - rankCategory(b.category))[0];
}

/** Annex I 1.1.2.2.2, Table 1.1: generic cut-off values below which an ingredient is not taken into account. */
function isRelevant(ingredient: ClpIngredient, cutOff: number): boolean {
  return atLeast(ingredient.percent, cutOff);
}

type Context = {
  mixture: ClpMixture;
  entries: ClassificationEntry[];
  undetermined: Undetermined[];
  notApplicable: NotApplicable[];
  trace: string[];
};

// ---------------------------------------------------------------------------------------------------------------
// Sensitisation: Annex I 3.4.3.3, Tables 3.4.5 and 3.4.6. Each sensitiser against its own limit; they do not add up.

const SENSITISATION = {
  'Skin Sens.': { hStatement: 'H317', generic: { '1A': 0.1, '1': 1, '1B': 1 } },
  'Resp. Sens.': { hStatement: 'H334', generic: { '1A': 0.1, '1': 1, '1B': 1 } },
} as const;

function classifySensitisation(context: Context): SensitiserPresence[] {
  const presences: SensitiserPresence[] = [];
  for (const hazardClass of ['Skin Sens.', 'Resp. Sens.'] as const) {
    const rule = SENSITISATION[hazardClass];
    const triggering: { ingredient: ClpIngredient; category: string; limit: number }[] = [];
    for (const ingredient of context.mixture.ingredients) {
      const hazard = mostSevere(hazardsOf(ingredient, hazardClass));
      if (!hazard) continue;
      const generic = rule.generic[hazard.category as keyof typeof rule.generic] ?? 1;
      const specific = findSpecificLimit(ingredient, hazardClass);
      const limit = specific ?? generic;
      const label = `${ingredient.name} (${hazardClass} ${hazard.category}) at ${format(ingredient.percent)} against ${specific === null ? 'the generic' : 'its specific'} limit ${format(limit)}`;
      if (atLeast(ingredient.percent, limit)) {
        triggering.push({ ingredient, category: hazard.category, limit });
        presences.push({ ...contributor(ingredient), hazardClass, causesClassification: true });
        context.trace.push(`${label}: classifies the mixture (Annex I Table 3.4.5).`);
      } else if (atLeast(ingredient.percent, limit / 10)) {
        presences.push({ ...contributor(ingredient), hazardClass, causesClassification: false });
        context.trace.push(`${label}: below it, at or above a tenth of it (EUH208 level, Annex I Table 3.4.6).`);
      } else {
        context.trace.push(`${label}: below a tenth of it, not named.`);
      }
    }
    if (triggering.length === 0) continue;
    // The mixture takes the sub-category of the most severe ingredient that reaches its limit.
    const category = mostSevere(triggering)?.category ?? '1';
    context.entries.push({
      class: hazardClass,
      category,
      hStatement: rule.hStatement,
      route: null,
      basis: triggering
        .map(({ ingredient, limit }) => `${ingredient.name} ${format(ingredient.percent)} ≥ ${format(limit)}`)
        .join('; '),
      clause: 'Annex I 3.4.3.3.1, Table 3.4.5 (each sensitiser against its own limit; no additivity)',
      contributors: triggering.map(({ ingredient }) => contributor(ingredient)),
    });
  }
  return presences;
}

// ---------------------------------------------------------------------------------------------------------------
// Additivity: skin corrosion/irritation (3.2.3.3, Table 3.2.3) and eye damage/irritation (3.3.3.3, Table 3.3.3).

type Term = { ingredient: ClpIngredient; limit: number };

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
      const hazard = hazardsOf(ingredient, member.hazardClass).find((h) =>
        member.categories.includes(h.category.slice(0, 1)),
      );
      if (!hazard) continue;
      const limit = member.limit(ingredient);
      if (isRelevant(ingredient, Math.min(1, limit))) terms.push({ ingredient, limit });
      break;
    }
  }
  return terms;
}

function classifySkinAndEye(context: Context): void {
  const corrosionTerms = collectTerms(context, [
    {
      hazardClass: 'Skin Corr.',
      categories: ['1'],
      limit: (i) => findSpecificLimit(i, 'Skin Corr.') ?? 5,
    },
  ]);
  const corrosion = sumWeighted(corrosionTerms, 5);
  let isCorrosive = false;
  if (corrosionTerms.length > 0 && atLeast(corrosion, 5)) {
    isCorrosive = true;
    context.entries.push({
      class: 'Skin Corr.',
      category: '1',
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
      limit: (i) => findSpecificLimit(i, 'Skin Irrit.') ?? 1,
    },
    {
      hazardClass: 'Skin Irrit.',
      categories: ['2'],
      limit: (i) => findSpecificLimit(i, 'Skin Irrit.') ?? 10,
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
    { hazardClass: 'Skin Corr.', categories: ['1'], limit: (i) => findSpecificLimit(i, 'Eye Dam.') ?? 3 },
    { hazardClass: 'Eye Dam.', categories: ['1'], limit: (i) => findSpecificLimit(i, 'Eye Dam.') ?? 3 },
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
    { hazardClass: 'Skin Corr.', categories: ['1'], limit: (i) => findSpecificLimit(i, 'Eye Irrit.') ?? 1 },
    { hazardClass: 'Eye Dam.', categories: ['1'], limit: (i) => findSpecificLimit(i, 'Eye Irrit.') ?? 1 },
    { hazardClass: 'Eye Irrit.', categories: ['2'], limit: (i) => findSpecificLimit(i, 'Eye Irrit.') ?? 10 },
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
  if (members.length === 0 || !atLeast(total, 10)) {
    if (members.length > 0)
      context.trace.push(`Asp. Tox. 1 ingredients total ${format(total)} < 10 %: not classified.`);
    return;
  }
  const viscosity = mixture.measured.kinematicViscosity40C;
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
// Aquatic environment: summation method, Annex I 4.1.3.5.5 (Tables 4.1.1 and 4.1.2) with M-factors (4.1.3.5.5.5).

function mFactor(ingredient: ClpIngredient, which: 'acute' | 'chronic'): number {
  return ingredient.mFactors[which] ?? 1;
}

function classifyAquatic(context: Context): void {
  const { ingredients } = context.mixture;
  // Table 1.1: Acute 1 and Chronic 1 count from 0.1 % (0.1/M % with an M-factor, ECHA guidance 4.1.3.5.5.5), others from 1 %.
  const acuteTerms = ingredients.filter(
    (i) => hazardsOf(i, 'Aquatic Acute').some((h) => h.category === '1') && isRelevant(i, 0.1 / mFactor(i, 'acute')),
  );
  const acute = acuteTerms.reduce((sum, i) => sum + i.percent * mFactor(i, 'acute'), 0);
  if (acuteTerms.length > 0 && atLeast(acute, 25)) {
    context.entries.push({
      class: 'Aquatic Acute',
      category: '1',
      hStatement: 'H400',
      route: null,
      basis: `Σ (M × Acute 1) = ${acuteTerms.map((i) => `${mFactor(i, 'acute')} × ${i.name} ${format(i.percent)}`).join(' + ')} = ${format(acute)} ≥ 25 %`,
      clause: 'Annex I 4.1.3.5.5.3, Table 4.1.1',
      contributors: acuteTerms.map(contributor),
    });
  }
  const byCategory = (category: string, cutOff: (i: ClpIngredient) => number) =>
    ingredients.filter(
      (i) => hazardsOf(i, 'Aquatic Chronic').some((h) => h.category === category) && isRelevant(i, cutOff(i)),
    );
  const chronic1 = byCategory('1', (i) => 0.1 / mFactor(i, 'chronic'));
  const chronic2 = byCategory('2', () => 1);
  const chronic3 = byCategory('3', () => 1);
  const chronic4 = byCategory('4', () => 1);
  const sum = (list: ClpIngredient[], weight: (i: ClpIngredient) => number) =>
    list.reduce((total, i) => total + i.percent * weight(i), 0);
  const s1 = sum(chronic1, (i) => mFactor(i, 'chronic'));
  const s2 = sum(chronic1, (i) => 10 * mFactor(i, 'chronic')) + sum(chronic2, () => 1);
  const s3 = sum(chronic1, (i) => 100 * mFactor(i, 'chronic')) + sum(chronic2, () => 10) + sum(chronic3, () => 1);
  const s4 = sum([...chronic1, ...chronic2, ...chronic3, ...chronic4], () => 1);
  const steps = [
    { category: '1', value: s1, hStatement: 'H410', formula: 'Σ (M × Chronic 1)', members: chronic1 },
    {
      category: '2',
      value: s2,
      hStatement: 'H411',
      formula: '(M × 10 × Chronic 1) + Chronic 2',
      members: [...chronic1, ...chronic2],
    },
    {
      category: '3',
      value: s3,
      hStatement: 'H412',
      formula: '(M × 100 × Chronic 1) + (10 × Chronic 2) + Chronic 3',
      members: [...chronic1, ...chronic2, ...chronic3],
    },
    {
      category: '4',
      value: s4,
      hStatement: 'H413',
      formula: 'Chronic 1 + Chronic 2 + Chronic 3 + Chronic 4',
      members: [...chronic1, ...chronic2, ...chronic3, ...chronic4],
    },
  ];
  const step = steps.find((candidate) => candidate.members.length > 0 && atLeast(candidate.value, 25));
  if (!step) return;
  context.entries.push({
    class: 'Aquatic Chronic',
    category: step.category,
    hStatement: step.hStatement,
    route: null,
    basis: `${step.formula} = ${format(step.value)} ≥ 25 %`,
    clause: 'Annex I 4.1.3.5.5.4, Table 4.1.2',
    contributors: step.members.map(contributor),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Acute toxicity: ATEmix, Annex I 3.1.3.6 (Tables 3.1.1 and 3.1.2).

/** Table 3.1.2: converted acute toxicity point estimates per category (inhalation as vapours, mg/l). */
const CONVERTED_ATE: Record<AcuteToxicityRoute, Record<string, number>> = {
  oral: { '1': 0.5, '2': 5, '3': 100, '4': 500 },
  dermal: { '1': 5, '2': 50, '3': 300, '4': 1100 },
  inhalation: { '1': 0.05, '2': 0.5, '3': 3, '4': 11 },
};
/** Table 3.1.1: upper bounds of categories 1-4 (inhalation as vapours, mg/l). */
const CATEGORY_BOUNDS: Record<AcuteToxicityRoute, readonly number[]> = {
  oral: [5, 50, 300, 2000],
  dermal: [50, 200, 1000, 2000],
  inhalation: [0.5, 2, 10, 20],
};
const ACUTE_H: Record<AcuteToxicityRoute, readonly string[]> = {
  oral: ['H300', 'H300', 'H301', 'H302'],
  dermal: ['H310', 'H310', 'H311', 'H312'],
  inhalation: ['H330', 'H330', 'H331', 'H332'],
};

function findIngredientAte(
  ingredient: ClpIngredient,
  route: AcuteToxicityRoute,
): { ate: number; category: string } | null {
  const hazard = mostSevere(
    hazardsOf(ingredient, 'Acute Tox.').filter((h) => findAcuteToxicityRoute(h.hStatement) === route),
  );
  const given = ingredient.ate[route];
  if (given !== undefined && given > 0) {
    const bounds = CATEGORY_BOUNDS[route];
    const index = bounds.findIndex((bound) => given <= bound + EPSILON);
    return { ate: given, category: index === -1 ? 'none' : String(index + 1) };
  }
  if (!hazard) return null;
  const converted = CONVERTED_ATE[route][hazard.category];
  return converted === undefined ? null : { ate: converted, category: hazard.category };
}

function classifyAcuteToxicity(context: Context): number | null {
  let unknownStated: number | null = null;
  for (const route of ['oral', 'dermal', 'inhalation'] as const) {
    const known: { ingredient: ClpIngredient; ate: number }[] = [];
    let unknown = 0;
    for (const ingredient of context.mixture.ingredients) {
      const found = findIngredientAte(ingredient, route);
      if (found && found.category !== 'none') {
        // Table 1.1: categories 1-3 count from 0.1 %, category 4 from 1 %.
        if (isRelevant(ingredient, found.category === '4' ? 1 : 0.1)) known.push({ ingredient, ate: found.ate });
      } else if (!found && !ingredient.hasData && isRelevant(ingredient, 1)) {
        unknown += ingredient.percent;
      }
    }
    if (known.length === 0) continue;
    const sum = known.reduce((total, { ingredient, ate }) => total + ingredient.percent / ate, 0);
    const corrected = unknown > 10 + EPSILON;
    const ateMix = (corrected ? 100 - unknown : 100) / sum;
    const bounds = CATEGORY_BOUNDS[route];
    const index = bounds.findIndex((bound) => ateMix <= bound + EPSILON);
    const formula = `${corrected ? `(100 − ${format(unknown)} unknown)` : '100'} / ATEmix = ${known
      .map(({ ingredient, ate }) => `${format(ingredient.percent)}/${ate}`)
      .join(' + ')} → ATEmix = ${round(ateMix)}`;
    if (index === -1) {
      context.trace.push(`Acute toxicity (${route}): ${formula} > ${bounds[3]}: not classified (Annex I 3.1.3.6.1).`);
      continue;
    }
    if (unknown > 0) unknownStated = round(unknown);
    context.entries.push({
      class: 'Acute Tox.',
      category: String(index + 1),
      hStatement: ACUTE_H[route][index] ?? 'H302',
      route,
      basis: `${formula} ≤ ${bounds[index]}`,
      clause: corrected ? 'Annex I 3.1.3.6.1 and 3.1.3.6.2.3, Table 3.1.1' : 'Annex I 3.1.3.6.1, Table 3.1.1',
      contributors: known.map(({ ingredient }) => contributor(ingredient)),
    });
  }
  return unknownStated;
}

// ---------------------------------------------------------------------------------------------------------------
// CMR (3.5.3.1 Table 3.5.2, 3.6.3.1 Table 3.6.2, 3.7.3.1 Table 3.7.2) and STOT (3.8.3.4, 3.9.3.4): single components.

type SingleRule = {
  hazardClass: HazardClass;
  /** Ingredient category → [mixture category, generic limit %]. */
  categories: Record<string, { mixture: string; limit: number; hStatement: string; upTo?: number }[]>;
  clause: string;
};

const SINGLE_COMPONENT_RULES: readonly SingleRule[] = [
  {
    hazardClass: 'Muta.',
    categories: {
      '1A': [{ mixture: '1A', limit: 0.1, hStatement: 'H340' }],
      '1B': [{ mixture: '1B', limit: 0.1, hStatement: 'H340' }],
      '2': [{ mixture: '2', limit: 1, hStatement: 'H341' }],
    },
    clause: 'Annex I 3.5.3.1.1, Table 3.5.2',
  },
  {
    hazardClass: 'Carc.',
    categories: {
      '1A': [{ mixture: '1A', limit: 0.1, hStatement: 'H350' }],
      '1B': [{ mixture: '1B', limit: 0.1, hStatement: 'H350' }],
      '2': [{ mixture: '2', limit: 1, hStatement: 'H351' }],
    },
    clause: 'Annex I 3.6.3.1.1, Table 3.6.2',
  },
  {
    hazardClass: 'Repr.',
    categories: {
      '1A': [{ mixture: '1A', limit: 0.3, hStatement: 'H360' }],
      '1B': [{ mixture: '1B', limit: 0.3, hStatement: 'H360' }],
      '2': [{ mixture: '2', limit: 3, hStatement: 'H361' }],
    },
    clause: 'Annex I 3.7.3.1.1, Table 3.7.2',
  },
  {
    hazardClass: 'Lact.',
    categories: { '': [{ mixture: '', limit: 0.3, hStatement: 'H362' }] },
    clause: 'Annex I 3.7.3.1.1, Table 3.7.2',
  },
  {
    hazardClass: 'STOT SE',
    categories: {
      '1': [
        { mixture: '1', limit: 10, hStatement: 'H370' },
        { mixture: '2', limit: 1, upTo: 10, hStatement: 'H371' },
      ],
      '2': [{ mixture: '2', limit: 10, hStatement: 'H371' }],
    },
    clause: 'Annex I 3.8.3.4.1, Table 3.8.3',
  },
  {
    hazardClass: 'STOT RE',
    categories: {
      '1': [
        { mixture: '1', limit: 10, hStatement: 'H372' },
        { mixture: '2', limit: 1, upTo: 10, hStatement: 'H373' },
      ],
      '2': [{ mixture: '2', limit: 10, hStatement: 'H373' }],
    },
    clause: 'Annex I 3.9.3.4.1, Table 3.9.4',
  },
];

function classifySingleComponents(context: Context): void {
  for (const rule of SINGLE_COMPONENT_RULES) {
    const found = new Map<string, ClassificationEntry>();
    for (const ingredient of context.mixture.ingredients) {
      for (const hazard of hazardsOf(ingredient, rule.hazardClass)) {
        const options = rule.categories[hazard.category] ?? [];
        const specific = findSpecificLimit(ingredient, rule.hazardClass, hazard.category);
        for (const option of options) {
          // A specific limit replaces the generic one for the ingredient's own category (Article 10).
          const limit = specific !== null && option.mixture === hazard.category ? specific : option.limit;
          if (!atLeast(ingredient.percent, limit)) continue;
          if (option.upTo !== undefined && atLeast(ingredient.percent, specific ?? option.upTo)) continue;
          const hStatement =
            option.mixture === hazard.category && hazard.hStatement ? hazard.hStatement : option.hStatement;
          const key = `${option.mixture}|${hStatement}`;
          const entry = found.get(key) ?? {
            class: rule.hazardClass,
            category: option.mixture,
            hStatement,
            route: null,
            basis: '',
            clause: rule.clause,
            contributors: [],
          };
          entry.contributors.push(contributor(ingredient));
          entry.basis = [entry.basis, `${ingredient.name} ${format(ingredient.percent)} ≥ ${format(limit)}`]
            .filter(Boolean)
            .join('; ');
          found.set(key, entry);
          break;
        }
      }
    }
    const entries = [...found.values()];
    const best = mostSevere(entries);
    // A mixture in a higher category is not also classified in a lower one of the same class (same effect).
    for (const entry of entries) {
      if (
        best &&
        rule.hazardClass !== 'STOT SE' &&
        rule.hazardClass !== 'STOT RE' &&
        rankCategory(entry.category) > rankCategory(best.category)
      )
        continue;
      context.entries.push(entry);
    }
  }
  // STOT SE 3: additivity per effect, 20 % (3.8.3.4.5).
  for (const hStatement of ['H335', 'H336']) {
    const members = context.mixture.ingredients.filter((i) =>
      hazardsOf(i, 'STOT SE').some((h) => h.category === '3' && h.hStatement === hStatement),
    );
    const limitOf = (i: ClpIngredient) => findSpecificLimit(i, 'STOT SE', '3') ?? 20;
    const total = members.reduce((sum, i) => sum + i.percent * (20 / limitOf(i)), 0);
    if (members.length > 0 && atLeast(total, 20)) {
      context.entries.push({
        class: 'STOT SE',
        category: '3',
        hStatement,
        route: null,
        basis: `Σ STOT SE 3 (${hStatement}) = ${format(total)} ≥ 20 %`,
        clause: 'Annex I 3.8.3.4.5',
        contributors: members.map(contributor),
      });
    }
  }
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
      reason: `Flash point ${flashPoint} °C < 23 °C: category 1 or 2 depends on the initial boiling point (≤ 35 °C or > 35 °C), which was not measured (Annex I Table 2.6.1).`,
      missing: ['initialBoilingPointC'],
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
// EUH210: Annex II 2.10, for a mixture not classified.

/** Every class this module classifies but the physical one (flammable liquids). */
const HEALTH_OR_ENVIRONMENT: readonly HazardClass[] = HAZARD_CLASSES.filter((hazard) => hazard !== 'Flam. Liq.');

function needsEuh210(context: Context, sensitisers: readonly SensitiserPresence[]): boolean {
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

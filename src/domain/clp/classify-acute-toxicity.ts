import type { ClpIngredient } from './clp-mixture.ts';
import type { AcuteToxicityRoute } from './parse-hazard-classification.ts';
import { findAcuteToxicityRoute } from './parse-hazard-classification.ts';
import {
  EPSILON,
  round,
  format,
  contributor,
  hazardsOf,
  mostSevere,
  isRelevant,
  type Context,
} from './classification-context.ts';

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

export function classifyAcuteToxicity(context: Context): number | null {
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

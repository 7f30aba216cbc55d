import type { ClpIngredient, ProductForm } from './clp-mixture.ts';
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

/**
 * The column of Tables 3.1.1 and 3.1.2 a route is read in. Inhalation has three, by what is breathed (Table 3.1.1:
 * gases in ppmV, vapours in mg/l, dusts and mists in mg/l). A room spray is sprayed: its liquid is breathed as a
 * mist (Annex I 3.1.2.3.1's "mist: liquid droplets of a substance or mixture suspended in a gas"), so it is classified
 * in the dusts-and-mists column, which is also the stricter one for every category. Every other product form
 * evaporates (a concentrate, a diffuser) or gives off vapours as its wax melts (a candle): vapours.
 */
type AteColumn = 'oral' | 'dermal' | 'vapours' | 'dustsMists';

/** Table 3.1.2: converted acute toxicity point estimates per category. */
const CONVERTED_ATE: Record<AteColumn, Record<string, number>> = {
  oral: { '1': 0.5, '2': 5, '3': 100, '4': 500 },
  dermal: { '1': 5, '2': 50, '3': 300, '4': 1100 },
  vapours: { '1': 0.05, '2': 0.5, '3': 3, '4': 11 },
  dustsMists: { '1': 0.005, '2': 0.05, '3': 0.5, '4': 1.5 },
};
/** Table 3.1.1: upper bounds of categories 1-4. */
const CATEGORY_BOUNDS: Record<AteColumn, readonly number[]> = {
  oral: [5, 50, 300, 2000],
  dermal: [50, 200, 1000, 2000],
  vapours: [0.5, 2, 10, 20],
  dustsMists: [0.05, 0.5, 1, 5],
};
const COLUMN_NAME: Record<AteColumn, string> = {
  oral: 'oral',
  dermal: 'dermal',
  vapours: 'inhalation, vapours',
  dustsMists: 'inhalation, dusts and mists',
};
const ACUTE_H: Record<AcuteToxicityRoute, readonly string[]> = {
  oral: ['H300', 'H300', 'H301', 'H302'],
  dermal: ['H310', 'H310', 'H311', 'H312'],
  inhalation: ['H330', 'H330', 'H331', 'H332'],
};

function chooseColumn(route: AcuteToxicityRoute, productForm: ProductForm): AteColumn {
  if (route !== 'inhalation') return route;
  return productForm === 'roomSpray' ? 'dustsMists' : 'vapours';
}

/** The category whose Table 3.1.1 range holds `ate` in `column`, or 'none' above category 4. */
function categoryOf(ate: number, column: AteColumn): string {
  const index = CATEGORY_BOUNDS[column].findIndex((bound) => ate <= bound + EPSILON);
  return index === -1 ? 'none' : String(index + 1);
}

/**
 * An ingredient's ATE in the column: an ATE stated for that column is used as it is. An ingredient classified in the
 * route (a category, or a vapour ATE that places it in one) but with no ATE for the column is taken at its
 * category's converted point estimate in the column (Table 3.1.2): a vapour ATE is never read as a mist's.
 */
function findIngredientAte(
  ingredient: ClpIngredient,
  route: AcuteToxicityRoute,
  column: AteColumn,
): { ate: number; category: string } | null {
  const stated = column === 'dustsMists' ? ingredient.ate.inhalationDustMist : ingredient.ate[route];
  if (stated !== undefined && stated > 0) return { ate: stated, category: categoryOf(stated, column) };
  const acute = hazardsOf(ingredient, 'Acute Tox.');
  const vapourAte = column === 'dustsMists' ? ingredient.ate.inhalation : undefined;
  // Neither classified acutely toxic nor with a vapour ATE: no estimate (most ingredients, three routes each).
  if (acute.length === 0 && !(vapourAte !== undefined && vapourAte > 0)) return null;
  const hazard = mostSevere(acute.filter((h) => findAcuteToxicityRoute(h.hStatement) === route));
  const vapourCategory = vapourAte !== undefined && vapourAte > 0 ? categoryOf(vapourAte, 'vapours') : 'none';
  const categories = [hazard?.category, vapourCategory].filter(
    (category): category is string => category !== undefined && category in CONVERTED_ATE[column],
  );
  if (categories.length === 0) return null;
  const category = categories.reduce((worst, next) => (Number(next) < Number(worst) ? next : worst));
  return { ate: CONVERTED_ATE[column][category]!, category };
}

export function classifyAcuteToxicity(context: Context): number | null {
  let unknownStated: number | null = null;
  for (const route of ['oral', 'dermal', 'inhalation'] as const) {
    const column = chooseColumn(route, context.mixture.productForm);
    const known: { ingredient: ClpIngredient; ate: number }[] = [];
    let unknown = 0;
    for (const ingredient of context.mixture.ingredients) {
      const found = findIngredientAte(ingredient, route, column);
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
    const bounds = CATEGORY_BOUNDS[column];
    const index = bounds.findIndex((bound) => ateMix <= bound + EPSILON);
    const formula = `${corrected ? `(100 − ${format(unknown)} unknown)` : '100'} / ATEmix = ${known
      .map(({ ingredient, ate }) => `${format(ingredient.percent)}/${ate}`)
      .join(' + ')} → ATEmix = ${round(ateMix)}`;
    if (index === -1) {
      context.trace.push(
        `Acute toxicity (${COLUMN_NAME[column]}): ${formula} > ${bounds[3]}: not classified (Annex I 3.1.3.6.1).`,
      );
      continue;
    }
    if (unknown > 0) unknownStated = round(unknown);
    context.entries.push({
      class: 'Acute Tox.',
      category: String(index + 1),
      hStatement: ACUTE_H[route][index] ?? 'H302',
      route,
      basis: `${formula} ≤ ${bounds[index]}${column === 'dustsMists' ? ' mg/l (dusts and mists: a sprayed product)' : ''}`,
      clause: corrected ? 'Annex I 3.1.3.6.1 and 3.1.3.6.2.3, Table 3.1.1' : 'Annex I 3.1.3.6.1, Table 3.1.1',
      contributors: known.map(({ ingredient }) => contributor(ingredient)),
    });
  }
  return unknownStated;
}

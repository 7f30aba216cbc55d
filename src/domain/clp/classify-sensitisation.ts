import type { ClpIngredient, SensitiserPresence } from './clp-mixture.ts';
import {
  EPSILON,
  atLeast,
  format,
  contributor,
  hazardsOf,
  findSpecificLimit,
  withGenericLimit,
  mostSevere,
  type Context,
} from './classification-context.ts';

// Sensitisation: Annex I 3.4.3.3, Tables 3.4.5 and 3.4.6. Each sensitiser against its own limit; they do not add up.

const SENSITISATION = {
  'Skin Sens.': { hStatement: 'H317', generic: { '1A': 0.1, '1': 1, '1B': 1 } },
  'Resp. Sens.': { hStatement: 'H334', generic: { '1A': 0.1, '1': 1, '1B': 1 } },
} as const;

/** Table 3.4.6: the elicitation limits (EUH208, Annex II 2.8), for skin and respiratory sensitisers alike. */
const ELICITATION: Readonly<Record<string, number>> = { '1A': 0.01, '1': 0.1, '1B': 0.1 };

/**
 * A sensitiser's elicitation limit: Table 3.4.6's value for its category; its note 1 sets it at one tenth of the
 * specific concentration limit only "for sensitising substances with specific concentration limit lower than
 * 0.1 %". An SCL of 0.1 % or more (0.5 %, 2 %) leaves Table 3.4.6's value in place.
 */
export function findElicitationLimit(category: string, specificLimit: number | null): number {
  if (specificLimit !== null && specificLimit < 0.1 - EPSILON) return specificLimit / 10;
  return ELICITATION[category] ?? 0.1;
}

export function classifySensitisation(context: Context): SensitiserPresence[] {
  const presences: SensitiserPresence[] = [];
  for (const hazardClass of ['Skin Sens.', 'Resp. Sens.'] as const) {
    const rule = SENSITISATION[hazardClass];
    const triggering: { ingredient: ClpIngredient; category: string; limit: number }[] = [];
    for (const ingredient of context.mixture.ingredients) {
      const hazard = mostSevere(hazardsOf(ingredient, hazardClass));
      if (!hazard) continue;
      const generic = rule.generic[hazard.category as keyof typeof rule.generic] ?? 1;
      const specific = findSpecificLimit(ingredient, hazardClass);
      const limit = withGenericLimit(ingredient, hazardClass, specific, generic);
      const elicitation = findElicitationLimit(hazard.category, specific);
      const label = `${ingredient.name} (${hazardClass} ${hazard.category}) at ${format(ingredient.percent)} against ${limit === specific ? 'its specific' : 'the generic'} limit ${format(limit)}`;
      if (atLeast(ingredient.percent, limit)) {
        triggering.push({ ingredient, category: hazard.category, limit });
        presences.push({ ...contributor(ingredient), hazardClass, causesClassification: true });
        context.trace.push(`${label}: classifies the mixture (Annex I Table 3.4.5).`);
      } else if (atLeast(ingredient.percent, elicitation)) {
        presences.push({ ...contributor(ingredient), hazardClass, causesClassification: false });
        context.trace.push(
          `${label}: below it, at or above its elicitation limit ${format(elicitation)} (EUH208 level, Annex I Table 3.4.6).`,
        );
      } else {
        context.trace.push(`${label}: below its elicitation limit ${format(elicitation)} (Table 3.4.6), not named.`);
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

import { type ClassificationEntry, type ClpIngredient } from './clp-mixture.ts';
import type { HazardClass } from './parse-hazard-classification.ts';
import {
  atLeast,
  format,
  contributor,
  hazardsOf,
  findLimit,
  findSpecificLimit,
  withGenericLimit,
  rankCategory,
  mostSevere,
  type Context,
} from './classification-context.ts';

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

export function classifySingleComponents(context: Context): void {
  for (const rule of SINGLE_COMPONENT_RULES) {
    const found = new Map<string, ClassificationEntry>();
    for (const ingredient of context.mixture.ingredients) {
      for (const hazard of hazardsOf(ingredient, rule.hazardClass)) {
        const options = rule.categories[hazard.category] ?? [];
        const specific = findSpecificLimit(ingredient, rule.hazardClass, hazard.category);
        for (const option of options) {
          // A specific limit replaces the generic one (Article 10): the ingredient's own category's, or one Annex VI
          // sets for the lower category (methanol: STOT SE 2; H371: 3 % ≤ C < 10 %).
          const lower = ingredient.limits.filter(
            (l) =>
              l.hazardClass === rule.hazardClass && option.mixture !== hazard.category && l.category === option.mixture,
          );
          const limit = withGenericLimit(
            ingredient,
            rule.hazardClass,
            specific !== null && option.mixture === hazard.category
              ? specific
              : lower.length > 0
                ? Math.min(...lower.map((l) => l.lowerPercent))
                : null,
            option.limit,
          );
          if (!atLeast(ingredient.percent, limit)) continue;
          if (
            option.upTo !== undefined &&
            atLeast(ingredient.percent, withGenericLimit(ingredient, rule.hazardClass, specific, option.upTo))
          )
            continue;
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
    const limitOf = (i: ClpIngredient) => findLimit(i, 'STOT SE', 20, '3');
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

import type { ClpIngredient } from './clp-mixture.ts';
import {
  atLeast,
  format,
  contributor,
  isClassifiedAs,
  isRelevant,
  round,
  type Context,
} from './classification-context.ts';

// Aquatic environment: summation method, Annex I 4.1.3.5.5 (Tables 4.1.1 and 4.1.2) with M-factors (4.1.3.5.5.5).

function mFactor(ingredient: ClpIngredient, which: 'acute' | 'chronic'): number {
  return ingredient.mFactors[which] ?? 1;
}

/**
 * Acute 1 or Chronic 1 ingredients whose M-factor neither Annex VI nor the supplier gives are counted with M = 1, the
 * lowest an M-factor can be (Annex I Table 4.1.3); their own M-factor is the supplier's to set (Article 10(2)). Unless
 * the mixture is already in the class's top category, a higher M-factor could classify it higher: the class is
 * reported as not determined beside what M = 1 gives, never left as if M = 1 were known.
 */
function flagMissingMFactors(
  context: Context,
  hazardClass: 'Aquatic Acute' | 'Aquatic Chronic',
  members: readonly ClpIngredient[],
  found: { category: string; hStatement: string } | null,
): void {
  const which = hazardClass === 'Aquatic Acute' ? 'acute' : 'chronic';
  const unknown = members.filter((ingredient) => ingredient.mFactors[which] === undefined);
  if (unknown.length === 0 || found?.category === '1') return;
  const names = unknown.map((ingredient) => `${ingredient.name} (${format(ingredient.percent)})`).join(', ');
  const counted = found
    ? `the mixture is at least ${hazardClass} ${found.category} (${found.hStatement})`
    : 'the mixture does not reach a category';
  context.undetermined.push({
    class: hazardClass,
    reason: `Neither Annex VI nor the supplier gives the M-factor of ${names}, classified ${hazardClass} 1. Counted with M = 1, the lowest, ${counted}; with the supplier's M-factor (Article 10(2); Annex I 4.1.3.5.5.5) it may classify higher.`,
    missing: unknown.map((ingredient) => `${which} M-factor of ${ingredient.name}`),
  });
}

/** An ingredient as a contributor of an aquatic sum, with the term it adds to it (percent × its multiplier). */
const weighted = (ingredient: ClpIngredient, multiplier: number) => ({
  ...contributor(ingredient),
  contribution: round(ingredient.percent * multiplier),
});

export function classifyAquatic(context: Context): void {
  const { ingredients } = context.mixture;
  // Table 1.1: Acute 1 and Chronic 1 count from 0.1 % (0.1/M % with an M-factor, ECHA guidance 4.1.3.5.5.5), others from 1 %.
  const acuteTerms = ingredients.filter(
    (i) => isClassifiedAs(i, 'Aquatic Acute', '1') && isRelevant(i, 0.1 / mFactor(i, 'acute')),
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
      contributors: acuteTerms.map((i) => weighted(i, mFactor(i, 'acute'))),
    });
  }
  flagMissingMFactors(
    context,
    'Aquatic Acute',
    acuteTerms,
    acuteTerms.length > 0 && atLeast(acute, 25) ? { category: '1', hStatement: 'H400' } : null,
  );
  const byCategory = (category: string, cutOff: (i: ClpIngredient) => number) =>
    ingredients.filter((i) => isClassifiedAs(i, 'Aquatic Chronic', category) && isRelevant(i, cutOff(i)));
  const chronic1 = byCategory('1', (i) => 0.1 / mFactor(i, 'chronic'));
  const chronic2 = byCategory('2', () => 1);
  const chronic3 = byCategory('3', () => 1);
  const chronic4 = byCategory('4', () => 1);
  const m = (i: ClpIngredient) => mFactor(i, 'chronic');
  const one = () => 1;
  type Group = [ClpIngredient[], (i: ClpIngredient) => number];
  // Table 4.1.2: each step's sum as groups of ingredients and the multiplier each group's percentages get; an
  // ingredient's term (its contribution) is its percentage times its group's multiplier.
  const steps = [
    { category: '1', hStatement: 'H410', formula: 'Σ (M × Chronic 1)', groups: [[chronic1, m]] as Group[] },
    {
      category: '2',
      hStatement: 'H411',
      formula: '(M × 10 × Chronic 1) + Chronic 2',
      groups: [
        [chronic1, (i) => 10 * m(i)],
        [chronic2, one],
      ] as Group[],
    },
    {
      category: '3',
      hStatement: 'H412',
      formula: '(M × 100 × Chronic 1) + (10 × Chronic 2) + Chronic 3',
      groups: [
        [chronic1, (i) => 100 * m(i)],
        [chronic2, () => 10],
        [chronic3, one],
      ] as Group[],
    },
    {
      category: '4',
      hStatement: 'H413',
      formula: 'Chronic 1 + Chronic 2 + Chronic 3 + Chronic 4',
      groups: [
        [chronic1, one],
        [chronic2, one],
        [chronic3, one],
        [chronic4, one],
      ] as Group[],
    },
  ].map((step) => {
    const terms = step.groups.flatMap(([list, multiplier]) =>
      list.map((ingredient) => ({ ingredient, multiplier: multiplier(ingredient) })),
    );
    const value = terms.reduce((total, term) => total + term.ingredient.percent * term.multiplier, 0);
    return { ...step, terms, value };
  });
  const step = steps.find((candidate) => candidate.terms.length > 0 && atLeast(candidate.value, 25));
  flagMissingMFactors(context, 'Aquatic Chronic', chronic1, step ?? null);
  if (!step) return;
  context.entries.push({
    class: 'Aquatic Chronic',
    category: step.category,
    hStatement: step.hStatement,
    route: null,
    basis: `${step.formula} = ${format(step.value)} ≥ 25 %`,
    clause: 'Annex I 4.1.3.5.5.4, Table 4.1.2',
    contributors: step.terms.map((term) => weighted(term.ingredient, term.multiplier)),
  });
}

import type { ClpIngredient } from './clp-mixture.ts';
import { atLeast, format, contributor, isClassifiedAs, isRelevant, type Context } from './classification-context.ts';

// Aquatic environment: summation method, Annex I 4.1.3.5.5 (Tables 4.1.1 and 4.1.2) with M-factors (4.1.3.5.5.5).

function mFactor(ingredient: ClpIngredient, which: 'acute' | 'chronic'): number {
  return ingredient.mFactors[which] ?? 1;
}

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
      contributors: acuteTerms.map(contributor),
    });
  }
  const byCategory = (category: string, cutOff: (i: ClpIngredient) => number) =>
    ingredients.filter((i) => isClassifiedAs(i, 'Aquatic Chronic', category) && isRelevant(i, cutOff(i)));
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

import type { ClpClassifyResponse } from './classify-clp-request.ts';

type Ingredient = ClpClassifyResponse['ingredients'][number];

/** A substance of SDS section 3.2: its share of the mixture summed over every line that brings it. */
export type SdsSubstance = Pick<
  Ingredient,
  'cas' | 'name' | 'percent' | 'source' | 'classification' | 'limitsAndFactors'
>;

/**
 * The substances of SDS section 3.2 (REACH Annex II 3.2.1: each substance with its concentration or range), one per
 * CAS number: geraniol weighed on its own and geraniol in rose and lemon oils is one substance at the sum of its
 * shares, as CLP classifies it (Annex I 1.1.2.2.2; classify-clp-request.ts combines them the same way), never three
 * lines each under its range. Its classification is every line's (in order, once each); its source says where they
 * come from. Lines without a CAS number stay as they are. Only substances with a classification are listed, the
 * largest share first.
 */
export function listSdsSubstances(ingredients: readonly Ingredient[]): SdsSubstance[] {
  const byCas = new Map<string, SdsSubstance>();
  const substances: SdsSubstance[] = [];
  for (const { cas, name, percent, source, classification, limitsAndFactors } of ingredients) {
    const key = cas?.trim();
    const known = key ? byCas.get(key) : undefined;
    if (!known) {
      const substance = {
        cas,
        name,
        percent,
        source,
        classification: [...classification],
        limitsAndFactors: [...limitsAndFactors],
      };
      substances.push(substance);
      if (key) byCas.set(key, substance);
      continue;
    }
    known.percent += percent;
    for (const entry of classification) if (!known.classification.includes(entry)) known.classification.push(entry);
    for (const entry of limitsAndFactors)
      if (!known.limitsAndFactors.includes(entry)) known.limitsAndFactors.push(entry);
    known.source = mergeSources(known.source, source);
  }
  // The largest share first, as a reader scans section 3 for what matters most (ties keep the formula's order).
  return substances
    .filter((substance) => substance.classification.length > 0)
    .sort((left, right) => right.percent - left.percent);
}

function mergeSources(left: Ingredient['source'], right: Ingredient['source']): Ingredient['source'] {
  if (left === right || right === 'none') return left;
  if (left === 'none') return right;
  return 'annexVI+supplier';
}

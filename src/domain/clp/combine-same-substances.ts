import type { ClpIngredient } from './clp-mixture.ts';
import type { HazardClass } from './parse-hazard-classification.ts';

/**
 * One ingredient per substance. CLP classifies a mixture by the concentration of each substance in it (Annex I
 * 1.1.2.2.2, 3.4.3.3.1: "at least one ingredient … at a concentration equal to or greater than"); the same substance
 * reaching the product through several lines (eugenol weighed on its own and eugenol in clove bud oil) is one
 * ingredient at the sum of its shares. Grouped by CAS number across the fragrance and the base (a substance the
 * base also holds counts once, at its total in the article); lines without a CAS number stay as they are.
 *
 * Where the lines' classifications differ, the combined ingredient holds every hazard any of them states (each step
 * takes the most severe category), the higher M-factor and the lower ATE per route. Where their specific limits
 * differ, every line's limits are kept and the lowest counts (classification-context.ts findLimit); for a class some
 * lines give no specific limit for, the generic limit counts too: one substance has one limit, and which line is
 * right cannot be told, so the strictest stands. The trace says so.
 */
export function combineSameSubstances(ingredients: readonly ClpIngredient[], trace: string[]): ClpIngredient[] {
  const groups = new Map<string, ClpIngredient[]>();
  const result: (ClpIngredient | string)[] = [];
  for (const ingredient of ingredients) {
    const cas = ingredient.cas?.trim();
    if (!cas) {
      result.push(ingredient);
      continue;
    }
    const key = cas;
    const group = groups.get(key);
    if (group) group.push(ingredient);
    else {
      groups.set(key, [ingredient]);
      result.push(key);
    }
  }
  return result.map((entry) => (typeof entry === 'string' ? combineGroup(groups.get(entry)!, trace) : entry));
}

function combineGroup(group: readonly ClpIngredient[], trace: string[]): ClpIngredient {
  const [first] = group;
  if (group.length === 1) return first!;
  const percent = group.reduce((sum, ingredient) => sum + ingredient.percent, 0);
  const hasData = group.some((ingredient) => ingredient.hasData);
  const hazards = uniqueBy(
    group.flatMap((ingredient) => ingredient.hazards),
    (hazard) => `${hazard.hazardClass}|${hazard.category}|${hazard.hStatement ?? ''}`,
  );
  const limitSets = group.map((ingredient) => JSON.stringify(ingredient.limits));
  const limitsAgree = limitSets.every((set) => set === limitSets[0]);
  const shares = group.map((ingredient) => `${ingredient.name} ${Number(ingredient.percent.toPrecision(10))} %`);
  trace.push(
    `${first!.cas}: one substance from ${group.length} lines (${shares.join(' + ')}), classified at ${Number(percent.toPrecision(10))} % (Annex I 1.1.2.2.2).` +
      (limitsAgree ? '' : ' The lines give different specific limits: the strictest applies, generic limits included.'),
  );
  return {
    ...first!,
    percent,
    hazards,
    limits: limitsAgree
      ? first!.limits
      : uniqueBy(
          group.flatMap((ingredient) => ingredient.limits),
          (limit) => JSON.stringify(limit),
        ),
    genericLimitAlso: limitsAgree ? first!.genericLimitAlso : findClassesSomeLinesLeaveGeneric(group),
    mFactors: mergeNumbers(
      group.map((ingredient) => ingredient.mFactors),
      Math.max,
    ),
    ate: mergeNumbers(
      group.map((ingredient) => ingredient.ate),
      Math.min,
    ),
    hasData,
    source: group.find((ingredient) => ingredient.hasData)?.source ?? first!.source,
    // An unclassified substance that is also in the base stays the base's: the base is then undescribed (Annex I
    // 3.10.3.3.1.1 cannot be decided for a diffuser or spray without it).
    part: !hasData && group.some((ingredient) => ingredient.part === 'base') ? 'base' : first!.part,
  };
}

/** The classes some line gives specific limits for and another does not (or leaves to its generic limit). */
function findClassesSomeLinesLeaveGeneric(group: readonly ClpIngredient[]): HazardClass[] {
  const classesOf = (ingredient: ClpIngredient) => new Set(ingredient.limits.map((limit) => limit.hazardClass));
  const perLine = group.map(classesOf);
  const named = new Set(perLine.flatMap((classes) => [...classes]));
  return [...named].filter(
    (hazardClass) =>
      perLine.some((classes) => !classes.has(hazardClass)) ||
      group.some((ingredient) => ingredient.genericLimitAlso?.includes(hazardClass)),
  );
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

function mergeNumbers<T extends Partial<Record<string, number | null | undefined>>>(
  records: readonly T[],
  pick: (a: number, b: number) => number,
): T {
  const merged: Partial<Record<string, number>> = {};
  for (const record of records)
    for (const [key, value] of Object.entries(record)) {
      if (typeof value !== 'number') continue;
      merged[key] = merged[key] === undefined ? value : pick(merged[key], value);
    }
  return merged as T;
}

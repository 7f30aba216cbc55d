import type { IfraCategory } from './ifra-categories.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import type { IfraLimit, IfraStandard } from './regulatory-model.ts';

/** The limit that applies in a category; an unstated cell of a prohibition is a prohibition. */
export function findCategoryLimit(standard: IfraStandard, category: IfraCategory): IfraLimit | null {
  const limit = standard.limits[category];
  if (limit?.kind === 'percent' && limit.value === 0) return { kind: 'prohibited' };
  if (limit) return limit;
  return standard.types.includes('prohibition') ? { kind: 'prohibited' } : null;
}

/** Each category's position in IFRA_CATEGORIES. */
export const IFRA_CATEGORY_INDEXES: ReadonlyMap<IfraCategory, number> = new Map(
  IFRA_CATEGORIES.map((category, index) => [category, index]),
);

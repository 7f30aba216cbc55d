import { formatPercent } from '../shared/format-numbers.ts';

/** One line of an accord's or base's composition: a material and its share of the whole, in percent. */
export type CompositionLine = { materialId: string; percent: number };

export type CompositionIssue = { path: string; message: string };

/** Rounding slack when shares are summed (0.1 + 0.2 ≠ 0.3). */
const SUM_TOLERANCE = 1e-9;

/**
 * Checks a composition on its own: every share from 0 to 100 %, no material twice, the shares summing to at
 * most 100 % (the rest is unspecified). An empty list is valid here; kinds that need lines say so themselves.
 */
export function validateComposition(lines: readonly CompositionLine[]): CompositionIssue[] {
  const issues: CompositionIssue[] = [];
  const seen = new Set<string>();
  let sum = 0;
  for (const [position, line] of lines.entries()) {
    if (!Number.isFinite(line.percent) || line.percent < 0 || line.percent > 100) {
      issues.push({ path: `composition.${position}.percent`, message: 'A share must be from 0 to 100 %' });
    } else sum += line.percent;
    if (seen.has(line.materialId))
      issues.push({
        path: `composition.${position}.materialId`,
        message: 'This material is already in the composition',
      });
    seen.add(line.materialId);
  }
  if (sum > 100 + SUM_TOLERANCE)
    issues.push({ path: 'composition', message: `The shares add up to ${formatPercent(sum)}, more than 100%` });
  return issues;
}

/**
 * A cycle the composition of `materialId` would create: the chain of ids from it back to itself through the
 * compositions in `graph` (material id → ids in its composition), or null when there is none.
 */
export function findCompositionCycle(
  materialId: string,
  componentIds: readonly string[],
  graph: ReadonlyMap<string, readonly string[]>,
): string[] | null {
  const visited = new Set<string>();
  const walk = (id: string, path: string[]): string[] | null => {
    if (id === materialId) return [...path, id];
    if (visited.has(id)) return null;
    visited.add(id);
    for (const child of graph.get(id) ?? []) {
      const cycle = walk(child, [...path, id]);
      if (cycle) return cycle;
    }
    return null;
  };
  for (const componentId of componentIds) {
    const cycle = walk(componentId, [materialId]);
    if (cycle) return cycle;
  }
  return null;
}

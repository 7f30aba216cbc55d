import type { Undetermined } from './clp-mixture.ts';

export type UndeterminedGroup = { classes: string[]; reason: string; missing: string[] };

/**
 * Classes left open for one same reason, as one notice naming them: a natural of unknown composition opens a dozen
 * classes, which a label panel or SDS section 2.1 says once, not a dozen times. Order: as the classes come.
 */
export function groupUndetermined(
  entries: readonly Pick<Undetermined, 'class' | 'reason' | 'missing'>[],
): UndeterminedGroup[] {
  const groups = new Map<string, UndeterminedGroup>();
  for (const entry of entries) {
    const group = groups.get(entry.reason);
    if (!group) {
      groups.set(entry.reason, { classes: [entry.class], reason: entry.reason, missing: [...entry.missing] });
      continue;
    }
    group.classes.push(entry.class);
    for (const item of entry.missing) if (!group.missing.includes(item)) group.missing.push(item);
  }
  return [...groups.values()];
}

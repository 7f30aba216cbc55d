export type OdourFamilyCount = { family: string; total: number };
export type OdourFamilyLabel = { family: string; label: string };
export type OdourFamilyGroup = {
  label: string;
  total: number;
  families: { family: string; total: number; isRelabelled: boolean }[];
};

/**
 * Groups imported odour families under their admin labels: a family without a label shows as itself; two families
 * given the same label (case-insensitive) merge into one group whose total is the sum. Largest groups first.
 */
export function groupOdourFamilies(
  counts: readonly OdourFamilyCount[],
  labels: readonly OdourFamilyLabel[],
): OdourFamilyGroup[] {
  const labelOf = new Map(labels.map((entry) => [entry.family, entry.label.trim()]));
  const groups = new Map<string, OdourFamilyGroup>();
  for (const { family, total } of counts) {
    const label = labelOf.get(family) || family;
    const key = label.toLocaleLowerCase('en');
    const group = groups.get(key) ?? { label, total: 0, families: [] };
    group.total += total;
    group.families.push({ family, total, isRelabelled: label !== family });
    groups.set(key, group);
  }
  for (const group of groups.values())
    group.families.sort((a, b) => b.total - a.total || a.family.localeCompare(b.family));
  return [...groups.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
}

import type { FormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceFailure, EuRestrictedResult } from './check-formula-totals.ts';
import type { SubjectMember } from './collect-subject-members.ts';
import type { CategoryEvaluation, StandardAmounts } from './evaluate-ifra-category.ts';
import type { EuProhibitedResult } from './flag-eu-prohibited-substances.ts';

/** The failures of the selected category, each with the lines that bring the substance. */
export function collectComplianceFailures(input: {
  totals: FormulaTotals;
  amounts: readonly StandardAmounts[];
  selected: CategoryEvaluation;
  massPercent: number;
  euProhibited: readonly EuProhibitedResult[];
  euRestricted: readonly EuRestrictedResult[];
  members: ReadonlyMap<number, readonly SubjectMember[]>;
  subjectByKey: ReadonlyMap<string, number>;
  euIndexes: { annexIi: ReadonlyMap<string, number>; annexIii: ReadonlyMap<string, number> };
}): ComplianceFailure[] {
  const { totals, amounts, selected, massPercent, members, subjectByKey, euIndexes } = input;
  const failing = selected.standards.filter((standard) => standard.verdict === 'fail');
  const failures: ComplianceFailure[] = [];
  for (const standard of failing) {
    const subjectMembers = members.get(subjectByKey.get(standard.key) ?? -1) ?? [];
    if (
      standard.limit?.kind === 'percent' ||
      (standard.limit?.kind === 'see-note' && standard.reason === 'over-limit')
    ) {
      const limit =
        standard.limit.kind === 'percent' ? standard.limit.value : (standard.limit.naturalContributionLimit ?? 0);
      failures.push({
        kind: 'ifra-limit',
        standardKey: standard.key,
        name: standard.name,
        concentration: standard.concentration,
        limit,
        members: subjectMembers,
        ...(standard.sharedLimit ? { sharedLimit: standard.sharedLimit } : {}),
      });
    } else {
      failures.push({
        kind: 'ifra-prohibited',
        standardKey: standard.key,
        name: standard.name,
        concentration: standard.concentration,
        members: subjectMembers,
        note: standard.note,
      });
    }
  }
  if (selected.phototoxicity.verdict === 'fail') {
    const inSum = new Set(selected.phototoxicity.standardKeys);
    const photoMembers = amounts
      .filter((entry) => inSum.has(entry.standard.key))
      .map((entry) => {
        const limitEntry = entry.standard.limits[selected.category];
        const limit = limitEntry?.kind === 'percent' ? limitEntry.value : 0;
        const concentration = (entry.effectiveGrams * massPercent) / totals.totalGrams;
        return {
          standardKey: entry.standard.key,
          name: entry.standard.name,
          concentration,
          limit,
          ratio: limit > 0 ? concentration / limit : 0,
        };
      })
      .sort((left, right) => right.ratio - left.ratio);
    failures.push({
      kind: 'phototoxicity-sum',
      sumOfRatios: selected.phototoxicity.sumOfRatios,
      members: photoMembers,
    });
  }
  if (selected.isFlavourRequirementMet === false)
    failures.push({ kind: 'flavour-requirement', materialIds: [...totals.nonFoodGradeMaterials.keys()] });
  for (const entry of input.euProhibited) {
    if (entry.isTraceOnly) continue;
    failures.push({
      kind: 'eu-annex-ii',
      annexIiReference: entry.annexIiReference,
      name: entry.name,
      concentration: entry.concentration,
      members: members.get(euIndexes.annexIi.get(entry.annexIiReference) ?? -1) ?? [],
    });
  }
  for (const entry of input.euRestricted) {
    if (entry.verdict !== 'fail') continue;
    failures.push({
      kind: 'eu-annex-iii-maximum',
      annexIiiReference: entry.annexIiiReference,
      name: entry.name,
      concentration: entry.concentration,
      limit: entry.limit,
      members: members.get(euIndexes.annexIii.get(entry.annexIiiReference) ?? -1) ?? [],
    });
  }
  return failures;
}

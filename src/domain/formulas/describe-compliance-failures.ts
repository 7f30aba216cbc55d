import type { AllergenGap, ComplianceFailure, ComplianceReport } from '../regulatory/check-formula-totals.ts';
import type { SubjectMember } from '../regulatory/collect-subject-members.ts';

/** % in the finished product as a perfumer reads it: 2 decimals from 1 %, 3 significant digits below. */
export function formatConcentration(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (value === 0) return '0%';
  return `${value >= 1 ? value.toFixed(2) : Number(value.toPrecision(3)).toString()}%`;
}

export type FailureDescription = {
  /** "Citral 1.10% in the product, limit 0.600%". */
  title: string;
  /** "IFRA Standard Citral" or "EU Annex II entry 1380". */
  source: string;
  /** What brings it: "Litsea cubeba oil (line 2) 0.690%". */
  members: readonly string[];
};

const describeMember = (member: SubjectMember, lineNumber: (lineId: string) => number | null) => {
  const line = lineNumber(member.lineId);
  return `${member.materialName}${line === null ? '' : ` (line ${line})`} ${formatConcentration(member.concentration)}`;
};

/** A failure of the report as words and numbers: what, how much against which limit, and from which lines. */
export function describeFailure(
  failure: ComplianceFailure,
  lineNumber: (lineId: string) => number | null = () => null,
  materialName: (materialId: string) => string = (id) => id,
): FailureDescription {
  switch (failure.kind) {
    case 'ifra-limit':
      return {
        title: `${failure.name} ${formatConcentration(failure.concentration)} in the product, limit ${formatConcentration(failure.limit)}`,
        source: `IFRA Standard ${failure.name}`,
        members: failure.members.map((member) => describeMember(member, lineNumber)),
      };
    case 'ifra-prohibited':
      return {
        title: `${failure.name} is prohibited in this category`,
        source: `IFRA Standard ${failure.name}`,
        members: failure.members.map((member) => describeMember(member, lineNumber)),
      };
    case 'phototoxicity-sum':
      return {
        title: `Phototoxicity sum of ratios ${failure.sumOfRatios.toFixed(2)}, limit 1`,
        source: 'IFRA phototoxic ingredients (sum of ratios)',
        members: failure.members.map(
          (member) =>
            `${member.name} ${formatConcentration(member.concentration)} of ${formatConcentration(member.limit)} (ratio ${member.ratio.toFixed(2)})`,
        ),
      };
    case 'flavour-requirement':
      return {
        title: 'Not every material is recognised as a flavouring',
        source: 'IFRA categories 1 and 6',
        members: failure.materialIds.map(materialName),
      };
    case 'eu-annex-ii':
      return {
        title: `${failure.name} is banned in EU cosmetics`,
        source: `EU Annex II entry ${failure.annexIiReference}`,
        members: failure.members.map((member) => describeMember(member, lineNumber)),
      };
    case 'eu-annex-iii-maximum':
      return {
        title: `${failure.name} ${formatConcentration(failure.concentration)} in the product, EU maximum ${formatConcentration(failure.limit)}`,
        source: `EU Annex III entry ${failure.annexIiiReference}`,
        members: failure.members.map((member) => describeMember(member, lineNumber)),
      };
  }
}

/** "Add the allergen declaration of your bergamot oil" for every natural whose allergen content is unknown. */
export function describeAllergenGaps(gaps: readonly AllergenGap[]): string | null {
  if (gaps.length === 0) return null;
  const names = gaps.map((gap) => gap.materialName);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Allergens cannot be verified: add the allergen declaration of your ${list} (a lot's certificate of analysis or your own composition).`;
}

/**
 * The materials that fail, by name, for the panel's one-line reason. The phototoxicity sum names Standards,
 * not materials: they are listed only when no line of another failure names the material already.
 */
export function listFailingMaterials(report: Pick<ComplianceReport, 'failures'>): string[] {
  const names = new Set<string>();
  for (const failure of report.failures) {
    if (failure.kind !== 'phototoxicity-sum' && failure.kind !== 'flavour-requirement')
      for (const member of failure.members) names.add(member.materialName);
  }
  const standards = report.failures.flatMap((failure) =>
    failure.kind === 'phototoxicity-sum' ? failure.members.map((member) => member.name) : [],
  );
  const key = (name: string) => name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '');
  const known = new Set([...names].map(key));
  for (const name of standards) if (!known.has(key(name))) names.add(name);
  return [...names];
}

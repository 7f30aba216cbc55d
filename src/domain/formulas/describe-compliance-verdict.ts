import type { ComplianceReport } from '../regulatory/check-formula-totals.ts';
import type { IfraCategory } from '../regulatory/ifra-categories.ts';

export type ComplianceVerdict = { label: 'IFRA compliant' | 'Not IFRA compliant' | 'Cannot be verified'; tone: 'ok' | 'fail' | 'unverified' };

/**
 * The verdict a perfumer reads first: compliant; not compliant because a limit, a prohibition or the
 * phototoxicity sum fails; or cannot be verified, when every known line is within its limits but some lines
 * or materials have no composition to check (they block certification, they do not prove a breach).
 */
export function describeComplianceVerdict(report: Pick<ComplianceReport, 'isCompliant' | 'standards' | 'phototoxicity' | 'unresolved'>): ComplianceVerdict {
  if (report.isCompliant) return { label: 'IFRA compliant', tone: 'ok' };
  const breached = report.standards.some((standard) => standard.verdict === 'fail') || report.phototoxicity.verdict === 'fail';
  if (!breached && report.unresolved.length > 0) return { label: 'Cannot be verified', tone: 'unverified' };
  return { label: 'Not IFRA compliant', tone: 'fail' };
}

export type CategoryVerdict = { label: 'compliant' | 'over a limit' | 'not approved' | 'cannot be verified'; tone: ComplianceVerdict['tone'] };

/**
 * The verdict in one IFRA category at the formula's dosage, read from its maximum dosage (known for every
 * category, where the Standards' detail may be kept for the selected one only): over a limit when the dosage
 * exceeds it, not approved where the category admits none of it, cannot be verified when only unresolved
 * lines or materials stand in the way.
 */
export function describeCategoryVerdict(report: Pick<ComplianceReport, 'categories' | 'maxDosage' | 'dosage' | 'unresolved'>, category: IfraCategory): CategoryVerdict {
  if (report.categories[category].isCompliant) return { label: 'compliant', tone: 'ok' };
  const maxDosage = report.maxDosage[category];
  if (maxDosage.kind === 'not-approved') return { label: 'not approved', tone: 'fail' };
  const breached = maxDosage.kind === 'limited' && report.dosage.massPercent > maxDosage.value * (1 + 1e-12);
  if (!breached && report.unresolved.length > 0) return { label: 'cannot be verified', tone: 'unverified' };
  return { label: 'over a limit', tone: 'fail' };
}

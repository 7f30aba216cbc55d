import type { ComplianceReport } from '../regulatory/check-formula-totals.ts';

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

import type { ComplianceReport } from '../regulatory/check-formula-totals.ts';
import type { ComplianceVerdict as Verdict } from '../regulatory/compliance-verdict.ts';
import { COMPLIANCE_VERDICT_LABELS } from '../regulatory/compliance-verdict.ts';
import type { IfraCategory } from '../regulatory/ifra-categories.ts';

export type VerdictTone = 'ok' | 'confirm' | 'fail' | 'unverified';
export type ComplianceVerdict = { verdict: Verdict; label: string; tone: VerdictTone };

const TONES: Readonly<Record<Verdict, VerdictTone>> = {
  compliant: 'ok',
  'compliant-specifications-to-confirm': 'confirm',
  'not-compliant': 'fail',
  'cannot-be-verified': 'unverified',
};

const describe = (verdict: Verdict): ComplianceVerdict => ({
  verdict,
  label: COMPLIANCE_VERDICT_LABELS[verdict],
  tone: TONES[verdict],
});

/** The verdict a perfumer reads first, in the selected category: one of the four, worded as everywhere else. */
export function describeComplianceVerdict(report: Pick<ComplianceReport, 'verdict'>): ComplianceVerdict {
  return describe(report.verdict);
}

/**
 * The verdict in one IFRA category at the formula's dosage, from that category's own check: a category where
 * nothing is limited can never read "not compliant" because another category fails.
 */
export function describeCategoryVerdict(
  report: Pick<ComplianceReport, 'categories'>,
  category: IfraCategory,
): ComplianceVerdict {
  return describe(report.categories[category].verdict);
}

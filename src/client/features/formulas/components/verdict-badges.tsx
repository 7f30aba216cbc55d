import { Badge } from '@mantine/core';
import { describeCategoryVerdict, describeComplianceVerdict, type ComplianceVerdict } from '../../../../domain/formulas/describe-compliance-verdict.ts';
import type { ComplianceReport } from '../../../../domain/regulatory/check-formula-totals.ts';
import type { IfraCategory } from '../../../../domain/regulatory/ifra-categories.ts';

/** Amber, not red, when lines only lack data; filled red when a limit fails. */
const COLORS: Record<ComplianceVerdict['tone'], string> = { ok: 'teal', fail: 'red', unverified: 'yellow' };

/** The formula's verdict in its selected category. */
export function ComplianceVerdictBadge({ report, testId }: { report: ComplianceReport; testId?: string }) {
  const verdict = describeComplianceVerdict(report);
  return (
    <Badge color={COLORS[verdict.tone]} variant={verdict.tone === 'fail' ? 'filled' : 'light'} data-testid={testId}>
      {verdict.label}
    </Badge>
  );
}

/** The verdict in one category; never cut short to "C…" on a phone (the category's name wraps instead). */
export function CategoryVerdictBadge({ report, category }: { report: ComplianceReport; category: IfraCategory }) {
  const verdict = describeCategoryVerdict(report, category);
  return (
    <Badge size="sm" variant="light" color={COLORS[verdict.tone]} style={{ overflow: 'visible' }} styles={{ label: { overflow: 'visible' } }}>
      {verdict.label}
    </Badge>
  );
}

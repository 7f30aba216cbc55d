import { Badge } from '@mantine/core';
import {
  describeCategoryVerdict,
  describeComplianceVerdict,
  type ComplianceVerdict,
} from '../../../../domain/formulas/describe-compliance-verdict.ts';
import type { ComplianceReport } from '../../../../domain/regulatory/check-formula-totals.ts';
import type { IfraCategory } from '../../../../domain/regulatory/ifra-categories.ts';

/** Teal when it passes (light while specifications remain to confirm), amber when data is missing, filled red when a limit fails. */
const COLORS: Record<ComplianceVerdict['tone'], string> = {
  ok: 'teal',
  confirm: 'teal',
  fail: 'red',
  unverified: 'yellow',
};

/** The formula's verdict in its selected category. */
export function ComplianceVerdictBadge({ report, testId }: { report: ComplianceReport; testId?: string }) {
  const verdict = describeComplianceVerdict(report);
  return (
    <Badge
      color={COLORS[verdict.tone]}
      variant={verdict.tone === 'fail' || verdict.tone === 'ok' ? 'filled' : 'light'}
      data-testid={testId}
      data-verdict={verdict.verdict}
      style={{ overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {verdict.label}
    </Badge>
  );
}

/** The verdict in one category; never cut short to "C…" on a phone (the category's name wraps instead). */
export function CategoryVerdictBadge({ report, category }: { report: ComplianceReport; category: IfraCategory }) {
  const verdict = describeCategoryVerdict(report, category);
  return (
    <Badge
      size="sm"
      variant="light"
      color={COLORS[verdict.tone]}
      data-verdict={verdict.verdict}
      style={{ overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {verdict.label}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { COMPLIANCE_VERDICT_LABELS, type ComplianceVerdict } from '../../../../domain/regulatory/compliance-verdict.ts';

/** Quiet colours: teal passes, yellow when data is missing, red only for a proven breach. */
const COLORS: Record<ComplianceVerdict, string> = {
  compliant: 'teal',
  'compliant-specifications-to-confirm': 'teal',
  'cannot-be-verified': 'yellow',
  'not-compliant': 'red',
};

/** A formula's verdict as a small dot badge (the four verdicts of compliance-verdict.ts). */
export function VerdictDot({ verdict }: { verdict: ComplianceVerdict | null }) {
  if (verdict === null)
    return (
      <Badge variant="dot" color="gray" data-verdict="none">
        Not checked
      </Badge>
    );
  return (
    <Badge
      variant="dot"
      color={COLORS[verdict]}
      data-verdict={verdict}
      tt="none"
      fw={500}
      style={{ overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {COMPLIANCE_VERDICT_LABELS[verdict]}
    </Badge>
  );
}

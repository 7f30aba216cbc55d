import { Stack, Text } from '@mantine/core';
import type { ComplianceReport } from '../../../../domain/regulatory/check-formula-totals.ts';

/**
 * Annex III maxima for the product type (with the scope they are for), the entries that cannot be verified (the Annex
 * quoted) and the conditions and label warnings.
 */
export function AnnexIiiRequirements({ report }: { report: ComplianceReport }) {
  const unverified = report.euRestrictedUnverified;
  if (report.euRestricted.length === 0 && report.euLabelRequirements.length === 0 && unverified.length === 0)
    return null;
  return (
    <Stack gap={2} data-testid="formula-annex-iii-requirements">
      {report.euRestricted.map((entry) => (
        <Text key={`max-${entry.annexIiiReference}`} size="xs" c={entry.verdict === 'fail' ? 'red.7' : undefined}>
          {entry.name} (Annex III {entry.annexIiiReference}):{' '}
          {entry.limit === 0
            ? `not permitted in this product type (${entry.scope ?? 'Annex III'})`
            : `${entry.concentration.toPrecision(3)}% of ${entry.limit}% maximum${entry.scope ? ` (${entry.scope})` : ''}`}
        </Text>
      ))}
      {unverified.map((entry) => (
        <Text key={`unverified-${entry.annexIiiReference}`} size="xs" c="orange.8">
          {entry.name} (Annex III {entry.annexIiiReference}): cannot be verified against the Annex: “{entry.annexText}”
        </Text>
      ))}
      {report.euLabelRequirements.map((requirement) => (
        <Text key={`${requirement.kind}-${requirement.annexIiiReference}-${requirement.text}`} size="xs">
          {requirement.name}, {requirement.kind === 'warning' ? 'label warning' : 'condition of use'}: “
          {requirement.text}”
        </Text>
      ))}
    </Stack>
  );
}

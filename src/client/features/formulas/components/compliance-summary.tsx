import { Group, Stack, Text } from '@mantine/core';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import type { IfraCategory } from '../../../../domain/regulatory/ifra-categories.ts';
import type { ComplianceReport } from '../../../../domain/regulatory/check-formula-totals.ts';
import type { ComplianceFix } from '../../../../domain/regulatory/propose-compliance-fix.ts';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint.ts';
import type { LiveCompliance } from '../hooks/use-live-compliance.ts';
import { ComplianceDetails } from './compliance-details.tsx';
import { useFollowedReport } from './computed-cells.tsx';
import { ComplianceVerdictBadge } from './verdict-badges.tsx';

/**
 * The formula's verdict and maximum dosage: they follow every key (ADR 040, the last key's report from the editor's
 * store), while the details below follow the burst of keys. Only this re-renders for a key.
 */
function FollowedVerdict({ report: followedReport, category }: { report: ComplianceReport; category: IfraCategory }) {
  const report = useFollowedReport(followedReport);
  const maxDosage = report.maxDosage[category];
  return (
    <>
      <Group gap="xs">
        <ComplianceVerdictBadge report={report} testId="formula-compliance-verdict" />
        <Text size="xs" c="dimmed">
          IFRA {report.dataVersion.ifraAmendment} · {report.markets.join(', ')}
        </Text>
      </Group>
      <Text size="sm">
        Max dosage in category {category}: <strong data-testid="formula-max-dosage">{maxDosage.label}</strong>
      </Text>
    </>
  );
}

/** The verdict at once, and under it (after the editor's first paint) why it reads as it does. */
export function ComplianceSummary({
  compliance,
  category,
  rows,
  formulaId,
  onApplyFix,
  onLotChange,
  onTypicalCompositionChange,
}: {
  compliance: LiveCompliance;
  category: IfraCategory;
  rows: readonly FormulaRow[];
  formulaId: string | null;
  onApplyFix?: (fix: ComplianceFix) => void;
  onLotChange?: (rowId: string, lotId: string | null) => void;
  onTypicalCompositionChange?: (rowId: string, accepts: boolean) => void;
}) {
  // The details (failures, specifications, lots, allergens, constituents: most of the panel's elements at 600 lines)
  // are below the verdict and the fold: they follow the editor's first paint instead of lengthening it.
  const painted = useAfterFirstPaint();
  if (compliance.state === 'unavailable')
    return (
      <Text size="sm" c="dimmed" role="status">
        {compliance.message}
      </Text>
    );
  if (compliance.state === 'loading')
    return (
      <Text size="sm" c="dimmed" role="status">
        Loading regulatory data…
      </Text>
    );
  if (compliance.state === 'empty')
    return (
      <Text size="sm" c="dimmed">
        Pick materials from the library and give them amounts to check them against IFRA and the EU allergen list.
      </Text>
    );
  return (
    <Stack gap={8} aria-live="polite">
      <FollowedVerdict report={compliance.report} category={category} />
      {painted && (
        <div className="formula-panel-below">
          <ComplianceDetails
            compliance={compliance}
            rows={rows}
            formulaId={formulaId}
            {...(onApplyFix ? { onApplyFix } : {})}
            {...(onLotChange ? { onLotChange } : {})}
            {...(onTypicalCompositionChange ? { onTypicalCompositionChange } : {})}
          />
        </div>
      )}
    </Stack>
  );
}

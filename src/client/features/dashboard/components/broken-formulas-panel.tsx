import { Anchor, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { VerdictFailure } from '../../../../domain/regulatory/compare-formula-verdicts.ts';
import { COMPLIANCE_VERDICT_LABELS } from '../../../../domain/regulatory/compliance-verdict.ts';
import { formatPercent } from '../../../../domain/shared/format-numbers.ts';
import { hrefs } from '../../../config/paths.ts';
import type { BrokenFormula } from '../api/get-dashboard.ts';

/** "Row 2 · Benzyl salicylate: 2% in the finished product, over the limit of 0.5%". */
function describeFailure(failure: VerdictFailure): string {
  const where = failure.lines
    .map((line) => `${line.row === null ? '' : `Row ${line.row} · `}${line.materialName}`)
    .join(', ');
  const amount = failure.concentration === null ? null : formatPercent(failure.concentration);
  switch (failure.kind) {
    case 'ifra-limit':
    case 'eu-annex-iii-maximum':
      return `${where}: ${amount} in the finished product, over the limit of ${formatPercent(failure.limit ?? 0)}`;
    case 'ifra-prohibited':
    case 'eu-annex-ii':
      return `${where}: ${amount} in the finished product, and the substance is now prohibited`;
    case 'phototoxicity-sum':
      return `The sum of phototoxic ingredients is ${failure.concentration?.toFixed(2)} (at most 1)`;
    case 'flavour-requirement':
      return `${where}: must be recognised as safe as a flavouring in this category`;
  }
}

function FailureSource({ failure }: { failure: VerdictFailure }) {
  if (failure.kind === 'ifra-limit' || failure.kind === 'ifra-prohibited')
    return (
      <Anchor component={Link} to={hrefs.regulatoryStandard(failure.reference)} size="xs" c="dimmed">
        {failure.name} · {failure.reference.replaceAll('_', ' ')}
      </Anchor>
    );
  if (failure.kind === 'eu-annex-ii' || failure.kind === 'eu-annex-iii-maximum')
    return (
      <Text size="xs" c="dimmed">
        {failure.name} · EU Cosmetics Regulation, Annex {failure.kind === 'eu-annex-ii' ? 'II' : 'III'}{' '}
        {failure.reference}
      </Text>
    );
  return null;
}

/** Formulas whose verdict a reference-data update worsened: which, why, the verdict before and after. */
export function BrokenFormulasPanel({
  items,
  onOpen,
  onAcknowledge,
  pendingId,
}: {
  items: readonly BrokenFormula[];
  onOpen: (item: BrokenFormula) => void;
  onAcknowledge: (item: BrokenFormula) => void;
  pendingId: string | null;
}) {
  return (
    <Card data-testid="broken-formulas" padding="lg" style={{ borderLeft: '3px solid var(--mantine-color-red-6)' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="red" radius="xl" size={32}>
            <IconAlertTriangle size={18} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} fz="lg">
              Changed by a data update
            </Title>
            <Text size="sm" c="dimmed">
              {items.length === 1 ? 'One formula' : `${items.length} formulas`} no longer{' '}
              {items.length === 1 ? 'passes' : 'pass'} as before under the newly imported regulatory data.
            </Text>
          </Stack>
        </Group>
        {items.map((item) => (
          <Stack key={item.id} gap={6} data-testid="broken-formula" data-formula-id={item.formulaId}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{item.formulaName}</Text>
                <Text size="xs" c="dimmed">
                  {COMPLIANCE_VERDICT_LABELS[item.diff.before]} → {COMPLIANCE_VERDICT_LABELS[item.diff.after]} ·{' '}
                  {item.dataLabel}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => onOpen(item)} loading={pendingId === item.id}>
                  Open formula
                </Button>
                <Button size="xs" variant="subtle" color="gray" onClick={() => onAcknowledge(item)}>
                  Acknowledge
                </Button>
              </Group>
            </Group>
            {item.diff.newFailures.length > 0 ? (
              <List size="sm" spacing={6} listStyleType="none" pl={0}>
                {item.diff.newFailures.map((failure) => (
                  <List.Item key={`${failure.kind}:${failure.reference}`}>
                    <Text size="sm" data-testid="failing-line">
                      {describeFailure(failure)}
                    </Text>
                    <FailureSource failure={failure} />
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {item.diff.after === 'cannot-be-verified'
                  ? 'Some of its materials can no longer be checked against the new data.'
                  : 'A specification Standard now applies: confirm it with a certificate of analysis or a tick.'}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

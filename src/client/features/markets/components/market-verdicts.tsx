import { Badge, Card, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent } from '../../../../domain/shared/format-numbers.ts';
import type { MarketVerdictView } from '../api/get-formula-markets.ts';
import { formatMarketDate } from './format-market-date.ts';

export const MARKET_STATUS: Record<MarketVerdictView['status'], { label: string; color: string }> = {
  'action-required': { label: 'Action required', color: 'orange' },
  'no-findings': { label: 'Nothing to declare found', color: 'teal' },
  'cannot-be-verified': { label: 'Cannot be verified', color: 'yellow' },
  'not-assessed': { label: 'Not assessed', color: 'gray' },
};

const describeSource = (source: MarketVerdictView['declarations'][number]['sources'][number]) =>
  `row ${source.line} · ${source.materialName}${
    source.throughMaterialName && source.throughMaterialName !== source.materialName
      ? ` (through ${source.throughMaterialName})`
      : ''
  }`;

function VerdictCard({ verdict }: { verdict: MarketVerdictView }) {
  const status = MARKET_STATUS[verdict.status];
  return (
    <Card withBorder padding="md" data-market={verdict.market}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{verdict.name}</Text>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        {verdict.reason && <Text size="sm">{verdict.reason}</Text>}
        {verdict.declarations.length > 0 && (
          <List size="sm" spacing={2}>
            {verdict.declarations.map((declaration) => (
              <List.Item key={declaration.annexIiiReference}>
                Declare {declaration.labelName}: {formatPercent(declaration.concentration)} (above{' '}
                {formatPercent(declaration.threshold)}), {declaration.sources.map(describeSource).join(', ')}
              </List.Item>
            ))}
          </List>
        )}
        {verdict.warnings.length > 0 && (
          <List size="sm" spacing={2}>
            {verdict.warnings.map((warning) => (
              <List.Item key={warning.cas}>
                {warning.chemical} ({warning.cas}, {warning.toxicity.join(', ')}
                {warning.safeHarbourLevel ? `; safe harbour ${warning.safeHarbourLevel} µg/day` : ''}):{' '}
                {warning.sources.map(describeSource).join(', ')}
              </List.Item>
            ))}
          </List>
        )}
        {verdict.warningText && (
          <Text size="sm" fs="italic">
            {verdict.warningText}
          </Text>
        )}
        {verdict.gaps.length > 0 && (
          <Text size="sm" c="dimmed">
            Unknown composition: {verdict.gaps.map((gap) => `row ${gap.line} · ${gap.materialName}`).join(', ')}
          </Text>
        )}
        {verdict.upcoming.length > 0 && (
          <Text size="sm" c="dimmed">
            Coming:{' '}
            {verdict.upcoming.map((change) => `${formatMarketDate(change.deadline)} (${change.title})`).join('; ')}
          </Text>
        )}
        {verdict.notAssessed.length > 0 && (
          <Text size="xs" c="dimmed">
            Not assessed here: {verdict.notAssessed.map((item) => item.scope).join('; ')}.
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {verdict.source.citation} · {verdict.source.version}
        </Text>
      </Stack>
    </Card>
  );
}

/** A formula's verdict in each market on one date: what to declare or warn of, where from, and what is not assessed. */
export function MarketVerdicts({ verdicts }: { verdicts: readonly MarketVerdictView[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="market-verdicts">
      {verdicts.map((verdict) => (
        <VerdictCard key={verdict.market} verdict={verdict} />
      ))}
    </SimpleGrid>
  );
}

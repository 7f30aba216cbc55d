import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatPercent } from '../../../../domain/shared/format-numbers.ts';
import { hrefs } from '../../../config/paths.ts';
import type { CalendarDate } from '../api/get-market-calendar.ts';
import { formatMarketDate } from './format-market-date.ts';

type CalendarMarket = CalendarDate['markets'][number];
type CalendarChange = CalendarMarket['formulas'][number]['changes'][number];

const APPLIES_TO: Record<CalendarMarket['rules'][number]['appliesTo'], string> = {
  'all-products': 'every product',
  'new-products': 'products placed on the market',
  'existing-products': 'products already on sale',
};

/** "Row 3 · Bergamot oil (through Bergamot oil): Camphor 0.005% > 0.001%, declare". */
function describeChange(change: CalendarChange): string {
  const through =
    change.throughMaterialName && change.throughMaterialName !== change.materialName
      ? ` (through ${change.throughMaterialName})`
      : change.throughMaterialName
        ? ' (a constituent)'
        : '';
  const what =
    change.kind === 'declare-allergen'
      ? `declare ${change.subject}: ${formatPercent(change.concentration)} in the product, above ${formatPercent(change.threshold ?? 0)}`
      : `Proposition 65 warning for ${change.subject} (${formatPercent(change.concentration)} in the product)`;
  return `Row ${change.line} · ${change.materialName}${through}: ${what}`;
}

function MarketBlock({ market }: { market: CalendarMarket }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light">{market.name}</Badge>
        <Text size="sm" c="dimmed">
          {market.rules
            .map((rule) => `${rule.title} (${APPLIES_TO[rule.appliesTo]}, from ${formatMarketDate(rule.startsOn)})`)
            .join(' · ')}
        </Text>
      </Group>
      {market.formulas.map((formula) => (
        <Stack key={formula.formulaId} gap={4} pl="md">
          <Group gap="xs">
            <Anchor component={Link} to={hrefs.formula(formula.formulaId)} fw={600}>
              {formula.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formula.changesVerdict ? 'New declaration needed' : 'New label for stock already on sale'}
            </Text>
          </Group>
          <List size="sm" spacing={2}>
            {formula.changes.map((change, index) => (
              <List.Item key={`${change.ruleId}-${change.line}-${change.subject}-${index}`}>
                {describeChange(change)}
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}

/** The coming deadlines, per date and market, with the formulas each one affects and the lines concerned. */
export function MarketCalendarView({ dates }: { dates: readonly CalendarDate[] }) {
  return (
    <Stack gap="lg" data-testid="market-calendar">
      {dates.map((date) => (
        <Card key={date.date} padding="lg" withBorder>
          <Stack gap="md">
            <Title order={2} fz="lg">
              {formatMarketDate(date.date)}
            </Title>
            {date.markets.map((market) => (
              <MarketBlock key={market.market} market={market} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

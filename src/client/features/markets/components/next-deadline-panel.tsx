import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import { useMarketCalendar } from '../api/get-market-calendar.ts';
import { formatMarketDate } from './format-market-date.ts';

/** The dashboard's next regulatory deadline that affects one of the user's formulas (nothing when none is coming). */
export function NextDeadlinePanel() {
  const calendar = useMarketCalendar(undefined, undefined, 'next');
  const next = calendar.data?.nextDeadline;
  const first = calendar.data?.dates[0];
  if (!next || !first) return null;
  const names = first.markets.map((market) => market.name).join(', ');
  const firstFormula = first.markets[0]?.formulas[0];
  return (
    <Card data-testid="next-deadline" padding="lg" withBorder>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size={32}>
            <IconCalendarEvent size={18} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} fz="lg">
              Next deadline: {formatMarketDate(next.date)}
            </Title>
            <Text size="sm" c="dimmed">
              {names}: {next.formulaCount} {next.formulaCount === 1 ? 'formula needs' : 'formulas need'} a new label or
              declaration.
            </Text>
            {firstFormula && (
              <Anchor component={Link} to={hrefs.formula(firstFormula.formulaId)} size="sm">
                Open {firstFormula.name}
              </Anchor>
            )}
          </Stack>
        </Group>
        <Button component={Link} to={ROUTES.marketCalendar.path} size="xs" variant="light">
          Regulatory calendar
        </Button>
      </Group>
    </Card>
  );
}

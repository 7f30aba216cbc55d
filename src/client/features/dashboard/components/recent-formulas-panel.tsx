import { Anchor, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ifraCategoryLabel } from '../../../../domain/regulatory/ifra-category-labels.ts';
import { formatDayMonth } from '../../../../domain/shared/format-dates.ts';
import { formatPercent } from '../../../../domain/shared/format-numbers.ts';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import type { RecentFormula } from '../api/get-dashboard.ts';
import { VerdictDot } from './verdict-dot.tsx';

/** The user's latest formulas with their verdict at their own category and dosage. */
export function RecentFormulasPanel({ items }: { items: readonly RecentFormula[] }) {
  return (
    <Card padding="lg" data-testid="recent-formulas">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Recent formulas
          </Title>
          {items.length > 0 && (
            <Anchor component={Link} to={ROUTES.formulaLab.path} size="sm">
              All formulas
            </Anchor>
          )}
        </Group>
        {items.length === 0 ? (
          <Stack gap="sm" align="flex-start" py="md">
            <Text c="dimmed" size="sm" lh={1.6}>
              Your formulas appear here with their IFRA and EU verdict, checked at each formula’s own product category
              and dosage.
            </Text>
            <Button component={Link} to={hrefs.formula()} leftSection={<IconPlus size={16} />} variant="light">
              New formula
            </Button>
          </Stack>
        ) : (
          <Stack gap={0}>
            {items.map((formula, index) => (
              <UnstyledButton
                key={formula.id}
                component={Link}
                to={hrefs.formula(formula.id)}
                className="sl-dashboard-row"
                data-testid="recent-formula"
                py="sm"
                px="xs"
                style={{
                  borderTop:
                    index === 0 ? undefined : '1px solid var(--sl-border, var(--mantine-color-default-border))',
                }}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                    <Text fw={500} truncate>
                      {formula.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      Cat. {formula.ifraCategory} {ifraCategoryLabel(formula.ifraCategory).toLowerCase()} ·{' '}
                      {formatPercent(formula.dosagePercent)} · {formula.lineCount}{' '}
                      {formula.lineCount === 1 ? 'line' : 'lines'} · {formatDayMonth(formula.updatedAt)}
                    </Text>
                  </Stack>
                  <VerdictDot verdict={formula.verdict} />
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../../domain/shared/format-numbers.ts';
import { ROUTES } from '../../../config/paths.ts';
import type { Dashboard } from '../api/get-dashboard.ts';

/** The shopping list's item count and one total per currency (never added across currencies). */
export function ShoppingPanel({ shopping }: { shopping: Dashboard['shopping'] }) {
  return (
    <Card padding="lg" data-testid="shopping-total">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Shopping list
          </Title>
          <Anchor component={Link} to={ROUTES.shoppingList.path} size="sm">
            Open
          </Anchor>
        </Group>
        {shopping.itemCount === 0 ? (
          <Text size="sm" c="dimmed" lh={1.6}>
            Empty. Add materials from a formula’s shortfall, a material page or the ⌘K palette.
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {shopping.itemCount} {shopping.itemCount === 1 ? 'item' : 'items'}
            </Text>
            {shopping.totals.length === 0 ? (
              <Text size="sm" c="dimmed">
                No prices yet.
              </Text>
            ) : (
              shopping.totals.map((total) => (
                <Text
                  key={total.currency ?? 'none'}
                  fz="xl"
                  fw={500}
                  ff="monospace"
                  data-testid="shopping-currency-total"
                >
                  {formatMoney(total.total, total.currency)}
                  {total.currency === null ? ' (no currency)' : ''}
                </Text>
              ))
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

import { Group, Text } from '@mantine/core';
import { formatMoney } from '../format-money.ts';
import type { ShoppingSummary } from '../api/get-shopping-list.ts';

/** Item count and total; a mixed-currency list says so instead of adding apples to pears. */
export function ShoppingTotal({ summary }: { summary: ShoppingSummary }) {
  const currency = summary.currencies.length === 1 ? summary.currencies[0] : null;
  return (
    <Group justify="space-between" align="baseline">
      <Text c="dimmed" data-testid="shopping-count">
        {summary.count} {summary.count === 1 ? 'item' : 'items'}
        {summary.unpricedCount > 0 && ` · ${summary.unpricedCount} without a price`}
      </Text>
      <Text fw={600} size="lg" data-testid="shopping-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
        Total {formatMoney(summary.total, currency)}
        {summary.currencies.length > 1 && ` (${summary.currencies.join(' + ')})`}
      </Text>
    </Group>
  );
}

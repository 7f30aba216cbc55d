import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../../domain/shared/format-numbers.ts';
import type { ShoppingSummary } from '../api/get-shopping-list.ts';

/** Item count and the total, one line per currency: dollars are never added to pounds. */
export function ShoppingTotal({ summary }: { summary: ShoppingSummary }) {
  const totals = summary.totals;
  const label = (currency: string | null) => currency ?? 'no currency';
  return (
    <Group justify="space-between" align="flex-start">
      <Text c="dimmed" data-testid="shopping-count">
        {summary.count} {summary.count === 1 ? 'item' : 'items'}
        {summary.unpricedCount > 0 && ` · ${summary.unpricedCount} without a price`}
      </Text>
      {totals.length <= 1 ? (
        <Text fw={600} size="lg" data-testid="shopping-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
          Total {formatMoney(totals[0]?.total ?? 0, totals[0]?.currency ?? null)}
        </Text>
      ) : (
        <Stack gap={2} align="flex-end" data-testid="shopping-total" aria-label="Totals per currency">
          {totals.map((entry) => (
            <Text key={entry.currency ?? '-'} fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              <Text span size="sm" c="dimmed" fw={400} mr={6}>
                {label(entry.currency)} · {entry.count} {entry.count === 1 ? 'item' : 'items'}
              </Text>
              {formatMoney(entry.total, entry.currency)}
            </Text>
          ))}
        </Stack>
      )}
    </Group>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import type { ExchangeRate } from '../../../../domain/pricing/convert-money.ts';
import { totalInCurrency } from '../../../../domain/pricing/total-in-currency.ts';
import { formatMoney } from '../../../../domain/shared/format-numbers.ts';
import type { ShoppingItem, ShoppingSummary } from '../api/get-shopping-list.ts';
import { useDisplayCurrency } from '../hooks/use-display-currency.ts';
import { describeRate } from './converted-money.tsx';

type ShoppingTotalProps = {
  summary: ShoppingSummary;
  items?: readonly ShoppingItem[];
  exchangeRates?: readonly ExchangeRate[];
};

/**
 * Item count and the totals in the display currency: the per-gram estimate and the order in whole packs (an item
 * whose pack is unknown counts at its estimate, and says so). Amounts with no rate to the display currency are
 * totalled in their own currency beneath, never converted by guess; the rates used are named.
 */
export function ShoppingTotal({ summary, items = [], exchangeRates = [] }: ShoppingTotalProps) {
  const { currency, fromLocale } = useDisplayCurrency();
  const priced = items.filter((item) => item.lineTotal !== null);
  const estimate = totalInCurrency(
    priced.map((item) => ({ amount: item.lineTotal!, currency: item.currency })),
    currency,
    exchangeRates,
  );
  const order = totalInCurrency(
    priced.map((item) =>
      item.pack
        ? { amount: item.pack.cost, currency: item.pack.currency }
        : { amount: item.lineTotal!, currency: item.currency },
    ),
    currency,
    exchangeRates,
  );
  const withoutPack = priced.filter((item) => !item.pack).length;
  const rates = [...new Set([...estimate.ratesUsed, ...order.ratesUsed])];
  const numbers = { fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Text c="dimmed" data-testid="shopping-count">
          {summary.count} {summary.count === 1 ? 'item' : 'items'}
          {summary.unpricedCount > 0 && ` · ${summary.unpricedCount} without a price`}
        </Text>
        <Text size="xs" c="dimmed">
          Shown in {currency}
          {fromLocale ? ' (from your locale; set your company’s currency in Settings → Company)' : ''}
        </Text>
        {rates.map((rate) => (
          <Text key={`${rate.baseCurrency}${rate.quoteCurrency}${rate.effectiveOn}`} size="xs" c="dimmed">
            Rate used: {describeRate(rate)}
          </Text>
        ))}
      </Stack>
      <Stack gap={2} align="flex-end">
        <Text fw={600} size="lg" style={numbers} data-testid="shopping-order-total">
          <Text span size="sm" c="dimmed" fw={400}>
            Order (whole packs)
          </Text>{' '}
          {formatMoney(order.total, currency)}
        </Text>
        <Text size="sm" style={numbers} data-testid="shopping-total">
          <Text span size="sm" c="dimmed">
            Estimate (per gram)
          </Text>{' '}
          {formatMoney(estimate.total, currency)}
        </Text>
        {withoutPack > 0 && (
          <Text size="xs" c="dimmed">
            {withoutPack} {withoutPack === 1 ? 'item' : 'items'} without a known pack counted at the estimate
          </Text>
        )}
        {order.unconverted.map((entry) => (
          <Text key={entry.currency ?? '-'} size="sm" style={numbers} data-testid="shopping-unconverted">
            <Text span size="xs" c="dimmed">
              {entry.currency
                ? `plus, with no ${entry.currency} → ${currency} rate set,`
                : 'plus, in no known currency,'}
            </Text>{' '}
            {formatMoney(entry.total, entry.currency)}
          </Text>
        ))}
      </Stack>
    </Group>
  );
}

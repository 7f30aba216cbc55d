import { Text } from '@mantine/core';
import { convertMoney, type ExchangeRate } from '../../../../domain/pricing/convert-money.ts';
import { formatMoney } from '../../../../domain/shared/format-numbers.ts';

/** '1 USD = 0.92 EUR on 2026-11-02': the rate a conversion used, as the administrator set it. */
export function describeRate(rate: ExchangeRate): string {
  return `1 ${rate.baseCurrency} = ${Number(rate.rate.toPrecision(6))} ${rate.quoteCurrency} on ${rate.effectiveOn}`;
}

type ConvertedMoneyProps = {
  amount: number;
  currency: string | null;
  displayCurrency: string;
  rates: readonly ExchangeRate[];
};

/**
 * An amount in the display currency with the rate used beneath it; in its own currency when it already is, and
 * in its own currency with a sentence saying so when no rate is set (never an invented rate).
 */
export function ConvertedMoney({ amount, currency, displayCurrency, rates }: ConvertedMoneyProps) {
  const result = convertMoney(amount, currency, displayCurrency, rates);
  if (result.converted && !result.rate) return <>{formatMoney(amount, currency)}</>;
  if (result.converted && result.rate) {
    return (
      <>
        {formatMoney(result.amount, result.currency)}
        <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
          {formatMoney(amount, currency)} at {describeRate(result.rate)}
        </Text>
      </>
    );
  }
  return (
    <>
      {formatMoney(amount, currency)}
      <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
        {currency ? `No ${currency} → ${displayCurrency} rate set` : 'Currency unknown'}, shown as priced
      </Text>
    </>
  );
}

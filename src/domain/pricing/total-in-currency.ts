import { convertMoney, type ExchangeRate } from './convert-money.ts';
import type { CurrencyTotal } from './total-by-currency.ts';

export type Money = { amount: number; currency: string | null };

export type DisplayTotal = {
  currency: string;
  /** Everything that could be converted, in the display currency, to the cent. */
  total: number;
  /** Amounts without a rate to the display currency, one total per currency (never converted by guess). */
  unconverted: CurrencyTotal[];
  /** Each rate the total used, once. */
  ratesUsed: ExchangeRate[];
};

/** Adds amounts in the display currency at the administrator's rates; what has no rate is totalled in its own currency. */
export function totalInCurrency(
  amounts: readonly Money[],
  displayCurrency: string,
  rates: readonly ExchangeRate[],
): DisplayTotal {
  let total = 0;
  const unconverted = new Map<string | null, CurrencyTotal>();
  const ratesUsed: ExchangeRate[] = [];
  for (const money of amounts) {
    const result = convertMoney(money.amount, money.currency, displayCurrency, rates);
    if (result.converted) {
      total += result.amount;
      if (result.rate && !ratesUsed.includes(result.rate)) ratesUsed.push(result.rate);
      continue;
    }
    const key = result.currency?.toUpperCase() ?? null;
    const entry = unconverted.get(key) ?? { currency: key, total: 0, count: 0 };
    entry.total = Math.round((entry.total + money.amount) * 100) / 100;
    entry.count += 1;
    unconverted.set(key, entry);
  }
  return {
    currency: displayCurrency.toUpperCase(),
    total: Math.round(total * 100) / 100,
    unconverted: [...unconverted.values()].sort((a, b) =>
      a.currency === null ? 1 : b.currency === null ? -1 : a.currency.localeCompare(b.currency),
    ),
    ratesUsed,
  };
}

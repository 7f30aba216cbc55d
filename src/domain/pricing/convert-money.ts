/** One rate an administrator set: 1 `baseCurrency` = `rate` `quoteCurrency`, as of `effectiveOn` (YYYY-MM-DD). */
export type ExchangeRate = { baseCurrency: string; quoteCurrency: string; rate: number; effectiveOn: string };

export type ConvertedMoney =
  | { converted: true; amount: number; currency: string; rate: ExchangeRate | null }
  | { converted: false; amount: number; currency: string | null };

const code = (currency: string | null | undefined) => currency?.trim().toUpperCase() || null;

/**
 * The newest rate between two currencies in either direction, or null. Rates are never chained through a third
 * currency and never guessed: a pair nobody set has no rate.
 */
export function findExchangeRate(from: string, to: string, rates: readonly ExchangeRate[]): ExchangeRate | null {
  const a = code(from);
  const b = code(to);
  let newest: ExchangeRate | null = null;
  for (const rate of rates) {
    const base = code(rate.baseCurrency);
    const quote = code(rate.quoteCurrency);
    if (!((base === a && quote === b) || (base === b && quote === a))) continue;
    if (!(rate.rate > 0)) continue;
    if (!newest || rate.effectiveOn > newest.effectiveOn) newest = rate;
  }
  return newest;
}

/**
 * An amount in the display currency at the newest rate set for the pair (`rate` says which, null when no
 * conversion was needed); without a rate the amount stays in its own currency (`converted: false`).
 */
export function convertMoney(
  amount: number,
  from: string | null | undefined,
  to: string,
  rates: readonly ExchangeRate[],
): ConvertedMoney {
  const source = code(from);
  const target = code(to)!;
  if (source === target) return { converted: true, amount, currency: target, rate: null };
  if (!source) return { converted: false, amount, currency: null };
  const rate = findExchangeRate(source, target, rates);
  if (!rate) return { converted: false, amount, currency: from ?? null };
  const forward = code(rate.baseCurrency) === source;
  return { converted: true, amount: forward ? amount * rate.rate : amount / rate.rate, currency: target, rate };
}

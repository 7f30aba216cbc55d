import { calculateLineTotal } from './shopping-list.ts';

export type CurrencyLine = { quantity: number; priceEstimate: number | null; currency: string | null };
/** One currency's total; `currency` null for priced lines whose currency is unknown. */
export type CurrencyTotal = { currency: string | null; total: number; count: number };

/**
 * The priced lines' totals, one per currency (never adding dollars to pounds), rounded to cents, ordered by
 * the largest count first, then by currency code; an unknown currency comes last. Unpriced lines are left out.
 */
export function totalByCurrency(lines: readonly CurrencyLine[]): CurrencyTotal[] {
  const totals = new Map<string | null, { total: number; count: number }>();
  for (const line of lines) {
    const lineTotal = calculateLineTotal(line);
    if (lineTotal === null) continue;
    const currency = line.currency?.trim().toUpperCase() || null;
    const entry = totals.get(currency) ?? { total: 0, count: 0 };
    entry.total += lineTotal;
    entry.count += 1;
    totals.set(currency, entry);
  }
  return [...totals.entries()]
    .map(([currency, { total, count }]) => ({ currency, total: Math.round(total * 100) / 100, count }))
    .sort((a, b) => {
      if ((a.currency === null) !== (b.currency === null)) return a.currency === null ? 1 : -1;
      return b.count - a.count || (a.currency ?? '').localeCompare(b.currency ?? '');
    });
}

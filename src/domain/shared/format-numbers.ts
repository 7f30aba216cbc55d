/** Money in its currency ('$3.40'); several currencies or none fall back to a plain number with the code. */
export function formatMoney(amount: number, currency: string | null | undefined, digits = 2): string {
  if (!currency) return amount.toFixed(digits);
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

/** A price per gram with enough digits to tell vendors apart ('$0.0450/g'). */
export function formatPricePerGram(pricePerGram: number, currency: string | null | undefined): string {
  const digits = pricePerGram >= 1 ? 2 : pricePerGram >= 0.1 ? 3 : 4;
  return `${formatMoney(pricePerGram, currency, digits)}/g`;
}

/** Grams to at most three decimals, with thousands separators ('1,234.5 g'). */
export function formatGrams(grams: number): string {
  return `${Number(grams.toFixed(3)).toLocaleString('en')} g`;
}

/** Percentages as printed on screens and documents: 4 significant digits, never in exponent form ('0.0762%'). */
export function formatPercent(value: number): string {
  if (value === 0) return '0%';
  const digits = Math.max(2, 3 - Math.floor(Math.log10(Math.abs(value))));
  return `${Number(value.toFixed(Math.min(digits, 8))).toString()}%`;
}

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

/** Money where amounts under a cent keep four decimals, so an AI call's cost never reads '$0.00' ('$0.0042'). */
export function formatCost(amount: number, currency: string | null | undefined): string {
  return formatMoney(amount, currency, amount > 0 && amount < 0.01 ? 4 : 2);
}

/**
 * A number to at most three decimals with thousands separators, as `toLocaleString('en')` writes it ('12,345.678'),
 * without Intl: a page's first Intl number format loads its locale data, about 80 ms of a phone's main thread in
 * the materials library's first render (issue 34), for a comma every three digits.
 */
export function formatPlainNumber(value: number): string {
  if (!Number.isFinite(value)) return value.toLocaleString('en');
  const [whole = '', fraction] = String(Number(value.toFixed(3))).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A quantity to at most three decimals, with thousands separators, then its unit ('1,234.5 ml'). */
export function formatQuantity(amount: number, unit: string): string {
  return `${formatPlainNumber(amount)} ${unit}`;
}

/** Grams to at most three decimals, with thousands separators ('1,234.5 g'). */
export function formatGrams(grams: number): string {
  return formatQuantity(grams, 'g');
}

/**
 * Grams as a 0.001 g balance reads them, for totals to weigh: three decimals under 100 g, one from 100 g
 * ('46.375 g', '212.0 g').
 */
export function formatWeighedGrams(grams: number): string {
  return `${grams.toFixed(Math.abs(grams) >= 100 ? 1 : 3)} g`;
}

/** Percentages as printed on screens and documents: 4 significant digits, never in exponent form ('0.0762%'). */
export function formatPercent(value: number): string {
  if (value === 0) return '0%';
  const digits = Math.max(2, 3 - Math.floor(Math.log10(Math.abs(value))));
  return `${Number(value.toFixed(Math.min(digits, 8))).toString()}%`;
}

/** A share (0 to 1) as a percentage with one decimal, for counts and trends ('0.123' is '12.3%'). */
export function formatShare(share: number, digits = 1): string {
  return `${(share * 100).toFixed(digits)}%`;
}

/** A count with thousands separators ('12,345'). */
export function formatCount(count: number): string {
  return formatPlainNumber(count);
}

/** Bytes in binary steps, one decimal at most and none when whole: 1536 → "1.5 kB", 52428800 → "50 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${formatPlainNumber(rounded)} ${units[unit]}`;
}

/** A duration in whole minutes and up: 93784 s → "1 d 2 h 3 min". */
export function formatDuration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', `${minutes} min`].filter(Boolean);
  return parts.join(' ');
}

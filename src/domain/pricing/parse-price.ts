/**
 * Pricing parse (spec section 5): a price is the first number in its string ('$12.50 / 100 g' is 12.5);
 * a number is taken as is. Prices at or below 0, and anything without a number, are ignored (null).
 */
export function parsePrice(value: number | string | null | undefined): number | null {
  let price: number;
  if (typeof value === 'number') {
    price = value;
  } else if (typeof value === 'string') {
    const match = /-?\d+(?:[.,]\d+)?/.exec(value.replaceAll(/(\d),(\d{3})(?!\d)/g, '$1$2'));
    if (!match) return null;
    price = Number(match[0].replace(',', '.'));
  } else {
    return null;
  }
  return Number.isFinite(price) && price > 0 ? price : null;
}

/** Default quantity when adding a material to the shopping list (spec section 9). */
export const DEFAULT_SHOPPING_QUANTITY_GRAMS = 10;

export type ShoppingLine = { quantity: number; priceEstimate: number | null };

/** Line total: quantity in grams × the estimated price per gram; null when there is no price. */
export function calculateLineTotal(line: ShoppingLine): number | null {
  return line.priceEstimate === null ? null : line.quantity * line.priceEstimate;
}

/** Item count and total of the priced lines (unpriced lines are counted, never guessed). */
export function summariseShoppingList(lines: readonly ShoppingLine[]) {
  let total = 0;
  let pricedCount = 0;
  for (const line of lines) {
    const lineTotal = calculateLineTotal(line);
    if (lineTotal !== null) {
      total += lineTotal;
      pricedCount += 1;
    }
  }
  return {
    count: lines.length,
    pricedCount,
    unpricedCount: lines.length - pricedCount,
    total: Math.round(total * 100) / 100,
  };
}

export type QuantityEdit = { kind: 'save'; quantity: number } | { kind: 'cancel' };

/**
 * What an inline quantity edit does (spec section 4): a number above 0 saves; a non-numeric or non-positive
 * typed value cancels the edit. (The API removes an item whose quantity is set to 0 or less.)
 */
export function interpretQuantityEdit(typed: string, current: number): QuantityEdit {
  const text = typed.trim();
  if (!/^\d*(?:[.,]\d+)?$|^\d+[.,]$/.test(text) || text === '') return { kind: 'cancel' };
  const quantity = Number(text.replace(',', '.'));
  if (!Number.isFinite(quantity) || quantity <= 0) return { kind: 'cancel' };
  if (quantity === current) return { kind: 'cancel' };
  return { kind: 'save', quantity };
}

export const CART_BADGE_CAP = 99;

/** The cart badge text: nothing for an empty list, the count up to 99, then '99+' (spec section 9). */
export function formatCartBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}

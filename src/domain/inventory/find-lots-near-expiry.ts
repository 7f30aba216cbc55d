/** A lot with an expiry date (ISO `YYYY-MM-DD`, as the inventory stores it). */
export type ExpiringLot = { expiryDate: string | null };

/** Days from `today` to `expiryDate` (both ISO dates): 0 on the day, negative once past. */
export function countDaysLeft(expiryDate: string, today: string): number {
  const day = 86_400_000;
  return Math.round((Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / day);
}

/**
 * Lots that expire within `withinDays` of `today`, or have expired, soonest first, with the days left.
 * A lot without an expiry date never appears.
 */
export function findLotsNearExpiry<Lot extends ExpiringLot>(
  lots: readonly Lot[],
  today: string,
  withinDays: number,
): (Lot & { expiryDate: string; daysLeft: number })[] {
  return lots
    .flatMap((lot) =>
      lot.expiryDate === null
        ? []
        : [{ ...lot, expiryDate: lot.expiryDate, daysLeft: countDaysLeft(lot.expiryDate, today) }],
    )
    .filter((lot) => lot.daysLeft <= withinDays)
    .sort((left, right) => left.daysLeft - right.daysLeft);
}

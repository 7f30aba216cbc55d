/**
 * A Mantine NumberInput's value as a number, or null while the field is empty or half typed: Mantine hands "8." or
 * "-" over as a string. A field keeps that raw value in its state and derives the number with this; storing null for
 * "8." instead empties the field under the user's fingers, and "8.5" arrives as "5".
 */
export function numberOfField(value: number | string): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

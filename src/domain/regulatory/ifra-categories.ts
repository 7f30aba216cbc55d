/**
 * The 18 IFRA categories of the 49th Amendment onwards, in the order IFRA prints them.
 * Descriptions for screens belong to the client; the engine needs only the codes and two sets.
 */
export const IFRA_CATEGORIES = [
  '1',
  '2',
  '3',
  '4',
  '5A',
  '5B',
  '5C',
  '5D',
  '6',
  '7A',
  '7B',
  '8',
  '9',
  '10A',
  '10B',
  '11A',
  '11B',
  '12',
] as const;
export type IfraCategory = (typeof IFRA_CATEGORIES)[number];

/**
 * Categories where the phototoxicity limits and their sum of ratios apply: skin that may be exposed to
 * UV light. Rinse-off (7A, 9), household non-aerosol (10A), no-UV minimal transfer (11A) and no skin
 * contact (12) are excluded; this matches the NO_RESTRICTION cells of every phototoxic Standard of the
 * 51st Amendment (087 bergamot … 096 rue, 089 furocoumarins).
 */
export const PHOTOTOXICITY_CATEGORIES: ReadonlySet<IfraCategory> = new Set<IfraCategory>([
  '1',
  '2',
  '3',
  '4',
  '5A',
  '5B',
  '5C',
  '5D',
  '6',
  '7B',
  '8',
  '10B',
  '11B',
]);

/** Categories 1 (lip) and 6 (oral) also require every material to be recognised as a flavouring (IOFI). */
export const FLAVOUR_CATEGORIES: ReadonlySet<IfraCategory> = new Set<IfraCategory>(['1', '6']);

const CATEGORY_SET: ReadonlySet<string> = new Set(IFRA_CATEGORIES);

export function isIfraCategory(value: string): value is IfraCategory {
  return CATEGORY_SET.has(value);
}

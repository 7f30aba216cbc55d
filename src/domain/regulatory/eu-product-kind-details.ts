import type { EuProductType } from './propose-eu-product-type.ts';

/**
 * The finished product as Annex III of Regulation (EC) No 1223/2009 scopes its maxima and conditions (column c,
 * "Product type, Body parts"): finer than leave-on / rinse-off, which only choose the labelling threshold.
 */
export const EU_PRODUCT_KINDS = [
  'hydroalcoholic-fragrance',
  'eau-de-toilette',
  'leave-on-skin',
  'face-makeup',
  'eye-area',
  'lips',
  'deodorant',
  'leave-on-hair',
  'rinse-off-hair',
  'rinse-off-skin',
  'oral',
  'children',
  'not-cosmetic',
] as const;
export type EuProductKind = (typeof EU_PRODUCT_KINDS)[number];

/** Label, and the leave-on / rinse-off basis that chooses the Annex III labelling threshold. */
export const EU_PRODUCT_KIND_DETAILS: Readonly<Record<EuProductKind, { label: string; basis: EuProductType }>> = {
  // Annex III separates the two (entry 102 methyl eugenol: fine fragrance 0.01 %, eau de toilette 0.004 %).
  'hydroalcoholic-fragrance': { label: 'Fine fragrance (extrait, parfum, eau de parfum)', basis: 'leave-on' },
  'eau-de-toilette': {
    label: 'Eau de toilette or another hydroalcoholic fragrance (cologne, body mist)',
    basis: 'leave-on',
  },
  'leave-on-skin': { label: 'Leave-on skin product', basis: 'leave-on' },
  'face-makeup': { label: 'Face make-up (not lips or eyes)', basis: 'leave-on' },
  'eye-area': { label: 'Eye area product (eye make-up, make-up remover)', basis: 'leave-on' },
  lips: { label: 'Lip product', basis: 'leave-on' },
  deodorant: { label: 'Deodorant or antiperspirant (spray or not)', basis: 'leave-on' },
  'leave-on-hair': { label: 'Leave-on hair product (spray or not)', basis: 'leave-on' },
  'rinse-off-hair': { label: 'Rinse-off hair product (shampoo, conditioner)', basis: 'rinse-off' },
  'rinse-off-skin': { label: 'Rinse-off skin product (shower gel, soap, hand wash)', basis: 'rinse-off' },
  oral: { label: 'Oral product (toothpaste, mouthwash, mouth spray)', basis: 'rinse-off' },
  children: { label: "Children's product (under 6 years)", basis: 'leave-on' },
  'not-cosmetic': { label: 'Not a cosmetic (household, air care, candles)', basis: 'not-cosmetic' },
};

/** The kinds whose labelling threshold is `basis`'s (leave-on: fine fragrance to children's products), in order. */
export function listKindsOfBasis(basis: EuProductType): readonly EuProductKind[] {
  return EU_PRODUCT_KINDS.filter((kind) => EU_PRODUCT_KIND_DETAILS[kind].basis === basis);
}

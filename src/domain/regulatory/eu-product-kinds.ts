import type { Percent } from '../shared/units.ts';
import type { IfraCategory } from './ifra-categories.ts';
import type { EuProductType } from './propose-eu-product-type.ts';
import { EU_PRODUCT_KINDS, EU_PRODUCT_KIND_DETAILS, type EuProductKind } from './eu-product-kind-details.ts';
import { ANNEX_III_SCOPE_KINDS } from './annex-iii-scope-kinds.ts';

const COSMETIC_KINDS = EU_PRODUCT_KINDS.filter((kind) => kind !== 'not-cosmetic');

/**
 * The EU product type an IFRA category most likely is (IFRA Standards, Annex "Categories"; compliance-rules.md §7
 * for the basis). Where a category spans several Annex III scopes, the stricter one: category 3 (eye products,
 * facial make-up, make-up remover) is proposed as an eye-area product, category 4 as an eau de toilette (Annex III
 * holds it to lower maxima than a fine fragrance). Only a proposal: the user changes it.
 */
const KIND_BY_CATEGORY: Readonly<Record<IfraCategory, EuProductKind>> = {
  '1': 'lips',
  '2': 'deodorant',
  '3': 'eye-area',
  '4': 'eau-de-toilette',
  '5A': 'leave-on-skin',
  '5B': 'leave-on-skin',
  '5C': 'leave-on-skin',
  '5D': 'children',
  '6': 'oral',
  '7A': 'rinse-off-hair',
  '7B': 'leave-on-hair',
  '8': 'leave-on-skin',
  '9': 'rinse-off-skin',
  '10A': 'not-cosmetic',
  '10B': 'not-cosmetic',
  '11A': 'not-cosmetic',
  '11B': 'not-cosmetic',
  '12': 'not-cosmetic',
};

export function proposeEuProductKind(category: IfraCategory): EuProductKind {
  return KIND_BY_CATEGORY[category];
}

/**
 * The kind used when the caller chose one, else the proposal for the category, unless the caller chose a
 * leave-on / rinse-off basis the proposal contradicts: then the plain skin product of that basis.
 */
export function selectEuProductKind(input: {
  category: IfraCategory;
  kind?: EuProductKind | undefined;
  basis?: EuProductType | undefined;
}): EuProductKind {
  if (input.kind) return input.kind;
  const proposed = proposeEuProductKind(input.category);
  if (!input.basis || EU_PRODUCT_KIND_DETAILS[proposed].basis === input.basis) return proposed;
  return plainEuProductKind(input.basis);
}

/** The plain skin product of a leave-on / rinse-off basis. */
export function plainEuProductKind(basis: EuProductType): EuProductKind {
  return basis === 'leave-on' ? 'leave-on-skin' : basis === 'rinse-off' ? 'rinse-off-skin' : 'not-cosmetic';
}

/**
 * Annex III column c scopes as ECHA's export words them (entry 324 methyl salicylate lists fourteen), each with the
 * product kinds it covers. "Leave-on skin products (except … spray/aerosol deodorant …)" covers a deodorant that is
 * not a spray, so a deodorant is under both it and "Deodorant spray/aerosol", and the stricter applies.
 */
const SCOPE_KINDS: ReadonlyMap<string, readonly EuProductKind[]> = new Map<string, readonly EuProductKind[]>([
  ['oral products', ['oral']],
  ['toothpaste', ['oral']],
  ['mouthwash intended for children above 10 years of age and adults', ['oral']],
  ['mouthwash intended for children aged 6–10 years', ['oral']],
  ['mouth spray', ['oral']],
  ['rinse-off skin products (except hand wash) and rinse-off hair products', ['rinse-off-skin', 'rinse-off-hair']],
  ['hand wash', ['rinse-off-skin']],
  ['body lotion spray/aerosol', ['leave-on-skin', 'children']],
  ['face makeup (except lip products, eye makeup and makeup remover)', ['face-makeup']],
  ['deodorant spray/aerosol', ['deodorant']],
  [
    'leave-on skin products (except face makeup, spray/aerosol body lotion, spray/aerosol deodorant and hydroalcoholic-based fragrances) and leave on hair products (except spray/aerosol products)',
    ['leave-on-skin', 'children', 'deodorant', 'leave-on-hair'],
  ],
  ['eye makeup and makeup remover', ['eye-area']],
  ['leave-on hair products (spray/aerosol)', ['leave-on-hair']],
  ['hydroalcoholic-based fragrances', ['hydroalcoholic-fragrance', 'eau-de-toilette']],
  ['lip products', ['lips']],
]);

/**
 * The product kinds an Annex III scope covers. A scope this table cannot place applies to every cosmetic product
 * (strict: a maximum is never dropped because its scope was not understood).
 */
export function matchAnnexIiiScope(scope: string): { kinds: readonly EuProductKind[]; isPlaced: boolean } {
  const text = scope.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === 'all cosmetic products') return { kinds: COSMETIC_KINDS, isPlaced: true };
  if (text === 'cosmetic products other than oral products')
    return { kinds: COSMETIC_KINDS.filter((kind) => kind !== 'oral'), isPlaced: true };
  const kinds = SCOPE_KINDS.get(text) ?? ANNEX_III_SCOPE_KINDS.get(text);
  return kinds ? { kinds, isPlaced: true } : { kinds: COSMETIC_KINDS, isPlaced: false };
}

/** One Annex III maximum (column g) with its scope (column c). */
export type AnnexIiiMaximum = { scope: string; limit: Percent; kinds: readonly EuProductKind[] };

/** A condition of use (column h) or a warning (column i) of an Annex III entry, with the kinds it applies to. */
export type AnnexIiiRequirement = {
  kind: 'condition' | 'warning';
  text: string;
  kinds: readonly EuProductKind[];
  /** A condition that forbids use in these products ("Not to be used in preparations for children under 6 years"). */
  forbids: boolean;
};

/**
 * ECHA's `max_concentration` ("Lip products: 0.03 % | Hydroalcoholic-based fragrances: 0.6 % | …") as one maximum per
 * scope. Parts without a percentage are skipped.
 */
export function parseAnnexIiiMaxima(text: string | null | undefined): AnnexIiiMaximum[] {
  if (!text) return [];
  const maxima: AnnexIiiMaximum[] = [];
  for (const part of text.split(' | ')) {
    const colon = part.lastIndexOf(':');
    if (colon < 0) continue;
    const value = /^\s*(\d+(?:[.,]\d+)?)\s*%\s*$/.exec(part.slice(colon + 1));
    if (!value?.[1]) continue;
    const scope = part.slice(0, colon).trim();
    maxima.push({
      scope,
      limit: Number(value[1].replace(',', '.')) as Percent,
      kinds: matchAnnexIiiScope(scope).kinds,
    });
  }
  return maxima;
}

/**
 * Conditions of use of Annex III column h that the engine can apply by product kind: "Not to be used in
 * preparations for children under 6 years of age" (entry 324, methyl salicylate) forbids the substance in a
 * children's product. Other conditions are not returned here.
 */
export function parseAnnexIiiConditions(text: string | null | undefined): AnnexIiiRequirement[] {
  if (!text) return [];
  const children = /Not to be used in preparations for children under \d+ years of age[^.|]*/i.exec(text);
  return children ? [{ kind: 'condition', text: children[0].trim(), kinds: ['children'], forbids: true }] : [];
}

/** The binding (lowest) Annex III maximum for a product kind, with its scope; null when the entry sets none. */
export function findAnnexIiiMaximum(
  maxima: readonly AnnexIiiMaximum[] | undefined,
  kind: EuProductKind,
): AnnexIiiMaximum | null {
  let binding: AnnexIiiMaximum | null = null;
  for (const maximum of maxima ?? [])
    if (maximum.kinds.includes(kind) && (binding === null || maximum.limit < binding.limit)) binding = maximum;
  return binding;
}

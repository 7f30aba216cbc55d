import { listKindsOfBasis, type EuProductKind } from './eu-product-kind-details.ts';

/** Annex III's "leave-on products" and "rinse-off products": the kinds of that labelling basis. */
const LEAVE_ON = listKindsOfBasis('leave-on');
const RINSE_OFF = listKindsOfBasis('rinse-off');
const ALL: readonly EuProductKind[] = [...LEAVE_ON, ...RINSE_OFF];
const except = (kinds: readonly EuProductKind[], ...left: EuProductKind[]) =>
  kinds.filter((kind) => !left.includes(kind));

/**
 * The Annex III column c scopes of the entries beyond the fragrance allergens, as ECHA's export words them
 * (annex_iii_restricted.csv, `product_type_body_parts`), each with the product kinds whose products it may cover: its
 * maximum applies to them (strict: a scope that may cover part of a kind applies to the whole kind, so a fragrance
 * cream, a leave-on skin product, takes the lower maximum of "Leave-on products other than fine fragrance…").
 * Scopes for products no kind here is (hair dyes, nail products, eyelash colouring, depilatories, hair waving or
 * straightening, self-tanning, tooth whitening) cover no kind: an entry permitted only in them is not permitted in
 * the product (Regulation (EC) No 1223/2009, Art. 14(1)(b)).
 */
export const ANNEX_III_SCOPE_KINDS: ReadonlyMap<string, readonly EuProductKind[]> = new Map<
  string,
  readonly EuProductKind[]
>([
  ['leave-on products', LEAVE_ON],
  ['leave-on products except sunscreen products', LEAVE_ON],
  [
    'leave-on products other than fine fragrance, eau de toilette, and fragrance cream products',
    except(LEAVE_ON, 'hydroalcoholic-fragrance', 'eau-de-toilette'),
  ],
  [
    'leave-on products excluding oral products, hydroalcoholic products, fine fragrances, and fragrance creams',
    except(LEAVE_ON, 'hydroalcoholic-fragrance', 'eau-de-toilette'),
  ],
  ['fine fragrance', ['hydroalcoholic-fragrance']],
  ['eau de toilette', ['eau-de-toilette']],
  ['fragrance cream', ['leave-on-skin']],
  ['hydroalcoholic products excluding oral products', ['hydroalcoholic-fragrance', 'eau-de-toilette']],
  ['rinse-off products', RINSE_OFF],
  ['rinse-off products excluding oral products', ['rinse-off-skin', 'rinse-off-hair']],
  ['rinse-off products excluding straightening hair products and depilatories', RINSE_OFF],
  ['rinse-off products other than hair dye products', RINSE_OFF],
  [
    'cosmetic products other than fine fragrance, eau de toilette, and oral products',
    except(ALL, 'oral', 'hydroalcoholic-fragrance', 'eau-de-toilette'),
  ],
  ['cosmetic products other than toothpaste', ALL],
  ['cosmetic products other than face products in loose powder form and hair aerosol spray products', ALL],
  ['cosmetic products other than hair straighteners and depilatories', ALL],
  ['cosmetic products other than nail cuticle, straightening hair products, and depilatories', ALL],
  ['cosmetic products other than powdery products intended to be used for children under 3 years of age', ALL],
  [
    'cosmetic products other than rinse-off hair products, except body lotion, eye shadow, mascara, eyeliner, lipstick and roll-on deodorant',
    except(ALL, 'rinse-off-hair'),
  ],
  ['leave-on and rinse-off products other than mouthwash and toothpaste', ALL],
  ['other non-spray cosmetic products', ALL],
  [
    'body lotion, eye shadow, mascara, eyeliner, lipstick and roll-on deodorant',
    ['leave-on-skin', 'children', 'eye-area', 'lips', 'deodorant'],
  ],
  [
    'the following spray products: fine fragrances, hair sprays, anti-perspirants and deodorants',
    ['hydroalcoholic-fragrance', 'eau-de-toilette', 'leave-on-hair', 'deodorant'],
  ],
  ['anti-perspirants', ['deodorant']],
  ['non-spray deodorants', ['deodorant']],
  ['deodorants, antiperspirants and astringent lotions', ['deodorant', 'leave-on-skin']],
  ['face products in loose powder form', ['face-makeup']],
  ['leave-on face products', ['leave-on-skin', 'face-makeup', 'eye-area', 'lips', 'children']],
  ['skin products', except(ALL, 'oral', 'leave-on-hair', 'rinse-off-hair')],
  ['shampoo and face products', ['rinse-off-hair', 'leave-on-skin', 'face-makeup', 'eye-area', 'rinse-off-skin']],
  ['soap', ['rinse-off-skin']],
  ['leave-on hair products', ['leave-on-hair']],
  ['hair products', ['leave-on-hair', 'rinse-off-hair']],
  ['hair lotions and shampoos', ['leave-on-hair', 'rinse-off-hair']],
  ['general use hair aerosol spray products', ['leave-on-hair']],
  ['professional use hair aerosol spray products', ['leave-on-hair']],
  ['rinse-off hair (head) products', ['rinse-off-hair']],
  ['rinse-off hair products', ['rinse-off-hair']],
  ['rinse-off hair products other than hair waving and straightening products and depilatories', ['rinse-off-hair']],
  ['rinse-off shampoos', ['rinse-off-hair']],
  ['shampoos', ['rinse-off-hair']],
  ['mouthwash', ['oral']],
  ['oral products (including mouth rinse, tooth paste and tooth whitening or bleaching products)', ['oral']],
  ['powdery products intended to be used for children under 3 years of age', ['children']],
  // Products none of the kinds is.
  ['artificial nail systems', []],
  ['nail products', []],
  ['nail cuticle products', []],
  ['products for hardening nails', []],
  ['callosity softener/remover', []],
  ['self-tanning products', []],
  ['tooth whitening or bleaching products', []],
  ['depilatories', []],
  ['hair straightening products', []],
  ['general use products for straightening hair', []],
  ['professional use products for straightening hair', []],
  ['general use products for hair waving or straightening', []],
  ['professional use products for hair waving or straightening', []],
  ['products intended for eyelash waving', []],
  ['products intended for colouring eyelashes', []],
  ['cosmetic products for coloring eyelashes', []],
  ['cosmetic products for coloring eyelashes and eyebrows', []],
  ['professional use cosmetic products for coloring eyelashes', []],
  ['professional use cosmetic products for eyelashes', []],
  ['cosmetic products for eyelashes', []],
  ['hair dye products', []],
  ['oxidative hair dye products', []],
  ['non-oxidative hair dye products', []],
  ['hair dye substance in oxidative hair dye products', []],
  ['hair dye substance in non-oxidative hair dye products', []],
  ['general use hair dye substance in oxidative hair dye products', []],
  ['professional use hair dye substance in oxidative hair dye products', []],
]);

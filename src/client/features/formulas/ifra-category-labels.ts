import type { IfraCategory } from '../../../domain/regulatory/ifra-categories.ts';

/** Short names of the IFRA product categories (49th Amendment onwards), for pickers. */
export const IFRA_CATEGORY_LABELS: Record<IfraCategory, string> = {
  '1': 'Lip products',
  '2': 'Deodorants and antiperspirants',
  '3': 'Eye products, men’s facial, products on shaved skin',
  '4': 'Fine fragrance (hydroalcoholic, unshaved skin)',
  '5A': 'Body lotions and creams',
  '5B': 'Face creams',
  '5C': 'Hand creams',
  '5D': 'Baby creams and oils',
  '6': 'Mouthwash and toothpaste',
  '7A': 'Rinse-off hair products',
  '7B': 'Leave-on hair products',
  '8': 'Intimate and baby wipes, make-up remover',
  '9': 'Rinse-off: soap, shower gel, shampoo',
  '10A': 'Household care, non-aerosol',
  '10B': 'Household aerosols and sprays',
  '11A': 'Minimal skin transfer, no UV (e.g. tissues)',
  '11B': 'Minimal skin transfer, with UV',
  '12': 'No skin contact: candles, air fresheners',
};

import type { IfraCategory } from './ifra-categories.ts';

/**
 * The IFRA product categories of the 49th Amendment onwards, in IFRA's own wording (short form), the one label set
 * for the pickers of the editor and the wizard, the analysis and the regulatory database.
 */
export const IFRA_CATEGORY_LABELS: Readonly<Record<IfraCategory, string>> = {
  '1': 'Lip products, toys',
  '2': 'Axillae: deodorants, antiperspirants',
  '3': 'Face and body via fingertips, eye products',
  '4': 'Fine fragrance',
  '5A': 'Body lotions',
  '5B': 'Face moisturisers',
  '5C': 'Hand creams',
  '5D': 'Baby creams, oils, talc',
  '6': 'Mouthwash, toothpaste',
  '7A': 'Rinse-off hair products',
  '7B': 'Leave-on hair products',
  '8': 'Anogenital exposure: intimate and baby wipes',
  '9': 'Rinse-off body products: soap, shower gel',
  '10A': 'Household care, non-aerosol',
  '10B': 'Household aerosols and sprays',
  '11A': 'Minimal skin contact, no UV',
  '11B': 'Minimal skin contact, possible UV',
  '12': 'No skin contact: candles, air fresheners',
};

/** The label of a category code, or the code itself when it is not one of IFRA's. */
export function ifraCategoryLabel(code: string): string {
  return (IFRA_CATEGORY_LABELS as Readonly<Record<string, string>>)[code] ?? code;
}

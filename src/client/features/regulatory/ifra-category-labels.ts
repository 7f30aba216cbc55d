/** IFRA categories of the 49th Amendment onwards, in IFRA's wording (short form for tables). */
export const IFRA_CATEGORY_LABELS: Readonly<Record<string, string>> = {
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

export type LimitCell = { limitKind: string; maxPercent: number | null };

/** How one category cell of a Standard reads: "0.6%", "No restriction", "Prohibited", "See note". */
export function formatIfraLimit(cell: LimitCell | undefined | null, standard: { isProhibition: boolean; isSpecification: boolean }): string {
  switch (cell?.limitKind) {
    case 'limit':
      return cell.maxPercent === 0 ? 'Prohibited' : `${String(cell.maxPercent)}%`;
    case 'no_restriction':
      return 'No restriction';
    case 'prohibited':
      return 'Prohibited';
    case 'see_notebox':
      return 'See note';
    default:
      if (standard.isProhibition) return 'Prohibited';
      if (standard.isSpecification) return 'Specification';
      return '—';
  }
}

export function describeStandardTypes(standard: { isProhibition: boolean; isRestriction: boolean; isSpecification: boolean }): string[] {
  return [standard.isProhibition && 'Prohibition', standard.isRestriction && 'Restriction', standard.isSpecification && 'Specification'].filter((type): type is string => Boolean(type));
}

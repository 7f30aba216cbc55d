export type LimitCell = { limitKind: string; maxPercent: number | null };

/** How one category cell of a Standard reads: "0.6%", "No restriction", "Prohibited", "See note". */
export function formatIfraLimit(
  cell: LimitCell | undefined | null,
  standard: { isProhibition: boolean; isSpecification: boolean },
): string {
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

export function describeStandardTypes(standard: {
  isProhibition: boolean;
  isRestriction: boolean;
  isSpecification: boolean;
}): string[] {
  return [
    standard.isProhibition && 'Prohibition',
    standard.isRestriction && 'Restriction',
    standard.isSpecification && 'Specification',
  ].filter((type): type is string => Boolean(type));
}

/** One category cell of an IFRA Standard as stored: the kind of limit and, for a limit, the maximum in percent. */
export type IfraLimitCell = { limitKind: string; maxPercent: number | null };

/** What kind of Standard a cell belongs to, for a category the Standard's table leaves empty. */
export type IfraStandardKind = { isProhibition: boolean; isSpecification: boolean };

/** A limit exactly as the Standard states it (never rounded: a rounded limit could read higher than it is). */
function writeLimitPercent(maxPercent: number): string {
  const written = String(maxPercent);
  return written.includes('e') ? maxPercent.toFixed(20).replace(/0+$/, '') : written;
}

/**
 * How one category cell of an IFRA Standard reads everywhere (material pages, the regulatory database, a Standard's
 * page): "0.6%", "No restriction", "Prohibited" (also a 0% limit), "See note". A missing cell reads as its Standard's
 * kind when one is given ("Prohibited", "Specification"), else "—".
 */
export function formatIfraLimit(cell: IfraLimitCell | null | undefined, standard?: IfraStandardKind): string {
  switch (cell?.limitKind) {
    case 'limit':
      if (cell.maxPercent === null) return '—';
      return cell.maxPercent === 0 ? 'Prohibited' : `${writeLimitPercent(cell.maxPercent)}%`;
    case 'no_restriction':
      return 'No restriction';
    case 'prohibited':
      return 'Prohibited';
    case 'see_notebox':
      return 'See note';
    default:
      if (standard?.isProhibition) return 'Prohibited';
      if (standard?.isSpecification) return 'Specification';
      return '—';
  }
}

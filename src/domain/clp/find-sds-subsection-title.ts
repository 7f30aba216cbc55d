import { SDS_HEADINGS } from './sds-headings.ts';

/**
 * The heading of a safety data sheet subsection as REACH Annex II Part B (Regulation (EU) 2020/878) words it
 * ('1.4' → 'Emergency telephone number'), or null for a number the Annex does not have.
 */
export function findSdsSubsectionTitle(subsection: string): string | null {
  for (const [, , subsections] of SDS_HEADINGS) {
    const found = subsections.find(([number]) => number === subsection);
    if (found) return found[1];
  }
  return null;
}

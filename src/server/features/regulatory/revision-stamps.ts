// The data revisions a remembered check is known to hold at (ADR 057): each member of a house reads it at a stamp of
// their own (their personal workspace is in it), so a check keeps a few, as references to texts kept once.

/** The most revision stamps a check keeps (a house's members read it at as many); past it, it starts over. */
export const MAX_STAMPS_PER_CHECK = 32;

/** What a check's set of stamps holds at its fullest (references to interned texts), for the cache's byte budget. */
export const REVISION_STAMPS_BYTES = 128 + 16 * MAX_STAMPS_PER_CHECK;

/** The stamps in use, each text kept once: a check's set holds references, not 30 copies of the same text. */
const internedStamps = new Map<string, string>();

/** The one kept copy of `stamp`'s text (the first seen; the kept texts start over past 4,096). */
export function internStamp(stamp: string): string {
  const known = internedStamps.get(stamp);
  if (known !== undefined) return known;
  if (internedStamps.size >= 4096) internedStamps.clear();
  internedStamps.set(stamp, stamp);
  return stamp;
}

/** Adds `stamp` to a check's stamps, starting them over when MAX_STAMPS_PER_CHECK are kept already. */
export function addRevisionStamp(stamps: Set<string>, stamp: string): void {
  if (stamps.size >= MAX_STAMPS_PER_CHECK) stamps.clear();
  stamps.add(stamp);
}

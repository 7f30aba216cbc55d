/** How a pasted or typed line is compared with names: trimmed, case folded (accents kept, they tell materials apart). */
export const matchKey = (text: string): string => text.trim().toLowerCase();

type Candidate = { name: string; cas: string | null; matchedSynonym: string | null };

/**
 * The search hit a line names exactly, never a guess: its name, a synonym that matched, or its CAS number.
 * Hits come best first, so the first exact one wins.
 */
export function pickExactMaterialMatch<Hit extends Candidate>(line: string, hits: readonly Hit[]): Hit | null {
  const key = matchKey(line);
  const trimmed = line.trim();
  if (key === '') return null;
  return (
    hits.find(
      (hit) =>
        matchKey(hit.name) === key ||
        hit.cas === trimmed ||
        (hit.matchedSynonym !== null && matchKey(hit.matchedSynonym) === key),
    ) ?? null
  );
}

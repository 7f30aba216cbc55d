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

type RankedHit = { tier: number; distance: number; matchKind: string };

/**
 * The one material a pasted or imported line names for certain (issue 26 item 3), from its exact hits best first
 * (`findExactMaterials`): its display name, INCI name, trade name or CAS number, and no other material named so at
 * the same rank. A synonym (Citronellol is also a synonym of Rhodinol) or two materials sharing the name or CAS (the
 * types of one natural) are not certain: the line is listed for the user to confirm, never substituted silently.
 */
export function pickCertainMatch<Hit extends RankedHit>(hits: readonly Hit[]): Hit | null {
  const [first, second] = hits;
  if (!first || first.matchKind === 'synonym' || first.tier !== 0) return null;
  if (second && second.tier === first.tier && second.distance === first.distance) return null;
  return first;
}

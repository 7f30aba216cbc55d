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

/** The name-prefix tier with its best rank: a name extending the line whose synonym is the line itself. */
const NAME_PREFIX_TIER = 1;

/** What pickCertainMatch reads of a hit beyond its rank: its CAS number, and whether it is the user's own. */
export type HitIdentity<Hit> = { casOf: (hit: Hit) => string | null; isOwn: (hit: Hit) => boolean };

const NO_IDENTITY: HitIdentity<unknown> = { casOf: () => null, isOwn: () => false };

/**
 * The one material a pasted or imported line names for certain (issue 26 item 3), from its search hits best first:
 * its display name, INCI name, trade name or CAS number; or, what perfumers mean by a generic name, the one material
 * whose name extends the line and that has the line as a synonym (`Oakmoss absolute` → Oakmoss absolute (low
 * atranol & chloratranol); the line then shows the record used). Never when another material ranks the same. A
 * synonym alone (Citronellol is a synonym of Rhodinol), a prefix, a misspelling, or two materials sharing the name or
 * CAS (the types of one natural) are not certain: the line is listed for the user to confirm, never substituted.
 */
export function pickCertainMatch<Hit extends RankedHit>(
  hits: readonly Hit[],
  { casOf, isOwn }: HitIdentity<Hit> = NO_IDENTITY,
): Hit | null {
  const [first, second] = hits;
  if (!first) return null;
  // A record no regulation can be read against (a reference substance without a CAS number: AromaDB's `Pulegone`)
  // names a line for certain only when no material the regulations can read is listed beside it (d-Pulegone,
  // 89-82-7, restricted by IFRA): taking it would leave the line unverifiable while the user meant the other.
  const isReadable = (hit: Hit) => casOf(hit) !== null || isOwn(hit);
  if (!isReadable(first) && hits.some((hit) => hit !== first && isReadable(hit))) return null;
  const isExact = first.tier === 0 && first.matchKind !== 'synonym';
  const isNamedGeneric = first.tier === NAME_PREFIX_TIER && first.distance === 0;
  if (!isExact && !isNamedGeneric) return null;
  if (second && second.tier === first.tier && second.distance === first.distance) return null;
  // A generic name is not one of the materials sharing a CAS (`Lemongrass oil`: IFRA's Annex gives the East Indian
  // oil 71.96 % citral as neral and geranial and 0.08 % eugenol, the West Indian 73 % and 0.2 % under one CAS):
  // the one holding the line as a synonym is a guess at which the user has.
  const cas = casOf(first);
  if (isNamedGeneric && cas !== null && hits.some((hit) => hit !== first && casOf(hit) === cas)) return null;
  // A line that is one material's name and another's INCI or common name (`Benzoin`: the IFRA glossary's 119-53-9,
  // and the perfumer's word for the Styrax resins) names neither for certain.
  if (isExact && NAME_KINDS.has(first.matchKind) && hits.some((hit) => hit !== first && isExactName(hit))) return null;
  return first;
}

/** Exact matches by a name (display, INCI or trade name), as opposed to a CAS number or a synonym. */
const NAME_KINDS: ReadonlySet<string> = new Set(['exact-name', 'inci', 'trade']);
const isExactName = (hit: RankedHit) => hit.tier === 0 && NAME_KINDS.has(hit.matchKind);

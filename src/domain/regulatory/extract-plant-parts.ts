/**
 * The plant parts a natural's name or an Annex entry's names state, so two naturals sharing a CAS (cinnamon leaf oil
 * and cinnamon bark oil, both 8015-91-6) keep their own identities: Annex III entry 349 names "Cinnamomum zeylanicum
 * bark extract | Cinnamomum zeylanicum bark oil" and covers the bark only.
 */
const PLANT_PARTS: readonly [string, RegExp][] = [
  ['bark', /\bbarks?\b/i],
  ['leaf', /\b(?:leaf|leaves)\b/i],
  ['flower', /\b(?:flowers?|blossoms?)\b/i],
  ['fruit', /\bfruits?\b/i],
  ['peel', /\bpeels?\b/i],
  ['root', /\b(?:roots?|rhizomes?)\b/i],
  ['seed', /\bseeds?\b/i],
  ['wood', /\bwoods?\b/i],
  ['twig', /\btwigs?\b/i],
  // Needles are the leaves of conifers (pine needle oil, Pinus Mugo Leaf Oil).
  ['leaf', /\bneedles?\b/i],
  ['berry', /\b(?:berry|berries)\b/i],
  ['bud', /\bbuds?\b/i],
];

/** The plant parts named in the given texts, once each, in the table's order. */
export function extractPlantParts(texts: readonly (string | null | undefined)[]): string[] {
  const joined = texts.filter(Boolean).join(' ');
  return PLANT_PARTS.filter(([, pattern]) => pattern.test(joined)).map(([part]) => part);
}

/**
 * False when a natural names plant parts and none of them is one the entry names: cinnamon leaf oil is not the
 * entry of the bark oil. True when either names no part (nothing to tell them apart).
 */
export function isSamePlantPart(entryParts: readonly string[], materialParts: readonly string[]): boolean {
  if (entryParts.length === 0 || materialParts.length === 0) return true;
  return materialParts.some((part) => entryParts.includes(part));
}

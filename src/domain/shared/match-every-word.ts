/** Lower case without accents: "Bergamoté" and "bergamote" read alike. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replaceAll(/[\u0300-\u036F]/g, '')
    .toLowerCase();
}

/** Does the text contain every word of the query, accents and case folded? An empty query matches everything. */
export function matchesEveryWord(text: string, query: string): boolean {
  const folded = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word));
}

/**
 * Reads a Python-style list literal as the pyrfume files write them (`['floral','sweet']`,
 * `"['nutty', 'ethereal']"`, `[]`), or a plain delimited cell. Items are trimmed; empty ones dropped.
 */
export function parsePythonList(cell: string | null | undefined): string[] {
  const text = (cell ?? '').trim();
  if (!text) return [];
  if (!text.startsWith('[')) return splitList(text, /[;,]/);
  const items: string[] = [];
  const pattern = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g;
  for (const match of text.matchAll(pattern)) {
    const item = (match[1] ?? match[2] ?? '').replaceAll(/\\(.)/g, '$1').trim();
    if (item) items.push(item);
  }
  return items;
}

/** Splits a delimited cell, trimming items and dropping empty ones and repeats (first spelling kept). */
export function splitList(cell: string | null | undefined, separator: string | RegExp): string[] {
  return uniqueStrings((cell ?? '').split(separator).map((item) => item.trim()));
}

/** Drops empty strings and case-insensitive repeats, keeping the first spelling and the order. */
export function uniqueStrings(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const item = value?.trim();
    if (!item) continue;
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

/** A number from a CSV cell (`12.0`, `0,10`), or null for an empty or non-numeric cell. */
export function parseNumberCell(cell: string | null | undefined): number | null {
  const text = (cell ?? '').trim().replace(',', '.');
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Title case for names printed in capitals (`ABIETIC ACID` → `Abietic acid`), keeping locants and letters. */
export function capitaliseUpperCaseName(name: string): string {
  const text = name.trim();
  if (text !== text.toUpperCase()) return text;
  const lower = text.toLowerCase();
  const firstLetter = lower.search(/[a-z]/);
  if (firstLetter < 0) return lower;
  return lower.slice(0, firstLetter) + lower.charAt(firstLetter).toUpperCase() + lower.slice(firstLetter + 1);
}

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

/** Splits on a separator that is not inside brackets (`linalool;3,7-…-ol (R;S;and racemate)` is two names). */
export function splitOutsideBrackets(cell: string | null | undefined, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of cell ?? '') {
    if (character === '(' || character === '[') depth += 1;
    if ((character === ')' || character === ']') && depth > 0) depth -= 1;
    if (character === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += character;
  }
  parts.push(current);
  return uniqueStrings(parts.map((part) => part.trim()));
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

/** Lower-case prefixes a name keeps before its capital (`alpha-Ionone`, `cis-3-Hexenol`, `p-Cresol`, `2,6-Di…`). */
const LOWER_CASE_PREFIX =
  /^((?:\([+\-±RSEZrsez,\d ]*\)-|\d[\d,']*-|(?:alpha|beta|gamma|delta|epsilon|omega|cis|trans|dl|d|l|o|m|p|n|sec|secondary|tert|tertiary|primary|iso|para|ortho|meta)-|[αβγδεω]-)*[([]?)(\p{L})/u;

/** `galaxolide` → `Galaxolide`, `alpha-ionone` → `alpha-Ionone`; a name with a capital already is left alone. */
export function capitaliseCommonName(name: string): string {
  const text = name.trim();
  const match = LOWER_CASE_PREFIX.exec(text);
  if (!match) return text;
  // Only the name after its prefix decides: `(+)-(E)-limonene oxide` is lower case though `(E)` is not.
  const rest = text.slice(match[0].length - 1);
  if (rest !== rest.toLowerCase()) return text;
  return `${match[1] ?? ''}${(match[2] ?? '').toUpperCase()}${text.slice(match[0].length)}`;
}

/** Names printed in capitals in sentence case (`ABIETIC ACID` → `Abietic acid`, `alpha-IONONE` → `alpha-Ionone`). */
export function capitaliseUpperCaseName(name: string): string {
  const text = name.trim();
  // Arctander prints prefixes in lower case inside capitals (`D1-iso-BUTYL-gamma-PICOLINE`).
  const withoutPrefixes = text.replaceAll(
    /\b(?:alpha|beta|gamma|delta|omega|iso|cis|trans|tertiary|tert|sec|secondary|primary|para|ortho|meta|[dlopmn])(?=-|\s)/g,
    '',
  );
  if (withoutPrefixes !== withoutPrefixes.toUpperCase()) return text;
  return capitaliseCommonName(text.toLowerCase());
}

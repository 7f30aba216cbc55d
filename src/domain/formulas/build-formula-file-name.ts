/**
 * A file name from the formula's name: "Rose Absolute Accord.json". Its own file, without the CSV parser: the
 * formula editor's export names its download with it, and formula-files.ts brought papaparse into the editor's chunk.
 */
export function buildFormulaFileName(name: string, extension: 'json' | 'csv'): string {
  const printable = [...name].filter((character) => character.charCodeAt(0) >= 32).join('');
  const safe = printable
    .replaceAll(/[\\/:*?"<>|]+/g, ' ')
    .replaceAll(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${safe || 'Untitled Formula'}.${extension}`;
}

import fs from 'node:fs';
import path from 'node:path';

/** Loads a benchmark module that a feature provides, or null when the feature (and its bench) is not built yet. */
export async function loadOptionalBench<T>(file: string): Promise<T | null> {
  const full = path.resolve(import.meta.dirname, '..', file);
  if (!fs.existsSync(full)) return null;
  return (await import(full)) as T;
}

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `from './x.ts'` of an import or export statement; type-only ones (`import type`, `export type`) are erased. */
const STATEMENT = /^(import|export)\s(?:[^;'"]|'[^']*'|"[^"]*")*?\sfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gms;
/** A module loaded without a statement: `import './x.ts'`, `import('./x.ts')`, `new URL('./x.ts', import.meta.url)`. */
const LOADED = /(?:^import\s*|\bimport\s*\(\s*|\bnew URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The relative modules `source` (of `file`) loads at run time, as absolute paths. */
export function listRuntimeImports(file: string, source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(STATEMENT))
    if (!/^(?:import|export)\s+type\s/.test(match[0])) specifiers.push(match[2]!);
  for (const match of source.matchAll(LOADED)) specifiers.push(match[1]!);
  return [...new Set(specifiers.map((specifier) => path.resolve(path.dirname(file), specifier)))];
}

/** Every module the entries load at run time, following relative imports (packages are not followed), sorted. */
export async function listModuleGraph(entries: readonly string[]): Promise<{ file: string; contents: Buffer }[]> {
  const seen = new Map<string, Buffer>();
  let frontier = [...new Set(entries)];
  while (frontier.length > 0) {
    const read = await Promise.all(
      frontier.map(async (file) => ({ file, contents: await fs.readFile(file).catch(() => null) })),
    );
    const next: string[] = [];
    for (const { file, contents } of read) {
      if (contents === null || seen.has(file)) continue;
      seen.set(file, contents);
      if (/\.(ts|js|mjs)$/.test(file)) next.push(...listRuntimeImports(file, contents.toString('utf8')));
    }
    frontier = [...new Set(next)].filter((file) => !seen.has(file));
  }
  return [...seen].map(([file, contents]) => ({ file, contents })).sort((a, b) => a.file.localeCompare(b.file));
}

const fingerprints = new Map<string, Promise<string>>();

async function digestModules(entries: readonly string[]): Promise<string> {
  const modules = await listModuleGraph(entries);
  const root = path.resolve(import.meta.dirname, '../..');
  const hash = createHash('sha256');
  for (const { file, contents } of modules)
    hash.update(path.relative(root, file)).update('\0').update(contents).update('\0');
  return hash.digest('base64url');
}

/**
 * A digest of the code a result kept across restarts was computed by (remembered verdict checks, ADR 075): the
 * entries and every module they load at run time (relative imports, dynamic imports and worker URLs followed; type-only
 * imports, erased when Node strips the types, left out), path and contents, read once per process. A deployment that
 * changes any of them computes the results anew; one that changes only other code (a route, the jobs module, the
 * client) keeps them (ADR 084).
 */
export function codeFingerprint(entries: readonly URL[]): Promise<string> {
  const files = entries.map((entry) => fileURLToPath(entry)).sort();
  const key = files.join('\n');
  let fingerprint = fingerprints.get(key);
  if (!fingerprint) {
    fingerprint = digestModules(files);
    fingerprints.set(key, fingerprint);
    fingerprint.catch(() => fingerprints.delete(key));
  }
  return fingerprint;
}

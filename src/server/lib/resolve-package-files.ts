import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A package.json's "type" as it decides a `.js` file's format; null when it says none (Node then reads the syntax). */
type PackageType = 'module' | 'commonjs' | null;

/** The nearest package.json's "type" of each directory asked for, each package.json read once. */
const typeOfDirectory = new Map<string, PackageType>();

function readPackageType(directory: string): PackageType {
  if (typeOfDirectory.has(directory)) return typeOfDirectory.get(directory)!;
  let text: string | null = null;
  try {
    text = fs.readFileSync(path.join(directory, 'package.json'), 'utf8');
  } catch {
    // No package.json here: the parent directory's decides.
  }
  const parent = path.dirname(directory);
  let type: PackageType = null;
  if (text !== null) {
    const declared = (JSON.parse(text) as { type?: unknown }).type;
    type = declared === 'module' || declared === 'commonjs' ? declared : null;
  } else if (parent !== directory) type = readPackageType(parent);
  typeOfDirectory.set(directory, type);
  return type;
}

/**
 * A relative `.js` import between the files of an installed package, resolved as Node does (the URL relative to the
 * importing file; the format from the nearest package.json's "type"), with each package.json read once. A package
 * whose package.json names no type is left to Node, which then tells the format from the file's syntax.
 *
 * Node's own resolution (v24) deserialises the whole nearest package.json again for every `.js` file it loads, to
 * read its "type": drizzle-orm's is 179 kB (its exports map), read for each of its ~250 modules the server loads.
 * That was 1.2-1.5 s of a 5 s warm start, with the garbage it makes (ADR 066). Anything else (bare specifiers, our own
 * sources, other extensions) goes to Node's resolution unchanged.
 */
export function resolvePackageFile(
  specifier: string,
  parentURL: string | undefined,
): { url: string; format: 'module' | 'commonjs' } | null {
  if (!parentURL?.startsWith('file:') || !parentURL.includes('/node_modules/')) return null;
  if (!(specifier.startsWith('./') || specifier.startsWith('../')) || !specifier.endsWith('.js')) return null;
  const url = new URL(specifier, parentURL);
  if (url.search || url.hash) return null;
  const file = fileURLToPath(url);
  // A missing file is Node's to report, in its own words. No realpath: the importing file's URL is already the real
  // one (Node resolved the package's entry), and a package's own files are not symlinks.
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return null;
  const format = readPackageType(path.dirname(file));
  return format === null ? null : { url: url.href, format };
}

/**
 * The key under which a bare import (`drizzle-orm`, `hono/cors`) resolves the same from every file that shares its
 * lookup: the importing package's root (the path through its last `node_modules/<name>`), or the directory outside
 * any package for our own sources; with the conditions and import attributes. Null for anything but a bare specifier.
 */
export function bareSpecifierKey(
  specifier: string,
  parentURL: string | undefined,
  conditions: readonly string[] = [],
  attributes: Readonly<Record<string, string | undefined>> = {},
): string | null {
  if (!parentURL?.startsWith('file:') || !/^[@a-z0-9]/i.test(specifier) || specifier.includes(':')) return null;
  const parent = fileURLToPath(parentURL);
  const inPackage = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(parent)?.[1];
  const scope = inPackage ?? appRoot(parent);
  if (scope === null) return null;
  return [specifier, scope, conditions.join(','), JSON.stringify(attributes)].join('|');
}

/** The directory holding node_modules above a file of ours (the app's root), or null. */
const appRoots = new Map<string, string | null>();
function appRoot(file: string): string | null {
  const directory = path.dirname(file);
  if (appRoots.has(directory)) return appRoots.get(directory)!;
  let root: string | null = null;
  for (let candidate = directory; ; candidate = path.dirname(candidate)) {
    if (fs.existsSync(path.join(candidate, 'node_modules'))) {
      root = candidate;
      break;
    }
    if (path.dirname(candidate) === candidate) break;
  }
  appRoots.set(directory, root);
  return root;
}

/**
 * Installs resolvePackageFile before Node's resolution, and keeps each bare import's resolution for the files that
 * share its lookup (Node reads the imported package's whole package.json again for every importing file: 150 ms of
 * the start for drizzle-orm's alone), in this thread. The server's entry calls it first.
 */
export function registerPackageFileResolution(): void {
  if (typeof module.registerHooks !== 'function') return;
  const bare = new Map<string, module.ResolveFnOutput>();
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = resolvePackageFile(specifier, context.parentURL);
      if (resolved) return { ...resolved, shortCircuit: true };
      const key = bareSpecifierKey(specifier, context.parentURL, context.conditions, context.importAttributes);
      const known = key === null ? undefined : bare.get(key);
      if (known) return { ...known, shortCircuit: true };
      const result = nextResolve(specifier, context);
      if (key !== null) bare.set(key, result);
      return result;
    },
  });
}

// @ts-check
// The import graph of src/server, read from the files themselves (relative imports and re-exports, `import type`
// included: a cycle of types is still two areas that cannot be understood apart). Used by the server-layers rule's
// cycle check (eslint-rules/server-layers.js) and by its tests.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative sources a file's text imports or re-exports. @param {string} text */
export function readImportSources(text) {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');
  /** @type {string[]} */
  const sources = [];
  for (const match of withoutComments.matchAll(IMPORT)) {
    const source = match[1] ?? match[2];
    if (source && source.startsWith('.')) sources.push(source);
  }
  return sources;
}

/** The file an import names, or null when it is not a TypeScript file on disk. @param {string} from @param {string} source */
export function resolveImport(from, source) {
  const target = path.resolve(path.dirname(from), source);
  for (const candidate of [target, `${target}.ts`, path.join(target, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every .ts file under dir, tests excluded (a test imports what it tests, never the other way round). @param {string} dir */
function listSourceFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listSourceFiles(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(full);
  }
  return files;
}

/**
 * The graph of the files under dir: file → the files under dir it imports.
 * @param {string} dir
 * @returns {Map<string, string[]>}
 */
export function buildImportGraph(dir) {
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of listSourceFiles(dir)) {
    const targets = readImportSources(fs.readFileSync(file, 'utf8'))
      .map((source) => resolveImport(file, source))
      .filter((target) => target !== null && target.startsWith(dir + path.sep));
    graph.set(file, [...new Set(/** @type {string[]} */ (targets))]);
  }
  return graph;
}

/**
 * The strongly connected components with more than one node (or a node importing itself): each is a cycle.
 * Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
 * @template T
 * @param {Map<T, T[]>} graph
 * @returns {T[][]}
 */
export function findCycles(graph) {
  let counter = 0;
  /** @type {Map<T, number>} */ const index = new Map();
  /** @type {Map<T, number>} */ const low = new Map();
  /** @type {T[]} */ const stack = [];
  /** @type {Set<T>} */ const onStack = new Set();
  /** @type {T[][]} */ const components = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    /** @type {{ node: T; next: number }[]} */
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = /** @type {{ node: T; next: number }} */ (work.at(-1));
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = /** @type {T} */ (edges[frame.next++]);
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(
            frame.node,
            Math.min(/** @type {number} */ (low.get(frame.node)), /** @type {number} */ (index.get(target))),
          );
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent)
        low.set(
          parent.node,
          Math.min(/** @type {number} */ (low.get(parent.node)), /** @type {number} */ (low.get(frame.node))),
        );
      if (low.get(frame.node) === index.get(frame.node)) {
        /** @type {T[]} */
        const component = [];
        let member;
        do {
          member = /** @type {T} */ (stack.pop());
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component.reverse());
      }
    }
  }
  return components;
}

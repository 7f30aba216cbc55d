// @ts-check
// The server's layers (ARCHITECTURE "Server layers", ADR 034), checked on resolved paths so relative imports cannot
// slip by:
// - `db/` imports only `db/` (and the pure domain);
// - `lib/` (with `env.ts`) imports only `lib/` and `db/`, never a feature; `lib/app-context.ts` is the one exception,
//   the composition's type that names each feature's service (type imports only);
// - a feature (`features/<area>/`) imports its own files, `lib/`, `db/`, `auth.ts` and the domain, and another area
//   only through that area's public module `features/<other>/<other>.public.ts`;
// - the composition (app.ts, register-jobs.ts, the start files, cli/, reliability/, security/) may import anything;
// - no import closes a cycle between areas (features/<area>, lib, db, each composition file), counting type imports;
//   none is allowed.
// Tests (*.test.ts) are exempt: a test seeds through any area.
import path from 'node:path';
import { buildImportGraph } from './server-import-graph.js';
import { COMPOSITION_TYPE } from './server-layers-allowlist.js';

const root = path.resolve(import.meta.dirname, '..');

/** @param {string} file @param {string} dir */
const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/**
 * The layer a file under the server folder belongs to: `features/<area>`, `lib`, `db`, or `root:<file>` for the
 * composition (outside the server folder: null).
 * @param {string} serverDir @param {string} file
 */
export function layerOf(serverDir, file) {
  if (!inside(file, serverDir)) return null;
  const parts = path.relative(serverDir, file).split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  if (parts[0] === 'lib' || parts[0] === 'db') return parts[0];
  if (parts.join('/') === 'env.ts') return 'lib';
  return `root:${parts.join('/')}`;
}

/** @type {Map<string, { graph: Map<string, Set<string>>, builtAt: number }>} */
const layerGraphs = new Map();

/**
 * The graph between layers, read from disk once per lint run (and again after 10 s, for editors).
 * @param {string} serverDir
 */
function readLayerGraph(serverDir) {
  const cached = layerGraphs.get(serverDir);
  if (cached && Date.now() - cached.builtAt < 10_000) return cached.graph;
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const [file, targets] of buildImportGraph(serverDir)) {
    if (path.relative(serverDir, file).split(path.sep).join('/') === COMPOSITION_TYPE) continue;
    const from = /** @type {string} */ (layerOf(serverDir, file));
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const target of targets) {
      const to = /** @type {string} */ (layerOf(serverDir, target));
      if (to !== from) edges.add(to);
    }
  }
  layerGraphs.set(serverDir, { graph, builtAt: Date.now() });
  return graph;
}

/**
 * A path of layers from `from` to `to`, or null.
 * @param {Map<string, Set<string>>} graph @param {string} from @param {string} to
 * @returns {string[] | null}
 */
function findPath(graph, from, to) {
  /** @type {Map<string, string | null>} */
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    if (node === to) {
      const route = [];
      for (let at = /** @type {string | null} */ (node); at !== null; at = previous.get(at) ?? null) route.unshift(at);
      return route;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Server layers: db and lib never import a feature, features meet through public modules, no cycles.',
    },
    schema: [
      {
        type: 'object',
        properties: { serverDir: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      dbImport: 'db/ imports only db/ and the domain; {{to}} is outside it.',
      libImport: 'lib/ imports only lib/, db/ and the domain, never a feature ({{to}}).',
      featureInternals:
        'Feature "{{from}}" imports "{{to}}" internals ({{file}}): export it from features/{{to}}/{{to}}.public.ts and import that.',
      featureImport: "A feature imports lib/, db/, auth.ts, other areas' public modules and the domain; not {{to}}.",
      cycle:
        'This import closes a cycle between server areas: {{route}}. Move the shared piece down (lib, domain) or into one area.',
    },
  },
  create(context) {
    const filename = path.resolve(context.filename);
    const option = /** @type {{ serverDir?: string } | undefined} */ (context.options[0]);
    const serverDir = path.resolve(root, option?.serverDir ?? 'src/server');
    const from = layerOf(serverDir, filename);
    if (!from || filename.endsWith('.test.ts')) return {};
    const isCompositionType = path.relative(serverDir, filename).split(path.sep).join('/') === COMPOSITION_TYPE;

    /** @param {any} node @param {string} source */
    function check(node, source) {
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source);
      const to = layerOf(serverDir, target);
      if (!to || to === from) return;
      const typeOnly =
        (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') &&
        (node.importKind === 'type' ||
          node.exportKind === 'type' ||
          (node.specifiers.length > 0 &&
            node.specifiers.every((/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type')));
      const file = path.relative(serverDir, target).split(path.sep).join('/');

      if (from === 'db') {
        context.report({ node, messageId: 'dbImport', data: { to: file } });
        return;
      }
      if (from === 'lib' && to !== 'db') {
        if (!(isCompositionType && typeOnly)) context.report({ node, messageId: 'libImport', data: { to: file } });
        return;
      }
      if (from.startsWith('features/')) {
        if (to.startsWith('features/')) {
          const area = to.slice('features/'.length);
          if (file !== `features/${area}/${area}.public.ts`) {
            context.report({
              node,
              messageId: 'featureInternals',
              data: { from: from.slice('features/'.length), to: area, file },
            });
            return;
          }
        } else if (to !== 'lib' && to !== 'db' && to !== 'root:auth.ts') {
          context.report({ node, messageId: 'featureImport', data: { to: file } });
          return;
        }
      }
      if (isCompositionType) return;
      const route = findPath(readLayerGraph(serverDir), to, from);
      if (route) context.report({ node, messageId: 'cycle', data: { route: [from, ...route].join(' → ') } });
    }

    return {
      ImportDeclaration: (node) => check(node, String(node.source.value)),
      ExportNamedDeclaration: (node) => node.source && check(node, String(node.source.value)),
      ExportAllDeclaration: (node) => check(node, String(node.source.value)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
    };
  },
};

export default { rules: { 'server-layers': rule } };

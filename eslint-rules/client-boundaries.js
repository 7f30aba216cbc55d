// @ts-check
// The client's import boundaries (STYLE section 1), checked on resolved paths so relative imports cannot slip by:
// - a feature (`src/client/features/<a>`) never imports another feature;
// - shared client code (`src/client/components`, `src/client/lib`) never imports a feature;
// - the client takes nothing from the server except `import type { AppType } from '…/server/app.ts'`.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const client = path.join(root, 'src/client');
const features = path.join(client, 'features');
const server = path.join(root, 'src/server');
const contract = path.join(server, 'app.ts');

/** @param {string} file @param {string} dir */
const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** @param {string} file */
function featureOf(file) {
  if (!inside(file, features)) return null;
  return path.relative(features, file).split(path.sep)[0] ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Client import boundaries: feature to feature, shared code to features, client to server.' },
    schema: [],
    messages: {
      featureToFeature:
        'Feature "{{from}}" imports feature "{{to}}": move the shared piece to src/client/components or src/client/lib, or compose both in src/client/app/routes.',
      sharedToFeature:
        '{{from}} is shared client code and may not import a feature ("{{to}}"): compose in src/client/app.',
      clientToServer:
        'The client takes only `import type { AppType }` from src/server/app.ts; derive other types with InferResponseType.',
    },
  },
  create(context) {
    const filename = path.resolve(context.filename);
    if (!inside(filename, client)) return {};
    const fromFeature = featureOf(filename);
    const shared = inside(filename, path.join(client, 'components')) || inside(filename, path.join(client, 'lib'));

    /** @param {any} node @param {string} source */
    function check(node, source) {
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source);
      if (inside(target, server)) {
        const typeOnlyAppType =
          target === contract &&
          node.type === 'ImportDeclaration' &&
          (node.importKind === 'type' || node.specifiers.every((/** @type {any} */ s) => s.importKind === 'type')) &&
          node.specifiers.length > 0 &&
          node.specifiers.every(
            (/** @type {any} */ s) => s.type === 'ImportSpecifier' && s.imported.name === 'AppType',
          );
        if (!typeOnlyAppType) context.report({ node, messageId: 'clientToServer' });
        return;
      }
      const toFeature = featureOf(target);
      if (!toFeature) return;
      if (fromFeature && toFeature !== fromFeature) {
        context.report({ node, messageId: 'featureToFeature', data: { from: fromFeature, to: toFeature } });
      } else if (shared) {
        context.report({
          node,
          messageId: 'sharedToFeature',
          data: { from: path.relative(root, filename), to: toFeature },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, String(node.source.value)),
      ExportNamedDeclaration: (node) => node.source && check(node, String(node.source.value)),
      ExportAllDeclaration: (node) => check(node, String(node.source.value)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
    };
  },
};

export default { rules: { 'client-boundaries': rule } };

// @ts-check
// The server-layers rule on a small server tree written to a temporary folder (the cycle check reads the tree from
// disk, as it reads src/server in `npm run lint`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import serverLayers from './server-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-layers-'));
afterAll(() => fs.rmSync(serverDir, { recursive: true, force: true }));

/** @type {Record<string, string>} */
const tree = {
  'features/alpha/alpha.public.ts': "export { x } from './x.ts';",
  'features/alpha/x.ts': 'export const x = 1;',
  // beta reads alpha: a new import from alpha to beta would close a cycle.
  'features/beta/beta.public.ts': "export { y } from './y.ts';",
  'features/beta/y.ts': "import { x } from '../alpha/alpha.public.ts';\nexport const y = x;",
  'features/gamma/gamma.public.ts': 'export const g = 1;',
  // intelligence reads reference-data (as it reads its import runs in src/server).
  'features/intelligence/intelligence.public.ts': "export { s } from './s.ts';",
  'features/intelligence/s.ts': "import { p } from '../reference-data/reference-data.public.ts';\nexport const s = p;",
  'features/reference-data/reference-data.public.ts': 'export const p = 1;',
  // The composition's type names features' services; its imports are not edges of the cycle check.
  'lib/app-context.ts': "import type { x } from '../features/alpha/x.ts';\nexport type AppEnv = { x: typeof x };",
  'lib/z.ts': "import { t } from '../db/schema.ts';\nexport const z = t;",
  'db/schema.ts': 'export const t = 1;',
  'auth.ts': 'export type SessionUser = { id: string };',
  'start-server.ts': "import { y } from './features/beta/y.ts';\nexport const start = y;",
};
for (const [file, text] of Object.entries(tree)) {
  fs.mkdirSync(path.dirname(path.join(serverDir, file)), { recursive: true });
  fs.writeFileSync(path.join(serverDir, file), text);
}

const at = (/** @type {string} */ file) => path.join(serverDir, file);
const options = [{ serverDir }];
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = serverLayers.rules['server-layers'];

ruleTester.run('server-layers', rule, {
  valid: [
    // A feature: its own files, lib, db, auth.ts, the domain and another area's public module.
    {
      filename: at('features/gamma/g.ts'),
      options,
      code: [
        "import { g } from './gamma.public.ts';",
        "import { z } from '../../lib/z.ts';",
        "import { t } from '../../db/schema.ts';",
        "import type { SessionUser } from '../../auth.ts';",
        "import { rule } from '../../../domain/area/rule.ts';",
        "import { y } from '../beta/beta.public.ts';",
        "import { x } from '../alpha/alpha.public.ts';",
        "import { z as w } from 'zod';",
      ].join('\n'),
    },
    // beta already reads alpha: reading it again is no new cycle.
    { filename: at('features/beta/more.ts'), options, code: "export { x } from '../alpha/alpha.public.ts';" },
    // lib reads lib and db; db reads db and the domain.
    { filename: at('lib/w.ts'), options, code: "import { z } from './z.ts';\nimport { t } from '../db/schema.ts';" },
    {
      filename: at('db/more.ts'),
      options,
      code: "import { t } from './schema.ts';\nimport { r } from '../../domain/a/r.ts';",
    },
    // The composition's type may name a feature's types; every feature may read it.
    { filename: at('lib/app-context.ts'), options, code: "import type { y } from '../features/beta/y.ts';" },
    {
      filename: at('features/alpha/router.ts'),
      options,
      code: "import type { AppEnv } from '../../lib/app-context.ts';",
    },
    // The composition reads anything.
    { filename: at('start-server.ts'), options, code: "import { x } from './features/alpha/x.ts';" },
    { filename: at('cli/run.ts'), options, code: "import { s } from '../features/intelligence/s.ts';" },
    // A test seeds through any area.
    { filename: at('features/alpha/x.test.ts'), options, code: "import { y } from '../beta/y.ts';" },
    // Outside the server folder the rule says nothing.
    { filename: path.join(os.tmpdir(), 'elsewhere.ts'), options, code: "import { y } from './features/beta/y.ts';" },
  ],
  invalid: [
    {
      filename: at('db/schema-two.ts'),
      options,
      code: "import type { Sealed } from '../lib/z.ts';",
      errors: [{ messageId: 'dbImport', data: { to: 'lib/z.ts' } }],
    },
    {
      filename: at('db/schema-two.ts'),
      options,
      code: "import type { Citation } from '../features/alpha/x.ts';",
      errors: [{ messageId: 'dbImport' }],
    },
    {
      filename: at('lib/w.ts'),
      options,
      code: "import { x } from '../features/alpha/alpha.public.ts';",
      errors: [{ messageId: 'libImport', data: { to: 'features/alpha/alpha.public.ts' } }],
    },
    {
      // Only type imports are the composition type's exception.
      filename: at('lib/app-context.ts'),
      options,
      code: "import { y } from '../features/beta/y.ts';",
      errors: [{ messageId: 'libImport' }],
    },
    {
      filename: at('lib/w.ts'),
      options,
      code: "const load = () => import('../features/gamma/gamma.public.ts');",
      errors: [{ messageId: 'libImport' }],
    },
    {
      filename: at('features/gamma/g.ts'),
      options,
      code: "import { y } from '../beta/y.ts';",
      errors: [{ messageId: 'featureInternals', data: { from: 'gamma', to: 'beta', file: 'features/beta/y.ts' } }],
    },
    {
      filename: at('features/gamma/g.ts'),
      options,
      code: "export { x } from '../alpha/x.ts';\nexport * from '../beta/y.ts';",
      errors: [{ messageId: 'featureInternals' }, { messageId: 'featureInternals' }],
    },
    {
      filename: at('features/gamma/g.ts'),
      options,
      code: "import { start } from '../../start-server.ts';",
      errors: [{ messageId: 'featureImport', data: { to: 'start-server.ts' } }],
    },
    {
      // alpha → beta while beta → alpha: a cycle, even through public modules and even for a type.
      filename: at('features/alpha/uses-beta.ts'),
      options,
      code: "import type { y } from '../beta/beta.public.ts';",
      errors: [{ messageId: 'cycle', data: { route: 'features/alpha → features/beta → features/alpha' } }],
    },
    {
      // No cycle is allowed: the two that were (intelligence ↔ reference-data, markets ↔ regulatory) are gone.
      filename: at('features/reference-data/q.ts'),
      options,
      code: "import { s } from '../intelligence/intelligence.public.ts';",
      errors: [
        {
          messageId: 'cycle',
          data: { route: 'features/reference-data → features/intelligence → features/reference-data' },
        },
      ],
    },
    {
      // A dynamic import counts as much as a static one.
      filename: at('features/alpha/later.ts'),
      options,
      code: "const load = () => import('../beta/beta.public.ts');",
      errors: [{ messageId: 'cycle' }],
    },
  ],
});

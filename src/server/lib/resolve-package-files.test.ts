import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bareSpecifierKey, resolvePackageFile } from './resolve-package-files.ts';

// An app with three installed packages: an ES module package (with a folder of its own that says "commonjs"), a
// CommonJS one, one whose package.json names no type (Node reads each file's syntax), and our own source beside them.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-resolve-'));
const files: Record<string, string> = {
  'package.json': '{"type":"module"}',
  'src/main.ts': '',
  'node_modules/esm-pkg/package.json': '{"name":"esm-pkg","type":"module","exports":{".":"./index.js"}}',
  'node_modules/esm-pkg/index.js':
    "export { twice } from './lib/twice.js';\nexport { legacy } from './legacy/legacy.js';",
  'node_modules/esm-pkg/lib/twice.js': "import { base } from '../base.js';\nexport const twice = base * 2;",
  'node_modules/esm-pkg/base.js': 'export const base = 21;',
  'node_modules/esm-pkg/legacy/package.json': '{"type":"commonjs"}',
  'node_modules/esm-pkg/legacy/legacy.js': "exports.legacy = require('./value.js').value;",
  'node_modules/esm-pkg/legacy/value.js': "exports.value = 'cjs';",
  'node_modules/cjs-pkg/package.json': '{"name":"cjs-pkg","type":"commonjs","main":"index.js"}',
  'node_modules/cjs-pkg/index.js': "module.exports = { name: require('./name.js') };",
  'node_modules/cjs-pkg/name.js': "module.exports = 'cjs-pkg';",
  'node_modules/cjs-pkg/other.mjs': 'export default 1;',
  'node_modules/untyped-pkg/package.json': '{"name":"untyped-pkg","exports":"./index.js"}',
  'node_modules/untyped-pkg/index.js': "export { word } from './word.js';",
  'node_modules/untyped-pkg/word.js': "export const word = 'detected';",
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const url = (file: string) => pathToFileURL(path.join(root, file)).href;

describe('resolvePackageFile', () => {
  it.each([
    ['./lib/twice.js', 'node_modules/esm-pkg/index.js', 'node_modules/esm-pkg/lib/twice.js', 'module'],
    ['../base.js', 'node_modules/esm-pkg/lib/twice.js', 'node_modules/esm-pkg/base.js', 'module'],
    ['./value.js', 'node_modules/esm-pkg/legacy/legacy.js', 'node_modules/esm-pkg/legacy/value.js', 'commonjs'],
    ['./name.js', 'node_modules/cjs-pkg/index.js', 'node_modules/cjs-pkg/name.js', 'commonjs'],
  ])('%s from %s: %s as %s', (specifier, parent, file, format) => {
    expect(resolvePackageFile(specifier, url(parent))).toEqual({ url: url(file), format });
  });

  it.each([
    ['a missing file (Node reports it)', './missing.js', 'node_modules/esm-pkg/index.js'],
    ['another extension', './other.mjs', 'node_modules/cjs-pkg/index.js'],
    ['a bare specifier', 'esm-pkg', 'node_modules/cjs-pkg/index.js'],
    ['our own source importing', './main.js', 'src/main.ts'],
    ['a query', './name.js?x=1', 'node_modules/cjs-pkg/index.js'],
    ['a package that names no type (its syntax decides)', './word.js', 'node_modules/untyped-pkg/index.js'],
  ])('leaves %s to Node', (_label, specifier, parent) => {
    expect(resolvePackageFile(specifier, url(parent))).toBeNull();
  });
});

describe('bareSpecifierKey', () => {
  const key = (specifier: string, parent: string, conditions = ['node', 'import']) =>
    bareSpecifierKey(specifier, url(parent), conditions);

  it('is the same for every file of ours, and for every file of one package', () => {
    expect(key('drizzle-orm', 'src/main.ts')).toBe(key('drizzle-orm', 'package.json'));
    expect(key('x', 'node_modules/esm-pkg/index.js')).toBe(key('x', 'node_modules/esm-pkg/lib/twice.js'));
  });

  it('differs by package, conditions and specifier', () => {
    expect(key('x', 'node_modules/esm-pkg/index.js')).not.toBe(key('x', 'node_modules/cjs-pkg/index.js'));
    expect(key('x', 'src/main.ts')).not.toBe(key('x', 'node_modules/cjs-pkg/index.js'));
    expect(key('x', 'src/main.ts', ['node', 'require'])).not.toBe(key('x', 'src/main.ts'));
    expect(key('x/a', 'src/main.ts')).not.toBe(key('x', 'src/main.ts'));
  });

  it.each(['./local.js', '../up.js', '/abs.js', 'node:fs', '#internal'])('is null for %s', (specifier) => {
    expect(key(specifier, 'src/main.ts')).toBeNull();
  });
});

// The hooks installed as the server's entry installs them: the packages load exactly as without them.
describe('registerPackageFileResolution', () => {
  const script = (withHooks: boolean) => `
    ${withHooks ? `const { registerPackageFileResolution } = await import(${JSON.stringify(pathToFileURL(path.resolve(import.meta.dirname, 'resolve-package-files.ts')).href)}); registerPackageFileResolution();` : ''}
    const esm = await import('esm-pkg');
    const { createRequire } = await import('node:module');
    const cjs = createRequire(${JSON.stringify(url('src/main.ts'))})('cjs-pkg');
    const untyped = await import('untyped-pkg');
    console.log(JSON.stringify({ twice: esm.twice, legacy: esm.legacy, cjs: cjs.name, untyped: untyped.word }));`;
  const run = (withHooks: boolean) => {
    const entry = path.join(root, 'src', `run-${withHooks}.mjs`);
    fs.writeFileSync(entry, script(withHooks));
    return execFileSync(process.execPath, [entry], { cwd: root, encoding: 'utf8' }).trim();
  };

  it('loads ES module and CommonJS packages as Node does without them', () => {
    expect(run(true)).toBe('{"twice":42,"legacy":"cjs","cjs":"cjs-pkg","untyped":"detected"}');
    expect(run(true)).toBe(run(false));
  });
});

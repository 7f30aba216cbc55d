import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FINDINGS_CODE } from '../features/markets/kept-rule-findings.ts';
import { codeFingerprint, listModuleGraph, listRuntimeImports } from './code-fingerprint.ts';

describe('listRuntimeImports', () => {
  const file = '/app/src/a.ts';
  it.each([
    ["import { b } from './b.ts';", ['/app/src/b.ts']],
    ["import b, { type C } from '../lib/b.ts';", ['/app/lib/b.ts']],
    ["import {\n  b,\n  c,\n} from './b.ts';", ['/app/src/b.ts']],
    ["export { b } from './b.ts';\nexport * from './c.ts';", ['/app/src/b.ts', '/app/src/c.ts']],
    ["import './side-effect.ts';", ['/app/src/side-effect.ts']],
    ["const m = await import('./lazy.ts');", ['/app/src/lazy.ts']],
    ["const entry = new URL('./worker.ts', import.meta.url);", ['/app/src/worker.ts']],
    // Erased when Node strips the types: they cannot change what runs.
    ["import type { B } from './b.ts';\nexport type { C } from './c.ts';", []],
    // Packages are not followed (the lock file pins them).
    ["import { z } from 'zod';\nimport fs from 'node:fs';", []],
    ["const text = 'not an import from ./b.ts';", []],
  ])('%s', (source, expected) => {
    expect(listRuntimeImports(file, source).sort()).toEqual(expected);
  });
});

/** A small tree of modules in a folder of its own. */
function writeModules(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
  for (const [name, contents] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), contents);
  return dir;
}

describe('codeFingerprint', () => {
  const files = {
    'entry.ts':
      "import { b } from './b.ts';\nimport type { C } from './c.ts';\nconst w = new URL('./worker.ts', import.meta.url);",
    'b.ts': "export const b = 1;\nexport const lazy = () => import('./d.ts');",
    'c.ts': 'export type C = number;',
    'd.ts': "import { e } from './e.ts';\nexport const d = e;",
    'e.ts': 'export const e = 2;',
    'worker.ts': "import { b } from './b.ts';",
    'other.ts': 'export const other = 3;',
  };

  it('follows every module the entry loads at run time, and only those', async () => {
    const dir = writeModules(files);
    const graph = await listModuleGraph([path.join(dir, 'entry.ts')]);
    expect(graph.map(({ file }) => path.basename(file))).toEqual(['b.ts', 'd.ts', 'e.ts', 'entry.ts', 'worker.ts']);
  });

  it.each([
    { changed: 'e.ts', changes: true },
    { changed: 'worker.ts', changes: true },
    { changed: 'entry.ts', changes: true },
    { changed: 'c.ts', changes: false },
    { changed: 'other.ts', changes: false },
  ])('a change of $changed changes the fingerprint: $changes', async ({ changed, changes }) => {
    const before = writeModules(files);
    const after = writeModules({ ...files, [changed]: `${files[changed as keyof typeof files]}\n// edited` });
    // The same relative paths in both folders: the fingerprints compare the files' contents alone.
    const digest = async (dir: string) => {
      const graph = await listModuleGraph([path.join(dir, 'entry.ts')]);
      return JSON.stringify(graph.map(({ file, contents }) => [path.relative(dir, file), contents.toString()]));
    };
    expect((await digest(before)) !== (await digest(after))).toBe(changes);
  });

  it("covers the verdict checks' own modules and the engine's, not the routes or the jobs module", async () => {
    const regulatory = new URL('../features/regulatory/', import.meta.url);
    const graph = await listModuleGraph([
      new URL('check-formula-verdicts.ts', regulatory).pathname,
      new URL('check-formulas-worker.ts', regulatory).pathname,
    ]);
    const names = graph.map(({ file }) => path.relative(path.resolve(import.meta.dirname, '../..'), file));
    expect(names).toEqual(
      expect.arrayContaining([
        'server/features/regulatory/check-formula-verdicts.ts',
        'server/features/regulatory/check-formulas-worker.ts',
        'server/features/regulatory/compute-formula-check.ts',
        'server/features/regulatory/stored-checks.ts',
        'domain/regulatory/build-compliance-report.ts',
      ]),
    );
    expect(names.filter((name) => /routes\.ts$|lib\/jobs\/job-queue\.ts$|^client\//.test(name))).toEqual([]);
    const digest = await codeFingerprint([pathToFileURL(graph[0]!.file)]);
    expect(digest).toMatch(/^[\w-]{43}$/);
  });
});

describe("the code the day's job's kept findings are keyed by (ADR 085)", () => {
  it('covers the market rules and their inputs, on the main thread and in the worker, not the job or the routes', async () => {
    const graph = await listModuleGraph(FINDINGS_CODE.map((entry) => entry.pathname));
    const names = graph.map(({ file }) => path.relative(path.resolve(import.meta.dirname, '../..'), file));
    expect(names).toEqual(
      expect.arrayContaining([
        'server/features/markets/find-library-rule-findings.ts',
        'server/features/regulatory/find-saved-rule-findings.ts',
        'server/features/regulatory/load-market-inputs.ts',
        'server/features/regulatory/check-formulas-worker.ts',
        'domain/markets/assess-markets.ts',
        'domain/markets/build-market-calendar.ts',
        'domain/markets/market-rules.ts',
      ]),
    );
    expect(
      names.filter((name) =>
        /routes\.ts$|notify-calendar-deadlines\.ts$|lib\/jobs\/job-queue\.ts$|^client\//.test(name),
      ),
    ).toEqual([]);
  });
});

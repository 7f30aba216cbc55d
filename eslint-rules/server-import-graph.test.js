// @ts-check
import { describe, expect, it } from 'vitest';
import { findCycles, readImportSources } from './server-import-graph.js';

describe('readImportSources', () => {
  it.each([
    ["import { a } from './a.ts';", ['./a.ts']],
    ["import type { A } from '../b/b.public.ts';", ['../b/b.public.ts']],
    ["import {\n  a,\n  type B,\n} from './multi.ts';", ['./multi.ts']],
    ["export { a } from './re.ts';\nexport * from './all.ts';", ['./re.ts', './all.ts']],
    ["import './side-effect.ts';", ['./side-effect.ts']],
    ["const m = await import('./lazy.ts');", ['./lazy.ts']],
    ["import { z } from 'zod';\nimport fs from 'node:fs';", []],
    ["// import { a } from './commented.ts';\n/* import { b } from './block.ts'; */", []],
    ["const url = 'http://example.com'; import { a } from './after-url.ts';", ['./after-url.ts']],
  ])('%s', (text, expected) => {
    expect(readImportSources(text)).toEqual(expected);
  });
});

describe('findCycles', () => {
  it.each([
    { name: 'a chain has none', graph: { a: ['b'], b: ['c'], c: [] }, cycles: [] },
    { name: 'two nodes', graph: { a: ['b'], b: ['a'] }, cycles: [['a', 'b']] },
    { name: 'a self import', graph: { a: ['a'] }, cycles: [['a']] },
    { name: 'three nodes and a tail', graph: { t: ['a'], a: ['b'], b: ['c'], c: ['a'] }, cycles: [['a', 'b', 'c']] },
    {
      name: 'two separate cycles',
      graph: { a: ['b'], b: ['a'], c: ['d'], d: ['c'] },
      cycles: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    },
    { name: 'a diamond has none', graph: { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, cycles: [] },
  ])('$name', ({ graph, cycles }) => {
    const found = findCycles(new Map(Object.entries(graph))).map((cycle) => [...cycle].sort());
    expect(found.sort()).toEqual(cycles);
  });
});

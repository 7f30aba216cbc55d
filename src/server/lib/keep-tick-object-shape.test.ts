import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepTickObjectShape } from './keep-tick-object-shape.ts';

const MODULE = path.resolve(import.meta.dirname, 'keep-tick-object-shape.ts');

describe('keepTickObjectShape', () => {
  it("keeps one of process.nextTick's entries, the same on every call", () => {
    const kept = keepTickObjectShape() as { callback?: unknown; args?: unknown };
    expect(typeof kept.callback).toBe('function');
    expect(Object.getOwnPropertySymbols(kept).map(String)).toEqual(
      expect.arrayContaining(['Symbol(async_id_symbol)', 'Symbol(trigger_async_id_symbol)']),
    );
    expect(keepTickObjectShape()).toBe(kept);
  });

  it('an entry built after full collections still has the kept entry’s hidden class', () => {
    // In a process of its own: V8's natives syntax compares hidden classes (maps) and gc() forces full collections.
    const script = `
      import { createHook } from 'node:async_hooks';
      import { keepTickObjectShape } from ${JSON.stringify(MODULE)};
      const kept = keepTickObjectShape();
      for (let round = 0; round < 5; round += 1) {
        for (let tick = 0; tick < 1000; tick += 1) process.nextTick(() => {});
        await new Promise((resolve) => setImmediate(resolve));
        globalThis.gc();
      }
      let later;
      const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') later ??= resource; } });
      hook.enable();
      process.nextTick(() => {});
      hook.disable();
      const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)');
      console.log(JSON.stringify({ sameMap: sameMap(kept, later), distinct: kept !== later }));
    `;
    const child = spawnSync(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--input-type=module', '--eval', script],
      { encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({ sameMap: true, distinct: true });
  });
});

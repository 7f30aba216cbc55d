import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatServerCommand, NODE_DEFAULT_RUNTIME, SERVER_RUNTIME } from './server-node-flags.ts';

const scripts = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('npm start runs the server with SERVER_RUNTIME', () => {
  it('starts with the environment and the flags, in that order', () => {
    expect(scripts.start).toBe(`${formatServerCommand()} scripts/start.ts`);
  });
});

describe('formatServerCommand', () => {
  it.each([
    [
      SERVER_RUNTIME,
      'MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=16 --max-old-space-size=768 --expose-gc',
    ],
    [NODE_DEFAULT_RUNTIME, 'node'],
    [{ nodeFlags: ['--a', '--b=1'], env: { X: 'y' } }, 'X=y node --a --b=1'],
  ])('%j → %s', (runtime, command) => {
    expect(formatServerCommand(runtime)).toBe(command);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.ts';

const scripts = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the server runs with SERVER_NODE_FLAGS', () => {
  it.each(SERVER_NODE_FLAGS)('npm start passes %s to node', (flag) => {
    expect(scripts.start!.split(' ')).toContain(flag);
  });
});

// The server's entry. It keeps one of process.nextTick's entries alive before anything else runs (their hidden
// classes then survive every full collection: keep-tick-object-shape.ts, ADR 082), turns on Node's compile cache
// (saves about a second of every warm start: the TypeScript sources are stripped and compiled once) and resolves the
// packages' files with each package.json read once (another second: ADR 066), then runs the server.
import module from 'node:module';
import path from 'node:path';
import { keepTickObjectShape } from './lib/keep-tick-object-shape.ts';
import { registerPackageFileResolution } from './lib/resolve-package-files.ts';

keepTickObjectShape();

module.enableCompileCache?.(path.resolve(import.meta.dirname, '../../node_modules/.cache/sillage-compile'));
registerPackageFileResolution();
await import('./run-server.ts');

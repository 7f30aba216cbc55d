// node bench/entry-composition.ts [--modules]: builds the client into a temporary folder and prints what the app
// entry (app.html and every chunk it loads statically) is made of, per package (and per module with --modules),
// in gzip kB. Each module is gzipped alone, then scaled so a chunk's modules add up to the chunk's own gzip size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-entry-'));
type Chunk = {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  modules: Record<string, { code: string | null }>;
  code: string;
};
const chunks = new Map<string, Chunk>();

const importers = new Map<string, string[]>();
const collect: Plugin = {
  name: 'sillage-entry-composition',
  moduleParsed(info) {
    for (const imported of info.importedIds) importers.set(imported, [...(importers.get(imported) ?? []), info.id]);
  },
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      chunks.set(output.fileName, {
        fileName: output.fileName,
        isEntry: output.isEntry,
        imports: output.imports,
        modules: output.modules as Chunk['modules'],
        code: output.code,
      });
    }
  },
};

await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [collect] });

const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.fileName.includes('app-'));
if (!entry) throw new Error('no app entry chunk');
const seen = new Set<string>();
const visit = (name: string) => {
  if (seen.has(name)) return;
  seen.add(name);
  for (const child of chunks.get(name)?.imports ?? []) visit(child);
};
visit(entry.fileName);

const gz = (text: string) => gzipSync(text).length;
const byPackage = new Map<string, number>();
const byModule: [string, number][] = [];
let total = 0;
for (const name of seen) {
  const chunk = chunks.get(name)!;
  const chunkGzip = gz(chunk.code);
  total += chunkGzip;
  const parts = Object.entries(chunk.modules)
    .filter(([, module]) => module.code)
    .map(([id, module]) => [id, gz(module.code!)] as const);
  const sum = parts.reduce((acc, [, size]) => acc + size, 0) || 1;
  for (const [id, size] of parts) {
    const scaled = (size / sum) * chunkGzip;
    const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
    const key = match ? match[1]! : 'ours: ' + path.relative(root, clean).split('/').slice(0, 4).join('/');
    byPackage.set(key, (byPackage.get(key) ?? 0) + scaled);
    byModule.push([path.relative(root, clean), scaled]);
  }
}
const kB = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`app entry: ${seen.size} chunks, ${kB(total)} kB gzip`);
for (const [key, size] of [...byPackage].sort((a, b) => b[1] - a[1])) if (size > 200) console.log(kB(size), key);
if (process.argv.includes('--modules'))
  for (const [id, size] of byModule.sort((a, b) => b[1] - a[1]).slice(0, 120)) console.log(kB(size), id);
const whyIndex = process.argv.indexOf('--why');
if (whyIndex !== -1) {
  // One static import chain from the entry's html to each module whose id contains the given text.
  const wanted = process.argv[whyIndex + 1]!;
  const inEntry = new Set(byModule.map(([id]) => path.resolve(root, id)));
  for (const id of [...inEntry].filter((candidate) => candidate.includes(wanted)).slice(0, 5)) {
    const chain = [id];
    const visited = new Set(chain);
    let current = id;
    for (;;) {
      const parents = (importers.get(current) ?? []).filter((parent) => !visited.has(parent));
      const next = parents.find((parent) => inEntry.has(parent)) ?? parents[0];
      if (!next) break;
      chain.push(next);
      visited.add(next);
      current = next;
    }
    console.log(chain.map((part) => path.relative(root, part).replace(/^node_modules\//, '')).join('\n   ← '));
  }
}
fs.rmSync(outDir, { recursive: true, force: true });

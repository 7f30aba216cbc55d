// `npm start`: builds the client when its sources changed since the last build, then runs the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist/client/.build-stamp');
const SOURCES = ['src/client', 'src/domain', 'index.html', 'app.html', 'vite.config.ts', 'package-lock.json', 'public'];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sourcesChanged = SOURCES.reduce((newest, entry) => Math.max(newest, newestMtime(entry)), 0);
const builtAt = fs.existsSync(stampFile) ? Number(fs.readFileSync(stampFile, 'utf8')) : 0;
if (sourcesChanged > builtAt) {
  console.log('Building the client…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, String(Date.now()));
}

await import(path.join(root, 'src/server/index.ts'));

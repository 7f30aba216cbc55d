import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../../dist/client');

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * Gzip bytes of the JavaScript and CSS an HTML entry loads: its scripts, modulepreloads and stylesheets, and every
 * chunk the build's manifest says it imports statically (so a file cannot leave the count by losing its preload).
 */
export function measureEntry(htmlFile: string): { js: number; css: number } {
  const html = fs.readFileSync(path.join(DIST, htmlFile), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  const manifestFile = path.join(DIST, '.vite/manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      refs.push(`/${manifest[key].file}`, ...(manifest[key].css ?? []).map((css) => `/${css}`));
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    visit(htmlFile);
  }
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = gzipSync(fs.readFileSync(path.join(DIST, ref))).length;
    if (ref.endsWith('.js')) js += size;
    else if (ref.endsWith('.css')) css += size;
  }
  return { js, css };
}

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../../dist/client');

/** Gzip bytes of the JavaScript and CSS an HTML entry loads (scripts, modulepreloads and stylesheets). */
export function measureEntry(htmlFile: string): { js: number; css: number } {
  const html = fs.readFileSync(path.join(DIST, htmlFile), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = gzipSync(fs.readFileSync(path.join(DIST, ref))).length;
    if (ref.endsWith('.js')) js += size;
    else if (ref.endsWith('.css')) css += size;
  }
  return { js, css };
}

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../../dist/client');

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};

/**
 * For each lazily loaded screen of the app: the gzip bytes of JavaScript it adds on top of the app entry
 * (its own chunk and the shared chunks it pulls in that the entry does not already load).
 */
export function measureRouteBundles(): { screen: string; js: number }[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(DIST, file))).length;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => key.endsWith('app.html'));
  const entryClosure = entryKey ? closure(entryKey) : new Set<string>();
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.includes('/routes/'))
    .map(([key, chunk]) => {
      const extra = [...closure(key)].filter((part) => !entryClosure.has(part));
      return {
        screen: path.basename(chunk.src!).replace(/\.tsx?$/, ''),
        js: extra.reduce((sum, part) => sum + gzipSize(manifest[part]!.file), 0),
      };
    })
    .sort((a, b) => b.js - a.js);
}

import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-context.ts';
import { createAppPageHandler } from './app-page.ts';

export const CLIENT_DIST = path.resolve(import.meta.dirname, '../../../dist/client');

const NOT_BUILT =
  '<!doctype html><title>Sillage</title><p>The client is not built. Run <code>npm start</code> (it builds it) or <code>npm run build</code>.</p>';

/**
 * Serves the built client: files as they are, brotli or gzip when the browser takes it (`/` is the landing page, its own small entry; hashed assets are
 * cached for a year), and every other path is the single-page app, whose router decides, not-found page included.
 */
export function mountStaticClient(app: Hono<AppEnv>, distDir = CLIENT_DIST): void {
  const root = path.relative(process.cwd(), distDir) || '.';
  const spaFile = path.join(distDir, 'app.html');
  const spa = fs.existsSync(spaFile) ? fs.readFileSync(spaFile, 'utf8') : NOT_BUILT;
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control'))
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build writes .br and .gz copies of every text file (vite.config.ts): sent to browsers that accept them.
  app.use('*', serveStatic({ root, precompressed: true }));
  // A missing asset (an old hash after a deploy) is a 404, never the app page cached for a year under its name.
  app.all('/assets/*', (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
  // The app page carries the session inline (app-page.ts).
  app.get('*', createAppPageHandler(spa));
}

import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-context.ts';
import { createAppPageHandler, hasSessionCookie, PRERENDERED_APP_PATHS, type FormulaNameReader } from './app-page.ts';

export const CLIENT_DIST = path.resolve(import.meta.dirname, '../../../dist/client');

const NOT_BUILT =
  '<!doctype html><title>Sillage</title><p>The client is not built. Run <code>npm start</code> (it builds it) or <code>npm run build</code>.</p>';

/** Paths the build prerenders for visitors (scripts/prerender-auth-pages.ts writes `prerendered/<name>.html`). */
const PRERENDERED_PATHS = ['/login'] as const;

/** The signed-in pages the build drew, by path (none in a build without them: the app page is sent). */
function readPrerenderedAppPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const pathname of PRERENDERED_APP_PATHS) {
    const file = path.join(distDir, 'prerendered', 'app', `${pathname.slice(1)}.html`);
    if (fs.existsSync(file)) pages.set(pathname, fs.readFileSync(file, 'utf8'));
  }
  return pages;
}

export type StaticClientOptions = {
  /** Whether the instance waits for its first administrator: the sign-in page then shows the notice from its HTML. */
  isAdminPending?: (c: Context<AppEnv>) => Promise<boolean>;
  /** The name of a formula the user may open, for /formula's prerendered page (app-page.ts). */
  readFormulaName?: FormulaNameReader;
};

type PrerenderedPage = { raw: string; gzip?: Buffer; brotli?: Buffer };

function readPrerendered(distDir: string, name: string): PrerenderedPage | null {
  const file = path.join(distDir, 'prerendered', `${name}.html`);
  if (!fs.existsSync(file)) return null;
  const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  return { raw: fs.readFileSync(file, 'utf8'), gzip: read('.gz'), brotli: read('.br') };
}

function sendPage(c: Context<AppEnv>, page: PrerenderedPage): Response {
  const accepted = c.req.header('accept-encoding') ?? '';
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
  if (page.brotli && /\bbr\b/.test(accepted))
    return c.body(new Uint8Array(page.brotli), 200, { ...headers, 'Content-Encoding': 'br' });
  if (page.gzip && /\bgzip\b/.test(accepted))
    return c.body(new Uint8Array(page.gzip), 200, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(page.raw, 200, headers);
}

/**
 * Serves the built client: files as they are, brotli or gzip when the browser takes it (`/` is the landing page, its own small entry; hashed assets are
 * cached for a year), the signed-out sign-in page prerendered (ADR 029), and every other path is the single-page
 * app, whose router decides, not-found page included.
 */
export function mountStaticClient(app: Hono<AppEnv>, distDir = CLIENT_DIST, options: StaticClientOptions = {}): void {
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
  const appPage = createAppPageHandler(spa, readPrerenderedAppPages(distDir), options.readFormulaName);
  for (const pathname of PRERENDERED_PATHS) {
    const name = pathname.slice(1);
    const pages = {
      ready: readPrerendered(distDir, name),
      adminPending: readPrerendered(distDir, `${name}-admin-pending`),
    };
    if (!pages.ready || !pages.adminPending) continue;
    // A visitor gets the page drawn at build time; a browser holding a session cookie gets the app, which decides
    // (a signed-in user sees where to go from there, as before).
    app.get(pathname, async (c) => {
      if (hasSessionCookie(c.req.header('cookie'))) return appPage(c);
      const adminPending = (await options.isAdminPending?.(c)) ?? false;
      return sendPage(c, adminPending ? pages.adminPending! : pages.ready!);
    });
    // A sign-in form sent before the app had loaded (method="post"): the page again, by GET, with nothing in the URL.
    // Relative: never built from the Host header, which the client chooses.
    app.post(pathname, (c) => c.redirect(`${pathname}${new URL(c.req.url).search}`, 303));
  }
  // The app page carries the session inline (app-page.ts).
  app.get('*', appPage);
}

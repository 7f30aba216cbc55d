// Build-time prerender of the signed-out sign-in page (vite.config.ts, ADR 029): dist/client/prerendered/*.html, which the
// server sends for /login to a visitor without a session (src/server/lib/static-client.ts), so the page paints from
// its HTML and its inlined CSS before any JavaScript has run; the app then renders beside it and takes over
// (src/client/lib/prerendered-page.ts).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Window } from 'happy-dom';
import postcss, { type Root } from 'postcss';
import { createServer, type Plugin } from 'vite';
import type * as RenderAppPage from '../src/client/prerender/render-app-page.tsx';
import type * as RenderAuthPage from '../src/client/prerender/render-auth-page.tsx';
import { INLINE_SESSION_ID, PRERENDERED_APP_PATHS } from '../src/server/lib/app-page.ts';

/** The files written: one per path and setup status (the fresh-instance notice is part of the first paint). */
export const prerenderedFile = (pathname: '/login', adminPending: boolean) =>
  `prerendered${pathname}${adminPending ? '-admin-pending' : ''}.html`;

/** The signed-in pages (ADR 046): one per path, for any user; the server fills their slots and inlines the session. */
export const prerenderedAppFile = (pathname: (typeof PRERENDERED_APP_PATHS)[number]) =>
  `prerendered/app${pathname}.html`;

type RenderModule = typeof RenderAuthPage;
type RenderAppModule = typeof RenderAppPage;

/** A browser-like global scope for the render (the shell reads window, document and local storage as it draws). */
function installWindow(url: string, themeMode: 'light' | 'dark'): () => void {
  const window = new Window({ url, width: 1440, height: 900 });
  window.localStorage.setItem('app_settings', JSON.stringify({ themeMode }));
  window.document.documentElement.setAttribute('data-mantine-color-scheme', themeMode);
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
    matchMedia: window.matchMedia.bind(window),
  };
  const saved = Object.keys(globals).map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const);
  for (const [key, value] of Object.entries(globals))
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else delete (globalThis as Record<string, unknown>)[key];
    }
    void window.happyDOM.close();
  };
}

/**
 * The light/dark toggle is the one part of the page that differs by mode (its icon and label), and the mode is known
 * only in the browser (local storage, first-paint.js): both are written, each shown in its own mode only
 * (`display: contents` wrappers, so the top bar's layout does not change).
 */
const MODE_TOGGLE = /<button[^>]*aria-label="Switch to (?:light|dark) mode"[^>]*>.*?<\/button>/s;
export function mergeModeToggle(dark: string, light: string): string {
  const darkToggle = MODE_TOGGLE.exec(dark)?.[0];
  const lightToggle = MODE_TOGGLE.exec(light)?.[0];
  if (!darkToggle || !lightToggle) throw new Error('prerender: the light/dark toggle was not found in the page');
  if (dark.replace(darkToggle, '') !== light.replace(lightToggle, ''))
    throw new Error('prerender: the light and dark pages differ beyond the light/dark toggle');
  return dark.replace(
    darkToggle,
    `<span class="sl-prerender-dark" style="display:contents">${darkToggle}</span>` +
      `<span class="sl-prerender-light" style="display:contents">${lightToggle}</span>`,
  );
}
/**
 * A signed-in page drawn for choices this browser does not have (first-paint.js: the sidebar's state, a font, a
 * theme of the user's own) is not shown: the app paints when it takes over, as without a prerender.
 */
const SKIPPED_PAGE_CSS = ':root[data-sl-prerender-skip] #sl-prerendered{display:none!important}';
/**
 * On a phone a signed-in page's sidebar is off screen until its burger opens it (the app then draws it): its links,
 * half of the page's elements, are neither styled nor laid out for the first paint (issue 34, Lighthouse's phone).
 * Mantine's `sm` breakpoint, as the AppShell's own.
 */
const PHONE_SIDEBAR_CSS =
  '@media (max-width:47.99em){#sl-prerendered .mantine-AppShell-navbar>*{display:none!important}}';
const MODE_TOGGLE_CSS =
  ':root[data-mantine-color-scheme="light"] .sl-prerender-dark,:root:not([data-mantine-color-scheme="light"]) .sl-prerender-light{display:none!important}';

/** Every class name the markup uses. */
export function classNamesIn(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value!.split(/\s+/)) if (name) names.add(name);
  return names;
}

/**
 * The rules of the app's stylesheets that can match the page: a selector stays when every class it names (outside
 * `:not()`) is in the markup; element, attribute and :root selectors, custom properties, fonts and keyframes stay.
 */
export function criticalCss(css: Root, used: Set<string>): string {
  const root = css.clone();
  const matches = (selector: string) =>
    [...selector.replaceAll(/:not\((?:[^()]|\([^()]*\))*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(
      ([, name]) => used.has(name!),
    );
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    const kept = rule.selectors.filter(matches);
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

function writeCompressed(file: string, content: string) {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/**
 * The page: app.html with the prerendered markup before an empty, hidden #root (the app renders there and takes
 * the page over once its screen is drawn), the CSS the markup uses inlined, and the app's stylesheets loaded
 * without blocking the first paint (media="print" until the app applies them).
 */
type PageKind = {
  /** A visitor's page inlines its session (`null`); a signed-in page gets the user's from the server (app-page.ts). */
  visitor: boolean;
  /** How a signed-in page's sidebar was drawn, so first-paint.js can tell whether it is this browser's (ADR 046). */
  sidebar?: { mini: boolean; collapseBelowPx: number };
};

function buildPage(template: string, markup: string, css: string, title: string, kind: PageKind): string {
  const background = /--sl-background:\s*([^;]+);/.exec(
    css.slice(css.lastIndexOf('[data-mantine-color-scheme="dark"]{')),
  )?.[1];
  // The app's scripts and stylesheets, named inertly: first-paint.js loads them once the page has painted.
  const afterPaint = (kind: string, href: string) => `<link data-sl-after-paint="${kind}" href="${href}">`;
  let stylesheets = 0;
  const page = template
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    // The visitor look's dark background from the first byte, and its density (first-paint.js applies a stored one).
    .replace(
      '<html lang="en"',
      '<html lang="en" data-density="comfortable"' +
        (kind.sidebar
          ? ` data-sl-prerendered-app data-sl-sidebar="${kind.sidebar.mini ? 'mini' : 'full'}"` +
            ` data-sl-collapse-below="${kind.sidebar.collapseBelowPx}"`
          : ''),
    )
    .replace(/background-color: #[0-9a-f]{6}/i, (match) => (background ? `background-color: ${background}` : match))
    .replace(/(<meta name="theme-color" content=")[^"]*/, (match, start: string) =>
      background ? start + background : match,
    )
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_match, href: string) =>
      afterPaint('module', href),
    )
    .replaceAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_match, href: string) =>
      afterPaint('modulepreload', href),
    )
    .replaceAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_match, href: string) => {
      stylesheets++;
      return afterPaint('stylesheet', href);
    })
    // Sent only to browsers without a session cookie (static-client.ts): the visitor's session is null, inline as
    // on every app page (app-page.ts), so the app asks the server nothing before drawing the form.
    .replace(
      '</head>',
      `<style data-sl-critical>${css}${MODE_TOGGLE_CSS}${kind.visitor ? '' : SKIPPED_PAGE_CSS + PHONE_SIDEBAR_CSS}</style>\n` +
        (kind.visitor ? `<script type="application/json" id="${INLINE_SESSION_ID}">null</script>\n` : '') +
        '  </head>',
    )
    .replace(
      '<div id="root"></div>',
      (kind.visitor ? '<div id="sl-prerendered">' : '<div id="sl-prerendered" data-sl-reveal="shell">') +
        `${markup}</div>` +
        '<div id="root" data-sl-prerendered style="visibility:hidden;position:absolute;top:0;left:0;width:100%"></div>',
    );
  if (!page.includes('id="sl-prerendered"')) throw new Error('prerender: app.html has no empty #root');
  if (
    stylesheets === 0 ||
    !page.includes('data-sl-after-paint="module"') ||
    /<script type="module"|rel="(?:modulepreload|stylesheet)"/.test(page)
  )
    throw new Error('prerender: app.html does not have the script and stylesheet links the prerender expects');
  return page;
}

export function prerenderAuthPages(root: string): Plugin {
  return {
    name: 'sillage-prerender-auth-pages',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? path.resolve(root, 'dist/client');
      const template = fs.readFileSync(path.join(outDir, 'app.html'), 'utf8');
      const sheets = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) =>
        postcss.parse(fs.readFileSync(path.join(outDir, href!), 'utf8')),
      );
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const inWindow = async <T>(themeMode: 'light' | 'dark', run: (module: RenderModule) => T): Promise<T> => {
          const restore = installWindow('http://localhost/login', themeMode);
          try {
            return run((await server.ssrLoadModule('/src/client/prerender/render-auth-page.tsx')) as RenderModule);
          } finally {
            restore();
          }
        };
        const render = (adminPending: boolean, themeMode: 'light' | 'dark') =>
          inWindow(themeMode, (module) => module.renderAuthPage('/login', { adminPending }));
        const visitorLook = await inWindow('dark', (module) => module.renderVisitorLookCss());
        fs.mkdirSync(path.join(outDir, 'prerendered'), { recursive: true });
        for (const adminPending of [false, true]) {
          const markup = mergeModeToggle(await render(adminPending, 'dark'), await render(adminPending, 'light'));
          const used = classNamesIn(markup);
          const css = sheets.map((sheet) => criticalCss(sheet, used)).join('') + visitorLook;
          writeCompressed(
            path.join(outDir, prerenderedFile('/login', adminPending)),
            buildPage(template, markup, css, 'Sign in · Sillage', { visitor: true }),
          );
        }
        await writeAppPages(outDir, template, sheets, async (pathname, themeMode, run) => {
          const restore = installWindow(`http://localhost${pathname}`, themeMode);
          try {
            return run((await server.ssrLoadModule('/src/client/prerender/render-app-page.tsx')) as RenderAppModule);
          } finally {
            restore();
          }
        });
      } finally {
        await server.close();
      }
    },
  };
}

/** The sidebar's state the app computes at the build's window width (use-sidebar-state.ts: 1440 px, open by default). */
const BUILD_WIDTH_PX = 1440;
const collapseBelowPx = (pathname: string) => (pathname.startsWith('/formula') ? 1500 : 1280);

/** The signed-in pages (ADR 046): the shell and each route's first block, with slots, written uncompressed. */
async function writeAppPages(
  outDir: string,
  template: string,
  sheets: Root[],
  inWindow: <T>(pathname: string, themeMode: 'light' | 'dark', run: (module: RenderAppModule) => T) => Promise<T>,
) {
  const looks = await inWindow('/dashboard', 'dark', (module) => module.renderThemeLooksCss());
  fs.mkdirSync(path.join(outDir, 'prerendered', 'app'), { recursive: true });
  for (const pathname of PRERENDERED_APP_PATHS) {
    const render = (themeMode: 'light' | 'dark') =>
      inWindow(pathname, themeMode, (module) => module.renderAppPage(pathname));
    const title = await inWindow(pathname, 'dark', (module) => module.appPageTitle(pathname));
    const markup = mergeModeToggle(await render('dark'), await render('light'));
    const css = sheets.map((sheet) => criticalCss(sheet, classNamesIn(markup))).join('') + looks;
    const below = collapseBelowPx(pathname);
    const page = buildPage(template, markup, css, title, {
      visitor: false,
      sidebar: { mini: BUILD_WIDTH_PX < below, collapseBelowPx: below },
    });
    fs.writeFileSync(path.join(outDir, prerenderedAppFile(pathname)), page);
  }
}

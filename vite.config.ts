import fs from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderAuthPages } from './scripts/prerender-auth-pages.ts';

const ROOT = import.meta.dirname;

/**
 * Dev-only: mirrors the production server's static rules. `/` gets the landing entry (index.html);
 * every other path that is not a file, not /api and not a Vite internal gets the SPA (app.html). /login too: its
 * prerendered page (prerenderAuthPages) exists only in a build, and the app draws the same screen without it.
 */
function spaFallback(): Plugin {
  return {
    name: 'sillage-spa-fallback',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '/';
        const pathname = url.split('?')[0] ?? '/';
        const isInternal =
          pathname === '/' ||
          pathname.startsWith('/api') ||
          pathname.startsWith('/@') ||
          pathname.startsWith('/node_modules') ||
          pathname.startsWith('/src') ||
          pathname.includes('.');
        if (!isInternal && (request.method === 'GET' || request.method === 'HEAD')) {
          request.url = '/app.html' + url.slice(pathname.length);
        }
        next();
      });
    },
  };
}

/**
 * Build-only: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the client, which the server
 * sends to browsers that accept them (serveStatic's `precompressed`): the shell's JavaScript travels at about a
 * third of its size, compressed once at build time, never per request.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  return {
    name: 'sillage-precompress',
    apply: 'build',
    writeBundle(options) {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = join(dir, entry.name);
          return entry.isDirectory() ? (entry.name === '.vite' ? [] : walk(full)) : [full];
        });
      for (const file of walk(options.dir ?? resolve(ROOT, 'dist/client'))) {
        if (!TEXT.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Mantine's `useId` (@mantine/hooks) is our own (src/client/lib/stable-use-id.ts) in the build: Mantine's sets a
 * random id in a layout effect, so each of its inputs, selects, popovers and modals rendered a second time,
 * synchronously, in the task that first showed it (issue 34: Lighthouse's total blocking time).
 */
function mantineStableIds(): Plugin {
  const MANTINE_USE_ID = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  const ours = resolve(ROOT, 'src/client/lib/stable-use-id.ts');
  let replaced = false;
  return {
    name: 'sillage-mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      replaced = true;
      return `export { useId } from ${JSON.stringify(ours)};`;
    },
    // A Mantine that moved its hook would otherwise bring the second renders back without a word.
    buildEnd(error) {
      if (!error && !replaced) this.error("mantineStableIds: @mantine/hooks' use-id module was not in the build");
    },
  };
}

/**
 * Vite's preload helper appends the script links of a screen's files a few per task
 * (src/client/lib/append-link-soon.ts) instead of all of them in the task that starts the screen. The build fails if the helper no longer has the line
 * this replaces, rather than letting the long task come back unnoticed.
 */
function batchedModulePreloads(): Plugin {
  const HELPER = '\0vite/preload-helper.js';
  const APPEND = 'document.head.appendChild(link);';
  const ours = resolve(ROOT, 'src/client/lib/append-link-soon.ts');
  let replaced = false;
  return {
    name: 'sillage-batched-module-preloads',
    apply: 'build',
    transform(code, id) {
      if (id !== HELPER) return null;
      if (!code.includes(APPEND)) this.error(`batchedModulePreloads: Vite's preload helper has no "${APPEND}"`);
      replaced = true;
      return {
        code:
          `import { appendLinkSoon as __slAppendLinkSoon } from ${JSON.stringify(ours)};\n` +
          code.replace(APPEND, 'if (isCss) document.head.appendChild(link); else __slAppendLinkSoon(link);'),
        map: null,
      };
    },
    buildEnd(error) {
      if (!error && !replaced) this.error("batchedModulePreloads: Vite's preload helper was not in the build");
    },
  };
}

/**
 * Mantine's AppShell header and footer import react-remove-scroll only for two class names (the elements a modal's
 * scroll lock pads on the right); that import brought the whole scroll-lock library (about 4 kB gzip) into the app
 * entry. For AppShell's modules alone it resolves to those two names, read from the library itself; the modals
 * (their own chunks) still use the real react-remove-scroll, which pads elements carrying these very classes.
 */
function appShellScrollClassNames(): Plugin {
  const VIRTUAL = '\0sillage-app-shell-remove-scroll';
  const RESIZE_HANDLE = '\0sillage-app-shell-resize-handle';
  const constants = createRequire(import.meta.url)('react-remove-scroll-bar/constants') as {
    zeroRightClassName: string;
    fullWidthClassName: string;
  };
  return {
    name: 'sillage-app-shell-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      // AppShell's navbar resize handle: we never make the navbar resizable (app-layout.tsx), so no code for it.
      if (source.endsWith('/AppShellResizeHandle/AppShellResizeHandle.mjs') && importer?.includes('AppShell'))
        return RESIZE_HANDLE;
      if (
        source === 'react-remove-scroll' &&
        importer &&
        /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/.test(importer)
      )
        return VIRTUAL;
      return null;
    },
    load(id) {
      if (id === RESIZE_HANDLE) return 'export const AppShellResizeHandle = () => null;';
      if (id !== VIRTUAL) return null;
      return `export const RemoveScroll = { classNames: ${JSON.stringify({
        zeroRight: constants.zeroRightClassName,
        fullWidth: constants.fullWidthClassName,
      })} };`;
    },
  };
}

/**
 * The files the app entry loads statically (app.html's script, modulepreloads and stylesheets), noted before Vite
 * writes each dynamic import's preload list: those lists leave them out (the browser has them already; Vite's helper
 * would only skip them at run time), which keeps their names out of the entry's own code.
 */
const entryStaticFiles = new Set<string>();
/**
 * The chunks the entry imports dynamically whose preload lists keep only their stylesheets (issue 34: the lists
 * were 6.7 kB gzip of the entry, about 280 file names): the browser fetches their JavaScript imports itself when
 * they load (one round trip more). The screens people open every day (`PRELOADED_SCREENS`, those of the Lighthouse
 * budget and the formula lab) keep their full lists, so opening them fetches all their files at once.
 */
const PRELOADED_SCREENS = [
  'dashboard/dashboard-screen.tsx',
  'formulas/formula-editor-screen.tsx',
  'formulas/formula-lab-screen.tsx',
  'materials/materials-screen.tsx',
  'materials/material-screen.tsx',
  'inventory/inventory-screen.tsx',
  'accounts/login-screen.tsx',
];
const stylesheetOnlyFiles = new Set<string>();
function noteEntryStaticFiles(): Plugin {
  return {
    name: 'sillage-entry-static-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryStaticFiles.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || entryStaticFiles.has(fileName)) return;
          entryStaticFiles.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) entryStaticFiles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith('app.html'))
            visit(chunk.fileName);
        stylesheetOnlyFiles.clear();
        for (const fileName of entryStaticFiles) {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk') continue;
          for (const imported of chunk.dynamicImports) {
            const target = bundle[imported];
            const source = target?.type === 'chunk' ? (target.facadeModuleId ?? '') : '';
            if (!PRELOADED_SCREENS.some((screen) => source.endsWith(`/src/client/app/routes/${screen}`)))
              stylesheetOnlyFiles.add(imported);
          }
        }
      },
    },
  };
}

export default defineConfig({
  root: ROOT,
  plugins: [
    react(),
    appShellScrollClassNames(),
    mantineStableIds(),
    batchedModulePreloads(),
    noteEntryStaticFiles(),
    spaFallback(),
    precompress(),
    prerenderAuthPages(ROOT),
  ],
  appType: 'mpa',
  build: {
    outDir: resolve(ROOT, 'dist/client'),
    emptyOutDir: true,
    // The bench reads it to report the JavaScript each route loads.
    manifest: true,
    modulePreload: {
      // Every browser of the build target but Firefox before 115 and Safari 16 knows modulepreload; those two load
      // the same modules without the hint (0.3 kB gzip of the entry).
      polyfill: false,
      resolveDependencies: (fileName, dependencies, { hostType }) =>
        hostType !== 'js'
          ? dependencies
          : dependencies.filter(
              (dependency) =>
                !entryStaticFiles.has(dependency) &&
                (!stylesheetOnlyFiles.has(fileName) || dependency.endsWith('.css')),
            ),
    },
    rollupOptions: {
      input: {
        index: resolve(ROOT, 'index.html'),
        app: resolve(ROOT, 'app.html'),
      },
      output: {
        // Chunks named by their hash alone: the app entry lists every lazy chunk's files for preloading (about 280
        // names), and the names cost about 2 kB gzip of it; the manifest still maps each source to its file.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});

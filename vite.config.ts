import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const ROOT = import.meta.dirname;

/**
 * Dev-only: mirrors the production server's static rules. `/` gets the landing entry (index.html);
 * every other path that is not a file, not /api and not a Vite internal gets the SPA (app.html).
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

export default defineConfig({
  root: ROOT,
  plugins: [react(), spaFallback()],
  appType: 'mpa',
  build: {
    outDir: resolve(ROOT, 'dist/client'),
    emptyOutDir: true,
    // The bench reads it to report the JavaScript each route loads.
    manifest: true,
    rollupOptions: {
      input: {
        index: resolve(ROOT, 'index.html'),
        app: resolve(ROOT, 'app.html'),
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

import type { Hono } from 'hono';
import { isPublicApiPath } from '../lib/guards.ts';

export type ApiRoute = { method: string; path: string; isPublic: boolean; isAdmin: boolean };

/**
 * Every concrete endpoint the app registers under /api, read from Hono's own route table (middleware and the
 * catch-all are left out), so that a new route cannot escape the security suite.
 */
export function listApiRoutes(app: Hono<never> | { routes: { method: string; path: string }[] }): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path === '/api/*') continue;
    if (route.path.startsWith('/api/auth/')) continue; // better-auth's own handler; covered by its tests
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({
      method: route.method,
      path: route.path,
      isPublic: isPublicApiPath(route.path),
      isAdmin: route.path.startsWith('/api/admin/'),
    });
  }
  return routes;
}

/** A concrete URL for a route pattern: every :param becomes a well-formed id that exists nowhere. */
export function fillRouteParams(path: string, value = '00000000-0000-4000-8000-000000000000'): string {
  return path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value).replace(/\/\*$/, '/x');
}

import type { Context } from 'hono';
import { buildOpenApiDocument, type MountedRoute, type OpenApiDocument } from './build-openapi-document.ts';

/** The API's version in the document: the product's (package.json), checked by build-openapi-document.test.ts. */
export const API_VERSION = '0.9.0-beta.5';

/**
 * GET /api/openapi.json: the document of every route the app has mounted, built on the first request (every router
 * is mounted by then) and kept. It describes the API, never data, so it is public.
 */
export function serveOpenApiDocument(app: { routes: readonly MountedRoute[] }) {
  let document: OpenApiDocument | null = null;
  return (c: Context) => {
    document ??= buildOpenApiDocument(app.routes, { version: API_VERSION });
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(document);
  };
}

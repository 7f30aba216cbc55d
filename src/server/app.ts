import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { CLIENT_IP_HEADER } from './auth.ts';
import { aiRouter } from './features/ai/ai.routes.ts';
import { adminAiRouter } from './features/ai/admin-ai.routes.ts';
import { accountsRouter } from './features/accounts/accounts.routes.ts';
import { feedbackRouter } from './features/feedback/feedback.routes.ts';
import { adminFormulasRouter, formulasRouter } from './features/formulas/formulas.routes.ts';
import { healthRouter } from './features/health/health.routes.ts';
import { adminCataloguesRouter, discoveriesRouter, intelligenceRouter, perfumesRouter } from './features/intelligence/intelligence.routes.ts';
import { adminNewsFeedsRouter, newsRouter } from './features/intelligence/news.routes.ts';
import { testIntelligenceRouter } from './features/intelligence/test-intelligence.routes.ts';
import { materialsRouter } from './features/materials/materials.routes.ts';
import { inventoryRouter } from './features/inventory/inventory.routes.ts';
import { pricingRouter } from './features/pricing/pricing.routes.ts';
import { adminScrapersRouter } from './features/pricing/scrapers.routes.ts';
import { shoppingListRouter, testShoppingRouter } from './features/pricing/shopping-list.routes.ts';
import { adminOutboxRouter, testOutboxRouter } from './features/outbox/outbox.routes.ts';
import { adminReferenceDataRouter } from './features/reference-data/reference-data.routes.ts';
import { settingsRouter } from './features/settings/settings.routes.ts';
import { complianceRouter } from './features/regulatory/compliance.routes.ts';
import { adminIfraSystemCheckRouter, regulatoryRouter } from './features/regulatory/regulatory.routes.ts';
import { adminMaterialGroupsRouter } from './features/materials/material-groups.routes.ts';
import type { AppDeps, AppEnv } from './lib/app-context.ts';
import { AppError, toErrorBody } from './lib/app-error.ts';
import { loadSession, requireAdmin, requireUser } from './lib/guards.ts';
import { isWriteRequest } from './lib/read-cache.ts';
import { handleError } from './lib/handle-error.ts';
import { mountStaticClient } from './lib/static-client.ts';
import { createSecurityHeaders, hasPreparedHeaders } from './lib/security-headers.ts';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Every `/api` router, chained so that its type carries each route's method, input and output: the contract the
 * client calls through `hc<AppType>` (src/client/lib/api-client.ts). A route added here is typed on both sides.
 */
const apiRoutes = new Hono<AppEnv>()
  .basePath('/api')
  .route('/health', healthRouter)
  .route('/me', accountsRouter)
  .route('/settings', settingsRouter)
  .route('/feedback', feedbackRouter)
  .route('/admin/outbox', adminOutboxRouter)
  .route('/materials', materialsRouter)
  .route('/shopping-list', shoppingListRouter)
  .route('/inventory', inventoryRouter)
  .route('/pricing', pricingRouter)
  .route('/admin/scrapers', adminScrapersRouter)
  .route('/formulas', formulasRouter)
  .route('/admin/formulas', adminFormulasRouter)
  .route('/admin/reference-data', adminReferenceDataRouter)
  .route('/perfumes', perfumesRouter)
  .route('/intelligence', intelligenceRouter)
  .route('/discoveries', discoveriesRouter)
  .route('/news', newsRouter)
  .route('/admin/catalogues', adminCataloguesRouter)
  .route('/admin/news-feeds', adminNewsFeedsRouter)
  .route('/compliance', complianceRouter)
  .route('/regulatory', regulatoryRouter)
  .route('/admin/ifra-system-check', adminIfraSystemCheckRouter)
  .route('/admin/material-groups', adminMaterialGroupsRouter)
  .route('/ai', aiRouter)
  .route('/admin/ai', adminAiRouter);

function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The whole HTTP application: one router per area under /api, then the client. */
export function createApp(deps: AppDeps, options: { serveClient?: boolean } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('db', deps.database.db);
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    // Headers set before the handler answers keep Hono's fast path; afterwards they rebuild the response.
    const prepared = hasPreparedHeaders(c.req.path);
    if (prepared) c.header('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      // A write (or any sign-in, sign-out or account change through better-auth) drops the cached reads.
      if (c.req.path.startsWith('/api/') && (isWriteRequest(c.req.method) || (c.req.path.startsWith('/api/auth/') && c.req.path !== '/api/auth/get-session'))) {
        deps.readCache?.noteWrite();
      }
    }
    if (!prepared) c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/') && deps.logger.isLevelEnabled('info')) {
      deps.logger.info(
        { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });
  app.use('*', createSecurityHeaders(deps.env.publicUrl));
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => c.json(toErrorBody(new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.')), 413),
  });
  // Reference-data file uploads (admin) carry their own, larger limit: see reference-data.routes.ts.
  // Reads carry no body: checking one would build a full Request object for every GET.
  app.use('/api/*', (c, next) => (!isWriteRequest(c.req.method) || /^\/api\/admin\/reference-data\/[^/]+\/upload$/.test(c.req.path) ? next() : jsonBodyLimit(c, next)));

  // better-auth owns /api/auth/*. The client address it rate-limits by is the socket's, never a header the client sent.
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c));
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  app.use('/api/*', loadSession, requireUser);
  app.use('/api/admin/*', requireAdmin);

  app.route('/', apiRoutes);
  // Test scaffolding for the end-to-end journeys, mounted only with NODE_ENV=test; not part of AppType.
  if (deps.env.NODE_ENV === 'test') {
    app.route('/api/test/outbox', testOutboxRouter).route('/api/test/intelligence', testIntelligenceRouter).route('/api/test/shopping-list', testShoppingRouter);
  }

  app.all('/api/*', (c) => c.json(toErrorBody(new AppError('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`)), 404));
  if (options.serveClient !== false) mountStaticClient(app);
  return app;
}

export type App = ReturnType<typeof createApp>;
/** The API's type, for the typed client (`hc<AppType>`): the only server type the client imports. */
export type AppType = typeof apiRoutes;

import { dashboardRouter } from './features/dashboard/dashboard.routes.ts';
import { Hono, type Context, type MiddlewareHandler, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { CLIENT_IP_HEADER } from './auth.ts';
import { aiRouter } from './features/ai/ai.routes.ts';
import { adminAiRouter } from './features/ai/admin-ai.routes.ts';
import { accountsRouter } from './features/accounts/accounts.routes.ts';
import { resolveClientAddress, signInWithAccountLimit } from './features/accounts/limit-sign-in.ts';
import { adminBetaRouter, betaRouter } from './features/accounts/beta.routes.ts';
import { invitesRouter } from './features/accounts/invites.routes.ts';
import { adminFeedbackRouter, feedbackRouter } from './features/feedback/feedback.routes.ts';
import { adminContactMessagesRouter, contactRouter } from './features/feedback/contact.routes.ts';
import { adminFormulasRouter, formulasRouter } from './features/formulas/formulas.routes.ts';
import { formulaSharesRouter, sharedFormulasRouter } from './features/formulas/formula-shares.routes.ts';
import { readOpenableFormulaName } from './features/formulas/formulas.public.ts';
import { healthRouter } from './features/health/health.routes.ts';
import {
  adminCataloguesRouter,
  discoveriesRouter,
  intelligenceRouter,
  perfumesRouter,
} from './features/intelligence/intelligence.routes.ts';
import { adminNewsFeedsRouter, newsRouter } from './features/intelligence/news.routes.ts';
import { createTestIntelligenceRouter } from './features/intelligence/test-intelligence.routes.ts';
import { materialsRouter } from './features/materials/materials.routes.ts';
import { inventoryRouter } from './features/inventory/inventory.routes.ts';
import { batchesRouter } from './features/batches/batches.routes.ts';
import { pricingRouter } from './features/pricing/pricing.routes.ts';
import { adminScrapersRouter } from './features/pricing/scrapers.routes.ts';
import { adminExchangeRatesRouter } from './features/pricing/exchange-rates.routes.ts';
import { shoppingListRouter, testShoppingRouter } from './features/pricing/shopping-list.routes.ts';
import { adminOutboxRouter, testOutboxRouter } from './features/outbox/outbox.routes.ts';
import { adminReferenceDataRouter } from './features/reference-data/reference-data.routes.ts';
import { settingsRouter } from './features/settings/settings.routes.ts';
import { userThemesRouter } from './features/settings/user-themes.routes.ts';
import { adminAnalyticsRouter, trackingRouter } from './features/tracking/tracking.routes.ts';
import { recordApiCall } from './features/tracking/record-usage.ts';
import { createRequestIds } from './lib/create-request-ids.ts';
import { complianceRouter } from './features/regulatory/compliance.routes.ts';
import { clpRouter, formulaClpRouter } from './features/clp/clp.routes.ts';
import { formulaDocumentsRouter } from './features/regulatory/formula-documents.routes.ts';
import { certificateLinksRouter, publicCertificatesRouter } from './features/regulatory/certificate-links.routes.ts';
import { specificationConfirmationsRouter } from './features/regulatory/specification-confirmations.routes.ts';
import { formulaVerdictsRouter } from './features/regulatory/formula-verdicts.routes.ts';
import { adminIfraSystemCheckRouter, regulatoryRouter } from './features/regulatory/regulatory.routes.ts';
import { adminMaterialGroupsRouter } from './features/materials/material-groups.routes.ts';
import { adminAuditLogRouter, adminUsersRouter } from './features/accounts/admin-users.routes.ts';
import { adminServerRouter, adminSystemRouter } from './features/accounts/admin-system.routes.ts';
import { setupRouter } from './features/accounts/setup.routes.ts';
import { workspaceInvitationsRouter, workspacesRouter } from './features/workspaces/workspaces.routes.ts';
import { authenticateApiKey } from './features/workspaces/api-keys.ts';
import { readPresentedApiKey } from '../domain/workspaces/api-keys.ts';
import {
  billingRouter,
  brandingRouter,
  checkSubscriptionRouter,
  eventsRouter,
} from './features/subscriptions/subscriptions.routes.ts';
import { matchedRoutes } from 'hono/route';
import type { AppDeps, AppEnv } from './lib/app-context.ts';
import { AppError, toErrorBody } from './lib/app-error.ts';
import { ensureUser, loadSessionInto, requireAdmin } from './lib/guards.ts';
import { isWriteRequest } from './lib/read-cache.ts';
import { createOriginCheck } from './lib/check-origin.ts';
import { handleError } from './lib/handle-error.ts';
import { findHeavyLane } from './lib/admission-gate.ts';
import { formulaMarketsRouter, marketsRouter } from './features/markets/markets.routes.ts';
import { redactPath } from './lib/logger.ts';
import { readRequestHeader, requestHeaderReader } from './lib/read-request-header.ts';
import { rejectUnsafeJsonBody, rejectUnsafeUrl } from './lib/validate.ts';
import { serveOpenApiDocument } from './lib/serve-openapi-document.ts';
import { isAdminSetupPending } from './features/accounts/first-admin.ts';
import { mountStaticClient } from './lib/static-client.ts';
import { PathCachingRouter } from './lib/path-caching-router.ts';
import { combineHandlers } from './lib/compose-handlers.ts';
import { createApiHeaders, createDocumentHeaders, hasPreparedHeaders } from './lib/security-headers.ts';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Every `/api` router, chained so that its type carries each route's method, input and output: the contract the
 * client calls through `hc<AppType>` (src/client/lib/api-client.ts). A route added here is typed on both sides.
 */
const apiRoutes = new Hono<AppEnv>()
  .basePath('/api')
  .route('/health', healthRouter)
  .route('/me', accountsRouter)
  .route('/settings', settingsRouter)
  .route('/user-themes', userThemesRouter)
  .route('/dashboard', dashboardRouter)
  .route('/feedback', feedbackRouter)
  .route('/admin/feedback', adminFeedbackRouter)
  .route('/contact', contactRouter)
  .route('/admin/contact-messages', adminContactMessagesRouter)
  .route('/beta', betaRouter)
  .route('/admin/beta', adminBetaRouter)
  .route('/invites', invitesRouter)
  .route('/workspaces', workspacesRouter)
  .route('/workspace-invitations', workspaceInvitationsRouter)
  .route('/admin/outbox', adminOutboxRouter)
  .route('/materials', materialsRouter)
  .route('/shopping-list', shoppingListRouter)
  .route('/inventory', inventoryRouter)
  .route('/batches', batchesRouter)
  .route('/pricing', pricingRouter)
  .route('/admin/scrapers', adminScrapersRouter)
  .route('/admin/exchange-rates', adminExchangeRatesRouter)
  .route('/formulas', formulaVerdictsRouter)
  .route('/formulas', formulasRouter)
  .route('/formulas', formulaDocumentsRouter)
  .route('/formulas', specificationConfirmationsRouter)
  .route('/formulas', certificateLinksRouter)
  .route('/formulas', formulaSharesRouter)
  .route('/formulas', formulaClpRouter)
  .route('/formulas', formulaMarketsRouter)
  .route('/markets', marketsRouter)
  .route('/shared-formulas', sharedFormulasRouter)
  .route('/public/certificates', publicCertificatesRouter)
  .route('/admin/formulas', adminFormulasRouter)
  .route('/admin/reference-data', adminReferenceDataRouter)
  .route('/perfumes', perfumesRouter)
  .route('/intelligence', intelligenceRouter)
  .route('/discoveries', discoveriesRouter)
  .route('/news', newsRouter)
  .route('/admin/catalogues', adminCataloguesRouter)
  .route('/admin/news-feeds', adminNewsFeedsRouter)
  .route('/compliance/clp', clpRouter)
  .route('/compliance', complianceRouter)
  .route('/regulatory', regulatoryRouter)
  .route('/admin/ifra-system-check', adminIfraSystemCheckRouter)
  .route('/admin/material-groups', adminMaterialGroupsRouter)
  .route('/check-subscription', checkSubscriptionRouter)
  .route('/billing', billingRouter)
  .route('/events', eventsRouter)
  .route('/branding', brandingRouter)
  .route('/setup', setupRouter)
  .route('/admin/users', adminUsersRouter)
  .route('/admin/audit-log', adminAuditLogRouter)
  .route('/admin/system', adminSystemRouter)
  .route('/admin/server', adminServerRouter)
  .route('/ai', aiRouter)
  .route('/admin/ai', adminAiRouter)
  .route('/tracking', trackingRouter)
  .route('/admin/analytics', adminAnalyticsRouter);

function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The pattern of the route that answered (`/api/formulas/:id`), never the URL itself (no ids in the records). */
function matchedRoutePattern(c: Context<AppEnv>): string {
  // A composed answer (compose-handlers.ts) says itself which of its routes answered.
  const composed = c.get('composedRoutes');
  const answered = composed ? composed.routes[composed.index] : matchedRoutes(c)[c.req.routeIndex];
  if (c.req.path.startsWith('/api/auth/')) return '/api/auth/*';
  if (!answered || answered.path === '/api/*' || answered.path === '*')
    return c.res.status === 404 ? '(no route)' : '/api/*';
  return answered.path;
}

/** The whole HTTP application: one router per area under /api, then the client. */
export function createApp(deps: AppDeps, options: { serveClient?: boolean } = {}) {
  // The routes are all known before it serves: each path's answer is kept (path-caching-router.ts), and its handlers
  // run as one (compose-handlers.ts), each with its own parameters: the hot reads answer without waiting for anything.
  const app = new Hono<AppEnv>({
    router: new PathCachingRouter({
      combine: combineHandlers(handleError),
    }),
  });
  app.onError(handleError);

  const apiHeaders = createApiHeaders(deps.env.publicUrl);
  const documentHeaders = createDocumentHeaders(deps.env.publicUrl);
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => c.json(toErrorBody(new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.')), 413),
  });
  const checkOrigin = createOriginCheck(deps.env);
  const nextRequestId = createRequestIds();

  // A refused request is answered by the app's error handler, as if the check were a middleware of its own.
  const answerRefusal = async (c: Context<AppEnv>, error: unknown) => {
    if (!(error instanceof Error)) throw error;
    c.error = error;
    c.res = await handleError(error, c);
  };

  // Past the input checks: better-auth's own routes go on to better-auth; every other /api request is checked in
  // order for where a write comes from (403), the session and default deny (401). A session known since the last
  // write is taken without waiting for anything (and then nothing here adds a promise of its own).
  const checkCaller = (c: Context<AppEnv>, next: Next, path: string, method: string): void | Promise<void> => {
    if ((method === 'GET' || method === 'POST') && path.startsWith('/api/auth/')) return next();
    // An API key stands in for the session (ADR 038): no cookie is read, so no origin check is needed.
    const presentedKey = readPresentedApiKey(readRequestHeader(c, 'authorization'), readRequestHeader(c, 'x-api-key'));
    if (presentedKey !== null)
      return authenticateApiKey(c, presentedKey)
        .then(() => next())
        .catch((error: unknown) => answerRefusal(c, error));
    checkOrigin(c);
    const loading = loadSessionInto(c);
    if (loading)
      return loading
        .then(() => {
          ensureUser(c);
          return next();
        })
        .catch((error: unknown) => answerRefusal(c, error));
    ensureUser(c);
    return next();
  };

  // Input no handler may see (better-auth included): a body over 1 MB on a write (413; reference-data file uploads
  // carry their own, larger limit: see reference-data.routes.ts), NUL bytes, lone surrogates and absurd nesting (422).
  // Reads carry no body: checking one would build a full Request for every GET. Then checkCaller.
  const checkApiRequest = (c: Context<AppEnv>, next: Next, path: string, method: string): void | Promise<void> => {
    try {
      rejectUnsafeUrl(c.req.url);
      if (!isWriteRequest(method)) return checkCaller(c, next, path, method);
    } catch (error) {
      return answerRefusal(c, error);
    }
    const checkJson = async () => {
      if (/json/i.test(c.req.header('content-type') ?? '')) await rejectUnsafeJsonBody(c.req.raw);
      await checkCaller(c, next, path, method);
    };
    const checked = /^\/api\/admin\/reference-data\/[^/]+\/upload$/.test(path)
      ? checkJson()
      : jsonBodyLimit(c, checkJson);
    return checked.then(
      (answered: unknown) => {
        // The body limit answers 413 by returning its Response, as a middleware may.
        if (answered instanceof Response && !c.finalized) c.res = answered;
      },
      (error: unknown) => answerRefusal(c, error),
    );
  };

  // Nothing here waits unless the answer does (a kept read answers at once, and the router's composition then takes
  // it as it comes: compose-handlers.ts), so it is not an `async` function: the checks and the answer are taken as
  // they come, and what follows the answer runs once it is there, exactly as an awaited `next()` would.
  const answerRequest = (c: Context<AppEnv>, next: Next): void | Promise<void> => {
    c.set('deps', deps);
    c.set('db', deps.database.db);
    const path = c.req.path;
    const method = c.req.method;
    const api = path.startsWith('/api/');
    const requestId = readRequestHeader(c, 'x-request-id')?.slice(0, 100) || nextRequestId();
    c.set('requestId', requestId);
    const started = performance.now();
    // Everything under /api (the router's `/api/*`, which takes `/api` itself too) is checked before it is answered.
    const checked = api || path === '/api' ? () => checkApiRequest(c, next, path, method) : next;
    // Heavy requests wait their turn (admission-gate.ts): the list and the searches never queue behind fifty of them.
    const lane = api ? findHeavyLane(method, path) : null;
    const answer = lane ? () => deps.heavyRequests[lane].run(async () => checked()) : checked;
    // Our JSON takes its headers once answered, on Node's response (security-headers.ts: no Headers object made);
    // pages, files and better-auth's own Responses get theirs the usual way.
    const prepared = hasPreparedHeaders(path);
    // What a `finally` did: whether the answer came or failed.
    const settle = () => {
      if (prepared) apiHeaders(c, requestId);
      // A write (or any sign-in, sign-out or account change through better-auth) drops the cached reads.
      if (api && (isWriteRequest(method) || (path.startsWith('/api/auth/') && path !== '/api/auth/get-session'))) {
        deps.readCache?.noteWrite();
      }
    };
    const record = () => {
      settle();
      if (!prepared) c.header('X-Request-Id', requestId);
      if (!api) return;
      const status = c.res.status;
      const route = matchedRoutePattern(c);
      const ms = performance.now() - started;
      deps.requestMetrics.record({ at: Date.now(), method, route, status, ms });
      // Usage records (api_request_logs): one push into a batch written later; never the address.
      recordApiCall(
        deps.usage.recorder,
        { path, method, headers: requestHeaderReader(c) },
        c.get('user'),
        { route, status, ms },
        c.get('apiKey'),
      );
      if (deps.logger.isLevelEnabled('info')) {
        deps.logger.info({ requestId, method, path: redactPath(path), status, ms: Math.round(ms) }, 'request');
      }
    };
    let answered: unknown;
    try {
      answered = prepared ? answer() : documentHeaders(c, async () => answer());
    } catch (error) {
      settle();
      throw error;
    }
    if (!isPromiseLike(answered)) return record();
    return Promise.resolve(answered).then(record, (error: unknown) => {
      settle();
      throw error;
    });
  };
  // One middleware for what every request needs (each layer of middleware costs every request, and the checks of
  // /api are plain functions inside it: see checkApiRequest): the request's context, its id, the security headers,
  // and once answered the write mark, the records and the log line. Typed as Hono's (which awaits whatever it gets).
  app.use('*', answerRequest as MiddlewareHandler<AppEnv>);

  // better-auth owns /api/auth/*. The client address it rate-limits by is the socket's (or, behind a TRUSTED_PROXY,
  // the address that proxy forwarded), never a header the client sent. Sign-in also has a per-account limit.
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(
      CLIENT_IP_HEADER,
      resolveClientAddress(clientAddress(c), c.req.header('x-forwarded-for'), deps.env.trustedProxies),
    );
    const request = new Request(c.req.raw, { headers });
    if (c.req.method === 'POST' && c.req.path === '/api/auth/sign-in/email') {
      return signInWithAccountLimit(
        deps.database.db,
        deps.env.SIGN_IN_ACCOUNT_RATE_LIMIT,
        request,
        (forwarded) => deps.auth.handler(forwarded),
        deps.env.BETTER_AUTH_SECRET,
      );
    }
    return deps.auth.handler(request);
  });
  app.use('/api/admin/*', requireAdmin);

  app.route('/', apiRoutes);
  // Test scaffolding for the end-to-end journeys, mounted only with NODE_ENV=test; not part of AppType.
  if (deps.env.NODE_ENV === 'test') {
    app
      .route('/api/test/outbox', testOutboxRouter)
      .route('/api/test/intelligence', createTestIntelligenceRouter())
      .route('/api/test/shopping-list', testShoppingRouter);
  }
  // The OpenAPI 3.1 document of every /api route above, read from this app's own route list (public).
  app.get('/api/openapi.json', serveOpenApiDocument(app));

  app.all('/api/*', (c) =>
    c.json(toErrorBody(new AppError('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`)), 404),
  );
  if (options.serveClient !== false)
    mountStaticClient(app, undefined, {
      isAdminPending: (c) => isAdminSetupPending(c.var.db, c.var.deps.env.adminEmails, new Date()),
      readFormulaName: (c, userId, formulaId) => readOpenableFormulaName(c.var.db, userId, formulaId),
    });
  return app;
}

export type App = ReturnType<typeof createApp>;
/** The API's type, for the typed client (`hc<AppType>`): the only server type the client imports. */
export type AppType = typeof apiRoutes;

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { newsFeeds } from '../db/schema/index.ts';
import { seedFeedsIfEmpty } from '../features/intelligence/news-feeds.ts';
import { fillRouteParams, listApiRoutes } from './list-api-routes.ts';

const ctx = await createTestContext();
const admin = await ctx.signUp('admin@sillage.test');
// Test-only scaffolding (/api/test/*, mounted only with NODE_ENV=test) is not product surface: not fuzzed.
// GET /api/events never ends (a server-sent event stream; subscriptions.test.ts reads it) and POST
// /api/admin/system/backup writes a whole database dump per call (admin-users.test.ts makes one): not fuzzed either.
const NOT_FUZZED = new Set(['GET /api/events', 'POST /api/admin/system/backup']);
// The news feeds the server seeds are disabled: offline, "fetch now" retries each after 1 s (spec section 4), 32 s of
// waiting for 12 runs that test its input, not the network (news.test.ts fetches feeds from a loopback server).
await seedFeedsIfEmpty(ctx.deps.database.db);
await ctx.deps.database.db.update(newsFeeds).set({ isEnabled: false });
const routes = listApiRoutes(ctx.app).filter(
  (route) => !route.path.startsWith('/api/test/') && !NOT_FUZZED.has(`${route.method} ${route.path}`),
);

/** Texts the schemas accept but nothing can store: NUL bytes, lone surrogates, impossible dates. */
const hostileText = fc.oneof(
  fc.string().map((text) => `${text}\u0000`),
  fc.constantFrom('\uD800', 'a\uDC00b', '\uDBFF', '2024-02-30', '2023-02-29', '2026-13-01', '0000-00-00'),
);
/** Objects of plausible field names holding hostile texts, and JSON nested thousands of levels deep. */
const hostileJson = fc.oneof(
  fc
    .dictionary(
      fc.constantFrom(
        'name',
        'notes',
        'description',
        'purchaseDate',
        'expiryDate',
        'lotNumber',
        'email',
        'vendor',
        'url',
        'csv',
        'content',
        'rows',
      ),
      hostileText,
      { minKeys: 1, maxKeys: 4 },
    )
    .map((object) => JSON.stringify(object)),
  fc
    .integer({ min: 1000, max: 20_000 })
    .map((depth) => `{"technicalSummary":"x","data":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`),
  fc.integer({ min: 1000, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
);
const bodyArbitrary = fc.oneof(
  fc.json(),
  fc.string(),
  fc.constantFrom('{', '[', '{"a":', 'null', '""', '{"__proto__": {"x": 1}}', '\u0000', '{"themeMode": 1e999}'),
  hostileJson,
);
const queryArbitrary = fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 20 }), hostileText), {
  maxKeys: 4,
});
const paramArbitrary = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('-1', '0', '..', '%00'),
);
const contentTypeArbitrary = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  '',
);

describe('fuzzing every /api route with random bodies, query strings and headers (as an admin, so nothing stops early)', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s never answers 5xx',
    { timeout: 120_000 },
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(
          bodyArbitrary,
          queryArbitrary,
          paramArbitrary,
          contentTypeArbitrary,
          async (body, query, param, contentType) => {
            const search = new URLSearchParams(query).toString();
            const url = `${fillRouteParams(route.path, param)}${search ? `?${search}` : ''}`;
            const hasBody = !['GET', 'HEAD'].includes(route.method);
            const response = await ctx.request(url, {
              method: route.method,
              cookie: admin.cookie,
              headers: contentType ? { 'content-type': contentType } : {},
              body: hasBody ? body : undefined,
            });
            expect(response.status).toBeLessThan(500);
            const text = await response.text();
            expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
          },
        ),
        { numRuns: 12 },
      );
    },
  );
});

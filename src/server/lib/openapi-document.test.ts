import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { listApiRoutes } from '../security/list-api-routes.ts';
import {
  buildOpenApiDocument,
  coversPath,
  describeRoute,
  findRouteAccess,
  findRouteTag,
  toOpenApiPath,
  type OpenApiDocument,
} from './build-openapi-document.ts';
import { createRouter } from './create-router.ts';
import { API_VERSION } from './serve-openapi-document.ts';
import { validate } from './validate.ts';
import { readJsonWithStatus } from '../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();

async function fetchDocument(): Promise<OpenApiDocument> {
  const response = await ctx.request('/api/openapi.json');
  // The document's own shape is checked by the OpenAPI 3.1 validator below; here its top level, then its type.
  const body = await readJsonWithStatus(
    response,
    200,
    z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }),
  );
  return body as unknown as OpenApiDocument;
}

describe('GET /api/openapi.json', () => {
  it('answers without a session and is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every /api route the app mounts (method and path)', async () => {
    const document = await fetchDocument();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // Test scaffolding (/api/test/*, NODE_ENV=test only) is not the product's API.
    const mounted = listApiRoutes(ctx.app).filter((route) => !route.path.startsWith('/api/test/'));
    expect(mounted.length).toBeGreaterThan(100);
    const missing = mounted
      .map((route) => `${route.method} ${toOpenApiPath(route.path).path}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(documented.has('GET /api/openapi.json')).toBe(true);
    expect(documented.has('POST /api/auth/{path}')).toBe(true);
    expect([...documented].some((key) => key.includes('/api/test/'))).toBe(false);
  });

  it('carries the request schemas of validate(...) and the access of the guards', async () => {
    const document = await fetchDocument();
    const createFeedback = document.paths['/api/feedback']?.post;
    expect(createFeedback?.requestBody?.content['application/json']?.schema).toMatchObject({ type: 'object' });
    expect(createFeedback?.security).toEqual([{ sessionCookie: [] }]);
    expect(createFeedback?.responses).toHaveProperty('422');
    const adminFeedback = document.paths['/api/admin/feedback']?.get;
    expect(adminFeedback?.['x-sillage-access']).toBe('admin');
    expect(adminFeedback?.responses).toHaveProperty('403');
    expect(adminFeedback?.parameters?.every((parameter) => parameter.in === 'query')).toBe(true);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    const vote = document.paths['/api/feedback/{id}/vote']?.post;
    expect(vote?.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });
});

describe('plan features in the document', () => {
  it('marks the routes behind requireFeature, in a chain or a router’s .use, and only those', async () => {
    const document = await fetchDocument();
    const aiRoutes = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/ai/'));
    expect(aiRoutes.length).toBeGreaterThan(0);
    for (const [, operations] of aiRoutes) {
      for (const operation of Object.values(operations)) expect(operation['x-sillage-plan-feature']).toBe('ai');
    }
    expect(document.paths['/api/branding']?.put?.['x-sillage-plan-feature']).toBe('whiteLabel');
    expect(document.paths['/api/branding']?.put?.responses).toHaveProperty('403');
    expect(document.paths['/api/branding']?.get?.['x-sillage-plan-feature']).toBeUndefined();
    expect(document.paths['/api/formulas']?.get?.['x-sillage-plan-feature']).toBeUndefined();
  });

  it.each([
    ['/api/ai/*', '/api/ai/assistant', true],
    ['/api/ai/*', '/api/ai', true],
    ['/api/ai/*', '/api/aim', false],
    ['/api/admin/ai/enrichment-batches/*', '/api/admin/ai/enrichment-batches/:id/run', true],
    ['/api/admin/ai/enrichment-batches/*', '/api/admin/ai/providers', false],
    ['/api/formulas/:id/*', '/api/formulas/:id/versions', true],
    ['*', '/api/anything', true],
  ])('the middleware path %s covers %s: %s', (middlewarePath, routePath, covered) => {
    expect(coversPath(middlewarePath, routePath)).toBe(covered);
  });
});

describe('buildOpenApiDocument', () => {
  it('documents a router it has never seen, with its schemas, without any other change', async () => {
    const router = createRouter()
      .get('/', validate('query', z.object({ page: z.coerce.number().int().min(1).optional() })), (c) => c.json({}))
      .put(
        '/:potId',
        validate('param', z.object({ potId: z.uuid() })),
        validate('json', z.object({ name: z.string().min(1) })),
        (c) => c.json({}),
      );
    const app = createRouter().basePath('/api').route('/pots', router);
    const document = buildOpenApiDocument(app.routes, { version: '1' });
    expect(Object.keys(document.paths)).toEqual(['/api/pots', '/api/pots/{potId}']);
    expect(document.paths['/api/pots']?.get?.parameters).toEqual([
      { name: 'page', in: 'query', required: false, schema: expect.objectContaining({ type: 'integer' }) },
    ]);
    const put = document.paths['/api/pots/{potId}']?.put;
    expect(put?.parameters?.[0]).toMatchObject({ name: 'potId', in: 'path', required: true });
    expect(put?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['name'],
    });
    expect((await new Validator().validate(structuredClone(document))).valid).toBe(true);
  });

  it.each([
    ['/api/formulas/:id', '/api/formulas/{id}', ['id']],
    ['/api/formulas/:id/versions/:versionId', '/api/formulas/{id}/versions/{versionId}', ['id', 'versionId']],
    ['/api/auth/*', '/api/auth/{path}', ['path']],
    ['/api/materials', '/api/materials', []],
  ])('turns the Hono path %s into %s', (honoPath, openApiPath, names) => {
    const converted = toOpenApiPath(honoPath);
    expect(converted.path).toBe(openApiPath);
    expect(converted.parameters.map((parameter) => parameter.name)).toEqual(names);
  });

  it.each([
    ['/api/health', 'public'],
    ['/api/openapi.json', 'public'],
    ['/api/auth/*', 'public'],
    ['/api/formulas/:id', 'user'],
    ['/api/admin/users', 'admin'],
  ] as const)('finds that %s is %s', (path, access) => {
    expect(findRouteAccess(path)).toBe(access);
  });

  it.each([
    ['/api/formulas/{id}', 'formulas'],
    ['/api/admin/users/{id}', 'admin/users'],
    ['/api/openapi.json', 'openapi.json'],
  ])('tags %s as %s', (path, tag) => {
    expect(findRouteTag(path)).toBe(tag);
  });

  it.each([
    ['GET', '/api/formulas', 'Formulas: list'],
    ['GET', '/api/formulas/{id}', 'Formulas: read one (id)'],
    ['GET', '/api/formulas/{id}/versions', 'Formulas: read versions (id)'],
    ['POST', '/api/formulas', 'Formulas: create'],
    ['POST', '/api/feedback/{id}/vote', 'Feedback: vote (id)'],
    ['DELETE', '/api/admin/users/{id}', 'Admin users: delete one (id)'],
    ['PATCH', '/api/shopping-list/{id}', 'Shopping list: update one (id)'],
    ['POST', '/api/ai/chat', 'AI: chat'],
  ])('summarises %s %s as "%s"', (method, path, summary) => {
    expect(describeRoute(method, path)).toBe(summary);
  });

  it('names the product version of package.json', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(API_VERSION).toBe(pkg.version);
  });
});

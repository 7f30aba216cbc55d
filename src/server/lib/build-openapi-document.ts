import { z } from 'zod';
import { findValidatedInput, type ValidatedInput } from './validate.ts';
import { isPublicApiPath } from './guards.ts';
import { findRequiredFeature } from './route-features.ts';
import { acceptsApiKey, API_KEY_PREFIX, API_KEY_RATE_LIMIT } from '../../domain/workspaces/api-keys.ts';

/** One entry of a Hono app's `routes` list (method, path and one handler of its chain). */
export type MountedRoute = { method: string; path: string; handler: object };

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema };
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  'x-sillage-access': 'public' | 'user' | 'admin';
  /** The plan feature the route needs (`requireFeature(...)` in its chain or a router's `.use`). */
  'x-sillage-plan-feature'?: string;
  /** The scope an API key needs on this route (ADR 038); absent where keys are not accepted. */
  'x-sillage-api-key-scope'?: 'read' | 'read-write';
};
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
};

/** Routes of the app that are not the product's API: the catch-all 404 and the end-to-end test scaffolding. */
export function isDocumentedApiRoute(route: { method: string; path: string }): boolean {
  return (
    route.method !== 'ALL' &&
    route.path.startsWith('/api/') &&
    !route.path.startsWith('/api/test/') &&
    route.path !== '/api/*'
  );
}

/**
 * A Hono path as an OpenAPI path and its path parameters: `/api/formulas/:id` → `/api/formulas/{id}`,
 * `:id{[0-9]+}` keeps its pattern, a trailing `*` (a sub-application such as better-auth) becomes `{path}`.
 */
export function toOpenApiPath(honoPath: string): {
  path: string;
  parameters: Array<{ name: string; pattern?: string }>;
} {
  const parameters: Array<{ name: string; pattern?: string }> = [];
  const segments = honoPath.split('/').map((segment) => {
    const match = /^:([A-Za-z0-9_]+)(?:\{(.+)\})?\??$/.exec(segment);
    if (match) {
      parameters.push({ name: match[1]!, ...(match[2] ? { pattern: `^${match[2]}$` } : {}) });
      return `{${match[1]}}`;
    }
    if (segment === '*') {
      parameters.push({ name: 'path' });
      return '{path}';
    }
    return segment;
  });
  return { path: segments.join('/'), parameters };
}

/** The area a route belongs to, as a tag: `/api/admin/users/…` → `admin/users`, `/api/formulas/…` → `formulas`. */
export function findRouteTag(openApiPath: string): string {
  const [, , first, second] = openApiPath.split('/');
  if (first === 'admin' && second) return `admin/${second}`;
  return first ?? 'api';
}

/** Who may call a path: mirrors the guards of app.ts (PUBLIC_API_PREFIXES, then /api/admin/*, then any user). */
export function findRouteAccess(honoPath: string): 'public' | 'user' | 'admin' {
  if (honoPath.startsWith('/api/admin/')) return 'admin';
  // A wildcard route is public when its prefix is (better-auth's /api/auth/*).
  return isPublicApiPath(honoPath.replace(/\*$/, '')) ? 'public' : 'user';
}

const humanise = (segment: string) => segment.replaceAll('-', ' ').replaceAll('.', ' ');

/**
 * A short summary from the method and path: `GET /api/formulas/{id}/versions` → "Formulas: read versions (id)",
 * `POST /api/feedback/{id}/vote` → "Feedback: vote (id)", `POST /api/formulas` → "Formulas: create".
 */
export function describeRoute(method: string, openApiPath: string): string {
  const segments = openApiPath.split('/').slice(2);
  const isAdmin = segments[0] === 'admin' && segments.length > 1;
  const area = humanise(isAdmin ? `admin ${segments[1]}` : (segments[0] ?? 'api'));
  const rest = segments.slice(isAdmin ? 2 : 1);
  const names = rest.filter((segment) => segment.startsWith('{')).map((segment) => segment.slice(1, -1));
  const words = rest.filter((segment) => !segment.startsWith('{')).map(humanise);
  const endsWithParameter = rest.at(-1)?.startsWith('{') ?? false;
  let action: string;
  if (method === 'GET') action = words.length > 0 ? `read ${words.join(' ')}` : endsWithParameter ? 'read one' : 'list';
  else if (method === 'POST') action = words.length > 0 ? words.join(' ') : 'create';
  else {
    const verb = { PUT: 'replace', PATCH: 'update', DELETE: 'delete' }[method] ?? method.toLowerCase();
    action = words.length > 0 ? `${verb} ${words.join(' ')}` : `${verb} one`;
  }
  // Short words are acronyms (AI): upper case; otherwise a capital first letter.
  const title = area.length <= 2 ? area.toUpperCase() : area.charAt(0).toUpperCase() + area.slice(1);
  return `${title}: ${action}${names.length > 0 ? ` (${names.join(', ')})` : ''}`;
}

/** A zod schema as JSON Schema (draft 2020-12, what OpenAPI 3.1 uses), as the client must send it. */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-2020-12',
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
    return json;
  } catch {
    return {};
  }
}

function toParameters(input: ValidatedInput, location: 'path' | 'query' | 'header'): Parameter[] {
  const json = toJsonSchema(input.schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema,
  }));
}

const ERROR_RESPONSE = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

/** Does a middleware's path (`/api/ai/*`, `/api/admin/ai/enrichment-batches/*`) cover a route's path? */
export function coversPath(middlewarePath: string, routePath: string): boolean {
  if (middlewarePath === '*' || middlewarePath === '/*') return true;
  const pattern = middlewarePath
    .replace(/\/\*$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}${middlewarePath.endsWith('*') ? '(?:/.*)?' : ''}$`).test(routePath);
}

function buildOperation(method: string, honoPath: string, handlers: object[]): { path: string; operation: Operation } {
  const { path, parameters: pathParameters } = toOpenApiPath(honoPath);
  const access = findRouteAccess(honoPath);
  const parameters = new Map<string, Parameter>();
  for (const parameter of pathParameters) {
    parameters.set(`path:${parameter.name}`, {
      name: parameter.name,
      in: 'path',
      required: true,
      schema: { type: 'string', ...(parameter.pattern ? { pattern: parameter.pattern } : {}) },
    });
  }
  let requestBody: Operation['requestBody'];
  let validated = false;
  const feature = handlers.map(findRequiredFeature).find(Boolean);
  for (const handler of handlers) {
    const input = findValidatedInput(handler);
    if (!input) continue;
    validated = true;
    if (input.target === 'json' || input.target === 'form') {
      const mediaType = input.target === 'json' ? 'application/json' : 'multipart/form-data';
      requestBody = {
        required: true,
        content: { ...requestBody?.content, [mediaType]: { schema: toJsonSchema(input.schema) } },
      };
    } else if (input.target === 'query' || input.target === 'param' || input.target === 'header') {
      const location = input.target === 'param' ? 'path' : input.target;
      for (const parameter of toParameters(input, location)) {
        // A path parameter is only documented when the path names it (OpenAPI requires the two to match).
        if (location === 'path' && !parameters.has(`path:${parameter.name}`)) continue;
        parameters.set(`${location}:${parameter.name}`, parameter);
      }
    }
  }
  const responses: Operation['responses'] = { '200': { description: 'Success (JSON unless the path names a file).' } };
  if (validated) responses['422'] = { description: 'The input does not match the schema.', ...ERROR_RESPONSE };
  if (access !== 'public') responses['401'] = { description: 'No session: sign in first.', ...ERROR_RESPONSE };
  if (access === 'admin') responses['403'] = { description: 'Signed in without the admin role.', ...ERROR_RESPONSE };
  if (feature) {
    responses['403'] = {
      description: `${access === 'admin' ? 'Signed in without the admin role, or the' : 'The'} plan does not include “${feature}” (details.upgradeUrl says where to upgrade).`,
      ...ERROR_RESPONSE,
    };
  }
  // Routes that take an API key (ADR 038): a read key reads, a write needs a read-write key.
  const keyScope = access === 'user' && acceptsApiKey(honoPath) ? (method === 'GET' ? 'read' : 'read-write') : null;
  if (keyScope) {
    responses['401'] = { description: 'No session, or an API key that is unknown or revoked.', ...ERROR_RESPONSE };
    responses['403'] = {
      description: `${responses['403']?.description ?? 'The role does not allow it.'} With an API key: a write with a read key, or a workspace whose plan lacks “api”.`,
      ...ERROR_RESPONSE,
    };
    responses['429'] = {
      description: 'The API key went past its rate limit (details.retryAfterSeconds).',
      ...ERROR_RESPONSE,
    };
  }
  const operation: Operation = {
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_all, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: describeRoute(method, path),
    tags: [findRouteTag(path)],
    security: access === 'public' ? [] : keyScope ? API_KEY_SECURITY : [{ sessionCookie: [] }],
    ...(parameters.size > 0 ? { parameters: [...parameters.values()] } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    'x-sillage-access': access,
    ...(feature ? { 'x-sillage-plan-feature': feature } : {}),
    ...(keyScope ? { 'x-sillage-api-key-scope': keyScope } : {}),
  };
  return { path, operation };
}

const API_KEY_SECURITY: Array<Record<string, string[]>> = [{ sessionCookie: [] }, { apiKey: [] }, { apiKeyHeader: [] }];

const API_KEY_DESCRIPTION =
  `A workspace's API key (made under Workspace → API keys, shown once), sent as \`Authorization: Bearer ${API_KEY_PREFIX}…\` ` +
  'or `X-Api-Key`. Accepted only on the operations that list it in `security` (`x-sillage-api-key-scope` says which ' +
  'scope each needs); the key acts in its workspace with its maker’s role; the workspace’s plan must include the API ' +
  `feature; ${API_KEY_RATE_LIMIT.max} requests a minute per key.`;

/**
 * The OpenAPI 3.1 document of every `/api` route a Hono app has mounted, read from the app's own route list: request
 * schemas come from the `validate(...)` middleware in each route's chain, access from the guards. A router added to
 * app.ts appears here without any other change.
 */
export function buildOpenApiDocument(routes: readonly MountedRoute[], options: { version: string }): OpenApiDocument {
  const chains = new Map<string, { method: string; path: string; handlers: object[] }>();
  // Middleware of every method (a router's `.use(...)`) applies to the routes registered after it on paths it covers.
  const middleware: MountedRoute[] = [];
  for (const route of routes) {
    if (route.method === 'ALL') {
      middleware.push({ ...route, handler: unwrapHandler(route.handler) });
      continue;
    }
    if (!isDocumentedApiRoute(route)) continue;
    const key = `${route.method} ${route.path}`;
    const chain = chains.get(key) ?? {
      method: route.method,
      path: route.path,
      handlers: middleware.filter((before) => coversPath(before.path, route.path)).map((before) => before.handler),
    };
    chain.handlers.push(unwrapHandler(route.handler));
    chains.set(key, chain);
  }
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const operationIds = new Set<string>();
  for (const chain of [...chains.values()].sort((a, b) => a.path.localeCompare(b.path))) {
    const { path, operation } = buildOperation(chain.method, chain.path, chain.handlers);
    while (operationIds.has(operation.operationId)) operation.operationId += '_';
    operationIds.add(operation.operationId);
    paths[path] = { ...paths[path], [chain.method.toLowerCase()]: operation };
    operation.tags.forEach((tag) => tags.add(tag));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sillage API',
      version: options.version,
      description:
        'The HTTP API behind Sillage. Every route is generated from the server’s own route list and input schemas. ' +
        'Signed-in routes use the session cookie that signing in sets; writes must come from the same origin. ' +
        'Routes on a workspace’s data also accept an API key (securitySchemes apiKey, apiKeyHeader).',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name, description: `Routes under /api/${name}.` })),
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}…`,
          description: API_KEY_DESCRIPTION,
        },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: API_KEY_DESCRIPTION },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
            },
          },
        },
      },
    },
  };
}

/** Hono wraps a sub-application's handler when that application has its own error handler; the original is kept. */
function unwrapHandler(handler: object): object {
  const original = (handler as { __COMPOSED_HANDLER?: object }).__COMPOSED_HANDLER;
  return original ?? handler;
}

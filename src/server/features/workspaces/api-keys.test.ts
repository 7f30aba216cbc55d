import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, createHouse, setAccountPlan } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { apiRequestLogs, rateLimits, workspaceApiKeys } from '../../db/schema/index.ts';
import { rateLimitKey } from '../../lib/consume-rate-limit.ts';
import { API_KEY_RATE_LIMIT } from '../../../domain/workspaces/api-keys.ts';
import { z } from 'zod';
import { readError, readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { CreatedFormulaSchema } from '../../../../tests/setup/response-schemas.ts';

const ctx = await createTestContext();
const { db } = ctx.deps.database;
const KeyViewSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  scope: z.enum(['read', 'read-write']),
  start: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
const CreatedKeySchema = z.looseObject({ apiKey: KeyViewSchema, key: z.string() });
const RevokedKeySchema = z.looseObject({ apiKey: KeyViewSchema });
const KeyListSchema = z.looseObject({ items: z.array(KeyViewSchema) });
const FormulaListSchema = z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) });
const AuditTrailSchema = z.looseObject({
  items: z.array(z.looseObject({ entity: z.string(), action: z.string() })),
});
const OperationSchema = z.looseObject({
  security: z.array(z.record(z.string(), z.array(z.string()))),
  'x-sillage-api-key-scope': z.string().optional(),
});
const OpenApiSchema = z.looseObject({
  components: z.looseObject({
    securitySchemes: z.record(
      z.string(),
      z.looseObject({ type: z.string(), scheme: z.string().optional(), name: z.string().optional() }),
    ),
  }),
  paths: z.record(z.string(), z.record(z.string(), OperationSchema)),
});

const house = await createHouse(ctx, ['lab'] as const, 'Maison Clef');
const keysPath = `/api/workspaces/${house.workspaceId}/api-keys`;
const outsider = await ctx.signUp();

const withKey = (key: string, init: RequestInit & { json?: unknown } = {}) => ({
  ...init,
  headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string> | undefined) },
});

const setPlan = (email: string, tier: 'premium' | null) => setAccountPlan(ctx, email, tier);

async function makeKey(cookie: string, scope: 'read' | 'read-write', name = `key ${scope}`) {
  const response = await ctx.request(keysPath, { method: 'POST', cookie, json: { name, scope } });
  return readJsonWithStatus(response, 201, CreatedKeySchema);
}

// A formula of the house, made by its owner through the app.
const madeFormula = await ctx.request('/api/formulas', {
  method: 'POST',
  cookie: house.owner.cookie,
  json: { name: 'Chypre de la maison' },
});
const { formula: houseFormula } = await readJsonWithStatus(madeFormula, 201, CreatedFormulaSchema);
const foreign = await readJsonWithStatus(
  await ctx.request('/api/formulas', { method: 'POST', cookie: outsider.cookie, json: { name: 'Autre' } }),
  201,
  CreatedFormulaSchema,
);

describe('/api/workspaces/:id/api-keys', () => {
  it('answers 401 without a session, 404 to someone outside the workspace, 422 for bad input', async () => {
    expect((await ctx.request(keysPath)).status).toBe(401);
    expect((await ctx.request(keysPath, { method: 'POST', json: { name: 'x', scope: 'read' } })).status).toBe(401);
    expect((await ctx.request(keysPath, { cookie: outsider.cookie })).status).toBe(404);
    const foreignCreate = await ctx.request(keysPath, {
      method: 'POST',
      cookie: outsider.cookie,
      json: { name: 'x', scope: 'read' },
    });
    expect(foreignCreate.status).toBe(404);
    for (const body of [{ name: '', scope: 'read' }, { name: 'x', scope: 'admin' }, { name: 'x' }]) {
      const bad = await ctx.request(keysPath, { method: 'POST', cookie: house.owner.cookie, json: body });
      expect(bad.status).toBe(422);
    }
    expect((await ctx.request(`${keysPath}/not-a-uuid`, { method: 'DELETE', cookie: house.owner.cookie })).status).toBe(
      422,
    );
  });

  it('refuses a key on a plan without the API feature, naming the plan (403)', async () => {
    await setPlan(house.owner.email, null);
    const refused = await ctx.request(keysPath, {
      method: 'POST',
      cookie: house.owner.cookie,
      json: { name: 'CI', scope: 'read' },
    });
    expect(refused.status).toBe(403);
    const body = await readError(refused);
    expect(body.error.message).toContain('Free plan');
    expect(body.error.details).toMatchObject({ feature: 'api', tier: 'free' });
  });

  it('shows a new key once and stores only its hash; the list shows its start', async () => {
    await setPlan(house.owner.email, 'premium');
    const { apiKey, key } = await makeKey(house.owner.cookie, 'read', 'Reporting');
    expect(key).toMatch(/^sil_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Reporting', scope: 'read', start: key.slice(0, 10), lastUsedAt: null });
    const [stored] = await db.select().from(workspaceApiKeys).where(eq(workspaceApiKeys.id, apiKey.id));
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await readJsonWithStatus(
      await ctx.request(keysPath, { cookie: house.members.lab.cookie }),
      200,
      KeyListSchema,
    );
    expect(listed.items.map((item) => item.id)).toContain(apiKey.id);
    expect(JSON.stringify(listed)).not.toContain(key);
  });
});

describe('requests with an API key', () => {
  it('a read key lists the workspace’s formulas through the documented route, and opens one (404 for another workspace’s)', async () => {
    await setPlan(house.owner.email, 'premium');
    const { key, apiKey } = await makeKey(house.owner.cookie, 'read');
    const listed = await ctx.request('/api/formulas', withKey(key));
    expect(listed.status).toBe(200);
    const { items } = await readJson(listed, FormulaListSchema);
    expect(items.map((item) => item.id)).toContain(houseFormula.id);
    expect(items.map((item) => item.id)).not.toContain(foreign.formula.id);
    const viaHeader = await ctx.request(`/api/formulas/${houseFormula.id}`, { headers: { 'x-api-key': key } });
    expect(viaHeader.status).toBe(200);
    expect((await ctx.request(`/api/formulas/${foreign.formula.id}`, withKey(key))).status).toBe(404);
    // Its last use is shown.
    const [after] = (
      await readJsonWithStatus(await ctx.request(keysPath, { cookie: house.owner.cookie }), 200, KeyListSchema)
    ).items.filter((item) => item.id === apiKey.id);
    expect(after!.lastUsedAt).not.toBeNull();
  });

  it('a read key gets 403 on a write; a read-write key writes (from no web page at all)', async () => {
    await setPlan(house.owner.email, 'premium');
    const read = await makeKey(house.owner.cookie, 'read');
    const refused = await ctx.request('/api/formulas', withKey(read.key, { method: 'POST', json: { name: 'Nope' } }));
    expect(refused.status).toBe(403);
    expect((await readError(refused)).error.message).toContain('read-only');
    const write = await makeKey(house.owner.cookie, 'read-write');
    const made = await ctx.request(
      '/api/formulas',
      withKey(write.key, {
        method: 'POST',
        json: { name: 'Par la clef' },
        headers: { origin: 'https://elsewhere.example' },
      }),
    );
    expect(made.status).toBe(201);
  });

  it('a key acts with its maker’s role: the lab member’s read-write key cannot edit formulas (403)', async () => {
    await setPlan(house.owner.email, 'premium');
    const { key } = await makeKey(house.members.lab.cookie, 'read-write', 'Lab script');
    const refused = await ctx.request('/api/formulas', withKey(key, { method: 'POST', json: { name: 'Lab' } }));
    expect(refused.status).toBe(403);
    expect((await readError(refused)).error.message).toContain('(lab)');
    expect((await ctx.request('/api/inventory/lots', withKey(key))).status).not.toBe(403);
  });

  it('answers 401 for an unknown key, 403 on a route that takes no key', async () => {
    expect((await ctx.request('/api/formulas', withKey(`sil_${'a'.repeat(43)}`))).status).toBe(401);
    expect((await ctx.request('/api/formulas', { headers: { 'x-api-key': 'guess' } })).status).toBe(401);
    await setPlan(house.owner.email, 'premium');
    const { key } = await makeKey(house.owner.cookie, 'read-write');
    expect((await ctx.request('/api/settings', withKey(key))).status).toBe(403);
    expect((await ctx.request(keysPath, withKey(key))).status).toBe(403);
    expect((await ctx.request('/api/batches', withKey(key))).status).toBe(403);
    expect((await ctx.request(`/api/formulas/${houseFormula.id}/certificate.pdf`, withKey(key))).status).toBe(403);
    expect((await ctx.request('/api/admin/users', withKey(key))).status).toBe(403);
  });

  it('a revoked key gets 401; only its maker or an owner/admin revokes it (403 for the lab, 404 outside)', async () => {
    await setPlan(house.owner.email, 'premium');
    const { key, apiKey } = await makeKey(house.owner.cookie, 'read');
    const path = `${keysPath}/${apiKey.id}`;
    expect((await ctx.request(path, { method: 'DELETE', cookie: house.members.lab.cookie })).status).toBe(403);
    expect((await ctx.request(path, { method: 'DELETE', cookie: outsider.cookie })).status).toBe(404);
    const revoked = await ctx.request(path, { method: 'DELETE', cookie: house.owner.cookie });
    expect(revoked.status).toBe(200);
    expect((await readJson(revoked, RevokedKeySchema)).apiKey.revokedAt).not.toBeNull();
    expect((await ctx.request('/api/formulas', withKey(key))).status).toBe(401);
    const labKey = await makeKey(house.members.lab.cookie, 'read');
    expect(
      (await ctx.request(`${keysPath}/${labKey.apiKey.id}`, { method: 'DELETE', cookie: house.members.lab.cookie }))
        .status,
    ).toBe(200);
  });

  it('a key stops working when its maker leaves the workspace (401)', async () => {
    await setPlan(house.owner.email, 'premium');
    const leaver = await addMember(ctx, house.owner, house.workspaceId, 'viewer');
    const { key } = await makeKey(leaver.cookie, 'read');
    expect((await ctx.request('/api/formulas', withKey(key))).status).toBe(200);
    const removed = await ctx.request(`/api/workspaces/${house.workspaceId}/members/${leaver.userId}`, {
      method: 'DELETE',
      cookie: house.owner.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await ctx.request('/api/formulas', withKey(key))).status).toBe(401);
  });

  it('a key of a workspace whose plan lost the API feature gets 403 naming the plan', async () => {
    await setPlan(house.owner.email, 'premium');
    const { key } = await makeKey(house.owner.cookie, 'read');
    await setPlan(house.owner.email, null);
    const refused = await ctx.request('/api/formulas', withKey(key));
    expect(refused.status).toBe(403);
    const body = await readError(refused);
    expect(body.error.message).toContain('API access is not part of the Free plan');
    expect(body.error.details).toMatchObject({ feature: 'api', tier: 'free', upgradeUrl: '/pricing' });
    await setPlan(house.owner.email, 'premium');
  });

  it('is rate-limited per key (429 past the limit, another key unaffected) and recorded in usage tracking', async () => {
    await setPlan(house.owner.email, 'premium');
    const busy = await makeKey(house.owner.cookie, 'read');
    const calm = await makeKey(house.owner.cookie, 'read');
    // The key's window already holds the limit's worth of requests.
    await db.insert(rateLimits).values({
      id: crypto.randomUUID(),
      key: rateLimitKey('api-key', busy.apiKey.id),
      count: API_KEY_RATE_LIMIT.max,
      lastRequest: Date.now(),
    });
    const limited = await ctx.request('/api/formulas', withKey(busy.key));
    expect(limited.status).toBe(429);
    expect((await ctx.request('/api/formulas', withKey(calm.key))).status).toBe(200);
    await ctx.deps.usage.recorder.flush();
    const rows = await db.select().from(apiRequestLogs).where(eq(apiRequestLogs.endpoint, '/api/formulas'));
    const byKey = rows.filter(
      (row) => (row.requestParams as { apiKeyId?: string } | null)?.apiKeyId === calm.apiKey.id,
    );
    expect(byKey).toHaveLength(1);
    expect(byKey[0]).toMatchObject({ userId: house.owner.userId, responseStatus: 200, method: 'GET' });
  });

  it('the OpenAPI document describes the key scheme and which routes accept it', async () => {
    const document = await readJsonWithStatus(await ctx.request('/api/openapi.json'), 200, OpenApiSchema);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.apiKeyHeader).toMatchObject({ type: 'apiKey', name: 'X-Api-Key' });
    const list = document.paths['/api/formulas']!.get!;
    expect(list.security).toContainEqual({ apiKey: [] });
    expect(list['x-sillage-api-key-scope']).toBe('read');
    expect(document.paths['/api/formulas']!.post!['x-sillage-api-key-scope']).toBe('read-write');
    expect(document.paths['/api/settings']!.get!.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths['/api/settings']!.get!['x-sillage-api-key-scope']).toBeUndefined();
  });

  it('the audit trail records a key made and revoked', async () => {
    const trail = await readJsonWithStatus(
      await ctx.request(`/api/workspaces/${house.workspaceId}/audit?entity=api-key`, { cookie: house.owner.cookie }),
      200,
      AuditTrailSchema,
    );
    expect(trail.items.some((event) => event.action === 'create')).toBe(true);
    expect(trail.items.some((event) => event.action === 'update')).toBe(true);
  });
});

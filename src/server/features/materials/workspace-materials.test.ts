import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasWorkspacePermission, type WorkspaceAction } from '../../../domain/workspaces/workspace-permissions.ts';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../../domain/workspaces/workspace-roles.ts';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { CreatedMaterialSchema } from '../../../../tests/setup/response-schemas.ts';

const ctx = await createTestContext();
const { db } = ctx.deps.database;
const OwnMaterialSchema = z.looseObject({ material: z.looseObject({ id: z.string(), isOwn: z.boolean() }) });
const MaterialItemsSchema = z.looseObject({ items: z.array(z.looseObject({ id: z.string(), isOwn: z.boolean() })) });
const PriceSchema = z.looseObject({ price: z.looseObject({ id: z.string() }) });
const PricesSchema = z.looseObject({
  prices: z.array(z.looseObject({ id: z.string(), vendor: z.string(), isOwn: z.boolean() })),
});
const ShoppingItemSchema = z.looseObject({ item: z.looseObject({ id: z.string(), quantity: z.number() }) });
const ShoppingListSchema = z.looseObject({ items: z.array(z.looseObject({ id: z.string(), quantity: z.number() })) });

const house = await createHouse(ctx, ['admin', 'perfumer', 'lab', 'regulatory', 'buyer', 'viewer'] as const);
const { perfumer, lab, buyer, viewer } = house.members;
const accounts: Record<WorkspaceRole, { cookie: string }> = { owner: house.owner, ...house.members };
// Another house, whose members must never see this one's materials, prices or list.
const outsider = await ctx.signUp();
const reference = await insertMaterial(db, { name: 'Iso E Super reference' });

const MATERIAL = {
  name: 'Maison amber accord',
  kind: 'accord',
  composition: [{ materialId: reference.id, percent: 100 }],
};

async function createMaterial(cookie: string, name = MATERIAL.name) {
  return ctx.request('/api/materials', { method: 'POST', cookie, json: { ...MATERIAL, name } });
}

describe('own materials belong to the workspace', () => {
  it('a perfumer makes a material; the lab and a viewer read and find it; another workspace gets 404 and finds nothing', async () => {
    const created = await createMaterial(perfumer.cookie);
    expect(created.status).toBe(201);
    const { material } = await readJson(created, OwnMaterialSchema);
    expect(material.isOwn).toBe(true);
    for (const member of [lab, viewer, house.owner]) {
      expect((await ctx.request(`/api/materials/${material.id}`, { cookie: member.cookie })).status).toBe(200);
      const own = await readJson(
        await ctx.request('/api/materials?own=true', { cookie: member.cookie }),
        MaterialItemsSchema,
      );
      expect(own.items.map((item) => item.id)).toContain(material.id);
      const found = await readJson(
        await ctx.request('/api/materials/search?q=Maison%20amber', { cookie: member.cookie }),
        MaterialItemsSchema,
      );
      expect(found.items.find((item) => item.id === material.id)?.isOwn).toBe(true);
    }
    expect((await ctx.request(`/api/materials/${material.id}`, { cookie: outsider.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/materials/${material.id}/formulas`, { cookie: outsider.cookie })).status).toBe(404);
    const theirs = await readJson(
      await ctx.request('/api/materials/search?q=Maison%20amber', { cookie: outsider.cookie }),
      MaterialItemsSchema,
    );
    expect(theirs.items.some((item) => item.id === material.id)).toBe(false);
    const edited = await ctx.request(`/api/materials/${material.id}`, {
      method: 'PUT',
      cookie: outsider.cookie,
      json: MATERIAL,
    });
    expect(edited.status).toBe(404);
    expect(
      (await ctx.request(`/api/materials/${material.id}`, { method: 'DELETE', cookie: outsider.cookie })).status,
    ).toBe(404);
  });

  it("the owner edits the perfumer's material (one library); the lab and a viewer may not (403, naming the role)", async () => {
    const { material } = await readJson(await createMaterial(perfumer.cookie, 'Maison musk'), CreatedMaterialSchema);
    const renamed = await ctx.request(`/api/materials/${material.id}`, {
      method: 'PUT',
      cookie: house.owner.cookie,
      json: { ...MATERIAL, name: 'Maison musk 2' },
    });
    expect(renamed.status).toBe(200);
    for (const member of [lab, viewer]) {
      const refused = await ctx.request(`/api/materials/${material.id}`, {
        method: 'PUT',
        cookie: member.cookie,
        json: MATERIAL,
      });
      expect(refused.status).toBe(403);
      expect((await readError(refused)).error.message).toMatch(/cannot edit materials/);
    }
    expect((await createMaterial(lab.cookie, 'Lab material')).status).toBe(403);
  });

  it("a composition may name the workspace's own materials, not another workspace's (422)", async () => {
    const { material: mine } = await readJson(
      await createMaterial(perfumer.cookie, 'Maison base'),
      CreatedMaterialSchema,
    );
    const accord = await ctx.request('/api/materials', {
      method: 'POST',
      cookie: house.owner.cookie,
      json: { ...MATERIAL, name: 'Maison base accord', composition: [{ materialId: mine.id, percent: 100 }] },
    });
    expect(accord.status).toBe(201);
    const stolen = await ctx.request('/api/materials', {
      method: 'POST',
      cookie: outsider.cookie,
      json: { ...MATERIAL, name: 'Copy', composition: [{ materialId: mine.id, percent: 100 }] },
    });
    expect(stolen.status).toBe(422);
  });

  it('anonymous requests get 401 and bad input 422', async () => {
    expect((await ctx.request('/api/materials/search?q=amber')).status).toBe(401);
    expect((await ctx.request('/api/pricing/materials/' + reference.id)).status).toBe(401);
    expect((await ctx.request('/api/shopping-list')).status).toBe(401);
    const bad = await ctx.request('/api/materials', { method: 'POST', cookie: perfumer.cookie, json: { name: '' } });
    expect(bad.status).toBe(422);
    const badPrice = await ctx.request(`/api/pricing/materials/${reference.id}`, {
      method: 'POST',
      cookie: buyer.cookie,
      json: { vendor: 'Acme', price: 0, size: '10 g', currency: 'EUR' },
    });
    expect(badPrice.status).toBe(422);
  });
});

describe('suppliers and prices belong to the workspace', () => {
  it("the buyer's price is the workspace's: the perfumer sees it as its own; another workspace never sees it", async () => {
    const added = await ctx.request(`/api/pricing/materials/${reference.id}`, {
      method: 'POST',
      cookie: buyer.cookie,
      json: { vendor: 'Maison supplier', price: 12, size: '100 g', currency: 'EUR' },
    });
    expect(added.status).toBe(201);
    const { price } = await readJson(added, PriceSchema);
    const seen = await readJson(
      await ctx.request(`/api/pricing/materials/${reference.id}`, { cookie: perfumer.cookie }),
      PricesSchema,
    );
    expect(seen.prices.find((row) => row.id === price.id)?.isOwn).toBe(true);
    const theirs = await readJson(
      await ctx.request(`/api/pricing/materials/${reference.id}`, { cookie: outsider.cookie }),
      PricesSchema,
    );
    expect(theirs.prices.some((row) => row.id === price.id)).toBe(false);
    expect(
      (await ctx.request(`/api/pricing/prices/${price.id}`, { method: 'DELETE', cookie: outsider.cookie })).status,
    ).toBe(404);
    expect(
      (await ctx.request(`/api/pricing/prices/${price.id}`, { method: 'DELETE', cookie: lab.cookie })).status,
    ).toBe(403);
    expect(
      (await ctx.request(`/api/pricing/prices/${price.id}`, { method: 'DELETE', cookie: house.owner.cookie })).status,
    ).toBe(200);
  });
});

describe('the shopping list belongs to the workspace', () => {
  it('the lab adds an item; the buyer and a viewer see it; a viewer cannot change it (403); another workspace gets 404', async () => {
    const added = await ctx.request('/api/shopping-list', {
      method: 'POST',
      cookie: lab.cookie,
      json: { materialId: reference.id, quantity: 25 },
    });
    expect(added.status).toBe(201);
    const { item } = await readJson(added, ShoppingItemSchema);
    for (const member of [buyer, viewer]) {
      const list = await readJson(
        await ctx.request('/api/shopping-list', { cookie: member.cookie }),
        ShoppingListSchema,
      );
      expect(list.items.find((entry) => entry.id === item.id)?.quantity).toBe(25);
    }
    // The buyer adding the same material adds to the workspace's one line.
    const merged = await ctx.request('/api/shopping-list', {
      method: 'POST',
      cookie: buyer.cookie,
      json: { materialId: reference.id, quantity: 5 },
    });
    expect(await readJson(merged, ShoppingItemSchema.extend({ merged: z.boolean() }))).toMatchObject({
      merged: true,
      item: { quantity: 30 },
    });
    const refused = await ctx.request(`/api/shopping-list/${item.id}`, {
      method: 'PATCH',
      cookie: viewer.cookie,
      json: { quantity: 1 },
    });
    expect(refused.status).toBe(403);
    const taken = await ctx.request(`/api/shopping-list/${item.id}`, {
      method: 'PATCH',
      cookie: outsider.cookie,
      json: { quantity: 1 },
    });
    expect(taken.status).toBe(404);
    const theirs = await readJson(
      await ctx.request('/api/shopping-list', { cookie: outsider.cookie }),
      ShoppingListSchema,
    );
    expect(theirs.items.some((entry) => entry.id === item.id)).toBe(false);
    const cleared = await readJson(
      await ctx.request('/api/shopping-list', { method: 'DELETE', cookie: outsider.cookie }),
      z.looseObject({ removed: z.number() }),
    );
    expect(cleared.removed).toBe(0);
    expect((await ctx.request('/api/shopping-list', { cookie: perfumer.cookie })).status).toBe(200);
  });
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ROUTES: Array<[method: string, path: string, action: WorkspaceAction]> = [
  ['GET', '/api/materials', 'materials.read'],
  ['GET', '/api/materials/search?q=amber', 'materials.read'],
  ['POST', '/api/materials/match', 'materials.read'],
  ['GET', '/api/materials/odour-families', 'materials.read'],
  ['GET', `/api/materials/${UNKNOWN}`, 'materials.read'],
  ['GET', `/api/materials/${UNKNOWN}/formulas`, 'materials.read'],
  ['POST', '/api/materials', 'materials.edit'],
  ['PUT', `/api/materials/${UNKNOWN}`, 'materials.edit'],
  ['DELETE', `/api/materials/${UNKNOWN}`, 'materials.edit'],
  ['GET', '/api/materials/consolidation', 'materials.edit'],
  ['POST', '/api/materials/consolidation/merge', 'materials.edit'],
  ['GET', `/api/pricing/materials/${UNKNOWN}`, 'prices.read'],
  ['POST', `/api/pricing/materials/${UNKNOWN}`, 'prices.edit'],
  ['GET', `/api/pricing/materials/${UNKNOWN}/comparison?grams=10`, 'prices.read'],
  ['DELETE', `/api/pricing/prices/${UNKNOWN}`, 'prices.edit'],
  ['POST', '/api/pricing/import', 'prices.edit'],
  ['GET', '/api/shopping-list', 'prices.read'],
  ['POST', '/api/shopping-list', 'shopping.edit'],
  ['POST', '/api/shopping-list/shortfall', 'shopping.edit'],
  ['POST', '/api/shopping-list/refresh-prices', 'shopping.edit'],
  ['PATCH', `/api/shopping-list/${UNKNOWN}`, 'shopping.edit'],
  ['PATCH', `/api/shopping-list/${UNKNOWN}/vendor`, 'shopping.edit'],
  ['DELETE', `/api/shopping-list/${UNKNOWN}`, 'shopping.edit'],
];

describe('every materials, pricing and shopping-list route × every role', () => {
  it.each(
    WORKSPACE_ROLES.flatMap((role) => ROUTES.map(([method, path, action]) => [role, method, path, action] as const)),
  )('%s: %s %s', async (role, method, path, action) => {
    const response = await ctx.request(path, {
      method,
      cookie: accounts[role].cookie,
      json: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    if (hasWorkspacePermission(role, action)) expect([200, 404, 422]).toContain(response.status);
    else expect(response.status).toBe(403);
  });
});

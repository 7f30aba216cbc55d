import { describe, expect, it } from 'vitest';
import { hasWorkspacePermission, type WorkspaceAction } from '../../../domain/workspaces/workspace-permissions.ts';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../../domain/workspaces/workspace-roles.ts';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { CreatedFormulaSchema, CreatedLotSchema } from '../../../../tests/setup/response-schemas.ts';

const ctx = await createTestContext();
const { db } = ctx.deps.database;
const InventorySchema = z.looseObject({
  items: z.array(
    z.looseObject({
      materialId: z.string(),
      totalGrams: z.number(),
      minimumGrams: z.number().nullable(),
      lots: z.array(z.looseObject({ id: z.string() })),
    }),
  ),
});

const house = await createHouse(ctx, ['admin', 'perfumer', 'lab', 'regulatory', 'buyer', 'viewer'] as const);
const { perfumer, lab } = house.members;
const accounts: Record<WorkspaceRole, { cookie: string }> = { owner: house.owner, ...house.members };
const outsider = await ctx.signUp();
const vanillin = await insertMaterial(db, { name: 'Vanillin house' });

const inventory = async (cookie: string) => readJson(await ctx.request('/api/inventory', { cookie }), InventorySchema);

describe('stock belongs to the workspace', () => {
  it('the lab adds a lot; the perfumer sees the same stock, cannot change it (403); another workspace sees none (404)', async () => {
    const added = await ctx.request('/api/inventory/lots', {
      method: 'POST',
      cookie: lab.cookie,
      json: { materialId: vanillin.id, quantity: 250, unit: 'g' },
    });
    expect(added.status).toBe(201);
    const { lot } = await readJson(added, CreatedLotSchema);
    const seen = await inventory(perfumer.cookie);
    expect(seen.items.find((item) => item.materialId === vanillin.id)?.totalGrams).toBe(250);
    const change = await ctx.request(`/api/inventory/lots/${lot.id}`, {
      method: 'PATCH',
      cookie: perfumer.cookie,
      json: { quantity: 1 },
    });
    expect(change.status).toBe(403);
    expect((await ctx.request(`/api/inventory/lots/${lot.id}`, { cookie: outsider.cookie })).status).toBe(404);
    const taken = await ctx.request(`/api/inventory/lots/${lot.id}`, {
      method: 'PATCH',
      cookie: outsider.cookie,
      json: { quantity: 1 },
    });
    expect(taken.status).toBe(404);
    expect((await inventory(outsider.cookie)).items.some((item) => item.materialId === vanillin.id)).toBe(false);
  });

  it("a batch the lab makes of the perfumer's formula takes the workspace's stock", async () => {
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: {
        name: 'Vanilla base',
        rows: [{ name: 'Vanillin house', amount: 10, unit: 'g', materialId: vanillin.id }],
      },
    });
    const { formula } = await readJson(created, CreatedFormulaSchema);
    const before = (await inventory(lab.cookie)).items.find((item) => item.materialId === vanillin.id)!.totalGrams;
    const batch = await ctx.request(`/api/formulas/${formula.id}/batches`, {
      method: 'POST',
      cookie: lab.cookie,
      json: { grams: 20 },
    });
    expect(batch.status).toBe(201);
    const after = (await inventory(perfumer.cookie)).items.find((item) => item.materialId === vanillin.id)!.totalGrams;
    expect(before - after).toBe(20);
  });

  it('one low-stock threshold per material for the workspace, whoever sets it', async () => {
    for (const account of [lab, house.owner]) {
      const set = await ctx.request(`/api/inventory/thresholds/${vanillin.id}`, {
        method: 'PUT',
        cookie: account.cookie,
        json: { minimumGrams: account === lab ? 100 : 500 },
      });
      expect(set.status).toBe(200);
    }
    const item = (await inventory(perfumer.cookie)).items.find((entry) => entry.materialId === vanillin.id);
    expect(item?.minimumGrams).toBe(500);
  });
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ROUTES: Array<[method: string, path: string, action: WorkspaceAction]> = [
  ['GET', '/api/inventory', 'inventory.read'],
  ['POST', '/api/inventory/lots', 'inventory.edit'],
  ['GET', `/api/inventory/lots/${UNKNOWN}`, 'inventory.read'],
  ['PATCH', `/api/inventory/lots/${UNKNOWN}`, 'inventory.edit'],
  ['DELETE', `/api/inventory/lots/${UNKNOWN}`, 'inventory.edit'],
  ['PUT', `/api/inventory/thresholds/${UNKNOWN}`, 'inventory.edit'],
  ['GET', '/api/inventory/export', 'inventory.read'],
  ['POST', '/api/inventory/import', 'inventory.edit'],
];

describe('every inventory route × every role', () => {
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

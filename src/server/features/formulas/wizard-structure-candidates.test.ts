import { describe, expect, it } from 'vitest';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { inventoryLots } from '../../db/schema/index.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

const BodySchema = z.looseObject({
  currency: z.string().nullable(),
  items: z.array(z.looseObject({ id: z.string(), name: z.string(), inStock: z.boolean() })),
});

// Issue 35 item 9: a perfumery family's structure is drawn from the library's materials, the user's stock first.
describe('/api/formulas/wizard-structure-candidates', () => {
  it('needs a session (401) and one of the perfumery families (422)', async () => {
    expect((await ctx.request('/api/formulas/wizard-structure-candidates?family=chypre')).status).toBe(401);
    const { cookie } = await ctx.signUp();
    const missing = await ctx.request('/api/formulas/wizard-structure-candidates', { cookie });
    expect(missing.status).toBe(422);
    const unknown = await ctx.request('/api/formulas/wizard-structure-candidates?family=smoky-unicorn', { cookie });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(await unknown.json())).toContain('family must be one of the perfumery families');
  });

  it('lists the structure’s materials by CAS or name, marks the workspace’s stock, never another user’s own', async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const bergamot = await insertMaterial(db, { name: 'Bergamot oil', cas: '8007-75-8' });
    const patchouli = await insertMaterial(db, { name: 'Patchouli oil', cas: '8014-09-3' });
    const hedione = await insertMaterial(db, { name: 'Hedione', userId: alice.userId });
    await insertMaterial(db, { name: 'Labdanum', userId: bob.userId });
    await insertMaterial(db, { name: 'Cedarwood oil', cas: '8000-27-9' });
    await db.insert(inventoryLots).values({
      userId: alice.userId,
      workspaceId: await getPersonalWorkspaceId(db, alice.userId),
      materialId: patchouli.id,
      quantity: 50,
      unit: 'g',
    });
    const response = await ctx.request('/api/formulas/wizard-structure-candidates?family=chypre', {
      cookie: alice.cookie,
    });
    expect(response.status).toBe(200);
    const body = await readJson(response, BodySchema);
    expect(body.items.map((item) => [item.name, item.inStock]).sort()).toEqual([
      ['Bergamot oil', false],
      ['Hedione', false],
      ['Patchouli oil', true],
    ]);
    expect(body.items.map((item) => item.id).sort()).toEqual([bergamot.id, hedione.id, patchouli.id].sort());
    // Bob's stock is not Alice's: the same reference material reads as not stocked for him.
    const forBob = await readJson(
      await ctx.request('/api/formulas/wizard-structure-candidates?family=chypre', { cookie: bob.cookie }),
      BodySchema,
    );
    expect(forBob.items.find((item) => item.name === 'Patchouli oil')?.inStock).toBe(false);
    expect(forBob.items.some((item) => item.name === 'Hedione')).toBe(false);
  });
});

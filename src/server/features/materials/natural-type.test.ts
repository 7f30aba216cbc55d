import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readError, readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';

// PUT /api/materials/:id/natural-type: the type a user states for one of their own naturals. Only a stated
// furocoumarin-free keeps a natural out of the IFRA phototoxicity sum (compliance-rules.md §4, never its name).
const ctx = await createTestContext();
const { db } = ctx.deps.database;
const house = await createHouse(ctx, ['perfumer', 'viewer'] as const);
const { perfumer, viewer } = house.members;
const outsider = await ctx.signUp();
const reference = await insertMaterial(db, { name: 'Bergamot oil expressed reference' });

const MaterialSchema = z.looseObject({
  material: z.looseObject({ id: z.string(), naturalType: z.string().nullable() }),
});
const create = async (json: Record<string, unknown>) =>
  (
    await readJsonWithStatus(
      await ctx.request('/api/materials', { method: 'POST', cookie: perfumer.cookie, json }),
      201,
      MaterialSchema,
    )
  ).material;
const state = (id: string, cookie: string | undefined, json: unknown) =>
  ctx.request(`/api/materials/${id}/natural-type`, { method: 'PUT', ...(cookie ? { cookie } : {}), json });

const bergamot = await create({ name: 'Bergamot oil FCF (supplier X)', kind: 'natural', cas: '8007-75-8' });

describe('PUT /api/materials/:id/natural-type', () => {
  it('a new natural whose name says FCF has no stated type', () => {
    expect(bergamot.naturalType).toBeNull();
  });

  it('states and clears the type; the material reads it back', async () => {
    const stated = await readJsonWithStatus(
      await state(bergamot.id, perfumer.cookie, { naturalType: 'furocoumarin-free' }),
      200,
      MaterialSchema,
    );
    expect(stated.material.naturalType).toBe('furocoumarin-free');
    const read = await readJson(
      await ctx.request(`/api/materials/${bergamot.id}`, { cookie: viewer.cookie }),
      MaterialSchema,
    );
    expect(read.material.naturalType).toBe('furocoumarin-free');
    const cleared = await readJsonWithStatus(
      await state(bergamot.id, perfumer.cookie, { naturalType: null }),
      200,
      MaterialSchema,
    );
    expect(cleared.material.naturalType).toBeNull();
  });

  it('needs a session (401)', async () => {
    expect((await state(bergamot.id, undefined, { naturalType: 'absolute' })).status).toBe(401);
  });

  it('a viewer may not state it (403)', async () => {
    expect((await state(bergamot.id, viewer.cookie, { naturalType: 'absolute' })).status).toBe(403);
  });

  it('another workspace and a reference material get 404', async () => {
    expect((await state(bergamot.id, outsider.cookie, { naturalType: 'absolute' })).status).toBe(404);
    expect((await state(reference.id, perfumer.cookie, { naturalType: 'absolute' })).status).toBe(404);
    expect((await state('not-a-uuid', perfumer.cookie, { naturalType: 'absolute' })).status).toBe(422);
  });

  it.each([{ naturalType: 'unknown' }, { naturalType: 'FCF' }, { naturalType: 3 }, {}])(
    'refuses %j (422) and keeps the stated type',
    async (json) => {
      await state(bergamot.id, perfumer.cookie, { naturalType: 'expressed oil' });
      const response = await state(bergamot.id, perfumer.cookie, json);
      if ('naturalType' in json) {
        expect(response.status).toBe(422);
        expect(JSON.stringify(await readError(response))).toContain('naturalType');
      } else {
        // An absent type is "not stated", as in POST /api/materials.
        expect(response.status).toBe(200);
        return;
      }
      const read = await readJson(
        await ctx.request(`/api/materials/${bergamot.id}`, { cookie: perfumer.cookie }),
        MaterialSchema,
      );
      expect(read.material.naturalType).toBe('expressed oil');
    },
  );

  it('only a natural has a type (422)', async () => {
    const accord = await create({
      name: 'Amber accord',
      kind: 'accord',
      composition: [{ materialId: reference.id, percent: 100 }],
    });
    const response = await state(accord.id, perfumer.cookie, { naturalType: 'absolute' });
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(/Only a natural has a type/);
  });
});

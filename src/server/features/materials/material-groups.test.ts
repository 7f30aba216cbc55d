import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { ifraStandardCas, ifraStandards, materials } from '../../db/schema/index.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const { db } = ctx.deps.database;
const admin = await ctx.signUp('admin@sillage.test');
const user = await ctx.signUp();

const reference = (name: string, cas: string, odourFamily: string) => ({
  name,
  cas,
  odourFamily,
  kind: 'substance',
  mergeKey: `cas:${cas}`,
  searchText: name.toLowerCase(),
});
await db
  .insert(materials)
  .values([
    reference('Linalool', '78-70-6', 'Floral'),
    reference('Geraniol', '106-24-1', 'Floral'),
    reference('Limonene', '5989-27-5', 'Citrus'),
    reference('Citral', '5392-40-5', 'Hesperidic'),
  ]);
await db.insert(materials).values({
  name: 'My floral',
  kind: 'accord',
  odourFamily: 'Floral',
  userId: user.userId,
  workspaceId: await getPersonalWorkspaceId(db, user.userId),
  searchText: 'my floral',
});
const standard = (id: string, type: string) => ({
  id,
  amendment: '51',
  name: id,
  type,
  isProhibition: type === 'Prohibition',
  isRestriction: type === 'Restriction',
  isSpecification: false,
  casNumbers: [],
  synonyms: [],
  notes: {},
});
await db
  .insert(ifraStandards)
  .values([standard('citral', 'Restriction'), standard('geraniol', 'Restriction'), standard('x', 'Prohibition')]);
await db.insert(ifraStandardCas).values([
  { id: 'citral:5392-40-5', standardKey: 'citral', cas: '5392-40-5', casValid: true },
  { id: 'geraniol:106-24-1', standardKey: 'geraniol', cas: '106-24-1', casValid: true },
]);

const GroupsBodySchema = z.looseObject({
  odourFamilies: z.array(
    z.looseObject({
      label: z.string(),
      total: z.number(),
      families: z.array(z.looseObject({ family: z.string(), total: z.number(), isRelabelled: z.boolean() })),
    }),
  ),
  ifraGroups: z.array(z.looseObject({ type: z.string(), standards: z.number(), materials: z.number() })),
});

const groups = async () =>
  await readJson(await ctx.request('/api/admin/material-groups', { cookie: admin.cookie }), GroupsBodySchema);
const relabel = (cookie: string, json: unknown) =>
  ctx.request('/api/admin/material-groups/odour-families', { method: 'PUT', cookie, json });

describe('/api/admin/material-groups guards', () => {
  it.each([
    ['GET', '/api/admin/material-groups'],
    ['PUT', '/api/admin/material-groups/odour-families'],
    ['DELETE', '/api/admin/material-groups/odour-families?family=Floral'],
  ])('%s %s needs a session (401) and an admin (403)', async (method, url) => {
    expect(
      (await ctx.request(url, { method, json: method === 'PUT' ? { family: 'Floral', label: 'Flowers' } : undefined }))
        .status,
    ).toBe(401);
    expect(
      (
        await ctx.request(url, {
          method,
          cookie: user.cookie,
          json: method === 'PUT' ? { family: 'Floral', label: 'Flowers' } : undefined,
        })
      ).status,
    ).toBe(403);
  });
});

describe('/api/admin/material-groups', () => {
  it('counts reference materials per odour family and IFRA Standard type', async () => {
    const body = await groups();
    expect(body.odourFamilies.map((group) => [group.label, group.total])).toEqual([
      ['Floral', 2],
      ['Citrus', 1],
      ['Hesperidic', 1],
    ]);
    expect(body.ifraGroups).toEqual([
      { type: 'Restriction', standards: 2, materials: 2 },
      { type: 'Prohibition', standards: 1, materials: 0 },
    ]);
  });

  it('merges a family into another by label, without touching the imported rows, and undoes it', async () => {
    const response = await relabel(admin.cookie, { family: 'Hesperidic', label: 'Citrus' });
    expect(response.status).toBe(200);
    expect((await groups()).odourFamilies.map((group) => [group.label, group.total])).toEqual([
      ['Citrus', 2],
      ['Floral', 2],
    ]);
    const citral = await ctx.request('/api/materials?odourFamily=Hesperidic', { cookie: user.cookie });
    expect((await readJson(citral, z.looseObject({ total: z.number() }))).total).toBe(1);
    expect(
      (
        await ctx.request('/api/admin/material-groups/odour-families?family=Hesperidic', {
          method: 'DELETE',
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(204);
    expect((await groups()).odourFamilies).toHaveLength(3);
  });

  it('renames a family, and a label equal to the family removes the override', async () => {
    await relabel(admin.cookie, { family: 'Floral', label: 'Flowers' });
    expect((await groups()).odourFamilies[0]).toMatchObject({
      label: 'Flowers',
      total: 2,
      families: [{ family: 'Floral', isRelabelled: true }],
    });
    await relabel(admin.cookie, { family: 'Floral', label: 'Floral' });
    expect((await groups()).odourFamilies[0]).toMatchObject({ label: 'Floral' });
  });

  it.each([
    ['an empty label', { family: 'Floral', label: '  ' }, 'A label cannot be empty'],
    ['a label over 60 characters', { family: 'Floral', label: 'x'.repeat(61) }, 'A label has at most 60 characters'],
    ['a missing family', { label: 'Flowers' }, 'Name the odour family to relabel'],
    [
      'a family no material has',
      { family: 'Smoky', label: 'Smoke' },
      'No imported material has the odour family “Smoky”',
    ],
  ])('answers %s with 422 naming the problem', async (_, json, message) => {
    const response = await relabel(admin.cookie, json);
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  it('answers removing a label that does not exist with 404', async () => {
    expect(
      (
        await ctx.request('/api/admin/material-groups/odour-families?family=Woody', {
          method: 'DELETE',
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404);
  });
});

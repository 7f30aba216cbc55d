import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

// GET /api/formulas is answered from memory between writes on the embedded database (issue 34: the session's
// workspace and the list are kept under the session's cache entry, the query's parse under its query string). Each
// test reads the list several times first, so that what follows is served from what was kept, then changes something
// through the API and expects the very next read to show it. On PostgreSQL nothing is kept and the same answers hold.
const ctx = await createTestContext();
const FormulaListSchema = z.looseObject({ items: z.array(z.looseObject({ id: z.string(), name: z.string() })) });
const CreatedSchema = z.looseObject({ formula: z.looseObject({ id: z.string() }) });
const WorkspacesSchema = z.looseObject({ items: z.array(z.looseObject({ id: z.string(), isPersonal: z.boolean() })) });

async function listNames(cookie: string, query = ''): Promise<string[]> {
  const response = await ctx.request(`/api/formulas${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await readJson(response, FormulaListSchema)).items.map((item) => item.name);
}

/** The list read three times (the first fills the cache, the others are served from it); the last answer. */
async function warmNames(cookie: string, query = ''): Promise<string[]> {
  await listNames(cookie, query);
  await listNames(cookie, query);
  return listNames(cookie, query);
}

async function create(cookie: string, name: string) {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie,
    json: { name, rows: [{ name: 'Hedione', amount: 40, unit: 'g', materialId: null }] },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, CreatedSchema)).formula;
}

const house = await createHouse(ctx, ['perfumer', 'lab', 'viewer'] as const, 'Maison Cache');
const { perfumer, lab } = house.members;
const houseFormula = await create(perfumer.cookie, 'Fougère de la maison');

describe('the formula list kept between writes', () => {
  it('is kept on the embedded database only', () => {
    expect(ctx.deps.readCache !== null).toBe(ctx.deps.database.kind === 'pglite');
  });

  it("shows a colleague's new formula at once, and never another workspace's", async () => {
    const outsider = await ctx.signUp();
    await create(outsider.cookie, 'Eau voisine');
    expect(await warmNames(lab.cookie)).toContain('Fougère de la maison');
    expect(await warmNames(outsider.cookie)).toEqual(['Eau voisine']);
    await create(perfumer.cookie, 'Chypre nouveau');
    expect(await listNames(lab.cookie)).toEqual(expect.arrayContaining(['Fougère de la maison', 'Chypre nouveau']));
    expect(await listNames(lab.cookie)).not.toContain('Eau voisine');
    expect(await listNames(outsider.cookie)).toEqual(['Eau voisine']);
  });

  it('drops a formula made confidential from the lists of those not named on it at once, and shows it when named', async () => {
    const secret = await create(perfumer.cookie, 'Formule réservée');
    expect(await warmNames(lab.cookie)).toContain('Formule réservée');
    const restrict = (memberIds: string[]) =>
      ctx.request(`/api/formulas/${secret.id}/access`, {
        method: 'PUT',
        cookie: perfumer.cookie,
        json: { isConfidential: true, memberIds },
      });
    expect((await restrict([])).status).toBe(200);
    expect(await listNames(lab.cookie)).not.toContain('Formule réservée');
    expect(await warmNames(lab.cookie)).not.toContain('Formule réservée');
    expect((await restrict([lab.userId])).status).toBe(200);
    expect(await listNames(lab.cookie)).toContain('Formule réservée');
  });

  it('applies a role change at once: a perfumer made viewer is refused a new formula, made perfumer again is not', async () => {
    const roles = await createHouse(ctx, ['perfumer'] as const, 'Maison Rôles');
    const member = roles.members.perfumer;
    await create(member.cookie, 'Avant');
    expect(await warmNames(member.cookie)).toEqual(['Avant']);
    const changeRole = (role: string) =>
      ctx.request(`/api/workspaces/${roles.workspaceId}/members/${member.userId}`, {
        method: 'PATCH',
        cookie: roles.owner.cookie,
        json: { role },
      });
    expect((await changeRole('viewer')).status).toBe(200);
    const refused = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: member.cookie,
      json: { name: 'Après', rows: [] },
    });
    expect(refused.status).toBe(403);
    expect(await readError(refused)).toMatchObject({ error: { message: expect.stringContaining('(viewer)') } });
    expect(await warmNames(member.cookie)).toEqual(['Avant']);
    expect((await changeRole('perfumer')).status).toBe(200);
    await create(member.cookie, 'Après');
    expect(await listNames(member.cookie)).toEqual(expect.arrayContaining(['Avant', 'Après']));
  });

  it('refuses a removed member at once: the list is their own again and the house formula is 404', async () => {
    expect(await warmNames(house.members.viewer.cookie)).toContain('Fougère de la maison');
    const viewer = house.members.viewer;
    expect((await ctx.request(`/api/formulas/${houseFormula.id}`, { cookie: viewer.cookie })).status).toBe(200);
    const removed = await ctx.request(`/api/workspaces/${house.workspaceId}/members/${viewer.userId}`, {
      method: 'DELETE',
      cookie: house.owner.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await listNames(viewer.cookie)).toEqual([]);
    expect((await ctx.request(`/api/formulas/${houseFormula.id}`, { cookie: viewer.cookie })).status).toBe(404);
  });

  it('follows a workspace switch at once, both ways', async () => {
    const workspaces = await readJson(await ctx.request('/api/workspaces', { cookie: lab.cookie }), WorkspacesSchema);
    const personal = workspaces.items.find((item) => item.isPersonal)!;
    expect(await warmNames(lab.cookie)).toContain('Fougère de la maison');
    const switchTo = (workspaceId: string) =>
      ctx.request('/api/workspaces/active', { method: 'POST', cookie: lab.cookie, json: { workspaceId } });
    expect((await switchTo(personal.id)).status).toBe(200);
    expect(await warmNames(lab.cookie)).toEqual([]);
    expect((await switchTo(house.workspaceId)).status).toBe(200);
    expect(await listNames(lab.cookie)).toContain('Fougère de la maison');
  });

  it('refuses a signed-out session at once (401), though its list was kept', async () => {
    const { cookie } = await ctx.signUp();
    await create(cookie, 'Session close');
    expect(await warmNames(cookie)).toEqual(['Session close']);
    expect((await ctx.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} })).status).toBe(200);
    const after = await ctx.request('/api/formulas', { cookie });
    expect(after.status).toBe(401);
    expect(await readError(after)).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('keeps a page of the list per query string, and still refuses a bad one with 422 after good ones', async () => {
    const { cookie } = await ctx.signUp();
    for (const name of ['Un', 'Deux', 'Trois']) await create(cookie, name);
    expect(await warmNames(cookie, '?limit=2')).toHaveLength(2);
    expect(await warmNames(cookie, '?limit=2&offset=2')).toHaveLength(1);
    expect(await warmNames(cookie)).toHaveLength(3);
    for (const bad of ['?limit=0', '?limit=abc', '?offset=-1'])
      expect([bad, (await ctx.request(`/api/formulas${bad}`, { cookie })).status]).toEqual([bad, 422]);
    expect(await listNames(cookie, '?limit=2')).toHaveLength(2);
  });
});

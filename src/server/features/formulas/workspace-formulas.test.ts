import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasWorkspacePermission, type WorkspaceAction } from '../../../domain/workspaces/workspace-permissions.ts';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../../domain/workspaces/workspace-roles.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const FormulaBodySchema = z.looseObject({
  formula: z.looseObject({ id: z.string(), name: z.string(), version: z.number(), isConfidential: z.boolean() }),
});
const FormulaListSchema = z.looseObject({ items: z.array(z.looseObject({ id: z.string(), name: z.string() })) });

const house = await createHouse(ctx, ['admin', 'perfumer', 'lab', 'regulatory', 'buyer', 'viewer'] as const);
const { perfumer, lab, viewer } = house.members;
const accounts: Record<WorkspaceRole, { cookie: string; userId: string }> = { owner: house.owner, ...house.members };
const outsider = await ctx.signUp();

async function create(cookie: string, name: string) {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie,
    json: { name, rows: [{ name: 'Hedione', amount: 40, unit: 'g', materialId: null }] },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, FormulaBodySchema)).formula;
}
const listNames = async (cookie: string) =>
  (await readJson(await ctx.request('/api/formulas', { cookie }), FormulaListSchema)).items.map((item) => item.name);

const shared = await create(perfumer.cookie, 'Chypre de la maison');

describe('formulas belong to the workspace', () => {
  it('a perfumer and a lab member see the same unrestricted formulas; another workspace sees none of them', async () => {
    expect(await listNames(lab.cookie)).toContain('Chypre de la maison');
    expect(await listNames(house.owner.cookie)).toContain('Chypre de la maison');
    expect((await ctx.request(`/api/formulas/${shared.id}`, { cookie: lab.cookie })).status).toBe(200);
    expect(await listNames(outsider.cookie)).not.toContain('Chypre de la maison');
  });

  it('the lab member gets 403 on editing, makes a batch, and sees who made each version', async () => {
    const edit = await ctx.request(`/api/formulas/${shared.id}`, {
      method: 'PUT',
      cookie: lab.cookie,
      json: { version: shared.version, name: 'Renamed by the lab' },
    });
    expect(edit.status).toBe(403);
    expect(await readError(edit)).toMatchObject({
      error: { message: expect.stringContaining('(lab) cannot edit formulas') },
    });
    const batch = await ctx.request(`/api/formulas/${shared.id}/batches`, {
      method: 'POST',
      cookie: lab.cookie,
      json: { grams: 100 },
    });
    expect(batch.status).toBe(201);
    const batches = await readJson(
      await ctx.request(`/api/formulas/${shared.id}/batches`, { cookie: perfumer.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) }),
    );
    expect(batches.items).toHaveLength(1);
    const saved = await ctx.request(`/api/formulas/${shared.id}`, {
      method: 'PUT',
      cookie: house.owner.cookie,
      json: { version: shared.version, name: 'Chypre de la maison' },
    });
    expect(saved.status).toBe(200);
    const versions = await readJson(
      await ctx.request(`/api/formulas/${shared.id}/versions`, { cookie: viewer.cookie }),
      z.looseObject({
        items: z.array(z.looseObject({ version: z.number(), madeBy: z.looseObject({ id: z.string() }) })),
      }),
    );
    expect(versions.items.map((item) => [item.version, item.madeBy.id])).toEqual([
      [2, house.owner.userId],
      [1, perfumer.userId],
    ]);
  });

  it('answers 404 on every id of another workspace, even to a role that edits formulas there', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/versions'],
      ['GET', '/versions/1'],
      ['POST', '/duplicate'],
      ['GET', '/batches'],
      ['POST', '/batches'],
      ['GET', '/access'],
    ] as const) {
      const response = await ctx.request(`/api/formulas/${shared.id}${path}`, {
        method,
        cookie: outsider.cookie,
        json: method === 'PUT' ? { version: 1, name: 'Taken' } : method === 'POST' ? { grams: 10 } : undefined,
      });
      expect([method, path, response.status]).toEqual([method, path, 404]);
    }
  });

  it("gives a member the engine data of a workspace formula (the editor's compliance), 404 outside", async () => {
    const path = `/api/compliance/engine-data?formulaId=${shared.id}`;
    expect((await ctx.request(path, { cookie: lab.cookie })).status).toBe(200);
    expect((await ctx.request(path, { cookie: outsider.cookie })).status).toBe(404);
  });

  it('follows the active workspace: switched to the personal one, the house formula is a 404', async () => {
    const me = await readJson(
      await ctx.request('/api/workspaces', { cookie: lab.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string(), isPersonal: z.boolean() })) }),
    );
    const personal = me.items.find((item) => item.isPersonal)!;
    await ctx.request('/api/workspaces/active', {
      method: 'POST',
      cookie: lab.cookie,
      json: { workspaceId: personal.id },
    });
    expect((await ctx.request(`/api/formulas/${shared.id}`, { cookie: lab.cookie })).status).toBe(404);
    expect(await listNames(lab.cookie)).not.toContain('Chypre de la maison');
    await ctx.request('/api/workspaces/active', {
      method: 'POST',
      cookie: lab.cookie,
      json: { workspaceId: house.workspaceId },
    });
    expect(await listNames(lab.cookie)).toContain('Chypre de la maison');
  });
});

describe('verdicts of the workspace (GET /api/formulas/verdicts)', () => {
  it("list a colleague's formulas, never a confidential one the reader is not named on, nor another workspace's", async () => {
    // By the owner (Premium): the perfumer's Free plan keeps 3 formulas, which the other cases use.
    const secret = await create(house.owner.cookie, 'Verdict secret');
    await ctx.request(`/api/formulas/${secret.id}/access`, {
      method: 'PUT',
      cookie: house.owner.cookie,
      json: { isConfidential: true, memberIds: [] },
    });
    const ids = async (cookie: string) =>
      (
        await readJson(
          await ctx.request('/api/formulas/verdicts', { cookie }),
          z.looseObject({ items: z.array(z.looseObject({ formulaId: z.string() })) }),
        )
      ).items.map((item) => item.formulaId);
    const labSees = await ids(lab.cookie);
    expect(labSees).toContain(shared.id);
    expect(labSees).not.toContain(secret.id);
    expect(await ids(house.owner.cookie)).toContain(secret.id);
    expect(await ids(outsider.cookie)).not.toContain(shared.id);
    expect((await ctx.request('/api/formulas/verdicts')).status).toBe(401);
  });
});

describe('confidential formulas', () => {
  it('are open only to their author and named members: 404 and absent from lists for everyone else', async () => {
    const secret = await create(perfumer.cookie, 'Formule secrète');
    const restricted = await ctx.request(`/api/formulas/${secret.id}/access`, {
      method: 'PUT',
      cookie: perfumer.cookie,
      json: { isConfidential: true, memberIds: [house.owner.userId] },
    });
    expect(restricted.status).toBe(200);
    expect(await readJson(restricted, z.looseObject({ access: z.unknown() }))).toEqual({
      access: { isConfidential: true, authorId: perfumer.userId, memberIds: [house.owner.userId] },
    });
    for (const path of ['', '/versions', '/versions/1', '/batches', '/access', '/analysis-report'])
      expect([path, (await ctx.request(`/api/formulas/${secret.id}${path}`, { cookie: lab.cookie })).status]).toEqual([
        path,
        404,
      ]);
    const batch = await ctx.request(`/api/formulas/${secret.id}/batches`, {
      method: 'POST',
      cookie: lab.cookie,
      json: { grams: 10 },
    });
    expect(batch.status).toBe(404);
    const adminEdit = await ctx.request(`/api/formulas/${secret.id}`, {
      method: 'PUT',
      cookie: house.members.admin.cookie,
      json: { version: 1, name: 'Seen' },
    });
    expect(adminEdit.status).toBe(404);
    expect(await listNames(lab.cookie)).not.toContain('Formule secrète');
    expect(await listNames(house.members.admin.cookie)).not.toContain('Formule secrète');
    expect(await listNames(house.owner.cookie)).toContain('Formule secrète');
    expect((await ctx.request(`/api/formulas/${secret.id}`, { cookie: house.owner.cookie })).status).toBe(200);
    const opened = await ctx.request(`/api/formulas/${secret.id}/access`, {
      method: 'PUT',
      cookie: perfumer.cookie,
      json: { isConfidential: false, memberIds: [] },
    });
    expect(opened.status).toBe(200);
    expect((await ctx.request(`/api/formulas/${secret.id}`, { cookie: lab.cookie })).status).toBe(200);
  });

  it('can be opened only to members of the workspace (422), and only by a role that edits formulas (403)', async () => {
    const secret = await create(perfumer.cookie, 'Autre secret');
    const stranger = await ctx.request(`/api/formulas/${secret.id}/access`, {
      method: 'PUT',
      cookie: perfumer.cookie,
      json: { isConfidential: true, memberIds: [outsider.userId] },
    });
    expect(stranger.status).toBe(422);
    const malformed = await ctx.request(`/api/formulas/${secret.id}/access`, {
      method: 'PUT',
      cookie: perfumer.cookie,
      json: { isConfidential: 'yes' },
    });
    expect(malformed.status).toBe(422);
    const byLab = await ctx.request(`/api/formulas/${secret.id}/access`, {
      method: 'PUT',
      cookie: lab.cookie,
      json: { isConfidential: true, memberIds: [] },
    });
    expect(byLab.status).toBe(403);
  });
});

// Every formula route × every role: a role without the action's right gets 403 before anything is looked up; a
// role with it is never refused (an unknown id is then a 404, an empty body a 422).
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ROUTES: Array<[method: string, path: string, action: WorkspaceAction]> = [
  ['GET', '/api/formulas', 'formulas.read'],
  ['POST', '/api/formulas/import', 'formulas.edit'],
  ['GET', `/api/formulas/${UNKNOWN}`, 'formulas.read'],
  ['PUT', `/api/formulas/${UNKNOWN}`, 'formulas.edit'],
  ['DELETE', `/api/formulas/${UNKNOWN}`, 'formulas.edit'],
  ['POST', `/api/formulas/${UNKNOWN}/duplicate`, 'formulas.edit'],
  ['GET', `/api/formulas/${UNKNOWN}/versions`, 'formulas.read'],
  ['GET', `/api/formulas/${UNKNOWN}/versions/diff?from=1&to=2`, 'formulas.read'],
  ['GET', `/api/formulas/${UNKNOWN}/versions/1`, 'formulas.read'],
  ['POST', `/api/formulas/${UNKNOWN}/restore`, 'formulas.edit'],
  ['GET', `/api/formulas/${UNKNOWN}/batches`, 'batches.read'],
  ['POST', `/api/formulas/${UNKNOWN}/batches`, 'batches.make'],
  ['GET', `/api/formulas/${UNKNOWN}/analysis-report`, 'formulas.read'],
  ['POST', `/api/formulas/${UNKNOWN}/analysis-report`, 'formulas.edit'],
  ['GET', `/api/formulas/${UNKNOWN}/access`, 'formulas.read'],
  ['PUT', `/api/formulas/${UNKNOWN}/access`, 'formulas.edit'],
];

describe('every formula route × every role', () => {
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

import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../../domain/workspaces/workspace-roles.ts';
import { hasWorkspacePermission } from '../../../domain/workspaces/workspace-permissions.ts';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { addMember, createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { CreatedFormulaSchema, CreatedMaterialSchema } from '../../../../tests/setup/response-schemas.ts';

const ctx = await createTestContext();
const { db } = ctx.deps.database;
const EventSchema = z.looseObject({
  userId: z.string().nullable(),
  userName: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

const house = await createHouse(ctx, ['admin', 'perfumer', 'lab', 'regulatory', 'buyer', 'viewer'] as const);
const { perfumer, lab } = house.members;
const accounts: Record<WorkspaceRole, { cookie: string }> = { owner: house.owner, ...house.members };
const outsider = await ctx.signUp();
const reference = await insertMaterial(db, { name: 'Audit reference' });
const audit = (query = '') => `/api/workspaces/${house.workspaceId}/audit${query}`;

async function readTrail(query = '') {
  const response = await ctx.request(audit(query), { cookie: house.owner.cookie });
  expect(response.status).toBe(200);
  return (await readJson(response, z.looseObject({ items: z.array(EventSchema) }))).items;
}

describe('the audit trail', () => {
  it('records who changed a material, a lot, a formula and a membership, with before and after', async () => {
    const created = await ctx.request('/api/materials', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: { name: 'Audited accord', kind: 'accord', composition: [{ materialId: reference.id, percent: 100 }] },
    });
    const { material } = await readJson(created, CreatedMaterialSchema);
    await ctx.request(`/api/materials/${material.id}`, {
      method: 'PUT',
      cookie: house.owner.cookie,
      json: { name: 'Audited accord 2', kind: 'accord', composition: [{ materialId: reference.id, percent: 100 }] },
    });
    const lot = await ctx.request('/api/inventory/lots', {
      method: 'POST',
      cookie: lab.cookie,
      json: { materialId: reference.id, quantity: 100, unit: 'g' },
    });
    expect(lot.status).toBe(201);
    const formula = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: {
        name: 'Audited formula',
        rows: [{ name: 'Audit reference', amount: 1, unit: 'g', materialId: reference.id }],
      },
    });
    const { formula: made } = await readJson(formula, CreatedFormulaSchema);
    const newcomer = await addMember(ctx, house.owner, house.workspaceId, 'viewer');
    const promoted = await ctx.request(`/api/workspaces/${house.workspaceId}/members/${newcomer.userId}`, {
      method: 'PATCH',
      cookie: house.owner.cookie,
      json: { role: 'buyer' },
    });
    expect(promoted.status).toBe(200);

    const trail = await readTrail();
    const materialEvents = trail.filter((event) => event.entityId === material.id);
    expect(materialEvents.map((event) => [event.action, event.userId])).toEqual([
      ['update', house.owner.userId],
      ['create', perfumer.userId],
    ]);
    expect(materialEvents[0]!.before).toMatchObject({ name: 'Audited accord' });
    expect(materialEvents[0]!.after).toMatchObject({ name: 'Audited accord 2' });
    expect(trail.find((event) => event.entity === 'lot')).toMatchObject({ action: 'create', userId: lab.userId });
    const formulaEvent = trail.find((event) => event.entityId === made.id);
    expect(formulaEvent).toMatchObject({
      action: 'create',
      userId: perfumer.userId,
      after: { name: 'Audited formula' },
    });
    // A formula's event never carries its composition.
    expect(JSON.stringify(formulaEvent)).not.toContain('amount');
    const roleChange = trail.find((event) => event.entity === 'membership' && event.action === 'update');
    expect(roleChange).toMatchObject({
      entityId: newcomer.userId,
      before: { role: 'viewer' },
      after: { role: 'buyer' },
    });
    expect(trail.find((event) => event.entity === 'membership' && event.action === 'create')).toMatchObject({
      entityId: newcomer.userId,
      userId: newcomer.userId,
    });

    const filtered = await readTrail(`?entity=material&userId=${perfumer.userId}`);
    expect(filtered.map((event) => event.action)).toEqual(['create']);
    const csv = await ctx.request(audit('/export?entity=material'), { cookie: house.owner.cookie });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('at,user,entity,entity_id,action,changed,before,after');
    expect(text).toContain(`material,${material.id},update,name`);
  });

  it('is append-only: the database refuses to change a recorded event', async () => {
    const failure = await db.execute(sql`UPDATE workspace_audit_events SET action = 'create'`).then(
      () => null,
      (error: Error) => error,
    );
    // Drizzle wraps the database's error ("Failed query: …"); the trigger's sentence is its cause.
    expect((failure?.cause as Error | undefined)?.message).toMatch(/append-only/);
  });

  it('401 without a session, 404 for another workspace, 422 on a bad filter, 403 for roles without it', async () => {
    expect((await ctx.request(audit())).status).toBe(401);
    expect((await ctx.request(audit(), { cookie: outsider.cookie })).status).toBe(404);
    expect((await ctx.request(audit('/export'), { cookie: outsider.cookie })).status).toBe(404);
    expect((await ctx.request(audit('?entity=planet'), { cookie: house.owner.cookie })).status).toBe(422);
    expect((await ctx.request(audit('?from=yesterday'), { cookie: house.owner.cookie })).status).toBe(422);
    for (const role of WORKSPACE_ROLES) {
      const response = await ctx.request(audit(), { cookie: accounts[role].cookie });
      expect(response.status).toBe(hasWorkspacePermission(role, 'audit.read') ? 200 : 403);
    }
  });
});

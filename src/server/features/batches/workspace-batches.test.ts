import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { workspaceAuditEvents } from '../../db/schema/index.ts';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { CreatedFormulaSchema, CreatedLotSchema } from '../../../../tests/setup/response-schemas.ts';

const ctx = await createTestContext();
const { db } = ctx.deps.database;
const BatchSchema = z.looseObject({
  id: z.string(),
  code: z.string(),
  lines: z.array(z.looseObject({ lineId: z.string(), targetGrams: z.number(), lotId: z.string().nullable() })),
});
const BatchListSchema = z.looseObject({ batches: z.array(BatchSchema) });
const LotSchema = z.looseObject({ lot: z.looseObject({ grams: z.number() }) });

const house = await createHouse(ctx, ['perfumer', 'lab', 'viewer'] as const);
const { perfumer, lab, viewer } = house.members;
const outsider = await ctx.signUp();
const musk = await insertMaterial(db, { name: 'Musk house bench' });

const post = (cookie: string, path: string, body: unknown) =>
  ctx.request(`/api/batches${path}`, { method: 'POST', cookie, json: body });

describe('batches belong to the active workspace', () => {
  it("the lab makes the perfumer's formula from the workspace's lot; a viewer reads it but cannot weigh (403); another workspace sees nothing (404)", async () => {
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: { name: 'Musk accord', rows: [{ name: musk.name, amount: 10, unit: 'g', materialId: musk.id }] },
    });
    expect(created.status).toBe(201);
    const formulaId = (await readJson(created, CreatedFormulaSchema)).formula.id;
    const lotResponse = await ctx.request('/api/inventory/lots', {
      method: 'POST',
      cookie: lab.cookie,
      json: { materialId: musk.id, quantity: 100, unit: 'g', lotNumber: 'MUSK-1' },
    });
    const lotId = (await readJson(lotResponse, CreatedLotSchema)).lot.id;

    const started = await post(lab.cookie, '', { formulaId, targetGrams: 20, deviceId: 'lab-tablet', prefix: 'H-' });
    expect(started.status).toBe(201);
    const batch = await readJson(started, BatchSchema);
    expect(batch.lines[0]!.lotId).toBe(lotId);

    // Everyone in the workspace reads it; the perfumer's list holds it.
    expect((await ctx.request(`/api/batches/${batch.id}`, { cookie: viewer.cookie })).status).toBe(200);
    const listed = await readJson(await ctx.request('/api/batches', { cookie: perfumer.cookie }), BatchListSchema);
    expect(listed.batches.map((entry) => entry.id)).toContain(batch.id);
    // A viewer may not make or weigh a batch.
    expect((await post(viewer.cookie, '', { formulaId, targetGrams: 20, deviceId: 'viewer-phone' })).status).toBe(403);
    expect(
      (
        await post(viewer.cookie, `/${batch.id}/lines/${batch.lines[0]!.lineId}/weighings`, {
          deviceId: 'lab-tablet',
          grams: 1,
        })
      ).status,
    ).toBe(403);
    // Another workspace: neither the batch nor the formula.
    expect((await ctx.request(`/api/batches/${batch.id}`, { cookie: outsider.cookie })).status).toBe(404);
    expect((await post(outsider.cookie, '', { formulaId, targetGrams: 20, deviceId: 'x' })).status).toBe(404);

    const weighed = await post(lab.cookie, `/${batch.id}/lines/${batch.lines[0]!.lineId}/weighings`, {
      deviceId: 'lab-tablet',
      grams: batch.lines[0]!.targetGrams,
    });
    expect(weighed.status).toBe(200);
    const completed = await post(lab.cookie, `/${batch.id}/complete`, { deviceId: 'lab-tablet' });
    expect(completed.status, await completed.clone().text()).toBe(200);
    const lot = await readJson(
      await ctx.request(`/api/inventory/lots/${lotId}`, { cookie: perfumer.cookie }),
      LotSchema,
    );
    expect(lot.lot.grams).toBeCloseTo(80, 6);
  });

  it("a batch drawn from a colleague's lot resolves, and every batch change is in the audit trail by its maker", async () => {
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: { name: 'Musk accord 2', rows: [{ name: musk.name, amount: 10, unit: 'g', materialId: musk.id }] },
    });
    const formulaId = (await readJson(created, CreatedFormulaSchema)).formula.id;
    // The owner files the lot; the lab draws from it.
    const lotResponse = await ctx.request('/api/inventory/lots', {
      method: 'POST',
      cookie: house.owner.cookie,
      json: { materialId: musk.id, quantity: 50, unit: 'g', lotNumber: 'MUSK-OWNER' },
    });
    expect(lotResponse.status).toBe(201);
    const lotId = (await readJson(lotResponse, CreatedLotSchema)).lot.id;
    const started = await post(lab.cookie, '', {
      formulaId,
      targetGrams: 10,
      deviceId: 'lab-tablet-2',
      prefix: 'C-',
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const batch = await readJson(started, BatchSchema);
    const line = batch.lines[0]!;
    // The owner's lot is chosen on the bench (the lab's own lot of the first test may have been proposed).
    const chosen = await post(lab.cookie, `/${batch.id}/lines/${line.lineId}/lot`, { deviceId: 'lab-tablet-2', lotId });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    expect((await readJson(chosen, BatchSchema)).lines[0]!.lotId).toBe(lotId);
    await post(lab.cookie, `/${batch.id}/lines/${line.lineId}/weighings`, {
      deviceId: 'lab-tablet-2',
      grams: line.targetGrams,
    });
    const completed = await post(lab.cookie, `/${batch.id}/complete`, { deviceId: 'lab-tablet-2' });
    expect(completed.status, await completed.clone().text()).toBe(200);
    const lot = await readJson(
      await ctx.request(`/api/inventory/lots/${lotId}`, { cookie: house.owner.cookie }),
      LotSchema,
    );
    expect(lot.lot.grams).toBeCloseTo(40, 6);
    const cancelledLater = await post(lab.cookie, '', {
      formulaId,
      targetGrams: 5,
      deviceId: 'lab-tablet-2',
      prefix: 'C-',
    });
    const toCancel = await readJson(cancelledLater, BatchSchema);
    expect((await post(lab.cookie, `/${toCancel.id}/cancel`, { deviceId: 'lab-tablet-2' })).status).toBe(200);

    const events = await db
      .select()
      .from(workspaceAuditEvents)
      .where(and(eq(workspaceAuditEvents.workspaceId, house.workspaceId), eq(workspaceAuditEvents.entity, 'batch')));
    const ofBatch = (id: string) =>
      events
        .filter((event) => event.entityId === id)
        .map((event) => [event.action, event.userId, (event.after as { status: string }).status]);
    expect(ofBatch(batch.id)).toEqual([
      ['create', lab.userId, 'in-progress'],
      ['update', lab.userId, 'completed'],
    ]);
    expect(ofBatch(toCancel.id)).toEqual([
      ['create', lab.userId, 'in-progress'],
      ['update', lab.userId, 'cancelled'],
    ]);
  });
});

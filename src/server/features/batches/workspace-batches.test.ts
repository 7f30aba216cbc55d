import { describe, expect, it } from 'vitest';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';

const ctx = await createTestContext();
const { db } = ctx.deps.database;
const json = async <T>(response: Response) => (await response.json()) as T;
type Batch = { id: string; code: string; lines: Array<{ lineId: string; targetGrams: number; lotId: string | null }> };

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
    const formulaId = (await json<{ formula: { id: string } }>(created)).formula.id;
    const lotResponse = await ctx.request('/api/inventory/lots', {
      method: 'POST',
      cookie: lab.cookie,
      json: { materialId: musk.id, quantity: 100, unit: 'g', lotNumber: 'MUSK-1' },
    });
    const lotId = (await json<{ lot: { id: string } }>(lotResponse)).lot.id;

    const started = await post(lab.cookie, '', { formulaId, targetGrams: 20, deviceId: 'lab-tablet', prefix: 'H-' });
    expect(started.status).toBe(201);
    const batch = await json<Batch>(started);
    expect(batch.lines[0]!.lotId).toBe(lotId);

    // Everyone in the workspace reads it; the perfumer's list holds it.
    expect((await ctx.request(`/api/batches/${batch.id}`, { cookie: viewer.cookie })).status).toBe(200);
    const listed = await json<{ batches: Batch[] }>(await ctx.request('/api/batches', { cookie: perfumer.cookie }));
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
    const lot = await json<{ lot: { grams: number } }>(
      await ctx.request(`/api/inventory/lots/${lotId}`, { cookie: perfumer.cookie }),
    );
    expect(lot.lot.grams).toBeCloseTo(80, 6);
  });
});

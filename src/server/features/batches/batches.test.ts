import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import { createBatchHelpers, TABLET } from '../../../../tests/factories/batch-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { inventoryLots } from '../../db/schema/index.ts';

const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
const db = ctx.deps.database.db;

const { call, createFormula, addLot, lotGrams, weigh, round3, benchUser, startBatch, PHONE } = createBatchHelpers(ctx);

describe('/api/batches: access', () => {
  it('needs a session (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.request('/api/batches')).status).toBe(401);
    expect((await call('', '', { formulaId: id, targetGrams: 10, deviceId: TABLET })).status).toBe(401);
    expect((await ctx.request(`/api/batches/${id}/sheet.pdf`)).status).toBe(401);
  });

  it('rejects bad input (422): a batch size of 0, a bad prefix, no device, a negative weighing', async () => {
    const { cookie, formulaId, lines } = await benchUser(2);
    for (const json of [
      { formulaId, targetGrams: 0, deviceId: TABLET },
      { formulaId, targetGrams: 'ten', deviceId: TABLET },
      { formulaId, targetGrams: 10, deviceId: TABLET, prefix: 'no spaces' },
      { formulaId, targetGrams: 10 },
      { formulaId: 'nope', targetGrams: 10, deviceId: TABLET },
    ])
      expect((await call(cookie, '', json)).status).toBe(422);
    const batch = await startBatch(cookie, formulaId);
    expect((await weigh(cookie, batch, batch.lines[0]!.lineId, -1)).status).toBe(422);
    expect(
      (await call(cookie, `/${batch.id}/lines/${batch.lines[0]!.lineId}/skip`, { deviceId: TABLET, reason: ' ' }))
        .status,
    ).toBe(422);
    // A lot of another material is refused at start.
    expect(
      (
        await call(cookie, '', {
          formulaId,
          targetGrams: 10,
          deviceId: TABLET,
          lotIdByLine: { [batch.lines[0]!.lineId]: lines[1]!.lotId },
        })
      ).status,
    ).toBe(422);
  });

  it("never shows or changes another workspace's batch (404)", async () => {
    const alice = await benchUser(2);
    const bob = await ctx.signUp();
    const batch = await startBatch(alice.cookie, alice.formulaId);
    expect((await call(bob.cookie, `/${batch.id}`)).status).toBe(404);
    expect((await call(bob.cookie, `/${batch.id}/claim`, { deviceId: PHONE })).status).toBe(404);
    expect((await weigh(bob.cookie, batch, batch.lines[0]!.lineId, 1)).status).toBe(404);
    expect((await call(bob.cookie, `/${batch.id}/complete`, { deviceId: TABLET })).status).toBe(404);
    expect((await call(bob.cookie, `/${batch.id}/cancel`, { deviceId: TABLET })).status).toBe(404);
    expect((await ctx.request(`/api/batches/${batch.id}/sheet.pdf`, { cookie: bob.cookie })).status).toBe(404);
    expect(
      (await ctx.request('/api/batches', { cookie: bob.cookie }).then((r) => r.json())) as { batches: unknown[] },
    ).toEqual({
      batches: [],
    });
    // Nor can a batch be started from another user's formula.
    expect((await call(bob.cookie, '', { formulaId: alice.formulaId, targetGrams: 10, deviceId: PHONE })).status).toBe(
      404,
    );
  });
});

describe('/api/batches: the lifecycle', () => {
  it('a 12-line formula at 250 g, one line 5 % over, rescaled, one skipped: ratios hold, stock falls by the weighed grams per lot, once', async () => {
    const user = await benchUser();
    const plan = await call(user.cookie, '/plan', { formulaId: user.formulaId, targetGrams: 250 });
    expect(plan.status).toBe(200);
    const planned = plan.body as unknown as { lots: Array<{ key: string; lotId: string }>; shortfalls: unknown[] };
    expect(planned.shortfalls).toEqual([]);
    expect(planned.lots.map((choice) => choice.lotId)).toEqual(user.lines.map((line) => line.lotId));

    let batch = await startBatch(user.cookie, user.formulaId);
    expect(batch.code).toBe('LAB-0001');
    expect(batch.lines).toHaveLength(12);
    expect(batch.batchGrams).toBeCloseTo(250, 3);
    // The second batch of the prefix takes the next number.
    expect((await startBatch(user.cookie, user.formulaId)).code).toBe('LAB-0002');

    const [first, second, third] = batch.lines;
    batch = (await weigh(user.cookie, batch, first!.lineId, first!.targetGrams)).body;
    // Line 2 is overdosed by 5 %: the batch offers a rescale.
    const overdose = await weigh(user.cookie, batch, second!.lineId, round3(second!.targetGrams * 1.05));
    expect(overdose.body.lines[1]!.check).toBe('over');
    const rescaled = await call(user.cookie, `/${batch.id}/lines/${second!.lineId}/rescale`, { deviceId: TABLET });
    expect(rescaled.status, rescaled.body.error?.message).toBe(200);
    batch = rescaled.body;
    expect(batch.batchGrams).toBeCloseTo(262.5, 0);
    expect(batch.lines[0]!.status).toBe('pending'); // line 1 needs its top-up
    // The last line is skipped: out of stock.
    const last = batch.lines[11]!;
    batch = (await call(user.cookie, `/${batch.id}/lines/${last.lineId}/skip`, { deviceId: TABLET, reason: 'Ran out' }))
      .body;

    // Paused on the tablet, taken up on the phone: the tablet may no longer weigh.
    expect((await call(user.cookie, `/${batch.id}/pause`, { deviceId: TABLET })).body.status).toBe('paused');
    expect((await call(user.cookie, `/${batch.id}/claim`, { deviceId: PHONE })).status).toBe(200);
    expect((await weigh(user.cookie, batch, third!.lineId, 1, TABLET)).status).toBe(409);
    for (const line of batch.lines.filter((candidate) => candidate.status === 'pending'))
      batch = (await weigh(user.cookie, batch, line.lineId, round3(line.targetGrams - line.weighedGrams), PHONE)).body;

    // Every ratio of the lines made holds within 0.1 % of the formula's, among the lines made.
    const made = batch.lines.filter((line) => line.status === 'weighed');
    const madeParts = made.map(
      (line) => user.parts[user.lines.findIndex((entry) => entry.materialId === line.materialId)]!,
    );
    const total = made.reduce((sum, line) => sum + line.weighedGrams, 0);
    const partsTotal = madeParts.reduce((sum, part) => sum + part, 0);
    made.forEach((line, index) => {
      const intended = madeParts[index]! / partsTotal;
      expect(Math.abs(line.weighedGrams / total - intended) / intended).toBeLessThan(0.001);
    });

    const before = await Promise.all(user.lines.map((line) => lotGrams(user.cookie, line.lotId)));
    const completed = await call(user.cookie, `/${batch.id}/complete`, {
      deviceId: PHONE,
      notes: 'Clear, pale yellow',
    });
    expect(completed.status, completed.body.error?.message).toBe(200);
    const record = completed.body.record!;
    expect(completed.body.status).toBe('completed');
    expect(record.deviations.map((deviation) => deviation.kind)).toEqual(['rescaled', 'skipped']);
    expect(record.deviations[0]).toMatchObject({ kind: 'rescaled', lineId: second!.lineId, fromGrams: 250 });
    expect(record.deviations[1]).toMatchObject({ kind: 'skipped', reason: 'Ran out' });
    expect(record.notes).toBe('Clear, pale yellow');
    const after = await Promise.all(user.lines.map((line) => lotGrams(user.cookie, line.lotId)));
    user.lines.forEach((line, index) => {
      const weighed = batch.lines.find((candidate) => candidate.materialId === line.materialId)!.weighedGrams;
      expect(before[index]! - after[index]!).toBeCloseTo(index === 11 ? 0 : weighed, 4);
    });
    // 10 EUR for 100 g: 0.10 EUR a gram of what was weighed.
    expect(record.cost.totals).toEqual([{ currency: 'EUR', amount: Math.round(record.actualGrams * 0.1 * 100) / 100 }]);

    // Completing again (this device or another) deducts nothing more.
    expect((await call(user.cookie, `/${batch.id}/complete`, { deviceId: PHONE })).status).toBe(409);
    expect((await call(user.cookie, `/${batch.id}/claim`, { deviceId: TABLET })).status).toBe(409);
    expect(await Promise.all(user.lines.map((line) => lotGrams(user.cookie, line.lotId)))).toEqual(after);

    // The batch report lists what was weighed.
    const report = await ctx.request(`/api/batches/${batch.id}/report.pdf`, { cookie: user.cookie });
    expect(report.status).toBe(200);
    const text = await extractPdfText(new Uint8Array(await report.arrayBuffer()), 'batch-report');
    expect(text).toContain('Batch report');
    expect(text).toContain('LAB-0001');
    expect(text).toContain('Ran out');
    expect(text).toMatch(/rescaled the batch from 250\.000 g/);
    for (const line of made) expect(text).toContain(line.weighedGrams.toFixed(3));
  });

  it('cancelling deducts nothing, and a cancelled batch cannot be completed', async () => {
    const user = await benchUser(2);
    const batch = await startBatch(user.cookie, user.formulaId, { targetGrams: 10 });
    for (const line of batch.lines) await weigh(user.cookie, batch, line.lineId, line.targetGrams);
    expect((await call(user.cookie, `/${batch.id}/cancel`, { deviceId: TABLET })).body.status).toBe('cancelled');
    expect((await call(user.cookie, `/${batch.id}/complete`, { deviceId: TABLET })).status).toBe(409);
    for (const line of user.lines) expect(await lotGrams(user.cookie, line.lotId)).toBe(100);
  });

  it('refuses to complete with lines neither weighed nor skipped (422)', async () => {
    const user = await benchUser(2);
    const batch = await startBatch(user.cookie, user.formulaId, { targetGrams: 10 });
    await weigh(user.cookie, batch, batch.lines[0]!.lineId, batch.lines[0]!.targetGrams);
    const response = await call(user.cookie, `/${batch.id}/complete`, { deviceId: TABLET });
    expect(response.status).toBe(422);
    expect(response.body.error?.message).toContain('1 line is not weighed');
  });

  it('two devices claiming a paused batch at once: one holds it, the other is told (409)', async () => {
    const user = await benchUser(2);
    const batch = await startBatch(user.cookie, user.formulaId, { targetGrams: 10 });
    await call(user.cookie, `/${batch.id}/pause`, { deviceId: TABLET });
    const claims = await Promise.all([
      call(user.cookie, `/${batch.id}/claim`, { deviceId: TABLET }),
      call(user.cookie, `/${batch.id}/claim`, { deviceId: PHONE }),
    ]);
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409]);
    const holder = claims.find((claim) => claim.status === 200)!.body.claimedByDevice;
    const other = holder === TABLET ? PHONE : TABLET;
    expect((await weigh(user.cookie, batch, batch.lines[0]!.lineId, 1, other)).status).toBe(409);
    expect((await weigh(user.cookie, batch, batch.lines[0]!.lineId, 1, holder!)).status).toBe(200);
  });

  it('two completions at once deduct the stock once', async () => {
    const user = await benchUser(3);
    const batch = await startBatch(user.cookie, user.formulaId, { targetGrams: 20 });
    for (const line of batch.lines) await weigh(user.cookie, batch, line.lineId, line.targetGrams);
    const results = await Promise.all([
      call(user.cookie, `/${batch.id}/complete`, { deviceId: TABLET }),
      call(user.cookie, `/${batch.id}/complete`, { deviceId: TABLET }),
      call(user.cookie, `/${batch.id}/complete`, { deviceId: PHONE }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    for (const [index, line] of user.lines.entries())
      expect(await lotGrams(user.cookie, line.lotId)).toBeCloseTo(100 - batch.lines[index]!.targetGrams, 4);
  });

  it('a lot past its expiry date needs a confirmation; a shortfall is shown and does not stop the batch', async () => {
    const user = await ctx.signUp();
    const old = await insertMaterial(db, { name: `Old stock ${user.userId}` });
    const scarce = await insertMaterial(db, { name: `Scarce ${user.userId}` });
    const expiredLot = await addLot(user.cookie, {
      materialId: old.id,
      lotNumber: 'OLD-1',
      quantity: 50,
      expiryDate: '2020-01-01',
    });
    await addLot(user.cookie, { materialId: scarce.id, lotNumber: 'S-1', quantity: 2 });
    const formulaId = await createFormula(user.cookie, [
      { materialId: old.id, name: old.name, amount: 50 },
      { materialId: scarce.id, name: scarce.name, amount: 50 },
    ]);
    const plan = (await call(user.cookie, '/plan', { formulaId, targetGrams: 10 })).body as unknown as {
      expiredLots: Array<{ lotId: string }>;
      shortfalls: Array<{ shortfallGrams: number }>;
    };
    expect(plan.expiredLots.map((lot) => lot.lotId)).toEqual([expiredLot]);
    expect(plan.shortfalls.map((lot) => lot.shortfallGrams)).toEqual([3]);
    const refused = await call(user.cookie, '', { formulaId, targetGrams: 10, deviceId: TABLET });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toContain('past the expiry date');
    const batch = await startBatch(user.cookie, formulaId, { targetGrams: 10, confirmExpiredLots: true });
    expect(batch.lines[0]).toMatchObject({ lotId: expiredLot, isExpiredLotConfirmed: true });
  });
});

describe('/api/batches: replacing a material during making', () => {
  it('proposes the replacement’s first lot in date with enough stock, draws from it at completion, and records why', async () => {
    const user = await benchUser(2);
    const substitute = await insertMaterial(db, { name: `Substitute ${user.userId.slice(0, 6)}` });
    await addLot(user.cookie, {
      materialId: substitute.id,
      lotNumber: 'SUB-OLD',
      quantity: 100,
      expiryDate: '2020-01-01',
    });
    await addLot(user.cookie, {
      materialId: substitute.id,
      lotNumber: 'SUB-SMALL',
      quantity: 1,
      expiryDate: '2027-01-01',
    });
    const fresh = await addLot(user.cookie, {
      materialId: substitute.id,
      lotNumber: 'SUB-2030',
      quantity: 100,
      expiryDate: '2030-06-01',
    });
    const batch = await startBatch(user.cookie, user.formulaId, { targetGrams: 10 });
    const [first, second] = batch.lines;
    const replaced = await call(user.cookie, `/${batch.id}/lines/${first!.lineId}/replace`, {
      deviceId: TABLET,
      materialId: substitute.id,
      name: substitute.name,
      reason: 'Out of stock',
    });
    expect(replaced.status, replaced.body.error?.message).toBe(200);
    // Not the expired lot, nor the in-date lot too small for the line's grams.
    expect(replaced.body.lines[0]).toMatchObject({ lotId: fresh, lotNumber: 'SUB-2030' });
    expect(
      (
        await call(user.cookie, `/${batch.id}/lines/${second!.lineId}/replace`, {
          deviceId: TABLET,
          materialId: null,
          name: 'Something typed',
          reason: ' ',
        })
      ).status,
    ).toBe(422);
    await weigh(user.cookie, batch, first!.lineId, first!.targetGrams);
    await weigh(user.cookie, batch, second!.lineId, second!.targetGrams);
    const completed = await call(user.cookie, `/${batch.id}/complete`, { deviceId: TABLET });
    expect(completed.status, completed.body.error?.message).toBe(200);
    expect(await lotGrams(user.cookie, fresh)).toBeCloseTo(100 - first!.targetGrams, 4);
    expect(await lotGrams(user.cookie, user.lines[0]!.lotId)).toBe(100);
    expect(completed.body.record!.deviations).toContainEqual(
      expect.objectContaining({ kind: 'replaced', replacementName: substitute.name, reason: 'Out of stock' }),
    );
  });
});

describe('/api/batches: cost from the lots bought', () => {
  /** Weighs every line at its target and completes the batch; its record. */
  async function makeBatch(cookie: string, formulaId: string, targetGrams: number) {
    const batch = await startBatch(cookie, formulaId, { targetGrams });
    for (const line of batch.lines) await weigh(cookie, batch, line.lineId, line.targetGrams);
    const completed = await call(cookie, `/${batch.id}/complete`, { deviceId: TABLET });
    expect(completed.status, completed.body.error?.message).toBe(200);
    return completed.body.record!;
  }

  it('a lot drawn from before still costs its price over the quantity bought (10 EUR for 100 g: 0.10 a gram)', async () => {
    const user = await benchUser(1);
    // The first batch takes 60 g of the lot's 100 g.
    await makeBatch(user.cookie, user.formulaId, 60);
    const second = await makeBatch(user.cookie, user.formulaId, 30);
    // 30 g × 10 EUR / 100 g = 3.00 EUR (over the 40 g left it would be 7.50 EUR).
    expect(second.cost.totals).toEqual([{ currency: 'EUR', amount: 3 }]);
    expect(second.cost.estimatedLotIds).toEqual([]);
    // A correction of the quantity of a lot already drawn from leaves what was bought as it was.
    const lotId = user.lines[0]!.lotId;
    await ctx.request(`/api/inventory/lots/${lotId}`, { method: 'PATCH', cookie: user.cookie, json: { quantity: 50 } });
    const [lot] = await db.select().from(inventoryLots).where(eq(inventoryLots.id, lotId));
    expect(lot).toMatchObject({ quantity: 50, purchasedQuantity: 100 });
  });

  it('a lot whose purchase is not recorded is priced over what it held, and named as an estimate', async () => {
    const user = await benchUser(1);
    const lotId = user.lines[0]!.lotId;
    await db.update(inventoryLots).set({ purchasedQuantity: null, quantity: 50 }).where(eq(inventoryLots.id, lotId));
    const record = await makeBatch(user.cookie, user.formulaId, 25);
    // 25 g × 10 EUR / 50 g held = 5.00 EUR, an estimate.
    expect(record.cost.totals).toEqual([{ currency: 'EUR', amount: 5 }]);
    expect(record.cost.estimatedLotIds).toEqual([lotId]);
    expect(record.cost.basis).toContain('an estimate');
  });

  it('correcting the quantity of a lot nothing was taken from corrects what was bought', async () => {
    const user = await benchUser(1);
    const lotId = user.lines[0]!.lotId;
    const patched = await ctx.request(`/api/inventory/lots/${lotId}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { quantity: 250 },
    });
    expect(patched.status).toBe(200);
    const [lot] = await db.select().from(inventoryLots).where(eq(inventoryLots.id, lotId));
    expect(lot).toMatchObject({ quantity: 250, purchasedQuantity: 250 });
  });
});

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { decodePdfCodes } from '../../../../tests/support/decode-pdf-codes.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { certificateLinks, formulas, inventoryLots } from '../../db/schema/index.ts';
import { hashToken } from '../regulatory/regulatory.public.ts';
import type { BatchResponse } from './batch-record.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
const db = ctx.deps.database.db;

type Batch = BatchResponse & { shortfalls?: unknown[] };
const TABLET = 'tablet-1';
const PHONE = 'phone-2';

async function call(cookie: string, path: string, json?: unknown) {
  const response = await ctx.request(
    `/api/batches${path}`,
    json === undefined ? { cookie } : { method: 'POST', cookie, json },
  );
  return { status: response.status, body: (await response.json()) as Batch & { error?: { message: string } } };
}
async function createFormula(cookie: string, rows: unknown[]) {
  const response = await ctx.request('/api/formulas', { method: 'POST', cookie, json: { name: 'Bench study', rows } });
  expect(response.status).toBe(201);
  return (await readJson(response, z.looseObject({ formula: z.looseObject({ id: z.string() }) }))).formula.id;
}
async function addLot(cookie: string, json: Record<string, unknown>) {
  const response = await ctx.request('/api/inventory/lots', { method: 'POST', cookie, json: { unit: 'g', ...json } });
  expect(response.status).toBe(201);
  return (await readJson(response, z.looseObject({ lot: z.looseObject({ id: z.string() }) }))).lot.id;
}
async function lotGrams(cookie: string, lotId: string) {
  const response = await ctx.request(`/api/inventory/lots/${lotId}`, { cookie });
  return (await readJson(response, z.looseObject({ lot: z.looseObject({ grams: z.number() }) }))).lot.grams;
}
const weigh = (cookie: string, batch: { id: string }, lineId: string, grams: number, deviceId = TABLET) =>
  call(cookie, `/${batch.id}/lines/${lineId}/weighings`, { deviceId, grams });
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** A user with a 12-line formula and one lot per material (100 g each, 0.10 EUR a gram). */
async function benchUser(lineCount = 12) {
  const user = await ctx.signUp();
  const PARTS = [30, 18.5, 12, 9, 8, 6.5, 5, 4, 3, 2.2, 1.3, 0.5].slice(0, lineCount);
  const lines = [];
  for (const [index, amount] of PARTS.entries()) {
    const material = await insertMaterial(db, { name: `Bench material ${index + 1} ${user.userId.slice(0, 6)}` });
    const lotId = await addLot(user.cookie, {
      materialId: material.id,
      lotNumber: `L${index + 1}`,
      quantity: 100,
      pricePaid: 10,
      currency: 'EUR',
      expiryDate: '2030-01-01',
    });
    lines.push({ materialId: material.id, name: material.name, amount, lotId });
  }
  const formulaId = await createFormula(
    user.cookie,
    lines.map(({ lotId: _lotId, ...row }) => row),
  );
  return { ...user, formulaId, lines, parts: PARTS };
}

async function startBatch(cookie: string, formulaId: string, json: Record<string, unknown> = {}) {
  const started = await call(cookie, '', { formulaId, targetGrams: 250, deviceId: TABLET, prefix: 'LAB-', ...json });
  expect(started.status, started.body.error?.message).toBe(201);
  return started.body;
}

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

describe('/api/batches: sheet and compliance', () => {
  it('the batch sheet lists every line with its lot, and its barcode and QR code decode to the batch id', async () => {
    const user = await benchUser(12);
    const batch = await startBatch(user.cookie, user.formulaId, { prefix: 'S26-' });
    const response = await ctx.request(`/api/batches/${batch.id}/sheet.pdf`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await response.arrayBuffer());
    const text = await extractPdfText(pdf, 'batch-sheet');
    expect(text).toContain('Batch sheet');
    for (const [index, line] of batch.lines.entries()) {
      const row = text.split('\n').find((candidate) => candidate.includes(line.name))!;
      expect(row, line.name).toContain(`L${index + 1}`);
      expect(row).toContain(line.targetGrams.toFixed(3));
    }
    expect(await decodePdfCodes(pdf)).toEqual({ code128: 'S26-0001', qrCode: 'S26-0001' });
  });

  it('a lot whose certificate pushes citral over its limit is flagged, though the same weights without it pass', async () => {
    const user = await ctx.signUp();
    // Litsea cubeba oil: 69 % citral by the IFRA annex (fixture data, compliance-rules.md §8); this lot's
    // certificate of analysis says 80 %.
    const litseaLot = await addLot(user.cookie, {
      materialId: FIXTURE_MATERIALS.litsea.id,
      lotNumber: 'LIT-80',
      quantity: 50,
      certificateOfAnalysis: [{ cas: '5392-40-5', name: 'Citral', percent: 80 }],
    });
    await addLot(user.cookie, { materialId: FIXTURE_MATERIALS.dpg.id, lotNumber: 'DPG-1', quantity: 500 });
    const formulaId = await createFormula(user.cookie, [
      { materialId: FIXTURE_MATERIALS.litsea.id, name: 'Litsea cubeba oil', amount: 4 },
      { materialId: FIXTURE_MATERIALS.dpg.id, name: 'Dipropylene glycol', amount: 96 },
    ]);
    const batch = await startBatch(user.cookie, formulaId, { targetGrams: 100 });
    for (const line of batch.lines) await weigh(user.cookie, batch, line.lineId, line.targetGrams);
    const completed = await call(user.cookie, `/${batch.id}/complete`, { deviceId: TABLET });
    expect(completed.status, completed.body.error?.message).toBe(200);
    const compliance = completed.body.record!.compliance;
    // Category 4 at the formula's default 20 % dosage; the fixture's citral limit is 0.6 % (IFRA_STD_901).
    // Without the lot: 4 g / 100 g × 69 % × 20 % = 0.552 % ≤ 0.6 %. With it: 4 / 100 × 80 % × 20 % = 0.64 % > 0.6 %.
    expect(compliance).toMatchObject({ status: 'checked', verdict: 'not-compliant' });
    if (compliance.status !== 'checked') throw new Error('unchecked');
    expect(compliance.verdictWithoutLots).not.toBe('not-compliant');
    expect(compliance.lotsOverLimit).toHaveLength(1);
    expect(compliance.lotsOverLimit[0]).toMatchObject({ lotId: litseaLot, subject: 'Citral (fixture)' });
    // At least the 0.64 % of the lot's citral (the engine adds the annex's 69 % to it today: see the next test).
    expect(compliance.lotsOverLimit[0]!.concentration).toBeGreaterThanOrEqual(0.64 - 1e-9);
    const report = await ctx.request(`/api/batches/${batch.id}/report.pdf`, { cookie: user.cookie });
    const text = await extractPdfText(new Uint8Array(await report.arrayBuffer()), 'batch-report-coa');
    expect(text).toContain('A lot pushes the batch over a limit');
    expect(text).toContain('LIT-80');
  });

  // The lot's certificate of analysis states citral, so its 80 % replaces the IFRA Annex's 69 % for litsea
  // (constituents merged one by one, issue 27): 4 g in 100 g × 80 % × 20 % dosage = 0.64 %, not 1.192 %.
  it("the lot's citral replaces the annex's: 0.64 % exactly", async () => {
    const user = await ctx.signUp();
    await addLot(user.cookie, {
      materialId: FIXTURE_MATERIALS.litsea.id,
      lotNumber: 'LIT-80',
      quantity: 50,
      certificateOfAnalysis: [{ cas: '5392-40-5', name: 'Citral', percent: 80 }],
    });
    const formulaId = await createFormula(user.cookie, [
      { materialId: FIXTURE_MATERIALS.litsea.id, name: 'Litsea cubeba oil', amount: 4 },
      { materialId: FIXTURE_MATERIALS.dpg.id, name: 'Dipropylene glycol', amount: 96 },
    ]);
    const batch = await startBatch(user.cookie, formulaId, { targetGrams: 100 });
    for (const line of batch.lines) await weigh(user.cookie, batch, line.lineId, line.targetGrams);
    const compliance = (await call(user.cookie, `/${batch.id}/complete`, { deviceId: TABLET })).body.record!.compliance;
    if (compliance.status !== 'checked') throw new Error('unchecked');
    expect(compliance.lotsOverLimit[0]!.concentration).toBeCloseTo(0.64, 10);
  });
});

/** Pages and page size of a PDF as pdfinfo reads them. */
async function readPdfPages(pdf: Uint8Array): Promise<{ pages: number; size: string }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sillage-labels-'));
  try {
    const file = path.join(directory, 'labels.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdfinfo', [file]);
    return {
      pages: Number(/^Pages:\s*(\d+)/m.exec(stdout)?.[1]),
      size: /^Page size:\s*(.*?) pts/m.exec(stdout)?.[1] ?? '',
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** A certificate link of the formula, stored as issuing one does (only the token's hash kept). */
async function shareCertificate(formulaId: string, userId: string, revoked = false) {
  const token = randomBytes(32).toString('base64url');
  const [formula] = await db.select().from(formulas).where(eq(formulas.id, formulaId));
  await db.insert(certificateLinks).values({
    formulaId,
    userId,
    workspaceId: formula!.workspaceId,
    tokenHash: hashToken(token),
    formulaRevision: formula!.revision,
    snapshot: {} as never,
    certificatePdf: Buffer.from('%PDF'),
    declarationPdf: Buffer.from('%PDF'),
    revokedAt: revoked ? new Date() : null,
  });
  return { token, url: `https://shared.example.com/c/${token}` };
}

describe('/api/batches/:id/labels.pdf', () => {
  const labels = (cookie: string, batchId: string, json: unknown) =>
    ctx.request(`/api/batches/${batchId}/labels.pdf`, { method: 'POST', cookie, json });

  it('bottle labels on an A4 sheet: name, batch id, date, volume, and a QR code to the shared certificate', async () => {
    const user = await benchUser(2);
    const batch = await startBatch(user.cookie, user.formulaId, { prefix: 'LBL-' });
    const link = await shareCertificate(user.formulaId, user.userId);
    const response = await labels(user.cookie, batch.id, {
      format: 'a4',
      kind: 'bottle',
      name: 'Eau de Bench',
      quantity: { amount: 50, unit: 'ml' },
      date: '2026-11-28',
      certificateUrl: link.url,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await response.arrayBuffer());
    const text = await extractPdfText(pdf, 'labels-a4-bottle');
    for (const expected of ['Eau de Bench', 'Batch LBL-0001', '2026-11-28', '50 ml']) expect(text).toContain(expected);
    // A4 is 210 × 297 mm = 595.28 × 841.89 pt (72 pt an inch).
    expect(await readPdfPages(pdf)).toEqual({ pages: 1, size: '595.276 x 841.89' });
    // The QR code points to the certificate on this server's public address.
    expect((await decodePdfCodes(pdf)).qrCode).toBe(`${ctx.deps.env.publicUrl.replace(/\/$/, '')}/c/${link.token}`);
  });

  it('sample labels on the 62 mm roll: one label a page, 62 × 29 mm; without a link, no QR code', async () => {
    const user = await benchUser(2);
    const batch = await startBatch(user.cookie, user.formulaId, { targetGrams: 10 });
    const response = await labels(user.cookie, batch.id, { format: 'roll-62', kind: 'sample', copies: 3 });
    expect(response.status).toBe(200);
    const pdf = new Uint8Array(await response.arrayBuffer());
    // 62 mm = 175.748 pt, 29 mm = 82.205 pt; pdfinfo prints up to 3 decimals, trailing zeros dropped.
    expect(await readPdfPages(pdf)).toEqual({ pages: 3, size: '175.748 x 82.2047' });
    const text = await extractPdfText(pdf, 'labels-roll-sample');
    expect(text).toContain('Bench study');
    expect(text).toContain('LAB-0001');
    // The batch's weight when no quantity is given: 10 g planned.
    expect(text).toContain('10 g');
    expect((await decodePdfCodes(pdf)).qrCode).toBeNull();
  });

  it("refuses a revoked link, another formula's link and bad input (422); another user's batch is a 404", async () => {
    const user = await benchUser(2);
    const batch = await startBatch(user.cookie, user.formulaId, { targetGrams: 10 });
    const revoked = await shareCertificate(user.formulaId, user.userId, true);
    const otherFormula = await createFormula(user.cookie, [{ name: 'Free text', amount: 1 }]);
    const other = await shareCertificate(otherFormula, user.userId);
    for (const certificateUrl of [revoked.url, other.url, 'https://shared.example.com/c/short']) {
      const refused = await labels(user.cookie, batch.id, { format: 'a4', certificateUrl });
      expect(refused.status, certificateUrl).toBe(422);
      expect((await readError(refused)).error.message).toContain('not a live certificate link');
    }
    for (const json of [
      {},
      { format: 'a5' },
      { format: 'a4', copies: 0 },
      { format: 'a4', quantity: { amount: -1, unit: 'ml' } },
      { format: 'a4', certificateUrl: 'not a link' },
      { format: 'a4', date: '28/11/2026' },
    ])
      expect((await labels(user.cookie, batch.id, json)).status, JSON.stringify(json)).toBe(422);
    const bob = await ctx.signUp();
    expect((await labels(bob.cookie, batch.id, { format: 'a4' })).status).toBe(404);
    expect((await labels('', batch.id, { format: 'a4' })).status).toBe(401);
  });
});

import { expect } from 'vitest';
import { z } from 'zod';
import type { BatchResponse } from '../../src/server/features/batches/batch-record.ts';
import { readJson } from '../setup/read-response.ts';
import type { TestContext } from '../setup/test-app.ts';
import { insertMaterial } from './pricing-factories.ts';

export type Batch = BatchResponse & { shortfalls?: unknown[] };
export const TABLET = 'tablet-1';
export const PHONE = 'phone-2';

/** The batch tests' requests and seeds (batches.test.ts, batch-documents.test.ts), on one test context. */
export function createBatchHelpers(ctx: TestContext) {
  const db = ctx.deps.database.db;

  async function call(cookie: string, path: string, json?: unknown) {
    const response = await ctx.request(
      `/api/batches${path}`,
      json === undefined ? { cookie } : { method: 'POST', cookie, json },
    );
    return { status: response.status, body: (await response.json()) as Batch & { error?: { message: string } } };
  }
  async function createFormula(cookie: string, rows: unknown[]) {
    const response = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie,
      json: { name: 'Bench study', rows },
    });
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

  return { call, createFormula, addLot, lotGrams, weigh, round3, benchUser, startBatch, TABLET, PHONE };
}

import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import { subscribers } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

/**
 * GET and POST /api/formulas/:id/ufi: one UFI per formulation, made from Settings → Company's VAT number by ECHA's
 * algorithm (UFI Developers Manual). DE112358132 with formulation 134217728 is one of the manual's worked examples
 * (KMTT-DSP3-7FD7-6RWY); the others are checked by their checksum and format only.
 */
const ctx = await createTestContext();
const user = await ctx.signUp();
const other = await ctx.signUp();
// More formulas than the free plan's three: a paid plan written straight into subscribers.
await ctx.deps.database.db
  .insert(subscribers)
  .values({ email: user.email, subscribed: true, subscriptionTier: 'premium' });

async function createFormula(cookie: string, name = 'Candle oil') {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie,
    json: { name, rows: [{ name: 'Linalool', cas: '78-70-6', amount: 10 }] },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, z.looseObject({ formula: z.looseObject({ id: z.string() }) }))).formula.id;
}
const setVat = (cookie: string, companyVatNumber: string) =>
  ctx.request('/api/settings', { method: 'PUT', cookie, json: { companyVatNumber } });
const assign = (id: string, json: unknown, cookie: string | null = user.cookie) =>
  ctx.request(`/api/formulas/${id}/ufi`, { method: 'POST', cookie: cookie ?? undefined, json });
const UfiBodySchema = z.looseObject({
  ufi: z.looseObject({ ufi: z.string(), vatNumber: z.string(), formulationNumber: z.number() }).nullable(),
});

describe('POST /api/formulas/:id/ufi', () => {
  it('needs a session (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await assign(id, {}, null)).status).toBe(401);
    expect((await ctx.request(`/api/formulas/${id}/ufi`)).status).toBe(401);
  });

  it('asks for the VAT number under Settings → Company before making one (422)', async () => {
    const id = await createFormula(user.cookie);
    const response = await assign(id, {});
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(/Settings → Company/);
  });

  it("makes the manual's example UFI, keeps it, and refuses a second or a number already used (409)", async () => {
    expect((await setVat(user.cookie, 'de 112 358 132')).status).toBe(200);
    const id = await createFormula(user.cookie);
    const made = await assign(id, { formulationNumber: 134217728 });
    expect(made.status).toBe(201);
    expect((await readJson(made, UfiBodySchema)).ufi).toMatchObject({
      ufi: 'KMTT-DSP3-7FD7-6RWY',
      vatNumber: 'DE112358132',
      formulationNumber: 134217728,
    });
    const read = await ctx.request(`/api/formulas/${id}/ufi`, { cookie: user.cookie });
    expect((await readJson(read, UfiBodySchema)).ufi?.ufi).toBe('KMTT-DSP3-7FD7-6RWY');
    expect((await assign(id, {})).status).toBe(409);
    const second = await createFormula(user.cookie, 'Second oil');
    expect((await assign(second, { formulationNumber: 134217728 })).status).toBe(409);
    // Without a number, the next free one after the highest used: 134217729.
    const next = await assign(second, {});
    expect(next.status).toBe(201);
    expect((await readJson(next, UfiBodySchema)).ufi?.formulationNumber).toBe(134217729);
  });

  it('prints the UFI on the formula’s label', async () => {
    const id = await createFormula(user.cookie, 'Labelled oil');
    const made = await readJson(await assign(id, { formulationNumber: 7 }), UfiBodySchema);
    const pdf = await ctx.request(`/api/formulas/${id}/clp-label.pdf?productForm=concentrate&size=bottle`, {
      cookie: user.cookie,
    });
    expect(pdf.status).toBe(200);
    const text = (await extractPdfText(new Uint8Array(await pdf.arrayBuffer()))).replaceAll(/\s+/g, ' ');
    expect(text).toContain(`UFI: ${made.ufi!.ufi}`);
    expect(text).not.toContain('UFI required');
  });

  it("answers 404 for another user's formula, and 422 for a bad number or id", async () => {
    const id = await createFormula(user.cookie, 'Private oil');
    await setVat(other.cookie, 'FR01012345678');
    expect((await assign(id, {}, other.cookie)).status).toBe(404);
    expect((await ctx.request(`/api/formulas/${id}/ufi`, { cookie: other.cookie })).status).toBe(404);
    for (const body of [
      { formulationNumber: -1 },
      { formulationNumber: 268435456 },
      { formulationNumber: 1.5 },
      { x: 1 },
    ]) {
      expect((await assign(id, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await assign('not-an-id', {})).status).toBe(422);
  });

  it('refuses a VAT number that is not in its country’s format (422 from settings)', async () => {
    expect((await setVat(user.cookie, '123')).status).toBe(422);
    expect((await setVat(other.cookie, 'DE12345678')).status).toBe(200);
    const id = await createFormula(other.cookie, 'Short VAT');
    const response = await assign(id, {}, other.cookie);
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(/not in the format/);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { workspaceAuditEvents, workspaces } from '../../db/schema/index.ts';

/**
 * Issue 30: the VAT number UFIs are made from is the workspace's (Settings → Company, beside the issuer), set by the
 * roles that set the issuer (regulatory.edit) and in the audit trail. DE112358132 with formulation 134217728 is the
 * UFI Developers Manual's worked example, KMTT-DSP3-7FD7-6RWY.
 */
const ctx = await createTestContext();
const { db } = ctx.deps.database;
const house = await createHouse(ctx, ['perfumer', 'regulatory', 'viewer'] as const, 'Maison UFI');
const { perfumer, regulatory, viewer } = house.members;

const FormulaBody = z.looseObject({ formula: z.looseObject({ id: z.string() }) });
const UfiBody = z.object({
  ufi: z.looseObject({ ufi: z.string(), vatNumber: z.string(), formulationNumber: z.number() }).nullable(),
});
const SettingsBody = z.object({ settings: z.looseObject({ companyVatNumber: z.string() }) });

const created = await ctx.request('/api/formulas', {
  method: 'POST',
  cookie: perfumer.cookie,
  json: { name: 'Chypre numéroté', rows: [{ name: 'Linalool', cas: '78-70-6', amount: 10 }] },
});
expect(created.status).toBe(201);
const formulaId = (await readJson(created, FormulaBody)).formula.id;

const setVat = (cookie: string, companyVatNumber: string) =>
  ctx.request('/api/settings', { method: 'PUT', cookie, json: { companyVatNumber } });
const assign = (cookie: string, json: unknown = {}) =>
  ctx.request(`/api/formulas/${formulaId}/ufi`, { method: 'POST', cookie, json });

describe("the UFI's VAT number is the workspace's", () => {
  it('refuses a viewer or a perfumer setting it (403), and a number without its country code (422)', async () => {
    expect((await setVat(viewer.cookie, 'DE112358132')).status).toBe(403);
    expect((await setVat(perfumer.cookie, 'DE112358132')).status).toBe(403);
    const bad = await setVat(house.owner.cookie, '112358132');
    expect(bad.status).toBe(422);
    expect((await readError(bad)).error.message).toMatch(/country code/);
    const [row] = await db.select().from(workspaces).where(eq(workspaces.id, house.workspaceId));
    expect(row?.companyDetails?.companyVatNumber ?? '').toBe('');
  });

  it('lets the owner set it for the house, every member read it, and records the change in the audit trail', async () => {
    const saved = await setVat(house.owner.cookie, 'de 112358132');
    expect(saved.status).toBe(200);
    expect((await readJson(saved, SettingsBody)).settings.companyVatNumber).toBe('DE 112358132');
    const read = await ctx.request('/api/settings', { cookie: viewer.cookie });
    expect((await readJson(read, SettingsBody)).settings.companyVatNumber).toBe('DE 112358132');
    const events = await db
      .select()
      .from(workspaceAuditEvents)
      .where(and(eq(workspaceAuditEvents.workspaceId, house.workspaceId), eq(workspaceAuditEvents.entity, 'company')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: house.owner.userId,
      before: expect.objectContaining({ companyVatNumber: '' }),
      after: expect.objectContaining({ companyVatNumber: 'DE 112358132' }),
    });
  });

  it("lets a colleague with the regulatory role make the perfumer's formula's UFI from the house's number", async () => {
    // The regulatory member never filled in a VAT number of their own.
    expect((await assign(viewer.cookie, { formulationNumber: 134217728 })).status).toBe(403);
    const made = await assign(regulatory.cookie, { formulationNumber: 134217728 });
    expect(made.status).toBe(201);
    expect((await readJson(made, UfiBody)).ufi).toMatchObject({
      ufi: 'KMTT-DSP3-7FD7-6RWY',
      vatNumber: 'DE112358132',
      formulationNumber: 134217728,
    });
    const read = await ctx.request(`/api/formulas/${formulaId}/ufi`, { cookie: viewer.cookie });
    expect((await readJson(read, UfiBody)).ufi?.ufi).toBe('KMTT-DSP3-7FD7-6RWY');
  });

  it("does not lend the house's number to another workspace (422), nor its formula to an outsider (404)", async () => {
    const other = await ctx.signUp();
    const own = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: other.cookie,
      json: { name: 'Solo', rows: [{ name: 'Linalool', cas: '78-70-6', amount: 10 }] },
    });
    const ownId = (await readJson(own, FormulaBody)).formula.id;
    const response = await ctx.request(`/api/formulas/${ownId}/ufi`, {
      method: 'POST',
      cookie: other.cookie,
      json: {},
    });
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(/Settings → Company/);
    // And another workspace's member cannot make this house's formula's UFI (404).
    expect(
      (await ctx.request(`/api/formulas/${formulaId}/ufi`, { method: 'POST', cookie: other.cookie, json: {} })).status,
    ).toBe(404);
  });
});

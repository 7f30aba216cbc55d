import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readError, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { CreatedFormulaSchema } from '../../../../tests/setup/response-schemas.ts';
import { aiConversations, userSettings, workspaceAuditEvents, workspaces } from '../../db/schema/index.ts';
import { z } from 'zod';

// Issue 30, the rows that were still per user: a formula's documents, certificate links and specification
// confirmations, the certificate issuer, AI conversations and the plan's limits now belong to the active workspace.
const ctx = await createTestContext();
const { db } = ctx.deps.database;
const ConfirmationSchema = z.looseObject({
  standardKey: z.string(),
  confirmedBy: z.looseObject({ userId: z.string(), name: z.string() }),
});
const SavedConfirmationSchema = z.looseObject({ confirmation: ConfirmationSchema });
const ConfirmationListSchema = z.looseObject({ confirmations: z.array(ConfirmationSchema) });
const SettingsSchema = z.looseObject({
  settings: z.looseObject({ certificateCompany: z.string(), certificateSignatory: z.string() }),
});
const UsageSchema = z.looseObject({ tier: z.string(), used: z.number() });
const WorkspaceListSchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.string(), isPersonal: z.boolean() })),
});
const ConversationListSchema = z.looseObject({ items: z.array(z.looseObject({ title: z.string() })) });

// The owner is on Premium; every member's own account is on Free.
const house = await createHouse(ctx, ['perfumer', 'regulatory', 'viewer'] as const, 'Maison Documents');
const { perfumer, regulatory, viewer } = house.members;
const outsider = await ctx.signUp();

async function createFormula(cookie: string, name: string) {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie,
    json: { name, rows: [{ name: 'Hedione', amount: 40, unit: 'g', materialId: null }] },
  });
  return response;
}
const created = await createFormula(perfumer.cookie, 'Chypre documenté');
const formula = (await readJsonWithStatus(created, 201, CreatedFormulaSchema)).formula;

const confirmation = (standardKey: string) => `/api/formulas/${formula.id}/specification-confirmations/${standardKey}`;

describe("a colleague's formula: specification confirmations", () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.request(`/api/formulas/${formula.id}/specification-confirmations`)).status).toBe(401);
    expect((await ctx.request(confirmation('IFRA_STD_001'), { method: 'PUT', json: { confirmed: true } })).status).toBe(
      401,
    );
  });

  it('lets the regulatory member confirm the perfumer’s formula (who and when), and every member read it', async () => {
    const put = await ctx.request(confirmation('IFRA_STD_001'), {
      method: 'PUT',
      cookie: regulatory.cookie,
      json: { confirmed: true },
    });
    expect(await readJsonWithStatus(put, 200, SavedConfirmationSchema)).toMatchObject({
      confirmation: { standardKey: 'IFRA_STD_001', confirmedBy: { userId: regulatory.userId } },
    });
    const listed = await ctx.request(`/api/formulas/${formula.id}/specification-confirmations`, {
      cookie: viewer.cookie,
    });
    expect((await readJsonWithStatus(listed, 200, ConfirmationListSchema)).confirmations).toEqual([
      expect.objectContaining({ standardKey: 'IFRA_STD_001' }),
    ]);
  });

  it('records confirming and unconfirming in the audit trail, by whom', async () => {
    await ctx.request(confirmation('IFRA_STD_002'), {
      method: 'PUT',
      cookie: house.owner.cookie,
      json: { confirmed: true },
    });
    await ctx.request(confirmation('IFRA_STD_002'), {
      method: 'PUT',
      cookie: house.owner.cookie,
      json: { confirmed: false },
    });
    const events = await db
      .select()
      .from(workspaceAuditEvents)
      .where(
        and(
          eq(workspaceAuditEvents.workspaceId, house.workspaceId),
          eq(workspaceAuditEvents.entity, 'specification'),
          eq(workspaceAuditEvents.entityId, `${formula.id}:IFRA_STD_002`),
        ),
      );
    expect(events.map((event) => [event.action, event.userId]).sort()).toEqual([
      ['create', house.owner.userId],
      ['delete', house.owner.userId],
    ]);
  });

  it('refuses the perfumer and the viewer (403, the role named), another workspace (404) and bad input (422)', async () => {
    for (const account of [perfumer, viewer]) {
      const response = await ctx.request(confirmation('IFRA_STD_003'), {
        method: 'PUT',
        cookie: account.cookie,
        json: { confirmed: true },
      });
      expect(response.status).toBe(403);
      expect(await readError(response)).toMatchObject({
        error: { message: expect.stringContaining('owner, admin, regulatory') },
      });
    }
    const foreign = await ctx.request(confirmation('IFRA_STD_003'), {
      method: 'PUT',
      cookie: outsider.cookie,
      json: { confirmed: true },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await ctx.request(`/api/formulas/${formula.id}/specification-confirmations`, { cookie: outsider.cookie }))
        .status,
    ).toBe(404);
    const badKey = await ctx.request(confirmation('not-a-standard'), {
      method: 'PUT',
      cookie: regulatory.cookie,
      json: { confirmed: true },
    });
    expect(badKey.status).toBe(422);
    const badBody = await ctx.request(confirmation('IFRA_STD_003'), {
      method: 'PUT',
      cookie: regulatory.cookie,
      json: { confirmed: 'yes' },
    });
    expect(badBody.status).toBe(422);
  });
});

describe("a colleague's formula: documents and certificate links", () => {
  it('lists the links to every member, 404 to another workspace, 401 without a session', async () => {
    const path = `/api/formulas/${formula.id}/certificate-links`;
    expect((await ctx.request(path, { cookie: viewer.cookie })).status).toBe(200);
    expect((await ctx.request(path, { cookie: outsider.cookie })).status).toBe(404);
    expect((await ctx.request(path)).status).toBe(401);
  });

  it('leaves issuing to the regulatory role: 403 for the perfumer, 404 for another workspace', async () => {
    for (const [method, path, json] of [
      ['POST', '/certificate-links', { category: '4', dosage: 10 }],
      ['GET', '/certificate.pdf', undefined],
      ['GET', '/allergen-declaration.pdf', undefined],
      ['GET', '/sds.pdf', undefined],
      ['POST', '/ufi', {}],
    ] as const) {
      const mine = await ctx.request(`/api/formulas/${formula.id}${path}`, { method, cookie: perfumer.cookie, json });
      expect([method, path, mine.status]).toEqual([method, path, 403]);
      const foreign = await ctx.request(`/api/formulas/${formula.id}${path}`, {
        method,
        cookie: outsider.cookie,
        json,
      });
      expect([method, path, foreign.status]).toEqual([method, path, 404]);
    }
  });

  it('lets the regulatory member reach the formula: the download names what stops it (422), never a 404', async () => {
    const response = await ctx.request(`/api/formulas/${formula.id}/certificate.pdf`, { cookie: regulatory.cookie });
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({
      error: { details: { reason: 'cannot-be-verified' } },
    });
    const availability = await ctx.request(`/api/formulas/${formula.id}/documents/availability`, {
      cookie: viewer.cookie,
    });
    expect(availability.status).toBe(200);
    expect(
      (await ctx.request(`/api/formulas/${formula.id}/documents/availability`, { cookie: outsider.cookie })).status,
    ).toBe(404);
    expect(
      (await ctx.request(`/api/formulas/${formula.id}/clp?productForm=concentrate`, { cookie: viewer.cookie })).status,
    ).toBe(200);
    expect((await ctx.request(`/api/formulas/${formula.id}/markets`, { cookie: viewer.cookie })).status).not.toBe(404);
  });
});

describe('the certificate issuer (Settings → Company) is the workspace’s', () => {
  it('is set by the regulatory role, read by every member, absent from another workspace, and audited', async () => {
    const refused = await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: perfumer.cookie,
      json: { certificateCompany: 'Not mine to set' },
    });
    expect(refused.status).toBe(403);
    const saved = await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: regulatory.cookie,
      json: { certificateCompany: '  Maison Documents SA ', certificateSignatory: 'Rita Regulatory' },
    });
    expect(await readJsonWithStatus(saved, 200, SettingsSchema)).toMatchObject({
      settings: { certificateCompany: 'Maison Documents SA', certificateSignatory: 'Rita Regulatory' },
    });
    const [row] = await db.select().from(workspaces).where(eq(workspaces.id, house.workspaceId));
    expect(row?.companyDetails).toEqual({
      certificateCompany: 'Maison Documents SA',
      certificateCompanyAddress: '',
      certificateSignatory: 'Rita Regulatory',
      certificateSignatoryRole: '',
      companyVatNumber: '',
    });
    const read = await readJsonWithStatus(
      await ctx.request('/api/settings', { cookie: viewer.cookie }),
      200,
      SettingsSchema,
    );
    expect(read.settings.certificateCompany).toBe('Maison Documents SA');
    const foreign = await readJsonWithStatus(
      await ctx.request('/api/settings', { cookie: outsider.cookie }),
      200,
      SettingsSchema,
    );
    expect(foreign.settings.certificateCompany).toBe('');
    // The member's own settings row keeps no copy: the workspace holds the issuer.
    const [own] = await db.select().from(userSettings).where(eq(userSettings.userId, regulatory.userId));
    expect((own?.preferences as Record<string, unknown> | undefined)?.certificateCompany ?? '').toBe('');
    const [event] = await db
      .select()
      .from(workspaceAuditEvents)
      .where(and(eq(workspaceAuditEvents.workspaceId, house.workspaceId), eq(workspaceAuditEvents.entity, 'company')));
    expect(event).toMatchObject({
      userId: regulatory.userId,
      action: 'update',
      before: expect.objectContaining({ certificateCompany: '' }),
      after: expect.objectContaining({ certificateCompany: 'Maison Documents SA' }),
    });
  });

  it('still saves a member’s own fields (a viewer changes the theme mode), and 422 for bad input', async () => {
    const own = await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: viewer.cookie,
      json: { themeMode: 'dark' },
    });
    expect(own.status).toBe(200);
    const bad = await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: regulatory.cookie,
      json: { certificateCompany: 'x'.repeat(201) },
    });
    expect(bad.status).toBe(422);
  });
});

describe('the plan and AI of the workspace', () => {
  it("counts the formula limit over the workspace on the workspace's plan (a Free member makes a 4th formula)", async () => {
    for (const name of ['Deux', 'Trois', 'Quatre'])
      expect((await createFormula(perfumer.cookie, name)).status).toBe(201);
    const usage = await readJsonWithStatus(
      await ctx.request('/api/formulas/usage', { cookie: perfumer.cookie }),
      200,
      UsageSchema,
    );
    expect(usage).toMatchObject({ tier: 'premium', used: 4 });
  });

  it('lists one’s own conversations of the active workspace only, and reads the workspace’s plan for AI', async () => {
    const me = await readJsonWithStatus(
      await ctx.request('/api/workspaces', { cookie: perfumer.cookie }),
      200,
      WorkspaceListSchema,
    );
    const personal = me.items.find((item) => item.isPersonal)!;
    await db.insert(aiConversations).values([
      { userId: perfumer.userId, workspaceId: house.workspaceId, title: 'In the house' },
      { userId: perfumer.userId, workspaceId: personal.id, title: 'At home' },
      { userId: regulatory.userId, workspaceId: house.workspaceId, title: 'A colleague’s' },
    ]);
    const listed = await ctx.request('/api/ai/conversations', { cookie: perfumer.cookie });
    expect((await readJsonWithStatus(listed, 200, ConversationListSchema)).items.map((item) => item.title)).toEqual([
      'In the house',
    ]);
    const [home] = await db
      .select({ id: aiConversations.id })
      .from(aiConversations)
      .where(eq(aiConversations.title, 'At home'));
    expect((await ctx.request(`/api/ai/conversations/${home!.id}`, { cookie: perfumer.cookie })).status).toBe(404);
    // In the member's personal workspace (Free) the AI is not in the plan.
    await ctx.request('/api/workspaces/active', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: { workspaceId: personal.id },
    });
    expect((await ctx.request('/api/ai/conversations', { cookie: perfumer.cookie })).status).toBe(403);
    await ctx.request('/api/workspaces/active', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: { workspaceId: house.workspaceId },
    });
  });

  it('refuses the AI to a viewer (403), which would spend the workspace’s budget', async () => {
    const response = await ctx.request('/api/ai/chat', {
      method: 'POST',
      cookie: viewer.cookie,
      json: { message: 'Hello' },
    });
    expect(response.status).toBe(403);
    expect(await readError(response)).toMatchObject({
      error: { message: expect.stringContaining('(viewer) cannot use the AI features') },
    });
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { formulaShares, formulas, formulaVersions, invites } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const owner = await ctx.signUp();
const colleague = await ctx.signUp();
const stranger = await ctx.signUp();
const linkReader = await ctx.signUp();

// The colleague accepted the owner's invitation: the two accounts are linked.
await ctx.deps.database.db.insert(invites).values({
  inviterId: owner.userId,
  email: colleague.email,
  tokenHash: randomUUID(),
  expiresAt: new Date(Date.now() + 86_400_000),
  acceptedAt: new Date(),
  acceptedUserId: colleague.userId,
});

async function createFormula(cookie: string, name: string): Promise<{ id: string; version: number }> {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie,
    json: {
      name,
      rows: [
        { name: 'Hedione', amount: 40, unit: 'g', materialId: null },
        { name: 'Iso E Super', amount: 60, unit: 'g', materialId: null },
      ],
    },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, z.looseObject({ formula: z.looseObject({ id: z.string(), version: z.number() }) })))
    .formula;
}

const formula = await createFormula(owner.cookie, 'Bois de cèdre');
const sharesPath = `/api/formulas/${formula.id}/shares`;

const SharesSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      id: z.string(),
      kind: z.string(),
      recipient: z.looseObject({ id: z.string() }).nullable(),
      shortId: z.string().nullable(),
      revokedAt: z.string().nullable(),
    }),
  ),
  colleagues: z.array(z.looseObject({ id: z.string(), email: z.string() })),
});
type Received = { items: { shareId: string; formulaId: string; name: string; owner: { email: string | null } }[] };
const ReceivedSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      shareId: z.string(),
      formulaId: z.string(),
      name: z.string(),
      owner: z.looseObject({ email: z.string().nullable() }),
    }),
  ),
});

async function shareWithColleague(): Promise<string> {
  const response = await ctx.request(sharesPath, {
    method: 'POST',
    cookie: owner.cookie,
    json: { recipientId: colleague.userId },
  });
  expect([200, 201]).toContain(response.status);
  return (await readJson(response, z.looseObject({ share: z.looseObject({ id: z.string() }) }))).share.id;
}

async function receivedBy(cookie: string): Promise<Received['items']> {
  const response = await ctx.request('/api/shared-formulas', { cookie });
  expect(response.status).toBe(200);
  return (await readJson(response, ReceivedSchema)).items;
}

describe('sharing a formula with a colleague', () => {
  it('needs a session (401) and our own pages for writes (403)', async () => {
    expect((await ctx.request(sharesPath)).status).toBe(401);
    expect((await ctx.request('/api/shared-formulas')).status).toBe(401);
    expect(
      (
        await ctx.request(sharesPath, {
          method: 'POST',
          cookie: owner.cookie,
          json: { recipientId: colleague.userId },
          headers: { origin: 'https://evil.test' },
        })
      ).status,
    ).toBe(403);
  });

  it('lists the colleagues linked through an accepted invite, and refuses anyone else (422)', async () => {
    const shares = await readJson(await ctx.request(sharesPath, { cookie: owner.cookie }), SharesSchema);
    expect(shares.colleagues.map((entry) => entry.id)).toEqual([colleague.userId]);
    const refused = await ctx.request(sharesPath, {
      method: 'POST',
      cookie: owner.cookie,
      json: { recipientId: stranger.userId },
    });
    expect(refused.status).toBe(422);
    expect((await readError(refused)).error.message).toContain('colleague');
    expect(
      (await ctx.request(sharesPath, { method: 'POST', cookie: owner.cookie, json: { recipientId: '' } })).status,
    ).toBe(422);
  });

  it("answers 404 on another user's formula", async () => {
    expect((await ctx.request(sharesPath, { cookie: stranger.cookie })).status).toBe(404);
    expect(
      (
        await ctx.request(sharesPath, {
          method: 'POST',
          cookie: stranger.cookie,
          json: { recipientId: owner.userId },
        })
      ).status,
    ).toBe(404);
  });

  it('shows the formula read-only to the colleague, who cannot write to it (404 as the guards answer)', async () => {
    const shareId = await shareWithColleague();
    const items = await receivedBy(colleague.cookie);
    expect(items).toEqual([
      expect.objectContaining({
        shareId,
        formulaId: formula.id,
        name: 'Bois de cèdre',
        owner: expect.objectContaining({ email: owner.email }),
      }),
    ]);
    expect(await receivedBy(stranger.cookie)).toEqual([]);
    const opened = await ctx.request(`/api/shared-formulas/${shareId}`, { cookie: colleague.cookie });
    expect(opened.status).toBe(200);
    const body = await readJson(
      opened,
      z.looseObject({
        readOnly: z.boolean(),
        formula: z.looseObject({ rows: z.array(z.looseObject({ name: z.string() })) }),
      }),
    );
    expect(body.readOnly).toBe(true);
    expect(body.formula.rows.map((row) => row.name)).toEqual(['Hedione', 'Iso E Super']);
    // The stranger cannot read it through the share.
    expect((await ctx.request(`/api/shared-formulas/${shareId}`, { cookie: stranger.cookie })).status).toBe(404);
    // No write reaches the owner's formula: save, autosave, restore, delete, documents all answer 404.
    const save = await ctx.request(`/api/formulas/${formula.id}`, {
      method: 'PUT',
      cookie: colleague.cookie,
      json: { version: formula.version, name: 'Taken over' },
    });
    expect(save.status).toBe(404);
    const autosave = await ctx.request(`/api/formulas/${formula.id}`, {
      method: 'PUT',
      cookie: colleague.cookie,
      json: { version: formula.version, autosave: true, name: 'Taken over' },
    });
    expect(autosave.status).toBe(404);
    expect((await ctx.request(`/api/formulas/${formula.id}`, { cookie: colleague.cookie })).status).toBe(404);
    expect(
      (await ctx.request(`/api/formulas/${formula.id}`, { method: 'DELETE', cookie: colleague.cookie })).status,
    ).toBe(404);
    const [stored] = await ctx.deps.database.db.select().from(formulas).where(eq(formulas.id, formula.id));
    expect(stored?.name).toBe('Bois de cèdre');
    const versions = await ctx.deps.database.db
      .select()
      .from(formulaVersions)
      .where(eq(formulaVersions.formulaId, formula.id));
    expect(versions.every((version) => version.userId === owner.userId)).toBe(true);
  });

  it('lets the colleague duplicate it into their own library', async () => {
    const shareId = await shareWithColleague();
    const response = await ctx.request(`/api/shared-formulas/${shareId}/duplicate`, {
      method: 'POST',
      cookie: colleague.cookie,
    });
    expect(response.status).toBe(201);
    const copy = (
      await readJson(response, z.looseObject({ formula: z.looseObject({ id: z.string(), name: z.string() }) }))
    ).formula;
    expect(copy.name).toContain('Bois de cèdre');
    const [stored] = await ctx.deps.database.db.select().from(formulas).where(eq(formulas.id, copy.id));
    expect(stored?.userId).toBe(colleague.userId);
    expect(
      (await ctx.request(`/api/shared-formulas/${shareId}/duplicate`, { method: 'POST', cookie: stranger.cookie }))
        .status,
    ).toBe(404);
  });

  it('revokes: the colleague no longer finds it (404); revoking another user’s share is a 404', async () => {
    const shareId = await shareWithColleague();
    expect((await ctx.request(`${sharesPath}/${shareId}`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(
      404,
    );
    expect((await ctx.request(`${sharesPath}/${shareId}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      200,
    );
    expect(await receivedBy(colleague.cookie)).toEqual([]);
    expect((await ctx.request(`/api/shared-formulas/${shareId}`, { cookie: colleague.cookie })).status).toBe(404);
    expect(
      (await ctx.request(`${sharesPath}/${randomUUID()}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(404);
  });
});

describe('sharing a formula by link (signed-in users only)', () => {
  it('stores only the hash; a signed-in user who opens it sees the formula; revoking ends it for them', async () => {
    const created = await ctx.request(`/api/formulas/${formula.id}/share-links`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(created.status).toBe(201);
    const { link } = await readJson(
      created,
      z.looseObject({
        link: z.looseObject({ id: z.string(), token: z.string(), url: z.string(), shortId: z.string() }),
      }),
    );
    expect(link.url).toMatch(/\/shared\/[\w-]{43}$/);
    const [stored] = await ctx.deps.database.db.select().from(formulaShares).where(eq(formulaShares.id, link.id));
    expect(stored?.tokenHash).toHaveLength(64);
    expect(stored?.tokenHash).not.toBe(link.token);

    // Without an account: 401, the link does not open.
    expect(
      (await ctx.request('/api/shared-formulas/open', { method: 'POST', json: { token: link.token } })).status,
    ).toBe(401);
    expect(
      (
        await ctx.request('/api/shared-formulas/open', {
          method: 'POST',
          cookie: linkReader.cookie,
          json: { token: 'x' },
        })
      ).status,
    ).toBe(422);
    const opened = await ctx.request('/api/shared-formulas/open', {
      method: 'POST',
      cookie: linkReader.cookie,
      json: { token: link.token },
    });
    expect(opened.status).toBe(200);
    const { shareId } = await readJson(opened, z.looseObject({ shareId: z.string() }));
    expect((await receivedBy(linkReader.cookie)).map((item) => item.shareId)).toEqual([shareId]);
    // Someone who came through a link sees the owner's name, never their e-mail address.
    const [received] = await receivedBy(linkReader.cookie);
    expect(received?.owner.email).toBeNull();
    const viewed = await readJson(
      await ctx.request(`/api/shared-formulas/${shareId}`, { cookie: linkReader.cookie }),
      z.looseObject({ owner: z.looseObject({ name: z.string(), email: z.string().nullable() }) }),
    );
    expect(viewed.owner.email).toBeNull();
    expect(JSON.stringify(viewed)).not.toContain(owner.email);
    // The owner opening their own link is sent to their formula.
    const own = await ctx.request('/api/shared-formulas/open', {
      method: 'POST',
      cookie: owner.cookie,
      json: { token: link.token },
    });
    expect(await own.json()).toMatchObject({ own: true, formulaId: formula.id });
    const shares = await readJson(await ctx.request(sharesPath, { cookie: owner.cookie }), SharesSchema);
    expect(shares.items.find((item) => item.id === link.id)).toMatchObject({ kind: 'link', shortId: link.shortId });
    expect(
      shares.items.some((item) => item.kind === 'link-recipient' && item.recipient?.id === linkReader.userId),
    ).toBe(true);

    expect((await ctx.request(`${sharesPath}/${link.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      200,
    );
    expect(await receivedBy(linkReader.cookie)).toEqual([]);
    expect((await ctx.request(`/api/shared-formulas/${shareId}`, { cookie: linkReader.cookie })).status).toBe(404);
    expect(
      (
        await ctx.request('/api/shared-formulas/open', {
          method: 'POST',
          cookie: linkReader.cookie,
          json: { token: link.token },
        })
      ).status,
    ).toBe(404);
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAdmin } from '../../../../tests/setup/make-admin.ts';
import { cookieFrom, createTestContext, TEST_PASSWORD } from '../../../../tests/setup/test-app.ts';
import { invites, outbox, users } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const admin = await signUpAdmin(ctx);

describe('/api/beta', () => {
  it('a user applies, an admin accepts, and /api/me says beta tester', async () => {
    const user = await ctx.signUp();
    expect(await (await ctx.request('/api/beta', { cookie: user.cookie })).json()).toEqual({
      isBetaTester: false,
      application: null,
    });
    const applied = await ctx.request('/api/beta/apply', {
      method: 'POST',
      cookie: user.cookie,
      json: { motivation: 'I formulate candles and want the wizard.' },
    });
    expect(applied.status).toBe(201);
    expect(
      (await ctx.request('/api/beta/apply', { method: 'POST', cookie: user.cookie, json: { motivation: 'again' } }))
        .status,
    ).toBe(409);
    const list = await readJson(
      await ctx.request('/api/admin/beta/applications', { cookie: admin.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string(), userId: z.string(), status: z.string() })) }),
    );
    const application = list.items.find((item) => item.userId === user.userId)!;
    expect(application.status).toBe('pending');
    expect(
      (
        await ctx.request(`/api/admin/beta/applications/${application.id}`, {
          method: 'POST',
          cookie: user.cookie,
          json: { decision: 'accept' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await ctx.request(`/api/admin/beta/applications/${application.id}`, {
          method: 'POST',
          cookie: admin.cookie,
          json: { decision: 'maybe' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await ctx.request(`/api/admin/beta/applications/${application.id}`, {
          method: 'POST',
          cookie: admin.cookie,
          json: { decision: 'accept' },
        })
      ).status,
    ).toBe(200);
    const me = await readJson(
      await ctx.request('/api/me', { cookie: user.cookie }),
      z.looseObject({ isBetaTester: z.boolean() }),
    );
    expect(me.isBetaTester).toBe(true);
  });

  it('rejects an empty motivation (422) and a visitor (401)', async () => {
    const user = await ctx.signUp();
    expect(
      (await ctx.request('/api/beta/apply', { method: 'POST', cookie: user.cookie, json: { motivation: '  ' } }))
        .status,
    ).toBe(422);
    expect((await ctx.request('/api/beta', {})).status).toBe(401);
  });
});

async function latestInviteToken(email: string): Promise<string> {
  const [mail] = await ctx.deps.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/accept-invite\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invite mail for ${email}`);
  return token;
}

async function invite(cookie: string, email: string) {
  return ctx.request('/api/invites', { method: 'POST', cookie, json: { email } });
}

describe('/api/invites', () => {
  it('an invite mail creates an account once; a second use says it was used', async () => {
    const sender = await ctx.signUp();
    const email = `colleague-${Math.random().toString(36).slice(2)}@sillage.test`;
    expect((await invite(sender.cookie, email)).status).toBe(201);
    const token = await latestInviteToken(email);

    const check = await readJson(
      await ctx.request(`/api/invites/check?token=${token}`),
      z.looseObject({ state: z.string(), email: z.string(), hasAccount: z.boolean() }),
    );
    expect(check).toMatchObject({ state: 'valid', email, hasAccount: false });

    const signUp = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD, name: 'Colleague' },
    });
    const cookie = cookieFrom(signUp);
    expect((await ctx.request('/api/invites/accept', { method: 'POST', cookie, json: { token } })).status).toBe(200);
    const [account] = await ctx.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(account?.emailVerified).toBe(true);

    const again = await ctx.request('/api/invites/accept', { method: 'POST', cookie, json: { token } });
    expect(again.status).toBe(409);
    expect((await readError(again)).error.message).toMatch(/already been used/);
    const listed = await readJson(
      await ctx.request('/api/invites', { cookie: sender.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ email: z.string(), state: z.string() })) }),
    );
    expect(listed.items.find((item) => item.email === email)?.state).toBe('accepted');
  });

  it('an expired and a revoked token each give their own message', async () => {
    const sender = await ctx.signUp();
    const expiredEmail = `late-${Math.random().toString(36).slice(2)}@sillage.test`;
    const revokedEmail = `revoked-${Math.random().toString(36).slice(2)}@sillage.test`;
    await invite(sender.cookie, expiredEmail);
    const created = await readJson(
      await invite(sender.cookie, revokedEmail),
      z.looseObject({ invite: z.looseObject({ id: z.string() }) }),
    );
    const expiredToken = await latestInviteToken(expiredEmail);
    const revokedToken = await latestInviteToken(revokedEmail);
    await ctx.deps.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(invites.email, expiredEmail), eq(invites.inviterId, sender.userId)));
    expect(
      (await ctx.request(`/api/invites/${created.invite.id}`, { method: 'DELETE', cookie: sender.cookie })).status,
    ).toBe(200);

    const expired = await readJson(
      await ctx.request(`/api/invites/check?token=${expiredToken}`),
      z.looseObject({ state: z.string(), message: z.string() }),
    );
    const revoked = await readJson(
      await ctx.request(`/api/invites/check?token=${revokedToken}`),
      z.looseObject({ state: z.string(), message: z.string() }),
    );
    const unknown = await readJson(
      await ctx.request(`/api/invites/check?token=${'A'.repeat(43)}`),
      z.looseObject({ state: z.string(), message: z.string() }),
    );
    expect(expired).toMatchObject({ state: 'expired', message: expect.stringMatching(/expired/) });
    expect(revoked).toMatchObject({ state: 'revoked', message: expect.stringMatching(/withdrawn/) });
    expect(unknown).toMatchObject({ state: 'unknown', message: expect.stringMatching(/not valid/) });
    expect(new Set([expired.message, revoked.message, unknown.message]).size).toBe(3);
  });

  it('resending replaces the link: the old token stops working', async () => {
    const sender = await ctx.signUp();
    const email = `resend-${Math.random().toString(36).slice(2)}@sillage.test`;
    const created = await readJson(
      await invite(sender.cookie, email),
      z.looseObject({ invite: z.looseObject({ id: z.string() }) }),
    );
    const first = await latestInviteToken(email);
    expect(
      (await ctx.request(`/api/invites/${created.invite.id}/resend`, { method: 'POST', cookie: sender.cookie })).status,
    ).toBe(200);
    const second = await latestInviteToken(email);
    expect(second).not.toBe(first);
    expect(
      (await readJson(await ctx.request(`/api/invites/check?token=${first}`), z.looseObject({ state: z.string() })))
        .state,
    ).toBe('unknown');
    expect(
      (await readJson(await ctx.request(`/api/invites/check?token=${second}`), z.looseObject({ state: z.string() })))
        .state,
    ).toBe('valid');
  });

  it('only the invited address may accept (403), the free plan caps pending invites, and others cannot touch an invite (404)', async () => {
    const sender = await ctx.signUp();
    const stranger = await ctx.signUp();
    const email = `x-${Math.random().toString(36).slice(2)}@sillage.test`;
    const created = await readJson(
      await invite(sender.cookie, email),
      z.looseObject({ invite: z.looseObject({ id: z.string() }) }),
    );
    const token = await latestInviteToken(email);
    expect(
      (await ctx.request('/api/invites/accept', { method: 'POST', cookie: stranger.cookie, json: { token } })).status,
    ).toBe(403);
    expect(
      (await ctx.request(`/api/invites/${created.invite.id}`, { method: 'DELETE', cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      (await ctx.request(`/api/invites/${created.invite.id}/resend`, { method: 'POST', cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    expect((await invite(sender.cookie, email)).status).toBe(409);
    await invite(sender.cookie, `a-${Math.random()}@sillage.test`.replace('0.', ''));
    await invite(sender.cookie, `b-${Math.random()}@sillage.test`.replace('0.', ''));
    const overLimit = await invite(sender.cookie, 'one-too-many@sillage.test');
    expect(overLimit.status).toBe(403);
    expect((await readError(overLimit)).error.message).toMatch(/free plan allows 3 pending/);
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['no e-mail', {}],
  ])('rejects %s with 422', async (_, json) => {
    const sender = await ctx.signUp();
    expect((await ctx.request('/api/invites', { method: 'POST', cookie: sender.cookie, json })).status).toBe(422);
  });

  it('limits invitation mails to one address (3 a day, by any sender), counting resends and re-invites, in parallel too', async () => {
    const sender = await ctx.signUp();
    const other = await ctx.signUp();
    const email = `flooded-${Math.random().toString(36).slice(2)}@sillage.test`;
    const first = await invite(sender.cookie, email);
    expect(first.status).toBe(201);
    const { invite: created } = await readJson(first, z.looseObject({ invite: z.looseObject({ id: z.string() }) }));
    const resends = await Promise.all(
      Array.from({ length: 6 }, () =>
        ctx.request(`/api/invites/${created.id}/resend`, { method: 'POST', cookie: sender.cookie }),
      ),
    );
    expect(resends.map((response) => response.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    // Revoking and inviting again, or another sender, counts against the same address.
    await ctx.request(`/api/invites/${created.id}`, { method: 'DELETE', cookie: sender.cookie });
    expect((await invite(sender.cookie, email)).status).toBe(429);
    const refused = await invite(other.cookie, email);
    expect(refused.status).toBe(429);
    expect((await readError(refused)).error.message).toMatch(/has been sent 3 invitations today/);
    const mails = await ctx.deps.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(3);
  });

  it('answers an invitation the same whether or not the address has an account', async () => {
    const sender = await ctx.signUp();
    const member = await ctx.signUp();
    const stranger = `nobody-${Math.random().toString(36).slice(2)}@sillage.test`;
    const toMember = await readJson(
      await invite(sender.cookie, member.email),
      z.looseObject({ invite: z.record(z.string(), z.unknown()) }),
    );
    const toStranger = await readJson(
      await invite(sender.cookie, stranger),
      z.looseObject({ invite: z.record(z.string(), z.unknown()) }),
    );
    expect(Object.keys(toMember.invite).sort()).toEqual(Object.keys(toStranger.invite).sort());
    expect(toMember.invite).not.toHaveProperty('hasAccount');
  });

  it('a malformed token is 422 on check and accept', async () => {
    const user = await ctx.signUp();
    expect((await ctx.request('/api/invites/check?token=short')).status).toBe(422);
    expect(
      (await ctx.request('/api/invites/accept', { method: 'POST', cookie: user.cookie, json: { token: 'short' } }))
        .status,
    ).toBe(422);
  });
});

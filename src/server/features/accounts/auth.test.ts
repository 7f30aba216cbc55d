import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookieFrom, createTestContext, TEST_PASSWORD } from '../../../../tests/setup/test-app.ts';
import { outbox, users } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext({ SIGN_IN_RATE_LIMIT: '5' });

async function signIn(email: string, password: string, ip: string) {
  return ctx.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
    ip,
  });
}

describe('sign-up and sign-in (better-auth)', () => {
  it('signs a user up with a session cookie that is HttpOnly and SameSite', async () => {
    const email = `new-${Date.now()}@sillage.test`;
    const response = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD, name: 'new' },
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token'));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const me = await ctx.request('/api/me', { cookie: cookieFrom(response) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email, role: 'user' }, tier: 'free', isAdmin: false });
  });

  it.each([
    ['a 5-character password', 'abcde', 400],
    ['a 6-character password', 'abcdef', 200],
  ])('accepts passwords of at least 6 characters: %s', async (_, password, status) => {
    const response = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: `len-${password.length}-${Date.now()}@sillage.test`, password, name: 'x' },
    });
    expect(response.status).toBe(status);
  });

  it('refuses a second account on the same e-mail with USER_ALREADY_EXISTS', async () => {
    const { email } = await ctx.signUp();
    const response = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD, name: 'again' },
    });
    expect(response.status).toBe(422);
    expect((await readJson(response, z.looseObject({ code: z.string() }))).code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it('rejects a wrong password with INVALID_EMAIL_OR_PASSWORD', async () => {
    const { email } = await ctx.signUp();
    const response = await signIn(email, 'wrong password', '10.0.0.1');
    expect(response.status).toBe(401);
    expect((await readJson(response, z.looseObject({ code: z.string() }))).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('rate-limits sign-in per client address (429 after the limit), leaving other addresses alone', async () => {
    const { email, password } = await ctx.signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await signIn(email, 'nope', '10.9.9.9')).status);
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    // A forged address header from the client changes nothing: the socket's address is what counts.
    const forged = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
      ip: '10.9.9.9',
      headers: { 'x-sillage-client-ip': '10.1.1.1', 'x-forwarded-for': '10.1.1.1' },
    });
    expect(forged.status).toBe(429);
    expect((await signIn(email, password, '10.9.9.10')).status).toBe(200);
  });

  it('signs out all sessions of the user', async () => {
    const { email, password, cookie } = await ctx.signUp();
    const second = cookieFrom(await signIn(email, password, '10.0.0.2'));
    const revoke = await ctx.request('/api/auth/revoke-sessions', { method: 'POST', cookie, json: {} });
    expect(revoke.status).toBe(200);
    expect((await ctx.request('/api/me', { cookie: second })).status).toBe(401);
    expect((await ctx.request('/api/me', { cookie })).status).toBe(401);
  });

  it('makes an e-mail of ADMIN_EMAILS admin only once the address is verified', async () => {
    const { cookie } = await ctx.signUp('admin@sillage.test', undefined, { verify: false });
    const before = await ctx.request('/api/me', { cookie });
    expect(await before.json()).toMatchObject({ user: { role: 'user' }, isAdmin: false, tier: 'free' });
    expect((await ctx.request('/api/admin/users', { cookie })).status).toBe(403);
    await ctx.verifyEmail('admin@sillage.test');
    const after = await ctx.request('/api/me', { cookie });
    expect(await after.json()).toMatchObject({ user: { role: 'admin' }, isAdmin: true, tier: 'enterprise' });
    expect((await ctx.request('/api/admin/users', { cookie })).status).toBe(200);
  });
});

describe('password reset by e-mail', () => {
  it('puts a reset link in the outbox that lands on /account?section=security and sets a new password', async () => {
    const { email } = await ctx.signUp();
    const request = await ctx.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: '/account?section=security' },
    });
    expect(request.status).toBe(200);
    const [mail] = await ctx.deps.database.db.select().from(outbox).where(eq(outbox.to, email));
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const follow = await ctx.request(new URL(link!).pathname + new URL(link!).search);
    expect(follow.status).toBe(302);
    const landing = new URL(follow.headers.get('location')!, 'http://localhost:3000');
    expect(landing.pathname).toBe('/account');
    expect(landing.searchParams.get('section')).toBe('security');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await ctx.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'a fresh secret', token },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(email, 'a fresh secret', '10.0.0.3')).status).toBe(200);
    expect((await signIn(email, TEST_PASSWORD, '10.0.0.3')).status).toBe(401);
  });

  it('answers the same for an unknown e-mail (no account enumeration) and sends nothing', async () => {
    const response = await ctx.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'nobody@sillage.test', redirectTo: '/account?section=security' },
    });
    expect(response.status).toBe(200);
    expect(await ctx.deps.database.db.select().from(outbox).where(eq(outbox.to, 'nobody@sillage.test'))).toHaveLength(
      0,
    );
  });
});

describe('e-mail confirmation (REQUIRE_EMAIL_CONFIRMATION)', async () => {
  const confirming = await createTestContext({ REQUIRE_EMAIL_CONFIRMATION: 'true' });

  it('signs up without a session, refuses sign-in until confirmed, then accepts it', async () => {
    const email = `confirm-${Date.now()}@sillage.test`;
    const signUp = await confirming.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD, name: 'c' },
    });
    expect(signUp.status).toBe(200);
    expect((await readJson(signUp, z.looseObject({ token: z.string().nullable() }))).token).toBeNull();
    const refused = await confirming.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect((await readJson(refused, z.looseObject({ code: z.string() }))).code).toBe('EMAIL_NOT_VERIFIED');
    const [mail] = await confirming.deps.database.db.select().from(outbox).where(eq(outbox.to, email));
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    await confirming.request(link.pathname + link.search);
    const [user] = await confirming.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    const accepted = await confirming.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD },
    });
    expect(accepted.status).toBe(200);
  });
});

// Signing in through a house's OpenID provider: the domain's passwords refused, the flow (PKCE, single-use state,
// RP-initiated logout), and the end of enforcement (the provider's settings: sso-settings.test.ts).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSsoContext } from '../../../../tests/fixtures/sso-fixtures.ts';
import { createHouse, setAccountPlan } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { cookieFrom, TEST_PASSWORD } from '../../../../tests/setup/test-app.ts';
import { accounts, users, workspaceMembers } from '../../db/schema/index.ts';

const { ctx, db, idp, lying, quiet, house, ssoPath, outsider, early, settings, saveWithProof, signInThroughProvider } =
  await createSsoContext();
// The house's provider, saved by its admin once the early account of the domain is a member (as perfumer) and the
// domain proven (the steps sso-settings.test.ts checks one by one).
await db.insert(workspaceMembers).values({ workspaceId: house.workspaceId, userId: early.userId, role: 'perfumer' });
expect((await saveWithProof(house.workspaceId, house.members.admin.cookie, settings())).status).toBe(200);

describe('domain enforcement', () => {
  it('refuses a password sign-in and sign-up for the domain, naming the provider and the way in', async () => {
    const signIn = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: early.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(403);
    const body = await readJson(
      signIn,
      z.looseObject({ code: z.string(), message: z.string(), ssoUrl: z.string(), provider: z.string() }),
    );
    expect(body.code).toBe('SSO_REQUIRED');
    expect(body.message).toContain('Sign in with Acme ID');
    expect(body.ssoUrl).toBe(`/api/auth/sso/start?email=${encodeURIComponent(early.email)}`);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    const signUp = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'nouveau@ACME.test', password: TEST_PASSWORD, name: 'Nouveau' },
    });
    expect(signUp.status).toBe(403);
  });

  it('leaves other domains on passwords', async () => {
    const signIn = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: outsider.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  it('answers 404 to a start for a domain without a provider', async () => {
    expect((await ctx.request('/api/auth/sso/start?email=x%40nowhere.test')).status).toBe(404);
  });
});

describe('the OpenID Connect flow', () => {
  it('signs a new address in, creates the account and joins the workspace as viewer', async () => {
    const email = `jeanne-${crypto.randomUUID()}@acme.test`;
    idp.signInAs({ sub: 'acme-jeanne', email, name: 'Jeanne Dubois' });
    const { authorize, callback, landed } = await signInThroughProvider(email);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${ctx.env.publicUrl}/api/auth/sso/callback`);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/dashboard');
    const cookie = cookieFrom(landed);
    // The token request carried the client's secret and the PKCE verifier (the fake checks it against the challenge).
    const [tokenRequest] = idp.tokenRequests().slice(-1);
    expect(tokenRequest!.clientSecret).toBe(idp.clientSecret);
    expect(tokenRequest!.fields.code_verifier).toMatch(/^[\w-]{43}$/);

    const session = await readJson(
      await ctx.request('/api/auth/get-session', { cookie }),
      z.looseObject({
        user: z.looseObject({ email: z.string(), name: z.string(), emailVerified: z.boolean() }),
      }),
    );
    expect(session.user).toMatchObject({ email, name: 'Jeanne Dubois', emailVerified: true });
    const listed = await readJson(
      await ctx.request('/api/workspaces', { cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string(), role: z.string() })) }),
    );
    expect(listed.items.find((item) => item.id === house.workspaceId)?.role).toBe('viewer');
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const linked = await db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(linked.map((account) => [account.providerId, account.accountId])).toContainEqual([
      `sso:${house.workspaceId}`,
      'acme-jeanne',
    ]);

    // The state is single-use: replaying the callback signs nobody in.
    const replay = await ctx.request(callback.pathname + callback.search);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toContain('/login?sso_error=');
    expect(
      replay.headers.getSetCookie().some((line) => line.includes('session_token=') && !line.includes('Max-Age=0')),
    ).toBe(false);
  });

  it('signs an existing password account of the domain in, keeping its role if it is a member already', async () => {
    idp.signInAs({ sub: 'acme-pierre', email: early.email });
    const { landed } = await signInThroughProvider(early.email);
    expect(landed.status).toBe(302);
    const session = await readJson(
      await ctx.request('/api/auth/get-session', { cookie: cookieFrom(landed) }),
      z.looseObject({ user: z.looseObject({ id: z.string() }) }),
    );
    expect(session.user.id).toBe(early.userId);
    const [membership] = await db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, house.workspaceId), eq(workspaceMembers.userId, early.userId)));
    expect(membership?.role).toBe('perfumer');
  });

  it('signs out at the provider too: sign-out answers its logout URL, which the provider accepts (RP-Initiated Logout)', async () => {
    const email = `lea-${crypto.randomUUID()}@acme.test`;
    idp.signInAs({ sub: 'acme-lea', email });
    const { landed } = await signInThroughProvider(email);
    const cookie = cookieFrom(landed);
    const signOut = await ctx.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(signOut.status).toBe(200);
    const body = await readJson(
      signOut,
      z.looseObject({ success: z.boolean(), url: z.string(), redirect: z.boolean() }),
    );
    expect(body).toMatchObject({ success: true, redirect: false });
    // The local session is gone whatever the provider does.
    expect(signOut.headers.getSetCookie().some((line) => /session_token=;|Max-Age=0/.test(line))).toBe(true);
    expect(await readJson(await ctx.request('/api/auth/get-session', { cookie }), z.null())).toBeNull();
    const logout = new URL(body.url);
    expect(logout.origin + logout.pathname).toBe(`${idp.issuer}/logout`);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${ctx.env.publicUrl}/login`);
    expect(logout.searchParams.get('client_id')).toBe(idp.clientId);
    // The provider checks the id_token_hint is the one it signed for this client and sends the browser back.
    const followed = await fetch(logout, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(`${ctx.env.publicUrl}/login`);
    expect(idp.logouts().at(-1)).toEqual({ sub: 'acme-lea', postLogoutRedirectUri: `${ctx.env.publicUrl}/login` });
    // Signing out again (the cookie replayed) offers no second logout.
    const again = await ctx.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect((await readJson(again, z.looseObject({ url: z.string().optional() }))).url).toBeUndefined();
  });

  it('signs a password session or a provider without an end_session_endpoint out locally only', async () => {
    const password = await ctx.request('/api/auth/sign-out', { method: 'POST', cookie: outsider.cookie, json: {} });
    expect(password.status).toBe(200);
    expect(await readJson(password, z.looseObject({}))).toEqual({ success: true });

    const quietHouse = await createHouse(ctx, [] as const, 'Maison Discrète', 'enterprise');
    const saved = await saveWithProof(quietHouse.workspaceId, quietHouse.owner.cookie, {
      ...settings(quiet.issuer),
      clientId: quiet.clientId,
      clientSecret: quiet.clientSecret,
      emailDomain: 'discrete.test',
    });
    expect(saved.status).toBe(200);
    quiet.signInAs({ sub: 'd', email: 'dora@discrete.test' });
    const started = await ctx.request('/api/auth/sso/start?email=dora%40discrete.test');
    const approved = await fetch(started.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(approved.headers.get('location')!);
    const landed = await ctx.request(callback.pathname + callback.search);
    expect(landed.headers.get('location')).toBe('/dashboard');
    const signOut = await ctx.request('/api/auth/sign-out', { method: 'POST', cookie: cookieFrom(landed), json: {} });
    expect(signOut.status).toBe(200);
    expect(await readJson(signOut, z.looseObject({}))).toEqual({ success: true });
  });

  it('refuses an address outside the domain and an id_token for another client', async () => {
    idp.signInAs({ sub: 'intruder', email: 'intruder@elsewhere.test' });
    const outside = await signInThroughProvider(`x@acme.test`);
    expect(outside.landed.headers.get('location')).toContain('/login?sso_error=');
    expect(cookieFrom(outside.landed)).not.toContain('session_token');

    const lyingHouse = await createHouse(ctx, [] as const, 'Maison Menteuse', 'enterprise');
    const saved = await saveWithProof(lyingHouse.workspaceId, lyingHouse.owner.cookie, {
      ...settings(lying.issuer),
      clientSecret: lying.clientSecret,
      emailDomain: 'menteuse.test',
    });
    expect(saved.status).toBe(200);
    lying.signInAs({ sub: 'm', email: 'marie@menteuse.test' });
    const started = await ctx.request('/api/auth/sso/start?email=marie%40menteuse.test');
    const approved = await fetch(started.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(approved.headers.get('location')!);
    const landed = await ctx.request(callback.pathname + callback.search);
    expect(landed.headers.get('location')).toContain('/login?sso_error=');
    expect(cookieFrom(landed)).not.toContain('session_token');
  });

  it('stops enforcing when the workspace leaves Enterprise, and the owner can remove the provider', async () => {
    await setAccountPlan(ctx, house.owner.email, 'premium');
    const signIn = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: early.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    // Meanwhile someone signs up with a password; back on Enterprise, the provider cannot take that account over.
    const late = await ctx.signUp(`late-${crypto.randomUUID()}@acme.test`);
    await setAccountPlan(ctx, house.owner.email, 'enterprise');
    idp.signInAs({ sub: 'acme-late', email: late.email });
    const takeover = await signInThroughProvider(late.email);
    expect(decodeURIComponent(takeover.landed.headers.get('location')!)).toContain('not a member of this workspace');
    expect(cookieFrom(takeover.landed)).not.toContain('session_token');
    expect((await ctx.request(ssoPath, { method: 'DELETE', cookie: house.members.viewer.cookie })).status).toBe(403);
    expect((await ctx.request(ssoPath, { method: 'DELETE', cookie: house.owner.cookie })).status).toBe(200);
    expect((await ctx.request(ssoPath, { method: 'DELETE', cookie: house.owner.cookie })).status).toBe(404);
    const again = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: early.email, password: TEST_PASSWORD },
    });
    expect(again.status).toBe(200);
  });
});

import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeDnsServer } from '../../../../tests/fakes/dns-txt-server.ts';
import { startFakeOidcProvider } from '../../../../tests/fakes/oidc-provider-server.ts';
import { createHouse, setAccountPlan } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { cookieFrom, createTestContext, TEST_PASSWORD } from '../../../../tests/setup/test-app.ts';
import {
  accounts,
  users,
  workspaceAuditEvents,
  workspaceMembers,
  workspaceSsoProviders,
} from '../../db/schema/index.ts';

// The domains' DNS: a TXT responder on loopback that the domain proof asks (SSO_DNS_SERVERS).
const dns = await startFakeDnsServer();
const ctx = await createTestContext({ SSO_DNS_SERVERS: dns.address });
const { db } = ctx.deps.database;
const json = async <T>(response: Response) => (await response.json()) as T;
type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
type ProviderView = {
  issuer: string;
  clientId: string;
  emailDomain: string;
  displayName: string;
  hasClientSecret: boolean;
};

const idp = await startFakeOidcProvider();
const lying = await startFakeOidcProvider({ tamper: { audience: 'someone-else' } });
const quiet = await startFakeOidcProvider({ endSession: false });
afterAll(async () => {
  await dns.close();
  await idp.close();
  await lying.close();
  await quiet.close();
});

const house = await createHouse(ctx, ['admin', 'viewer'] as const, 'Acme Parfums', 'enterprise');
const ssoPath = `/api/workspaces/${house.workspaceId}/sso`;
const outsider = await ctx.signUp();
// An account of the domain made with a password before the workspace turned single sign-on on.
const early = await ctx.signUp(`pierre-${crypto.randomUUID()}@acme.test`);

const settings = (issuer = idp.issuer) => ({
  issuer: `${issuer}/`,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  emailDomain: '@ACME.test',
  displayName: 'Acme ID',
});

type ProofBody = { error: { message: string; details: { domainProof: { domain: string; record: string } } } };

/**
 * Saves a provider as its owner would for a domain not proven yet: the first save answers 422 with the TXT record to
 * publish, the owner publishes it at the domain, and saves again.
 */
async function saveWithProof(workspaceId: string, cookie: string, body: Record<string, unknown>) {
  const path = `/api/workspaces/${workspaceId}/sso`;
  const first = await ctx.request(path, { method: 'PUT', cookie, json: body });
  expect(first.status).toBe(422);
  const { domainProof } = (await json<ProofBody>(first)).error.details;
  dns.setTxt(domainProof.domain, [['v=spf1 -all'], [domainProof.record]]);
  return ctx.request(path, { method: 'PUT', cookie, json: body });
}

/** Runs the browser's part of the flow: start, the provider's auto-approval, the callback. */
async function signInThroughProvider(email: string) {
  const started = await ctx.request(`/api/auth/sso/start?email=${encodeURIComponent(email)}`);
  expect(started.status).toBe(302);
  const authorize = new URL(started.headers.get('location')!);
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const callback = new URL(approved.headers.get('location')!);
  const landed = await ctx.request(callback.pathname + callback.search);
  return { authorize, callback, landed };
}

describe('/api/workspaces/:id/sso settings', () => {
  it('answers 401 without a session, 404 outside the workspace, 403 to a viewer, 422 for bad input', async () => {
    expect((await ctx.request(ssoPath)).status).toBe(401);
    expect((await ctx.request(ssoPath, { method: 'PUT', json: settings() })).status).toBe(401);
    expect((await ctx.request(ssoPath, { cookie: outsider.cookie })).status).toBe(404);
    expect((await ctx.request(ssoPath, { method: 'PUT', cookie: outsider.cookie, json: settings() })).status).toBe(404);
    expect((await ctx.request(ssoPath, { method: 'DELETE', cookie: outsider.cookie })).status).toBe(404);
    expect((await ctx.request(ssoPath, { cookie: house.members.viewer.cookie })).status).toBe(403);
    const viewerPut = await ctx.request(ssoPath, {
      method: 'PUT',
      cookie: house.members.viewer.cookie,
      json: settings(),
    });
    expect(viewerPut.status).toBe(403);
    for (const body of [
      { ...settings(), issuer: 'not a url' },
      { ...settings(), issuer: 'ftp://id.acme.test' },
      { ...settings(), emailDomain: 'localhost' },
      { ...settings(), emailDomain: 'acme.test/evil' },
      { ...settings(), clientId: '' },
      { ...settings(), displayName: '' },
      { ...settings(), extra: true },
    ]) {
      const bad = await ctx.request(ssoPath, { method: 'PUT', cookie: house.owner.cookie, json: body });
      expect(bad.status).toBe(422);
    }
    expect((await ctx.request('/api/workspaces/not-a-uuid/sso', { cookie: house.owner.cookie })).status).toBe(422);
    // A first save needs the secret.
    const { clientSecret: _omitted, ...withoutSecret } = settings();
    const noSecret = await ctx.request(ssoPath, { method: 'PUT', cookie: house.owner.cookie, json: withoutSecret });
    expect(noSecret.status).toBe(422);
  });

  it('is an Enterprise feature: 403 naming the plan on Premium', async () => {
    const premium = await createHouse(ctx, [] as const, 'Maison Premium', 'premium');
    const refused = await ctx.request(`/api/workspaces/${premium.workspaceId}/sso`, {
      method: 'PUT',
      cookie: premium.owner.cookie,
      json: { ...settings(), emailDomain: 'premium.test' },
    });
    expect(refused.status).toBe(403);
    const body = await json<ErrorBody>(refused);
    expect(body.error.message).toContain('Premium plan');
    expect(body.error.message).toContain('Enterprise');
    const shown = await json<{ available: boolean }>(
      await ctx.request(`/api/workspaces/${premium.workspaceId}/sso`, { cookie: premium.owner.cookie }),
    );
    expect(shown.available).toBe(false);
  });

  it('refuses to take a domain whose accounts are not members of the workspace yet (409)', async () => {
    const refused = await ctx.request(ssoPath, { method: 'PUT', cookie: house.owner.cookie, json: settings() });
    expect(refused.status).toBe(409);
    const body = await json<ErrorBody>(refused);
    expect(body.error.details).toMatchObject({ outsideAccounts: 1 });
    // The early account joins the house (as an invitation would), as perfumer.
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: house.workspaceId, userId: early.userId, role: 'perfumer' });
  });

  it('asks for the DNS TXT proof that the workspace owns the domain before claiming it (422 naming the record)', async () => {
    const refused = await ctx.request(ssoPath, { method: 'PUT', cookie: house.members.admin.cookie, json: settings() });
    expect(refused.status).toBe(422);
    const body = await json<ProofBody>(refused);
    expect(body.error.details.domainProof.domain).toBe('acme.test');
    expect(body.error.details.domainProof.record).toMatch(/^sillage-verification=[\w-]{32}$/);
    expect(body.error.message).toContain(`add a TXT record "${body.error.details.domainProof.record}" at acme.test`);
    expect(dns.queries()).toContain('acme.test');
    // A record is bound to its workspace and its domain: the house's for another domain, or another workspace's
    // for that domain, proves nothing for acme.test.
    const recordOf = async (workspaceId: string, cookie: string, emailDomain: string) => {
      const answer = await ctx.request(`/api/workspaces/${workspaceId}/sso`, {
        method: 'PUT',
        cookie,
        json: { ...settings(), emailDomain },
      });
      expect(answer.status).toBe(422);
      return (await json<ProofBody>(answer)).error.details.domainProof.record;
    };
    const other = await createHouse(ctx, [] as const, 'Maison Voisine', 'enterprise');
    const forOtherDomain = await recordOf(house.workspaceId, house.owner.cookie, 'acme-parfums.test');
    const forOtherWorkspace = await recordOf(other.workspaceId, other.owner.cookie, 'acme-parfums.test');
    expect(new Set([body.error.details.domainProof.record, forOtherDomain, forOtherWorkspace]).size).toBe(3);
    dns.setTxt('acme.test', [[forOtherDomain], [forOtherWorkspace]]);
    const stillRefused = await ctx.request(ssoPath, {
      method: 'PUT',
      cookie: house.members.admin.cookie,
      json: settings(),
    });
    expect(stillRefused.status).toBe(422);
    const [row] = await db
      .select()
      .from(workspaceSsoProviders)
      .where(eq(workspaceSsoProviders.workspaceId, house.workspaceId));
    expect(row).toBeUndefined();
  });

  it('saves the provider for an owner or admin, seals the secret and never shows it', async () => {
    const saved = await saveWithProof(house.workspaceId, house.members.admin.cookie, settings());
    expect(saved.status).toBe(200);
    const { provider } = await json<{ provider: ProviderView }>(saved);
    expect(provider).toEqual({
      issuer: idp.issuer,
      clientId: idp.clientId,
      emailDomain: 'acme.test',
      displayName: 'Acme ID',
      hasClientSecret: true,
      updatedAt: expect.any(String),
    });
    const [row] = await db
      .select()
      .from(workspaceSsoProviders)
      .where(eq(workspaceSsoProviders.workspaceId, house.workspaceId));
    expect(JSON.stringify(row!.clientSecret)).not.toContain(idp.clientSecret);
    expect(ctx.deps.secretBox.open(row!.clientSecret)).toBe(idp.clientSecret);
    const shown = await ctx.request(ssoPath, { cookie: house.owner.cookie });
    const text = await shown.text();
    expect(shown.status).toBe(200);
    expect(text).not.toContain(idp.clientSecret);
    expect(JSON.parse(text)).toMatchObject({ available: true, provider: { emailDomain: 'acme.test' } });
    // Saving again without a secret keeps the stored one.
    const { clientSecret: _omitted, ...withoutSecret } = settings();
    const resaved = await ctx.request(ssoPath, {
      method: 'PUT',
      cookie: house.owner.cookie,
      json: { ...withoutSecret, displayName: 'Acme ID' },
    });
    expect(resaved.status).toBe(200);
    const [after] = await db
      .select()
      .from(workspaceSsoProviders)
      .where(eq(workspaceSsoProviders.workspaceId, house.workspaceId));
    expect(ctx.deps.secretBox.open(after!.clientSecret)).toBe(idp.clientSecret);
    // Moving to another domain needs that domain's proof; the provider keeps its own meanwhile.
    const moved = await ctx.request(ssoPath, {
      method: 'PUT',
      cookie: house.owner.cookie,
      json: { ...withoutSecret, emailDomain: 'acme-parfums.test' },
    });
    expect(moved.status).toBe(422);
    expect((await json<ProofBody>(moved)).error.details.domainProof.domain).toBe('acme-parfums.test');
    const [kept] = await db
      .select()
      .from(workspaceSsoProviders)
      .where(eq(workspaceSsoProviders.workspaceId, house.workspaceId));
    expect(kept!.emailDomain).toBe('acme.test');
  });

  it('refuses a domain another workspace already signs in (409)', async () => {
    const other = await createHouse(ctx, [] as const, 'Autre Maison', 'enterprise');
    const taken = await ctx.request(`/api/workspaces/${other.workspaceId}/sso`, {
      method: 'PUT',
      cookie: other.owner.cookie,
      json: settings(),
    });
    expect(taken.status).toBe(409);
  });
});

describe('domain enforcement', () => {
  it('refuses a password sign-in and sign-up for the domain, naming the provider and the way in', async () => {
    const signIn = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: early.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(403);
    const body = await json<{ code: string; message: string; ssoUrl: string; provider: string }>(signIn);
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

    const session = await json<{ user: { email: string; name: string; emailVerified: boolean } }>(
      await ctx.request('/api/auth/get-session', { cookie }),
    );
    expect(session.user).toMatchObject({ email, name: 'Jeanne Dubois', emailVerified: true });
    const listed = await json<{ items: Array<{ id: string; role: string }> }>(
      await ctx.request('/api/workspaces', { cookie }),
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
    const session = await json<{ user: { id: string } }>(
      await ctx.request('/api/auth/get-session', { cookie: cookieFrom(landed) }),
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
    const body = await json<{ success: boolean; url: string; redirect: boolean }>(signOut);
    expect(body).toMatchObject({ success: true, redirect: false });
    // The local session is gone whatever the provider does.
    expect(signOut.headers.getSetCookie().some((line) => /session_token=;|Max-Age=0/.test(line))).toBe(true);
    expect(await json<unknown>(await ctx.request('/api/auth/get-session', { cookie }))).toBeNull();
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
    expect((await json<{ url?: string }>(again)).url).toBeUndefined();
  });

  it('signs a password session or a provider without an end_session_endpoint out locally only', async () => {
    const password = await ctx.request('/api/auth/sign-out', { method: 'POST', cookie: outsider.cookie, json: {} });
    expect(password.status).toBe(200);
    expect(await json<Record<string, unknown>>(password)).toEqual({ success: true });

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
    expect(await json<Record<string, unknown>>(signOut)).toEqual({ success: true });
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

  it('records setting, changing and removing the provider in the audit trail, by whom, never the secret', async () => {
    const events = await db
      .select()
      .from(workspaceAuditEvents)
      .where(
        and(eq(workspaceAuditEvents.workspaceId, house.workspaceId), eq(workspaceAuditEvents.entity, 'sso-provider')),
      )
      .orderBy(asc(workspaceAuditEvents.at));
    expect(events.map((event) => [event.action, event.userId])).toEqual([
      ['create', house.members.admin.userId],
      ['update', house.owner.userId],
      ['delete', house.owner.userId],
    ]);
    expect(events[0]!.after).toEqual({
      issuer: idp.issuer,
      clientId: idp.clientId,
      emailDomain: 'acme.test',
      displayName: 'Acme ID',
      secretChanged: true,
    });
    // Saved again without a secret: the stored one was kept, and the trail says so.
    expect(events[1]!.after).toMatchObject({ secretChanged: false });
    expect(events[2]!.before).toMatchObject({ emailDomain: 'acme.test' });
    expect(JSON.stringify(events)).not.toContain(idp.clientSecret);
  });
});

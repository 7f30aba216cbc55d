// PUT/GET/DELETE /api/workspaces/:id/sso: the house's OpenID provider, its plan, its domain's proof and its trail
// (the sign-in through it: sso-sign-in.test.ts).
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSsoContext, ProofBodySchema, ProviderViewSchema } from '../../../../tests/fixtures/sso-fixtures.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { workspaceAuditEvents, workspaceMembers, workspaceSsoProviders } from '../../db/schema/index.ts';

const { ctx, db, dns, idp, house, ssoPath, outsider, early, settings, saveWithProof } = await createSsoContext();

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
    const body = await readError(refused);
    expect(body.error.message).toContain('Premium plan');
    expect(body.error.message).toContain('Enterprise');
    const shown = await readJson(
      await ctx.request(`/api/workspaces/${premium.workspaceId}/sso`, { cookie: premium.owner.cookie }),
      z.looseObject({ available: z.boolean() }),
    );
    expect(shown.available).toBe(false);
  });

  it('refuses to take a domain whose accounts are not members of the workspace yet (409)', async () => {
    const refused = await ctx.request(ssoPath, { method: 'PUT', cookie: house.owner.cookie, json: settings() });
    expect(refused.status).toBe(409);
    const body = await readError(refused);
    expect(body.error.details).toMatchObject({ outsideAccounts: 1 });
    // The early account joins the house (as an invitation would), as perfumer.
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: house.workspaceId, userId: early.userId, role: 'perfumer' });
  });

  it('asks for the DNS TXT proof that the workspace owns the domain before claiming it (422 naming the record)', async () => {
    const refused = await ctx.request(ssoPath, { method: 'PUT', cookie: house.members.admin.cookie, json: settings() });
    expect(refused.status).toBe(422);
    const body = await readJson(refused, ProofBodySchema);
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
      return (await readJson(answer, ProofBodySchema)).error.details.domainProof.record;
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
    const { provider } = await readJson(saved, z.looseObject({ provider: ProviderViewSchema }));
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
    expect((await readJson(moved, ProofBodySchema)).error.details.domainProof.domain).toBe('acme-parfums.test');
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

  it('removes the provider for an owner only (403 to a viewer, 404 once gone)', async () => {
    expect((await ctx.request(ssoPath, { method: 'DELETE', cookie: house.members.viewer.cookie })).status).toBe(403);
    expect((await ctx.request(ssoPath, { method: 'DELETE', cookie: house.owner.cookie })).status).toBe(200);
    expect((await ctx.request(ssoPath, { method: 'DELETE', cookie: house.owner.cookie })).status).toBe(404);
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

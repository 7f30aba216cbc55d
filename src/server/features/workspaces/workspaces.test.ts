import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  createHouse,
  readInvitationToken,
  setAccountPlan,
} from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readError, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { workspaceAuditEvents, workspaceInvitations, workspaceMembers } from '../../db/schema/index.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const { db } = ctx.deps.database;
const WorkspaceListSchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.string(), name: z.string(), isPersonal: z.boolean(), role: z.string() })),
  activeWorkspaceId: z.string(),
});
const CreatedWorkspaceSchema = z.looseObject({ workspace: z.looseObject({ id: z.string() }) });
const MemberListSchema = z.looseObject({ items: z.array(z.looseObject({ email: z.string(), role: z.string() })) });
const CreatedInvitationSchema = z.looseObject({ invitation: z.looseObject({ id: z.string() }) });
const InvitationListSchema = z.looseObject({ items: z.array(z.looseObject({ id: z.string(), state: z.string() })) });
/** GET /api/workspace-invitations/check: the invitation's workspace and role, or why the link is refused. */
const InvitationCheckSchema = z.discriminatedUnion('valid', [
  z.looseObject({ valid: z.literal(true), workspaceName: z.string(), role: z.string(), email: z.string() }),
  z.looseObject({ valid: z.literal(false), reason: z.string(), message: z.string() }),
]);
const listWorkspaces = async (cookie: string) =>
  readJsonWithStatus(await ctx.request('/api/workspaces', { cookie }), 200, WorkspaceListSchema);
const checkInvitation = async (token: string) =>
  readJsonWithStatus(await ctx.request(`/api/workspace-invitations/check?token=${token}`), 200, InvitationCheckSchema);

const house = await createHouse(ctx, ['admin', 'lab'] as const);
const outsider = await ctx.signUp();

describe('/api/workspaces', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.request('/api/workspaces')).status).toBe(401);
    expect((await ctx.request('/api/workspaces', { method: 'POST', json: { name: 'X' } })).status).toBe(401);
    expect((await ctx.request(`/api/workspaces/${house.workspaceId}/members`, { method: 'GET' })).status).toBe(401);
    expect(
      (await ctx.request('/api/workspace-invitations/accept', { method: 'POST', json: { token: 'x'.repeat(43) } }))
        .status,
    ).toBe(401);
  });

  it('lists the personal workspace, active, for a new account', async () => {
    const body = await listWorkspaces(outsider.cookie);
    expect(body.items).toEqual([expect.objectContaining({ isPersonal: true, role: 'owner' })]);
    expect(body.activeWorkspaceId).toBe(body.items[0]!.id);
  });

  it('creates a workspace (422 without a name), makes its creator owner and switches to it', async () => {
    const user = await ctx.signUp();
    const bad = await ctx.request('/api/workspaces', { method: 'POST', cookie: user.cookie, json: { name: '  ' } });
    expect(bad.status).toBe(422);
    const created = await ctx.request('/api/workspaces', {
      method: 'POST',
      cookie: user.cookie,
      json: { name: 'Atelier Nord' },
    });
    const { workspace } = await readJsonWithStatus(created, 201, CreatedWorkspaceSchema);
    const list = await listWorkspaces(user.cookie);
    expect(list.items.map((item) => [item.name, item.role])).toEqual([
      [user.email.split('@')[0], 'owner'],
      ['Atelier Nord', 'owner'],
    ]);
    expect(list.activeWorkspaceId).toBe(workspace.id);
  });

  it('switches the active workspace; 404 for one the user is not in, 422 for a malformed id', async () => {
    const lab = house.members.lab;
    const before = await listWorkspaces(lab.cookie);
    expect(before.activeWorkspaceId).toBe(house.workspaceId);
    const personal = before.items.find((item) => item.isPersonal)!;
    const switched = await ctx.request('/api/workspaces/active', {
      method: 'POST',
      cookie: lab.cookie,
      json: { workspaceId: personal.id },
    });
    expect(switched.status).toBe(200);
    expect((await listWorkspaces(lab.cookie)).activeWorkspaceId).toBe(personal.id);
    const foreign = await ctx.request('/api/workspaces/active', {
      method: 'POST',
      cookie: outsider.cookie,
      json: { workspaceId: house.workspaceId },
    });
    expect(foreign.status).toBe(404);
    const malformed = await ctx.request('/api/workspaces/active', {
      method: 'POST',
      cookie: lab.cookie,
      json: { workspaceId: 'not-a-uuid' },
    });
    expect(malformed.status).toBe(422);
    await ctx.request('/api/workspaces/active', {
      method: 'POST',
      cookie: lab.cookie,
      json: { workspaceId: house.workspaceId },
    });
  });
});

describe('members', () => {
  const membersPath = `/api/workspaces/${house.workspaceId}/members`;

  it('lists the members to any member, 404 to someone outside', async () => {
    const listed = await ctx.request(membersPath, { cookie: house.members.lab.cookie });
    const { items } = await readJsonWithStatus(listed, 200, MemberListSchema);
    expect(items.map((item) => item.role)).toEqual(['owner', 'admin', 'lab']);
    expect((await ctx.request(membersPath, { cookie: outsider.cookie })).status).toBe(404);
  });

  it('lets owners and admins change roles (403 for the lab, 422 for an unknown role, 404 for a non-member)', async () => {
    const viewer = await addMember(ctx, house.owner, house.workspaceId, 'viewer');
    const path = `${membersPath}/${viewer.userId}`;
    const byLab = await ctx.request(path, {
      method: 'PATCH',
      cookie: house.members.lab.cookie,
      json: { role: 'buyer' },
    });
    expect(byLab.status).toBe(403);
    const unknown = await ctx.request(path, { method: 'PATCH', cookie: house.owner.cookie, json: { role: 'chef' } });
    expect(unknown.status).toBe(422);
    const byOutsider = await ctx.request(path, { method: 'PATCH', cookie: outsider.cookie, json: { role: 'buyer' } });
    expect(byOutsider.status).toBe(404);
    const notMember = await ctx.request(`${membersPath}/${outsider.userId}`, {
      method: 'PATCH',
      cookie: house.owner.cookie,
      json: { role: 'buyer' },
    });
    expect(notMember.status).toBe(404);
    const byAdmin = await ctx.request(path, {
      method: 'PATCH',
      cookie: house.members.admin.cookie,
      json: { role: 'buyer' },
    });
    expect(byAdmin.status).toBe(200);
    const adminMakesOwner = await ctx.request(path, {
      method: 'PATCH',
      cookie: house.members.admin.cookie,
      json: { role: 'owner' },
    });
    expect(adminMakesOwner.status).toBe(403);
    const [row] = await db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, house.workspaceId), eq(workspaceMembers.userId, viewer.userId)));
    expect(row?.role).toBe('buyer');
  });

  it('keeps the last owner (422 to leave or step down), lets a member leave and an admin remove one', async () => {
    const ownerPath = `${membersPath}/${house.owner.userId}`;
    expect((await ctx.request(ownerPath, { method: 'DELETE', cookie: house.owner.cookie })).status).toBe(422);
    const stepDown = await ctx.request(ownerPath, {
      method: 'PATCH',
      cookie: house.owner.cookie,
      json: { role: 'admin' },
    });
    expect(stepDown.status).toBe(422);
    const leaver = await addMember(ctx, house.owner, house.workspaceId, 'viewer');
    expect(
      (await ctx.request(`${membersPath}/${leaver.userId}`, { method: 'DELETE', cookie: leaver.cookie })).status,
    ).toBe(200);
    // Back in the personal workspace once the shared one is left.
    const list = await listWorkspaces(leaver.cookie);
    expect(list.items.map((item) => item.isPersonal)).toEqual([true]);
    expect(list.activeWorkspaceId).toBe(list.items[0]!.id);
    const removed = await addMember(ctx, house.owner, house.workspaceId, 'buyer');
    expect(
      (await ctx.request(`${membersPath}/${removed.userId}`, { method: 'DELETE', cookie: house.members.lab.cookie }))
        .status,
    ).toBe(403);
    expect(
      (await ctx.request(`${membersPath}/${removed.userId}`, { method: 'DELETE', cookie: house.members.admin.cookie }))
        .status,
    ).toBe(200);
  });
});

describe('invitations', () => {
  const invitationsPath = `/api/workspaces/${house.workspaceId}/invitations`;

  it('are made by owners and admins only (403 for the lab, 404 outside, 422 for a bad address or role)', async () => {
    const email = `nobody-${crypto.randomUUID()}@sillage.test`;
    const byLab = await ctx.request(invitationsPath, {
      method: 'POST',
      cookie: house.members.lab.cookie,
      json: { email, role: 'viewer' },
    });
    expect(byLab.status).toBe(403);
    expect((await ctx.request(invitationsPath, { cookie: house.members.lab.cookie })).status).toBe(403);
    const byOutsider = await ctx.request(invitationsPath, {
      method: 'POST',
      cookie: outsider.cookie,
      json: { email, role: 'viewer' },
    });
    expect(byOutsider.status).toBe(404);
    for (const json of [{ email: 'not an address', role: 'viewer' }, { email, role: 'chef' }, { email }]) {
      expect((await ctx.request(invitationsPath, { method: 'POST', cookie: house.owner.cookie, json })).status).toBe(
        422,
      );
    }
    const adminInvitesOwner = await ctx.request(invitationsPath, {
      method: 'POST',
      cookie: house.members.admin.cookie,
      json: { email, role: 'owner' },
    });
    expect(adminInvitesOwner.status).toBe(403);
    const member = await ctx.request(invitationsPath, {
      method: 'POST',
      cookie: house.owner.cookie,
      json: { email: house.members.lab.email, role: 'viewer' },
    });
    expect(member.status).toBe(422);
  });

  it('are mailed, checked before sign-in, accepted once by a new account with that address, with the role', async () => {
    const email = `perfumer-${crypto.randomUUID()}@sillage.test`;
    const invited = await ctx.request(invitationsPath, {
      method: 'POST',
      cookie: house.members.admin.cookie,
      json: { email, role: 'perfumer' },
    });
    expect(invited.status).toBe(201);
    const token = await readInvitationToken(ctx, email);
    expect(await checkInvitation(token)).toEqual({
      valid: true,
      workspaceName: 'Maison Test',
      role: 'perfumer',
      email,
    });
    const someoneElse = await ctx.signUp();
    const wrongAccount = await ctx.request('/api/workspace-invitations/accept', {
      method: 'POST',
      cookie: someoneElse.cookie,
      json: { token },
    });
    expect(wrongAccount.status).toBe(403);
    const perfumer = await ctx.signUp(email);
    const accepted = await ctx.request('/api/workspace-invitations/accept', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: { token },
    });
    expect(accepted.status).toBe(200);
    const list = await listWorkspaces(perfumer.cookie);
    expect(list.activeWorkspaceId).toBe(house.workspaceId);
    expect(list.items.find((item) => item.id === house.workspaceId)?.role).toBe('perfumer');
    const again = await ctx.request('/api/workspace-invitations/accept', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: { token },
    });
    expect(again.status).toBe(409);
    expect(await checkInvitation(token)).toMatchObject({
      valid: false,
      reason: 'used',
    });
  });

  it('are revocable (the link then refuses), 404 for another workspace’s invitation', async () => {
    const email = `late-${crypto.randomUUID()}@sillage.test`;
    const invited = await ctx.request(invitationsPath, {
      method: 'POST',
      cookie: house.owner.cookie,
      json: { email, role: 'viewer' },
    });
    const { invitation } = await readJsonWithStatus(invited, 201, CreatedInvitationSchema);
    const token = await readInvitationToken(ctx, email);
    const other = await createHouse(ctx, [], 'Autre maison');
    const foreign = await ctx.request(`/api/workspaces/${other.workspaceId}/invitations/${invitation.id}`, {
      method: 'DELETE',
      cookie: other.owner.cookie,
    });
    expect(foreign.status).toBe(404);
    const revoked = await ctx.request(`${invitationsPath}/${invitation.id}`, {
      method: 'DELETE',
      cookie: house.owner.cookie,
    });
    expect(revoked.status).toBe(200);
    // The revocation is in the audit trail, by whom (once, however often it is revoked).
    await ctx.request(`${invitationsPath}/${invitation.id}`, { method: 'DELETE', cookie: house.owner.cookie });
    const trail = await db
      .select()
      .from(workspaceAuditEvents)
      .where(and(eq(workspaceAuditEvents.entityId, invitation.id), eq(workspaceAuditEvents.action, 'update')));
    expect(trail.map((event) => [event.userId, (event.after as { email: string }).email])).toEqual([
      [house.owner.userId, email],
    ]);
    const listed = await readJsonWithStatus(
      await ctx.request(invitationsPath, { cookie: house.members.admin.cookie }),
      200,
      InvitationListSchema,
    );
    expect(listed.items.find((item) => item.id === invitation.id)?.state).toBe('revoked');
    const late = await ctx.signUp(email);
    const refused = await ctx.request('/api/workspace-invitations/accept', {
      method: 'POST',
      cookie: late.cookie,
      json: { token },
    });
    expect(refused.status).toBe(409);
    expect(await checkInvitation(token)).toMatchObject({
      valid: false,
      reason: 'revoked',
    });
    expect(await checkInvitation('a'.repeat(43))).toMatchObject({
      valid: false,
      reason: 'unknown',
    });
    expect((await ctx.request('/api/workspace-invitations/check?token=short')).status).toBe(422);
  });

  it('expire after their days (the link then says so)', async () => {
    const email = `expired-${crypto.randomUUID()}@sillage.test`;
    await ctx.request(invitationsPath, { method: 'POST', cookie: house.owner.cookie, json: { email, role: 'viewer' } });
    const token = await readInvitationToken(ctx, email);
    await db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.email, email));
    expect(await checkInvitation(token)).toMatchObject({
      valid: false,
      reason: 'expired',
    });
    const late = await ctx.signUp(email);
    const refused = await ctx.request('/api/workspace-invitations/accept', {
      method: 'POST',
      cookie: late.cookie,
      json: { token },
    });
    expect(refused.status).toBe(409);
  });
});

describe('seats (the workspace plan: the best plan among its owners)', () => {
  const invite = (cookie: string, workspaceId: string, email: string) =>
    ctx.request(`/api/workspaces/${workspaceId}/invitations`, {
      method: 'POST',
      cookie,
      json: { email, role: 'viewer' },
    });
  const accept = (cookie: string, token: string) =>
    ctx.request('/api/workspace-invitations/accept', { method: 'POST', cookie, json: { token } });

  it('a Free workspace has one seat: inviting is refused with the plan named', async () => {
    const solo = await createHouse(ctx, [], 'Atelier seul', null);
    const refused = await invite(solo.owner.cookie, solo.workspaceId, `x-${crypto.randomUUID()}@sillage.test`);
    expect(refused.status).toBe(403);
    const body = await readError(refused);
    expect(body.error.message).toBe(
      "This workspace's Free plan has 1 seat, all taken. Basic has 3 seats: see the plans to upgrade.",
    );
    expect(body.error.details).toMatchObject({ tier: 'free', seats: 1, upgradeUrl: '/pricing' });
  });

  it('acceptance past the seats is refused and leaves the invitation open; an upgrade lets it through', async () => {
    const small = await createHouse(ctx, [], 'Petite maison', 'basic');
    const guests = await Promise.all([0, 1, 2].map(() => ctx.signUp()));
    const tokens: string[] = [];
    for (const guest of guests) {
      expect((await invite(small.owner.cookie, small.workspaceId, guest.email)).status).toBe(201);
      tokens.push(await readInvitationToken(ctx, guest.email));
    }
    expect((await accept(guests[0]!.cookie, tokens[0]!)).status).toBe(200);
    expect((await accept(guests[1]!.cookie, tokens[1]!)).status).toBe(200);
    const full = await accept(guests[2]!.cookie, tokens[2]!);
    expect(full.status).toBe(403);
    expect((await readError(full)).error.message).toContain('Basic plan has 3 seats, all taken');
    const members = await db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, small.workspaceId));
    expect(members).toHaveLength(3);
    // Inviting more is refused too, now that the members fill the seats.
    expect((await invite(small.owner.cookie, small.workspaceId, `y-${crypto.randomUUID()}@sillage.test`)).status).toBe(
      403,
    );
    await setAccountPlan(ctx, small.owner.email, 'premium');
    expect((await accept(guests[2]!.cookie, tokens[2]!)).status).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookieFrom, createTestContext } from '../../../../tests/setup/test-app.ts';
import { adminSetupTokens, users } from '../../db/schema/index.ts';
import { issueAdminSetupLink } from './first-admin.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

// A fresh instance: nobody has signed up yet.
const ctx = await createTestContext();
const db = ctx.deps.database.db;
const json = async (response: Response) => await readJson(response, z.record(z.string(), z.unknown()));

describe('the first administrator (fresh instance)', () => {
  it('issues a one-time setup link while there is no admin, and the sign-in page is told', async () => {
    const link = await issueAdminSetupLink(db, ctx.env.adminEmails, ctx.env.publicUrl, new Date());
    expect(link?.url).toMatch(/^http:\/\/localhost:3000\/setup-admin\?token=[\w-]{20,}$/);
    expect(await json(await ctx.request('/api/setup/status'))).toEqual({ adminPending: true });
    const token = new URL(link!.url).searchParams.get('token')!;
    expect(
      (
        await ctx.request('/api/setup/admin', {
          method: 'POST',
          json: { token, name: 'x', email: 'bad', password: 'short' },
        })
      ).status,
    ).toBe(422);
    const wrong = await ctx.request('/api/setup/admin', {
      method: 'POST',
      json: { token: `${token}x`, name: 'Owner', email: 'owner@sillage.test', password: 'a long secret' },
    });
    expect(wrong.status).toBe(403);
    const created = await ctx.request('/api/setup/admin', {
      method: 'POST',
      json: { token, name: 'Owner', email: 'owner@sillage.test', password: 'a long secret' },
    });
    expect(created.status).toBe(201);
    // Signed in at once, as an administrator (issue 35 item 19).
    expect(await json(created)).toEqual({ email: 'owner@sillage.test', isSignedIn: true });
    const session = await ctx.request('/api/auth/get-session', { cookie: cookieFrom(created) });
    expect(await json(session)).toMatchObject({ user: { email: 'owner@sillage.test', role: 'admin' } });
    expect((await ctx.request('/api/admin/users', { cookie: cookieFrom(created) })).status).toBe(200);
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@sillage.test'));
    expect(owner).toMatchObject({ role: 'admin', emailVerified: true });
    expect(await json(await ctx.request('/api/setup/status'))).toEqual({ adminPending: false });
    const again = await ctx.request('/api/setup/admin', {
      method: 'POST',
      json: { token, name: 'Thief', email: 'thief@sillage.test', password: 'a long secret' },
    });
    expect(again.status).toBe(409);
    expect(await issueAdminSetupLink(db, ctx.env.adminEmails, ctx.env.publicUrl, new Date())).toBeNull();
    const [stored] = await db.select().from(adminSetupTokens);
    expect(stored?.tokenHash).not.toBe(token);
  });
});

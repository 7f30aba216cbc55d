import { describe, expect, it } from 'vitest';
import { cookieFrom, createTestContext, TEST_PASSWORD } from '../../../tests/setup/test-app.ts';
import { z } from 'zod';
import { readJson } from '../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const names = async (cookie: string) =>
  (
    await readJson(
      await ctx.request('/api/formulas', { cookie }),
      z.looseObject({ items: z.array(z.looseObject({ name: z.string() })) }),
    )
  ).items.map((item) => item.name);

// The read cache exists on the embedded database only; on PostgreSQL every read goes to the database, and these
// tests check the same answers there.
describe(`reads kept between writes (${ctx.deps.readCache ? 'PGlite: cached' : 'PostgreSQL: not cached'})`, () => {
  it('is made for the embedded database only', () => {
    expect(ctx.deps.readCache !== null).toBe(ctx.deps.database.kind === 'pglite');
  });

  it('drops a session read from memory as soon as the user signs out everywhere', async () => {
    const { email, cookie } = await ctx.signUp();
    const second = cookieFrom(
      await ctx.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: TEST_PASSWORD },
        ip: '10.7.0.1',
      }),
    );
    for (const session of [cookie, second, cookie, second])
      expect((await ctx.request('/api/me', { cookie: session })).status).toBe(200);
    expect((await ctx.request('/api/auth/revoke-sessions', { method: 'POST', cookie, json: {} })).status).toBe(200);
    expect((await ctx.request('/api/me', { cookie })).status).toBe(401);
    expect((await ctx.request('/api/me', { cookie: second })).status).toBe(401);
  });

  it('never lets a planted cookie act as the user whose real cookie came with it', async () => {
    const victim = await ctx.signUp();
    const attacker = await ctx.signUp();
    const planted = 'planted.session_token=attacker-chosen-value';
    const realName = victim.cookie.split('=')[0]!;
    // The victim's browser carries a cookie the attacker planted, before and alongside the real one.
    expect((await ctx.request('/api/me', { cookie: `${planted}; ${victim.cookie}` })).status).toBe(200);
    expect((await ctx.request('/api/me', { cookie: planted })).status).toBe(401);
    // A planted cookie of the real name, first: the session better-auth proved is not filed under it.
    const attackerToken = attacker.cookie.split('=').slice(1).join('=');
    expect((await ctx.request('/api/me', { cookie: `${realName}=${attackerToken}; ${victim.cookie}` })).status).toBe(
      200,
    );
    const replay = await ctx.request('/api/me', { cookie: attacker.cookie });
    expect(replay.status).toBe(200);
    expect((await readJson(replay, z.looseObject({ user: z.looseObject({ id: z.string() }) }))).user.id).toBe(
      attacker.userId,
    );
    // The real cookie alone is still served from memory.
    expect((await ctx.request('/api/me', { cookie: victim.cookie })).status).toBe(200);
    const victimValue = victim.cookie.split(';')[0]!.split('=').slice(1).join('=');
    if (ctx.deps.readCache)
      expect(ctx.deps.readCache.get(`session:${victimValue}`)).toMatchObject({ user: { id: victim.userId } });
  });

  it('answers each of several members interleaved with their own session, from memory after the first', async () => {
    const members = [await ctx.signUp(), await ctx.signUp(), await ctx.signUp()];
    const meOf = async (cookie: string) =>
      (
        await readJson(
          await ctx.request('/api/me', { cookie }),
          z.looseObject({ user: z.looseObject({ id: z.string() }) }),
        )
      ).user.id;
    for (let round = 0; round < 3; round += 1)
      for (const member of [...members, members[0]!]) expect(await meOf(member.cookie)).toBe(member.userId);
    // The same cookie with a visitor cookie beside it is the same session; a header without it is nobody's.
    expect(await meOf(`sillage_visitor=abc; ${members[1]!.cookie}`)).toBe(members[1]!.userId);
    // A header too long to keep is read afresh each time, with the same answer.
    const long = `padding=${'x'.repeat(5000)}; ${members[2]!.cookie}`;
    for (let round = 0; round < 2; round += 1) expect(await meOf(long)).toBe(members[2]!.userId);
    expect((await ctx.request('/api/me', { cookie: 'sillage_visitor=abc' })).status).toBe(401);
  });

  it('shows every write in the formula list at once: create, rename, delete', async () => {
    const { cookie } = await ctx.signUp();
    expect(await names(cookie)).toEqual([]);
    expect(await names(cookie)).toEqual([]);
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie,
      json: { name: 'Vetiver study', rows: [{ name: 'Vetiver oil', amount: 10 }] },
    });
    expect(created.status).toBe(201);
    const { formula } = await readJson(
      created,
      z.looseObject({ formula: z.looseObject({ id: z.string(), version: z.number() }) }),
    );
    expect(await names(cookie)).toEqual(['Vetiver study']);
    const saved = await ctx.request(`/api/formulas/${formula.id}`, {
      method: 'PUT',
      cookie,
      json: { version: formula.version, name: 'Vetiver study II' },
    });
    expect(saved.status).toBe(200);
    expect(await names(cookie)).toEqual(['Vetiver study II']);
    expect((await ctx.request(`/api/formulas/${formula.id}`, { method: 'DELETE', cookie })).status).toBeLessThan(300);
    expect(await names(cookie)).toEqual([]);
  });

  it('shows a settings change at once, to its owner only', async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const theme = async (cookie: string) =>
      (
        await readJson(
          await ctx.request('/api/settings', { cookie }),
          z.looseObject({ settings: z.looseObject({ themeMode: z.string() }) }),
        )
      ).settings.themeMode;
    expect(await theme(owner.cookie)).toBe('dark');
    expect(await theme(owner.cookie)).toBe('dark');
    expect(await theme(other.cookie)).toBe('dark');
    if (ctx.deps.readCache) expect(ctx.deps.readCache.get(`settings:${owner.userId}`)).toBeDefined();
    const put = await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: owner.cookie,
      json: { themeMode: 'light' },
    });
    expect(put.status).toBe(200);
    expect(await theme(owner.cookie)).toBe('light');
    expect(await theme(other.cookie)).toBe('dark');
  });

  it("never answers one user with another's cached list", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: owner.cookie,
      json: { name: 'Private chypre', rows: [] },
    });
    expect(await names(owner.cookie)).toEqual(['Private chypre']);
    expect(await names(owner.cookie)).toEqual(['Private chypre']);
    expect(await names(other.cookie)).toEqual([]);
  });
});

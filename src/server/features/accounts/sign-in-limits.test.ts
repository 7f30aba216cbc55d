import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { rateLimits, sessions } from '../../db/schema/index.ts';

const ctx = await createTestContext({
  SIGN_IN_RATE_LIMIT: '2',
  SIGN_IN_ACCOUNT_RATE_LIMIT: '3',
  TRUSTED_PROXY: '10.0.0.99',
});

const signIn = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  ctx.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, ip, headers });

describe('sign-in limits', () => {
  it('limits failed sign-ins per account, from any address, with a clear message; other accounts are unaffected', async () => {
    const victim = await ctx.signUp();
    const other = await ctx.signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await signIn(victim.email, 'guess', `10.20.0.${attempt + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401]);
    const blocked = await signIn(victim.email.toUpperCase(), victim.password, '10.20.0.50');
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toMatch(/Too many failed sign-ins for this account/);
    expect((await signIn(other.email, other.password, '10.20.0.51')).status).toBe(200);
  });

  it('30 parallel wrong passwords against a limit of 3 evaluate at most 3; the rest answer 429', async () => {
    const victim = await ctx.signUp();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => signIn(victim.email, `guess-${attempt}`, `10.40.${attempt}.1`)),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    // The right password is refused too until the window ends: the guesses cannot be continued.
    expect((await signIn(victim.email, victim.password, '10.40.99.1')).status).toBe(429);
  });

  it('keeps no e-mail or IP address in the rate-limit table, nor an IP address in sessions (the privacy page)', async () => {
    const user = await ctx.signUp();
    expect((await signIn(user.email, 'guess', '10.50.0.1')).status).toBe(401);
    expect((await signIn(user.email, user.password, '10.50.0.2')).status).toBe(200);
    const db = ctx.deps.database.db;
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(user.email.split('@')[0]!);
      expect(key).not.toMatch(/10\.50\.0\.|127\.0\.0\.1/);
    }
    const stored = await db.select({ ipAddress: sessions.ipAddress }).from(sessions);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((session) => session.ipAddress === null)).toBe(true);
  });

  it('the per-address limit still holds with hashed keys, 20 parallel attempts from one address included', async () => {
    const user = await ctx.signUp();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => signIn(`nobody-${Math.random()}@sillage.test`, 'guess', '10.60.0.1')),
    ).then((responses) => responses.map((response) => response.status));
    // SIGN_IN_RATE_LIMIT is 2 a minute per address.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(2);
    expect((await signIn(user.email, user.password, '10.60.0.1')).status).toBe(429);
  });

  it('a success clears the count', async () => {
    const user = await ctx.signUp();
    for (const ip of ['10.30.0.1', '10.30.0.2']) expect((await signIn(user.email, 'guess', ip)).status).toBe(401);
    expect((await signIn(user.email, user.password, '10.30.0.3')).status).toBe(200);
    for (const ip of ['10.30.0.4', '10.30.0.5']) expect((await signIn(user.email, 'guess', ip)).status).toBe(401);
    expect((await signIn(user.email, user.password, '10.30.0.6')).status).toBe(200);
  });

  it('reads the client address from X-Forwarded-For only behind the trusted proxy', async () => {
    const emails = [
      (await ctx.signUp()).email,
      (await ctx.signUp()).email,
      (await ctx.signUp()).email,
      (await ctx.signUp()).email,
    ];
    const viaProxy = (email: string, client: string) =>
      signIn(email, 'guess', '10.0.0.99', { 'x-forwarded-for': `${client}, 10.0.0.99` });
    expect((await viaProxy(emails[0]!, '198.51.100.7')).status).toBe(401);
    expect((await viaProxy(emails[1]!, '198.51.100.7')).status).toBe(401);
    expect((await viaProxy(emails[2]!, '198.51.100.7')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await viaProxy(emails[3]!, '198.51.100.8')).status).toBe(401);
  });
});

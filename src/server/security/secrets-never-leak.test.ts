import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookieFrom, createTestContext } from '../../../tests/setup/test-app.ts';
import { accounts, outbox, sessions } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import { readJson } from '../../../tests/setup/read-response.ts';
import { z } from 'zod';

const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const ctx = await createTestContext({}, { logger: createLogger('trace', sink) });

describe('no secret in a response or a log line', () => {
  it('never shows the password, its hash, the session token or an API key', async () => {
    const password = 'a very particular secret';
    const apiKey = 'sk-live-do-not-leak-0000';
    const signUp = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: `leak-${Date.now()}@sillage.test`, password, name: 'leak' },
    });
    const cookie = cookieFrom(signUp);
    const userId = (await readJson(signUp.clone(), z.looseObject({ user: z.looseObject({ id: z.string() }) }))).user.id;
    const bodies = [await signUp.text()];
    for (const [path, init] of [
      ['/api/me', {}],
      ['/api/settings', { method: 'PUT', json: { apiKeys: { openAI: apiKey } } }],
      ['/api/settings', {}],
      ['/api/auth/get-session', {}],
    ] as const) {
      bodies.push(await (await ctx.request(path, { cookie, ...init })).text());
    }
    const [account] = await ctx.deps.database.db.select().from(accounts).where(eq(accounts.userId, userId));
    const [session] = await ctx.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    const hash = account!.password!;
    const everything = [...bodies.slice(0, 4), ...logLines].join('\n');
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(hash);
    expect(everything).not.toContain(apiKey);
    expect(logLines.join('\n')).not.toContain(session!.token);
    expect(logLines.length).toBeGreaterThan(0);
  });

  it('never logs the token of a password-reset link', async () => {
    const email = `reset-${Date.now()}@sillage.test`;
    await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'first password 1', name: 'reset' },
    });
    expect(
      (
        await ctx.request('/api/auth/request-password-reset', {
          method: 'POST',
          json: { email, redirectTo: '/reset-password' },
        })
      ).status,
    ).toBe(200);
    const [mail] = await ctx.deps.database.db.select().from(outbox).where(eq(outbox.to, email));
    const token = /reset-password\/([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    await ctx.request(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    expect(logLines.join('\n')).toContain('/api/auth/reset-password/[redacted]');
    expect(logLines.join('\n')).not.toContain(token!);
  });
});

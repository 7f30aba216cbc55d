import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { DEFAULT_SETTINGS } from '../../../domain/settings/user-settings.ts';
import { userSettings } from '../../db/schema/index.ts';
import type { SealedSecret } from '../../lib/secret-box.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const SettingsBodySchema = z.looseObject({
  settings: z.looseObject({ apiKeys: z.record(z.string(), z.string()) }),
});

const ctx = await createTestContext();

async function putSettings(cookie: string, json: unknown) {
  return ctx.request('/api/settings', { method: 'PUT', cookie, json });
}

describe('/api/settings', () => {
  it('needs a session (401)', async () => {
    expect((await ctx.request('/api/settings')).status).toBe(401);
    expect((await putSettings('', { themeMode: 'light' })).status).toBe(401);
  });

  it('creates the defaults on first load, once', async () => {
    const { cookie, userId } = await ctx.signUp();
    const [first, second] = await Promise.all([
      ctx.request('/api/settings', { cookie }),
      ctx.request('/api/settings', { cookie }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((await readJson(first, SettingsBodySchema)).settings).toEqual({ ...DEFAULT_SETTINGS, apiKeys: {} });
    const rows = await ctx.deps.database.db.select().from(userSettings).where(eq(userSettings.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [
      'a threshold above 1 falls back to its default',
      { classificationThreshold: 1.5 },
      { classificationThreshold: 0.8 },
    ],
    ['a threshold of exactly 1 is kept', { consolidationThreshold: 1 }, { consolidationThreshold: 1 }],
    ['a batch size of 0 falls back to 50', { consolidationBatchSize: 0 }, { consolidationBatchSize: 50 }],
    ['a batch size of 1000 is kept', { consolidationBatchSize: 1000 }, { consolidationBatchSize: 1000 }],
    ['a fractional batch size falls back to 50', { consolidationBatchSize: 2.5 }, { consolidationBatchSize: 50 }],
    ['a font size of 0 falls back to 16', { fontSize: 0 }, { fontSize: 16 }],
    ['theme mode system is kept', { themeMode: 'system' }, { themeMode: 'system' }],
  ])('normalises on write: %s', async (_, change, expected) => {
    const { cookie } = await ctx.signUp();
    const response = await putSettings(cookie, change);
    expect(response.status).toBe(200);
    expect((await readJson(response, SettingsBodySchema)).settings).toMatchObject(expected);
  });

  it.each([
    ['an unknown theme mode', { themeMode: 'sepia' }],
    ['an unknown AI provider', { aiSettings: { activeProvider: 'skynet' } }],
    ['a string where a boolean belongs', { autoSave: 'yes' }],
    ['an unknown field', { favouriteColour: 'mauve' }],
    ['an array body', [1, 2]],
  ])('rejects %s with 422 and a message, keeping what was saved', async (_, body) => {
    const { cookie } = await ctx.signUp();
    await putSettings(cookie, { densityMode: 'compact' });
    const response = await putSettings(cookie, body);
    expect(response.status).toBe(422);
    const error = (await readError(response)).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/^Invalid json/);
    const after = await readJson(await ctx.request('/api/settings', { cookie }), SettingsBodySchema);
    expect(after.settings.densityMode).toBe('compact');
  });

  it('answers malformed JSON with 400, never a 500', async () => {
    const { cookie } = await ctx.signUp();
    const response = await ctx.request('/api/settings', {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"themeMode": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('answers an oversized body with 413, never a 500', async () => {
    const { cookie } = await ctx.signUp();
    const response = await ctx.request('/api/settings', {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fontFamily: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('stores API keys trimmed and encrypted, returns only a mask, and removes a key on an empty string', async () => {
    const { cookie, userId } = await ctx.signUp();
    const secretKey = 'sk-test-1234567890abcd';
    const saved = await putSettings(cookie, { apiKeys: { openAI: `  ${secretKey}  `, anthropic: '   ' } });
    const body = await readJson(saved, SettingsBodySchema);
    expect(body.settings.apiKeys).toEqual({ openAI: '••••abcd' });
    expect(JSON.stringify(body)).not.toContain(secretKey);
    const [row] = await ctx.deps.database.db.select().from(userSettings).where(eq(userSettings.userId, userId));
    expect(JSON.stringify(row)).not.toContain(secretKey);
    expect(ctx.deps.secretBox.open((row!.apiKeys as Record<string, SealedSecret>).openAI!)).toBe(secretKey);
    const cleared = await putSettings(cookie, { apiKeys: { openAI: '' } });
    expect((await readJson(cleared, SettingsBodySchema)).settings.apiKeys).toEqual({});
  });

  it("never shows or changes another user's settings", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    await putSettings(alice.cookie, { themeMode: 'light', apiKeys: { google: 'alice-google-key' } });
    await putSettings(bob.cookie, { themeMode: 'system' });
    const aliceView = await readJson(await ctx.request('/api/settings', { cookie: alice.cookie }), SettingsBodySchema);
    const bobView = await readJson(await ctx.request('/api/settings', { cookie: bob.cookie }), SettingsBodySchema);
    expect(aliceView.settings.themeMode).toBe('light');
    expect(bobView.settings.themeMode).toBe('system');
    expect(bobView.settings.apiKeys).toEqual({});
  });

  it('keeps both of two concurrent partial saves', async () => {
    const { cookie } = await ctx.signUp();
    await Promise.all([
      putSettings(cookie, { densityMode: 'spacious' }),
      putSettings(cookie, { fontFamily: 'Georgia' }),
    ]);
    const after = await readJson(await ctx.request('/api/settings', { cookie }), SettingsBodySchema);
    expect(after.settings).toMatchObject({ densityMode: 'spacious', fontFamily: 'Georgia' });
  });
});

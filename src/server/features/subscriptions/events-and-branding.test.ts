import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

// GET /api/events and /api/branding (split from subscriptions.test.ts, which keeps the plan check and Stripe billing).
const ctx = await createTestContext();
const admin = await ctx.signUp('admin@sillage.test');

const JsonSchema = z.record(z.string(), z.unknown());
const json = async (response: Response) => await readJson(response, JsonSchema);

describe('GET /api/events', () => {
  it('needs a session (401)', async () => {
    expect((await ctx.request('/api/events')).status).toBe(401);
  });

  it("streams a plan change to the user's open stream, and only to theirs", async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const response = await ctx.request('/api/events', { cookie: user.cookie });
    const otherResponse = await ctx.request('/api/events', { cookie: other.cookie });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const otherReader = otherResponse.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: ready')) text += decoder.decode((await reader.read()).value);
    let otherText = '';
    while (!otherText.includes('event: ready')) otherText += decoder.decode((await otherReader.read()).value);
    const changed = await ctx.request(`/api/admin/users/${user.userId}/plan`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { tier: 'basic' },
    });
    expect(changed.status).toBe(200);
    while (!text.includes('event: subscription')) text += decoder.decode((await reader.read()).value);
    expect(text).toContain('"tier":"basic"');
    const pending = otherReader.read();
    const raced = await Promise.race([
      pending.then(() => 'data'),
      new Promise((resolve) => setTimeout(() => resolve('quiet'), 200)),
    ]);
    expect(raced).toBe('quiet');
    await reader.cancel();
    await otherReader.cancel();
  });

  it('holds at most 10 open streams per user; a closed one frees its place', async () => {
    const user = await ctx.signUp();
    const decoder = new TextDecoder();
    const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
    for (let index = 0; index < 10; index += 1) {
      const response = await ctx.request('/api/events', { cookie: user.cookie });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let text = '';
      while (!text.includes('event: ready')) text += decoder.decode((await reader.read()).value);
      readers.push(reader);
    }
    const refused = await ctx.request('/api/events', { cookie: user.cookie });
    expect(refused.status).toBe(429);
    const other = await ctx.signUp();
    const otherStream = await ctx.request('/api/events', { cookie: other.cookie });
    expect(otherStream.status).toBe(200);
    await otherStream.body!.cancel();
    await readers.pop()!.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await ctx.request('/api/events', { cookie: user.cookie });
    expect(again.status).toBe(200);
    await again.body!.cancel();
    await Promise.all(readers.map((reader) => reader.cancel()));
  });
});

describe('/api/branding (white-label, enterprise)', () => {
  const brand = {
    brandName: 'Maison Vétiver',
    accentColor: '#7a5c3e',
    logoDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  };

  it('answers null to a visitor and to a plan without white-label, and refuses to save it there (403)', async () => {
    expect(await json(await ctx.request('/api/branding'))).toEqual({ branding: null });
    const user = await ctx.signUp();
    expect(await json(await ctx.request('/api/branding', { cookie: user.cookie }))).toEqual({ branding: null });
    const refused = await ctx.request('/api/branding', { method: 'PUT', cookie: user.cookie, json: brand });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      error: { details: { feature: 'whiteLabel', requiredTier: 'enterprise', upgradeUrl: '/pricing' } },
    });
    expect((await ctx.request('/api/branding', { method: 'PUT', json: brand })).status).toBe(401);
  });

  it('keeps an enterprise brand per user, validated (422), and drops it from the shell when the plan ends', async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    await ctx.request(`/api/admin/users/${user.userId}/plan`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { tier: 'enterprise' },
    });
    await ctx.request(`/api/admin/users/${other.userId}/plan`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { tier: 'enterprise' },
    });
    expect(
      (
        await ctx.request('/api/branding', {
          method: 'PUT',
          cookie: user.cookie,
          json: { ...brand, accentColor: 'brown' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await ctx.request('/api/branding', {
          method: 'PUT',
          cookie: user.cookie,
          json: { ...brand, logoDataUrl: 'javascript:alert(1)' },
        })
      ).status,
    ).toBe(422);
    expect(await json(await ctx.request('/api/branding', { method: 'PUT', cookie: user.cookie, json: brand }))).toEqual(
      { branding: brand },
    );
    expect(await json(await ctx.request('/api/branding', { cookie: user.cookie }))).toEqual({ branding: brand });
    expect(await json(await ctx.request('/api/branding', { cookie: other.cookie }))).toEqual({ branding: null });
    await ctx.request(`/api/admin/users/${user.userId}/plan`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { tier: 'premium' },
    });
    expect(await json(await ctx.request('/api/branding', { cookie: user.cookie }))).toEqual({ branding: null });
  });
});

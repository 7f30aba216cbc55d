import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN } from '../../../tests/setup/test-app.ts';
import { z } from 'zod';
import { readJson } from '../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const user = await ctx.signUp();
const created = await ctx.request('/api/formulas', {
  method: 'POST',
  cookie: user.cookie,
  json: { name: 'Origin check' },
});
const { formula } = await readJson(created, z.looseObject({ formula: z.looseObject({ id: z.string() }) }));

describe('writes to /api come from our own pages only', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a same-site page on another port', { origin: 'http://localhost:4000' }],
    ['a sandboxed page (Origin: null)', { origin: 'null' }],
    ['a referer on another site, no Origin', { origin: '', referer: 'https://evil.example/page' }],
    ['no Origin or Referer, but the browser says cross-site', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a body-less POST from %s (403, clear message)', async (_, headers) => {
    // An empty Origin header counts as none (ctx.request would add ours otherwise).
    const duplicate = await ctx.request(`/api/formulas/${formula.id}/duplicate`, {
      method: 'POST',
      cookie: user.cookie,
      headers,
    });
    expect(duplicate.status).toBe(403);
    expect(await duplicate.text()).toMatch(/sent from another site.*only from its own pages/);
    const refresh = await ctx.request('/api/shopping-list/refresh-prices', {
      method: 'POST',
      cookie: user.cookie,
      headers,
    });
    expect(refresh.status).toBe(403);
  });

  it('accepts our own origin, and a client that names no origin at all (not a browser)', async () => {
    expect(
      (
        await ctx.request(`/api/formulas/${formula.id}/duplicate`, {
          method: 'POST',
          cookie: user.cookie,
          headers: { origin: TEST_ORIGIN },
        })
      ).status,
    ).toBe(201);
    const bare = await ctx.app.request(
      `/api/formulas/${formula.id}/duplicate`,
      { method: 'POST', headers: { cookie: user.cookie } },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(bare.status).toBe(201);
  });

  it('leaves reads alone', async () => {
    expect(
      (await ctx.request('/api/formulas', { cookie: user.cookie, headers: { origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });
});

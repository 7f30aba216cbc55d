// The server's choice of page for a signed-in path the build prerendered (ADR 046), on the real app and auth.
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { slotToken } from '../../domain/shared/page-slots.ts';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { INLINE_SESSION_ID } from './app-page.ts';
import { readOpenableFormulaName } from '../features/formulas/formulas.public.ts';
import { mountStaticClient } from './static-client.ts';

const APP = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
const SHELL =
  '<!doctype html><html><head><title>shell</title></head><body><div id="sl-prerendered" data-sl-reveal="shell">' +
  `<h1><span data-sl-slot="greeting">${slotToken('greeting')}</span>, ${slotToken('name')}</h1>` +
  `<button aria-label="User menu">${slotToken('initial')}</button></div><div id="root"></div></body></html>`;

fs.mkdirSync(path.join(process.cwd(), '.tmp'), { recursive: true });
const dist = fs.mkdtempSync(path.join(process.cwd(), '.tmp', 'prerendered-app-'));
fs.mkdirSync(path.join(dist, 'prerendered', 'app'), { recursive: true });
fs.writeFileSync(path.join(dist, 'app.html'), APP);
fs.writeFileSync(path.join(dist, 'prerendered', 'app', 'dashboard.html'), SHELL);
fs.writeFileSync(
  path.join(dist, 'prerendered', 'app', 'materials.html'),
  SHELL.replace('shell</title>', 'materials</title>'),
);
fs.writeFileSync(
  path.join(dist, 'prerendered', 'app', 'formula.html'),
  SHELL.replace('shell</title>', 'formula</title>').replace(
    '<div id="root">',
    `<div class="formula-fallback-name" data-sl-formula-name="">${slotToken('formula')}</div><div id="root">`,
  ),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const ctx = await createTestContext();
// As app.ts mounts it.
mountStaticClient(ctx.app, dist, {
  readFormulaName: (c, userId, formulaId) => readOpenableFormulaName(c.var.db, userId, formulaId),
});

async function signUpNamed(name: string) {
  const email = `shell-${crypto.randomUUID()}@sillage.test`;
  const response = await ctx.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: 'correct horse 42', name },
  });
  expect(response.status).toBe(200);
  return {
    email,
    cookie: response.headers
      .getSetCookie()
      .map((part) => part.split(';')[0])
      .join('; '),
  };
}

function inlineSession(html: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${INLINE_SESSION_ID}">(.*?)</script>`, 's'));
  if (!match) throw new Error('no inline session block');
  return JSON.parse(match[1]!);
}

describe('a signed-in path the build prerendered', () => {
  it('sends a signed-in user the shell with their name, initial and session, personal and uncached', async () => {
    const { email, cookie } = await signUpNamed('Ada');
    const response = await ctx.request('/dashboard', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>shell</title>');
    expect(html).toMatch(/<h1><span data-sl-slot="greeting">Good (?:morning|afternoon|evening)<\/span>, Ada<\/h1>/);
    expect(html).toContain(`<button aria-label="User menu">${email[0]!.toUpperCase()}</button>`);
    expect(html).not.toContain('{{sl:');
    expect(inlineSession(html)).toMatchObject({ user: { email, name: 'Ada' } });
  });

  it('escapes a name that would close an element or open markup', async () => {
    const { cookie } = await signUpNamed('</script><b>Bold</b>');
    const html = await (await ctx.request('/dashboard', { cookie })).text();
    expect(html).toContain(', &lt;/script&gt;&lt;b&gt;Bold&lt;/b&gt;</h1>');
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(inlineSession(html)).toMatchObject({ user: { name: '</script><b>Bold</b>' } });
  });

  it.each([
    ['br, gzip', 'br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip', 'gzip', (bytes: Buffer) => gunzipSync(bytes)],
  ])('compresses the page as the browser takes it (%s)', async (accept, encoding, decode) => {
    const { cookie } = await signUpNamed('Compressed');
    const response = await ctx.request('/materials', { cookie, headers: { 'Accept-Encoding': accept } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const html = decode(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('<title>materials</title>');
    expect(html).toContain(', Compressed</h1>');
  });

  it("gives each user their own name, never another user's", async () => {
    const first = await signUpNamed('First Perfumer');
    const second = await signUpNamed('Second Perfumer');
    const firstPage = await (await ctx.request('/dashboard', { cookie: first.cookie })).text();
    const secondPage = await (await ctx.request('/dashboard', { cookie: second.cookie })).text();
    expect(firstPage).toContain(', First Perfumer</h1>');
    expect(secondPage).toContain(', Second Perfumer</h1>');
    expect(firstPage).not.toContain('Second Perfumer');
    expect(firstPage).not.toContain(second.email);
  });

  it.each([
    ['no cookie (the app, whose guard sends them to sign in, as before)', undefined],
    ['a forged session cookie', 'better-auth.session_token=forged.signature'],
  ])('sends the app page, session null, to a browser with %s', async (_case, cookie) => {
    const response = await ctx.request('/dashboard', cookie ? { cookie } : {});
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>app</title>');
    expect(html).not.toContain('sl-prerendered');
    expect(inlineSession(html)).toBeNull();
  });

  it.each([['/inventory'], ['/settings'], ['/dashboard/extra']])(
    'sends the app page to a signed-in user on a path without a prerendered page (%s)',
    async (pathname) => {
      const { email, cookie } = await signUpNamed('Elsewhere');
      const html = await (await ctx.request(pathname, { cookie })).text();
      expect(html).toContain('<title>app</title>');
      expect(inlineSession(html)).toMatchObject({ user: { email } });
    },
  );
});

describe("/formula's prerendered page: the opened formula's name (issue 34: the page's largest text)", () => {
  async function createFormula(cookie: string, name: string): Promise<string> {
    const response = await ctx.request('/api/formulas', { method: 'POST', cookie, json: { name, rows: [] } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { formula: { id: string } }).formula.id;
  }
  const nameIn = (html: string) => html.match(/data-sl-formula-name="">(.*?)<\/div>/s)?.[1];

  it('writes the name of a formula its user may open, escaped', async () => {
    const { cookie } = await signUpNamed('Opener');
    const id = await createFormula(cookie, 'Chypre <b>12</b> & "rose"');
    const html = await (await ctx.request(`/formula?id=${id}`, { cookie })).text();
    expect(html).toContain('<title>formula</title>');
    expect(nameIn(html)).toBe('Chypre &lt;b&gt;12&lt;/b&gt; &amp; &quot;rose&quot;');
    expect(html).not.toContain('<b>12');
  });

  it.each([
    ["another user's formula (GET /api/formulas/:id answers them 404)", 'other'],
    ['a formula that does not exist', 'unknown'],
    ['an id that is not a formula id', 'malformed'],
    ['no id', 'none'],
  ])('writes no name for %s, and still sends the page', async (_case, kind) => {
    const owner = await signUpNamed('Owner');
    const reader = await signUpNamed('Reader');
    const id = await createFormula(owner.cookie, 'Secret accord');
    const query = {
      other: `?id=${id}`,
      unknown: `?id=${crypto.randomUUID()}`,
      malformed: `?id=${encodeURIComponent("1' or '1'='1")}`,
      none: '',
    }[kind];
    const response = await ctx.request(`/formula${query}`, { cookie: reader.cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>formula</title>');
    expect(nameIn(html)).toBe('');
    expect(html).not.toContain('Secret accord');
  });
});

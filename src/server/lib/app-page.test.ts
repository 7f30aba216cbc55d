import { describe, expect, it } from 'vitest';
import { cookieFrom, createTestContext } from '../../../tests/setup/test-app.ts';
import { createAppPageHandler, INLINE_SESSION_ID, toInlineJson } from './app-page.ts';

const PAGE = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
const HOSTILE_NAME = '</script><script>alert(1)</script><!--';

const ctx = await createTestContext();
// The app page handler on the real app (its middleware gives it the auth service), as mountStaticClient mounts it.
ctx.app.get('*', createAppPageHandler(PAGE));

/** The inline session block's JSON, read as the browser's JSON.parse would read the element's text. */
function inlineSession(html: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${INLINE_SESSION_ID}">(.*?)</script>`, 's'));
  if (!match) throw new Error('no inline session block');
  return JSON.parse(match[1]!);
}

async function signUpNamed(name: string) {
  const email = `page-${crypto.randomUUID()}@sillage.test`;
  const response = await ctx.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: 'correct horse 42', name },
  });
  expect(response.status).toBe(200);
  return { email, cookie: cookieFrom(response) };
}

describe('toInlineJson', () => {
  it.each([
    ['a closing script tag', '</script>', '"\\u003c/script\\u003e"'],
    ['an HTML comment opener', '<!--', '"\\u003c!--"'],
    ['an ampersand', 'Fragrance & Co', '"Fragrance \\u0026 Co"'],
    ['a line separator', 'a\u2028b', '"a\\u2028b"'],
  ])('escapes %s and reads back the same value', (_case, value, expected) => {
    expect(toInlineJson(value)).toBe(expected);
    expect(JSON.parse(toInlineJson(value))).toBe(value);
  });
});

describe('the app page', () => {
  it('tells a visitor (no session cookie) there is no session, and is never stored by a cache', async () => {
    const response = await ctx.request('/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(inlineSession(await response.text())).toBeNull();
  });

  it('carries the signed-in session in the shape GET /api/auth/get-session answers', async () => {
    const { email, cookie } = await signUpNamed('Perfumer');
    const page = await ctx.request('/dashboard', { cookie });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const inline = inlineSession(await page.text());
    const api = await (await ctx.request('/api/auth/get-session', { cookie })).json();
    expect(inline).toEqual(api);
    expect(inline).toMatchObject({ user: { email, name: 'Perfumer' } });
  });

  it('cannot be broken out of by a user name that closes the script element', async () => {
    const { cookie } = await signUpNamed(HOSTILE_NAME);
    const html = await (await ctx.request('/dashboard', { cookie })).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(inlineSession(html)).toMatchObject({ user: { name: HOSTILE_NAME } });
  });

  it("gives each user their own session, never another user's", async () => {
    const first = await signUpNamed('First');
    const second = await signUpNamed('Second');
    const firstPage = await (await ctx.request('/formulas', { cookie: first.cookie })).text();
    const secondPage = await (await ctx.request('/formulas', { cookie: second.cookie })).text();
    expect(inlineSession(firstPage)).toMatchObject({ user: { email: first.email } });
    expect(inlineSession(secondPage)).toMatchObject({ user: { email: second.email } });
    expect(firstPage).not.toContain(second.email);
    expect(secondPage).not.toContain(first.email);
  });

  it('treats a forged or expired session cookie as no session', async () => {
    const response = await ctx.request('/dashboard', { cookie: 'better-auth.session_token=forged.signature' });
    expect(response.status).toBe(200);
    expect(inlineSession(await response.text())).toBeNull();
  });
});

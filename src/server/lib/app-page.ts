import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { formatGreetingDay, greetingAt } from '../../domain/shared/format-dates.ts';
import { avatarInitial, fillPageSlots, greetingName } from '../../domain/shared/page-slots.ts';
import type { AppEnv } from './app-context.ts';

/** The id of the inline session data block; src/client/lib/session-store.ts reads it (keep the two in step). */
export const INLINE_SESSION_ID = 'sl-session';

/** Paths the build prerenders for signed-in users (`prerendered/app/<name>.html`, with slots: ADR 046). */
export const PRERENDERED_APP_PATHS = ['/dashboard', '/materials', '/inventory', '/formula'] as const;

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` (and the two JavaScript line separators) are
 * written as \u escapes, so a value such as a user's name `</script><script>…` can neither close the element nor
 * open a comment; JSON.parse reads the escapes back as the very same characters.
 */
export function toInlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Inserts `extra` just before `</head>` (the app page always has one; a page without it is left as it is). */
const intoHead = (html: string, extra: string) => html.replace('</head>', `${extra}</head>`);

/** better-auth's session cookie, under either name (`__Secure-` on HTTPS), valid or not: only a lookup can tell. */
export const hasSessionCookie = (cookieHeader: string | undefined) =>
  cookieHeader !== undefined && /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookieHeader);

/**
 * The per-request text of a prerendered signed-in page (ADR 046): the user's, the day at `now`, and on /formula the
 * name of the formula opened (empty when there is none they may open).
 */
export function fillSignedInPage(
  page: string,
  user: { name?: string | null; email: string },
  now: Date,
  formulaName = '',
): string {
  return fillPageSlots(page, {
    name: greetingName(user),
    initial: avatarInitial(user.email),
    day: formatGreetingDay(now),
    greeting: greetingAt(now.getHours()),
    formula: formulaName,
  });
}

/** Reads the name of a formula the user may open (formula-record.ts' readOpenableFormulaName), else null. */
export type FormulaNameReader = (c: Context<AppEnv>, userId: string, formulaId: string) => Promise<string | null>;

const FORMULA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opened formula's name for /formula?id=… (its largest text, painted with the page: issue 34), else empty. */
async function openedFormulaName(c: Context<AppEnv>, userId: string, read?: FormulaNameReader): Promise<string> {
  const id = c.req.query('id');
  if (!read || c.req.path !== '/formula' || !id || !FORMULA_ID.test(id)) return '';
  try {
    return (await read(c, userId, id)) ?? '';
  } catch {
    // The page is drawn without it; the editor reads the formula and says what went wrong.
    return '';
  }
}

/**
 * A page made for this request, compressed as the browser takes it (brotli at a quality that costs about a
 * millisecond for the 100 kB prerendered shell, else gzip): unlike the build's files, it cannot be compressed ahead.
 */
function sendCompressedHtml(c: Context<AppEnv>, html: string): Response {
  const accepted = c.req.header('accept-encoding') ?? '';
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Vary', 'Cookie, Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    c.header('Content-Encoding', 'br');
    return c.body(new Uint8Array(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })));
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(gzipSync(html, { level: 6 })));
  }
  return c.html(html);
}

/**
 * The single-page app's HTML for one request (ADR 028): the session, as `GET /api/auth/get-session` would answer
 * it, in an inline JSON data block (`type="application/json"` is never executed, so the CSP, which forbids inline
 * scripts, has nothing to allow), so the client draws the signed-in shell at once instead of asking first; `null`
 * when the request carries no session cookie (a visitor). A failed lookup leaves the block out: the client asks, as
 * before. The page is personal: `Cache-Control: private, no-store` and `Vary: Cookie`, so no shared cache keeps it
 * and no browser cache replays it to whoever uses the browser next. A better-auth cookie refresh is passed on.
 */
export function createAppPageHandler(
  html: string,
  prerendered: ReadonlyMap<string, string> = new Map(),
  readFormulaName?: FormulaNameReader,
) {
  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie');
    let session: unknown = null;
    if (hasSessionCookie(c.req.header('cookie'))) {
      try {
        const { headers, response } = await c
          .get('deps')
          .auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
        session = response;
        for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      } catch {
        return c.html(html);
      }
    }
    const inline = `<script type="application/json" id="${INLINE_SESSION_ID}">${toInlineJson(session)}</script>`;
    // Signed in on a path the build drew (ADR 046): the shell and the screen's first block paint from the HTML.
    const user = (session as { user?: { id?: unknown; name?: string | null; email?: unknown } } | null)?.user;
    const page = prerendered.get(c.req.path);
    if (page && user && typeof user.email === 'string' && typeof user.id === 'string') {
      const formulaName = await openedFormulaName(c, user.id, readFormulaName);
      return sendCompressedHtml(
        c,
        intoHead(fillSignedInPage(page, { name: user.name, email: user.email }, new Date(), formulaName), inline),
      );
    }
    return c.html(intoHead(html, inline));
  };
}

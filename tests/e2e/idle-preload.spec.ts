import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signUpThroughForm } from './support/sign-up-through-form.ts';

// Spec section 7: the materials library and sign-in are preloaded when the browser is idle. Preloading runs a
// screen's modules, so each session preloads the one it leads to (ADR 061): a signed-in user the materials library,
// a visitor sign-in. Chunks are named by their hash, so each screen is known by a text only its code holds.
const MATERIALS_SCREEN = 'Show the full library';
const SIGN_IN = 'Forgot password?';

/** The texts among `markers` that the page's scripts have brought so far. */
function recordScripts(page: Page, markers: readonly string[]): () => string[] {
  const seen = new Set<string>();
  page.on('response', async (response) => {
    if (!/\/assets\/[\w-]+\.js$/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    for (const marker of markers) if (body.includes(marker)) seen.add(marker);
  });
  return () => [...seen];
}

/** Opens `path` in a fresh context, waits for `expected`'s screen code, and checks `unexpected`'s never came. */
async function expectIdlePreload(context: BrowserContext, path: string, expected: string, unexpected: string) {
  const page = await context.newPage();
  const scripts = recordScripts(page, [expected, unexpected]);
  await page.goto(path);
  await expect.poll(scripts, { timeout: 15_000 }).toContain(expected);
  expect(scripts()).not.toContain(unexpected);
  await context.close();
}

test('an idle signed-in browser preloads the materials library and not sign-in; a visitor’s preloads sign-in', async ({
  page,
  browser,
}) => {
  await signUpThroughForm(page, 'preload');
  // Fresh caches: signed in on the dashboard, then a visitor on the front page, each browser left idle.
  const storageState = await page.context().storageState();
  await expectIdlePreload(await browser.newContext({ storageState }), '/dashboard', MATERIALS_SCREEN, SIGN_IN);
  await expectIdlePreload(await browser.newContext(), '/home', SIGN_IN, MATERIALS_SCREEN);
});

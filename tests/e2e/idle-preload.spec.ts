import { expect, test, type Page } from '@playwright/test';
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

test('an idle signed-in browser preloads the materials library and not sign-in; a visitor’s preloads sign-in', async ({
  page,
  browser,
}) => {
  await signUpThroughForm(page, 'preload');
  const storageState = await page.context().storageState();

  // A fresh cache, signed in: the dashboard, then the browser left idle.
  const signedIn = await browser.newContext({ storageState });
  const member = await signedIn.newPage();
  const memberScripts = recordScripts(member, [MATERIALS_SCREEN, SIGN_IN]);
  await member.goto('/dashboard');
  await expect.poll(memberScripts, { timeout: 15_000 }).toContain(MATERIALS_SCREEN);
  expect(memberScripts()).not.toContain(SIGN_IN);
  await signedIn.close();

  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  const visitorScripts = recordScripts(visitor, [MATERIALS_SCREEN, SIGN_IN]);
  await visitor.goto('/home');
  await expect.poll(visitorScripts, { timeout: 15_000 }).toContain(SIGN_IN);
  expect(visitorScripts()).not.toContain(MATERIALS_SCREEN);
  await anonymous.close();
});

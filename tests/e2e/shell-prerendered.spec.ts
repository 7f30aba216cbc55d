import { expect, test, type Locator } from '@playwright/test';
import { CreatedFormulaSchema, sendJson } from './support/read-json.ts';
import { holdAppEntry } from './support/hold-app-entry.ts';
import { signUpThroughForm } from './support/sign-up-through-form.ts';

// A signed-in user's /dashboard, /materials, /inventory and /formula reach them as HTML drawn at build time, with their
// name filled in by the server (ADR 046); the app loads after the first paint and takes the page over at its first
// commit. Here the app's entry is held back, so the page is all there is until it is released.

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
};

test('the signed-in shell paints from the HTML with the user, and the app takes it over without a shift', async ({
  page,
}) => {
  const { email } = await signUpThroughForm(page, 'shell-prerendered');
  for (const [pathname, heading] of [
    ['/dashboard', /^Good (?:morning|afternoon|evening), Camille Perfumer$/],
    ['/materials', 'Materials Library'],
    ['/inventory', 'Inventory'],
  ] as const) {
    await test.step(pathname, async () => {
      const releaseApp = await holdAppEntry(page);
      await page.goto(pathname, { waitUntil: 'domcontentloaded' });
      const prerendered = page.locator('#sl-prerendered');
      const title = prerendered.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      await expect(prerendered.getByRole('button', { name: 'User menu' })).toHaveText(email[0]!.toUpperCase());
      await expect(prerendered.getByRole('link', { name: 'Materials Library' })).toBeVisible();
      if (pathname === '/dashboard') {
        // The day under the greeting is the reader's, written by first-paint.js as the app's formatGreetingDay does.
        const today = await page.evaluate(() =>
          new Date().toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' }),
        );
        await expect(prerendered.getByText(today, { exact: true })).toBeVisible();
      }
      const before = await boxOf(title);

      releaseApp();
      await expect(prerendered).toHaveCount(0);
      const appTitle = page.locator('#root').getByRole('heading', { level: 1, name: heading });
      await expect(appTitle).toBeVisible();
      // Where the title's text sits (its block's width follows the line under it, which the loaded screen lengthens);
      // polled, as the route's fallback title gives way to the screen's own in the same place.
      const placeOf = (box: { x: number; y: number; height: number } | null) =>
        box && { x: box.x, y: box.y, height: box.height };
      await expect.poll(async () => placeOf(await appTitle.boundingBox())).toEqual(placeOf(before));
      await page.unrouteAll({ behavior: 'wait' });
    });
  }
});

test("a signed-in user opening a saved formula sees the shell, the formula's name and the editor loading from the HTML", async ({
  page,
}) => {
  await signUpThroughForm(page, 'shell-prerendered-formula');
  const origin = new URL(page.url()).origin;
  const { formula } = await sendJson(CreatedFormulaSchema, page.request, origin, 'post', '/api/formulas', {
    name: 'Chypre <b>12</b>',
    rows: [],
  });
  const releaseApp = await holdAppEntry(page);
  await page.goto(`/formula?id=${formula.id}`, { waitUntil: 'domcontentloaded' });
  const prerendered = page.locator('#sl-prerendered');
  await expect(prerendered.getByRole('status')).toHaveText('Loading formula editor...');
  // The server wrote the name (as text: no <b> element), where the editor's toolbar draws it.
  const pageName = prerendered.locator('[data-sl-formula-name]');
  await expect(pageName).toHaveText('Chypre <b>12</b>');
  await expect(prerendered.locator('b')).toHaveCount(0);
  const before = await boxOf(pageName);
  releaseApp();
  await expect(prerendered).toHaveCount(0);
  const nameField = page.getByRole('textbox', { name: 'Formula name' });
  await expect(nameField).toHaveValue('Chypre <b>12</b>');
  const after = await boxOf(nameField);
  expect({ x: after.x, y: after.y, height: after.height }).toEqual({ x: before.x, y: before.y, height: before.height });
});

test('a visitor on a signed-in path gets the app, which asks them to sign in, as before', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.locator('#sl-prerendered')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);
});

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/sign-up-through-form.ts';

// The top bar's menus are drawn by look-alikes until their chunks arrive (load-on-demand.tsx `deferredComponent`).
// A chunk that arrives while the button is held down replaces the button between the press and the release: the
// release then lands on another element and the browser sends no click (seen once in a full run, 0.9 s after
// sign-up, when the idle fetch lands). The press itself opens the menu.
test('the user menu opens when its chunk arrives between the press and the release', async ({ page }) => {
  let releaseChunk!: () => void;
  const chunkReleased = new Promise<void>((resolve) => (releaseChunk = resolve));
  // Chunks are named by their hash: the user menu's is the one in the build that says when a plan ends. It is found
  // on disk, not by reading each response in the route (a body fetched through the route can be disposed under it).
  const assets = path.resolve('dist/client/assets');
  const chunk = readdirSync(assets).find(
    (name) => name.endsWith('.js') && readFileSync(path.join(assets, name), 'utf8').includes('Plan ends today'),
  );
  if (!chunk) throw new Error(`no chunk in ${assets} says "Plan ends today": build the client first`);
  await page.route(`**/assets/${chunk}`, async (route) => {
    await chunkReleased;
    await route.continue();
  });
  const { email } = await signUpThroughForm(page, 'menu-race');

  const button = page.getByRole('button', { name: 'User menu' });
  const box = await button.boundingBox();
  if (!box) throw new Error('the User menu button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  releaseChunk();
  // The real menu's button (Mantine's target, with aria-expanded) has replaced the look-alike.
  await expect(page.locator('[aria-label="User menu"][aria-expanded]')).toHaveCount(1);
  await page.mouse.up();

  await expect(page.getByRole('menu')).toContainText(email);
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
});

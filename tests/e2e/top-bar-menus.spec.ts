import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/sign-up-through-form.ts';

// The top bar's menus are drawn by look-alikes until their chunks arrive (load-on-demand.tsx `deferredComponent`).
// A chunk that arrives while the button is held down replaces the button between the press and the release: the
// release then lands on another element and the browser sends no click (seen once in a full run, 0.9 s after
// sign-up, when the idle fetch lands). The press itself opens the menu.
test('the user menu opens when its chunk arrives between the press and the release', async ({ page }) => {
  let releaseChunk!: () => void;
  const chunkReleased = new Promise<void>((resolve) => (releaseChunk = resolve));
  // Chunks are named by their hash: the user menu's is the one that says when a plan ends.
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('Plan ends today')) await chunkReleased;
    await route.fulfill({ response });
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

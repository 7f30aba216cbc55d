import { expect, test } from '@playwright/test';
import { holdAppEntry } from './support/hold-app-entry.ts';
import { signUpThroughForm } from './support/sign-up-through-form.ts';

// On a phone the sidebar is off screen until the burger opens it: neither the page drawn at build time nor the app
// draws its links before then (half of a page's elements, issue 34); the burger opens it, its links navigate, and a
// link chosen closes it again.

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the sidebar is drawn when the burger opens it, and its links take the user to their screen', async ({
  page,
}) => {
  await signUpThroughForm(page, 'phone-navigation');

  await test.step('the page drawn at build time shows no sidebar links', async () => {
    const releaseApp = await holdAppEntry(page);
    await page.goto('/inventory', { waitUntil: 'domcontentloaded' });
    const prerendered = page.locator('#sl-prerendered');
    await expect(prerendered.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await expect(prerendered.getByRole('link', { name: 'Materials Library' })).toBeHidden();
    releaseApp();
    await expect(prerendered).toHaveCount(0);
    await page.unrouteAll({ behavior: 'wait' });
  });

  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await test.step('the app draws none until the burger is pressed', async () => {
    await expect(page.locator('#root').getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveCount(0);
  });

  await test.step('the burger opens it; a link navigates and closes it', async () => {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const materials = sidebar.getByRole('link', { name: 'Materials Library' });
    await expect(materials).toBeVisible();
    await expect(materials).toBeInViewport();
    await materials.click();
    await expect(page).toHaveURL(/\/materials$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Materials Library' })).toBeVisible();
    // Closed again (off screen), its links kept for the next opening.
    await expect(materials).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(sidebar.getByRole('link', { name: 'Inventory' })).toBeInViewport();
  });
});

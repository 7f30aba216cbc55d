import { expect, test } from '@playwright/test';
import { recordStatusMessages } from './support/record-status-messages.ts';
import { signUpThroughForm } from './support/sign-up-through-form.ts';

test('a plain user opening an admin screen is told so and sent to the dashboard', async ({ page }) => {
  await signUpThroughForm(page, 'plain');
  await expect(page.getByRole('link', { name: 'Admin Tools' })).toHaveCount(0);

  const statusMessages = await recordStatusMessages(page);
  await page.goto('/admin-tools');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await statusMessages()).toContain('You need admin role to access this page');
});

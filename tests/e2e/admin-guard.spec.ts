import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/sign-up-through-form.ts';

test('a plain user opening an admin screen is told so and sent to the dashboard', async ({ page }) => {
  await signUpThroughForm(page, 'plain');
  await expect(page.getByRole('link', { name: 'Admin Tools' })).toHaveCount(0);

  await page.goto('/admin-tools');
  await expect(page.getByText('You need admin role to access this page')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

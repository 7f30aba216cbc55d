import { expect, test } from '@playwright/test';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

test('a plain user opening an admin screen is told so and sent to the dashboard', async ({ page }) => {
  const email = uniqueEmail('plain');
  const password = 'labdanum-resin-7';

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Admin Tools' })).toHaveCount(0);

  await page.goto('/admin-tools');
  await expect(page.getByText('You need admin role to access this page')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

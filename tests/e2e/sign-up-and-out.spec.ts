import { expect, test } from '@playwright/test';
import { recordStatusMessages } from './support/record-status-messages.ts';
import { signUpThroughForm } from './support/sign-up-through-form.ts';

test('sign up, sign out, and return to the page that asked for sign-in', async ({ page }) => {
  const { email, password } = await signUpThroughForm(page, 'signup');
  // The greeting uses the name given at sign-up (issue 35 item 18).
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Camille Perfumer');

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  const statusMessages = await recordStatusMessages(page);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  expect(await statusMessages()).toContain('Please sign in to access this page');

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

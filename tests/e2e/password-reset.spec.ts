import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './support/sign-up-through-form.ts';
import { readOutbox } from './support/read-json.ts';

async function findResetLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request, email);
        for (const message of messages) {
          const match = `${message.text}\n${message.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g);
          const candidate = match?.find((url) => url.includes('token') || url.includes('reset'));
          if (candidate) link = candidate.replaceAll('&amp;', '&');
        }
        return link;
      },
      { message: 'a password reset e-mail arrives in the outbox' },
    )
    .not.toBe('');
  return link;
}

test('request a password reset by e-mail, set a new password, and sign in with it', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const oldPassword = 'iris-pallida-2024';
  const newPassword = 'orris-butter-2025';

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Camille Perfumer');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(oldPassword);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();

  const link = await findResetLink(request, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/account\?section=security&token=/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

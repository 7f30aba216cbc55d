import { expect, type Page } from '@playwright/test';

/** A fresh address per journey, so journeys run in parallel on one server without meeting. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Signs a new user up through the Sign Up tab of /login, as a visitor would, and waits for the dashboard. */
export async function signUpThroughForm(
  page: Page,
  label: string,
  password = 'vetiver-bourbon-42',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Camille Perfumer');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password };
}

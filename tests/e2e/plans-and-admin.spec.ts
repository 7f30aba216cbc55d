import { expect, test } from '@playwright/test';
import { setPlanAsAdmin, signInAsAdmin } from './support/admin-account.ts';
import { signUpThroughForm } from './support/sign-up-through-form.ts';
import { MeSchema, readJson } from './support/read-json.ts';

test('an administrator raises a free user to Basic: their open tab sees the new plan and limits without a reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { email } = await signUpThroughForm(page, 'plans');
  for (const name of ['Chypre study', 'Fougère study', 'Cologne study']) {
    expect((await page.request.post('/api/formulas', { data: { name } })).status()).toBe(201);
  }
  expect((await page.request.post('/api/formulas', { data: { name: 'Fourth' } })).status()).toBe(403);

  await page.goto('/formula-lab');
  await expect(
    page.getByText('You have reached the limit of 3 formulas on the free plan.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /New Formula/ })).toBeDisabled();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByLabel('Plan: free')).toBeVisible();
  await page.keyboard.press('Escape');

  // The page must not reload: a marker on window would vanish if it did.
  await page.evaluate(() => ((window as unknown as { sillageMarker: string }).sillageMarker = 'same page'));
  const me = await readJson(await page.request.get('/api/me'), MeSchema);
  expect(me.user.email).toBe(email);
  await setPlanAsAdmin(playwright, baseURL, me.user.id, 'basic');

  await expect(page.getByRole('button', { name: /New Formula/ })).toBeEnabled({ timeout: 3000 });
  await expect(page.getByText('You have reached the limit of 3 formulas', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByLabel('Plan: basic')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sillageMarker?: string }).sillageMarker)).toBe('same page');
  expect((await page.request.post('/api/formulas', { data: { name: 'Fourth' } })).status()).toBe(201);
});

test('the admin hub links every admin screen; the system dashboard changes a plan and audits it; the server dashboard reports routes', async ({
  page,
  playwright,
  baseURL,
}) => {
  const member = await playwright.request.newContext({ baseURL });
  const memberEmail = `member-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  expect(
    (
      await member.post('/api/auth/sign-up/email', {
        data: { email: memberEmail, password: 'oakmoss-absolute-3', name: 'Member' },
      })
    ).ok(),
  ).toBe(true);
  await member.dispose();

  await signInAsAdmin(page.request);
  await page.goto('/admin-tools');
  await expect(page.getByRole('heading', { name: 'Admin Tools', level: 1 })).toBeVisible();
  const sidebar = page.getByRole('navigation').first();
  for (const label of [
    'System Dashboard',
    'Server Dashboard',
    'Reference Data Import',
    'Formula Admin',
    'IFRA System Check',
  ]) {
    await expect(page.getByRole('main').getByText(label, { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
  }

  await page.getByRole('main').getByText('System Dashboard', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/super-dashboard$/);
  await page.getByRole('textbox', { name: 'Search users' }).fill(memberEmail);
  const row = page.getByTestId(`user-row-${memberEmail}`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Plan of ${memberEmail}: free` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Premium' }).click();
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(row.getByRole('button', { name: `Plan of ${memberEmail}: premium` })).toBeVisible();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const entry = page.getByRole('row').filter({ hasText: memberEmail }).filter({ hasText: 'Plan changed' });
  await expect(entry.first()).toContainText('tier: premium');

  await page.getByRole('tab', { name: 'Instance' }).click();
  await expect(page.getByText('Embedded (PGlite)')).toBeVisible();
  await expect(page.getByText('Outbox (no SMTP configured)')).toBeVisible();

  await page.goto('/admin/server-dashboard');
  await expect(page.getByRole('heading', { name: 'Per route' })).toBeVisible();
  await expect(page.getByText('PUT /api/admin/users/:id/plan')).toBeVisible();
});

test('an enterprise user puts their own brand on the app shell (white-label)', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpThroughForm(page, 'brand');
  const me = await readJson(await page.request.get('/api/me'), MeSchema);
  const refused = await page.request.put('/api/branding', {
    data: { brandName: 'Maison Vétiver', accentColor: '#2f6b4f', logoDataUrl: null },
  });
  expect(refused.status()).toBe(403);
  await setPlanAsAdmin(playwright, baseURL, me.user.id, 'enterprise');

  await page.goto('/account?section=billing');
  await page.getByRole('textbox', { name: 'Brand name' }).fill('Maison Vétiver');
  await page.getByRole('textbox', { name: 'Accent colour' }).fill('#2f6b4f');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByRole('link', { name: 'Maison Vétiver home' })).toBeVisible();
  await expect(page).toHaveTitle(/· Maison Vétiver$/);
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--sl-accent').trim(),
  );
  expect(accent).toBe('#2f6b4f');
});

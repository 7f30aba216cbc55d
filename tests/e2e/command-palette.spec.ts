import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-account.ts';
import { importDatasets } from './support/import-datasets.ts';
import { uniqueEmail } from './support/sign-up-through-form.ts';

test('Ctrl+K finds a material of the library by part of its name, and Enter opens it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page.request);
  const problem = await importDatasets(page.request, ['ifra-transparency-list']);
  test.skip(
    problem !== null,
    `reference data could not be imported on this server (REFERENCE_DATA_DIR): ${problem ?? ''}`,
  );

  await page.goto('/dashboard');
  await page.keyboard.press('ControlOrMeta+K');
  const search = page.getByRole('textbox', { name: 'Search materials, formulas and screens' });
  await expect(search).toBeFocused();
  await search.pressSequentially('lina');
  const palette = page.getByRole('dialog');
  const linalool = palette.getByRole('button', { name: /^Linalool\b.*78-70-6/ });
  await expect(linalool).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Add Linalool to the shopping list' })).toBeVisible();
  // Screens show titles, never URLs.
  await expect(palette.getByText(/^\/\w/)).toHaveCount(0);
  // Enter opens the first (selected) entry.
  await expect(palette.locator('[data-selected]')).toContainText('Linalool');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/materials\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Linalool', level: 1 })).toBeVisible();

  // Admins see the QA screens.
  await page.keyboard.press('ControlOrMeta+K');
  await search.fill('material images');
  await expect(palette.getByRole('button', { name: 'Material Images', exact: true })).toBeVisible();
});

test("Ctrl+K finds the user's formula by name with accents folded; QA screens stay hidden from users", async ({
  page,
  baseURL,
}) => {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('palette'), password: 'bergamot-calabria-9', name: 'Perfumer' },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok()).toBe(true);
  for (const name of ['Bergamote', 'Bergamoté d’été', 'Vétiver fumé']) {
    const created = await page.request.post('/api/formulas', {
      data: { name, rows: [] },
      headers: { origin: baseURL! },
    });
    expect(created.ok(), `${name}: ${created.status()} ${await created.text()}`).toBe(true);
  }

  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: /^Search/ })
    .first()
    .click();
  const search = page.getByRole('textbox', { name: 'Search materials, formulas and screens' });
  await search.pressSequentially('Bergamote');
  const palette = page.getByRole('dialog');
  await expect(palette.getByRole('button', { name: /^Bergamote\b/ })).toHaveCount(1);
  await expect(palette.getByRole('button', { name: /^Bergamoté d’été/ })).toBeVisible();
  await expect(palette.getByRole('button', { name: /^Vétiver/ })).toHaveCount(0);
  await expect(palette.locator('[data-selected]')).toContainText('Bergamote');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/formula\?id=/);

  await page.keyboard.press('ControlOrMeta+K');
  await search.fill('material images');
  await expect(palette.getByRole('button', { name: 'Material Images', exact: true })).toHaveCount(0);
  await search.fill('shopping');
  await expect(palette.getByRole('button', { name: 'Shopping List', exact: true })).toBeVisible();
});

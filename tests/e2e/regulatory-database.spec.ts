import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin-account.ts';
import { importDatasets, missingReferenceData } from './support/import-datasets.ts';

/** Signs admin@sillage.test up (or in) in the page's context and imports the IFRA 51 Standards through the admin API. */
async function importIfraStandards(page: Page): Promise<void> {
  await signInAsAdmin(page.request);
  await importDatasets(page.request, ['ifra-51-standards']);
}

test.setTimeout(360_000);

test('the regulatory database finds a Standard and shows its limits in every category', async ({ page }) => {
  const missing = missingReferenceData();
  test.skip(missing !== null, `Skipped: ${missing}`);
  await importIfraStandards(page);

  await page.goto('/regulatory');
  await expect(page.getByRole('heading', { name: 'Regulatory Database', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search the regulatory database' }).fill('citral');
  const row = page.getByRole('row', { name: /Citral/ }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/regulatory\/ifra\/IFRA_STD_021$/);
  await expect(page.getByRole('heading', { name: 'Citral', level: 1 })).toBeVisible();
  const limits = page.getByRole('table', { name: 'Limits by IFRA category' });
  await expect(limits.getByRole('row')).toHaveCount(19);
  await expect(limits.locator('tr[data-category="4"]')).toContainText('0.6%');
  await expect(limits.locator('tr[data-category="12"]')).toContainText('No restriction');
});

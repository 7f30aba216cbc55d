import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin-account.ts';
import { importDatasets, missingReferenceData } from './support/import-datasets.ts';

/** Enough of the reference data for the journey: a materials list, the IFRA Standards and the EU annexes. */
const DATASETS = ['ifra-transparency-list', 'ifra-51-standards', 'eu-cosmetics-annexes-echa'];

async function pickOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('search, filter, open a material with its IFRA limits, allergen status and sources; create an accord', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const missing = missingReferenceData();
  test.skip(missing !== null, `Skipped: ${missing}`);
  await signInAsAdmin(page.request);
  await importDatasets(page.request, DATASETS);

  // Search as you type (in the browser), typo-tolerant.
  await page.goto('/materials');
  await expect(page.getByRole('heading', { name: 'Materials Library', level: 1 })).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Search materials' });
  await search.fill('linalol');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Linalool', exact: true }),
  ).toBeVisible();

  // Filter: restricted by IFRA and a labelling allergen, the text searched on the server.
  await pickOption(page, 'IFRA', 'Restricted');
  await pickOption(page, 'EU allergen', 'Allergen');
  await search.fill('citral');
  const materials = page.getByRole('list', { name: 'Materials' });
  await expect(materials.getByRole('link', { name: 'Citral', exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ matching materials/)).toBeVisible();

  // The material page: IFRA limits in all 18 categories, EU allergen status, data sources with licences.
  await materials.getByRole('link', { name: 'Citral', exact: true }).click();
  await expect(page).toHaveURL(/\/materials\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Citral', level: 1 })).toBeVisible();
  const limits = page.getByRole('table', { name: 'IFRA limits per category' });
  await expect(limits.getByRole('columnheader', { name: /^Cat\. / })).toHaveCount(18);
  const citralRow = limits.getByRole('row', { name: /^Citral/ });
  await expect(citralRow.getByRole('cell')).toHaveCount(19);
  await expect(citralRow.locator('[data-category="4"]')).toHaveText('0.6%');
  await expect(page.getByTestId('eu-allergen-status')).toContainText('Labelling allergen');
  const sources = page.getByRole('list', { name: 'Data sources' });
  await expect(sources).toContainText('IFRA Transparency List');
  await expect(sources).toContainText('©');

  // A custom accord with its composition.
  await page.goto('/materials');
  await page.getByRole('button', { name: 'New material' }).click();
  const dialog = page.getByRole('dialog', { name: 'New material' });
  const name = `Lily of the valley accord ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Material 1', exact: true }).fill('linalool');
  await page.getByRole('option', { name: /^Linalool · 78-70-6/ }).click();
  await dialog.getByRole('textbox', { name: 'Share of material 1 (%)' }).fill('30');
  await dialog.getByRole('button', { name: 'Add a material' }).click();
  await dialog.getByRole('textbox', { name: 'Material 2', exact: true }).fill('hydroxycitronellal');
  await page
    .getByRole('option', { name: /^Hydroxycitronellal/ })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: 'Share of material 2 (%)' }).fill('45');
  await expect(dialog.getByText('Total 75 %')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create material' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const composition = page.getByRole('table', { name: 'Composition' });
  await expect(composition.getByRole('row', { name: /Linalool.*30 %/ })).toBeVisible();
  await expect(composition.getByRole('row', { name: /Hydroxycitronellal.*45 %/ })).toBeVisible();
});

test('an own natural whose name says FCF is furocoumarin-free only once its type is stated', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page.request);
  await page.goto('/materials');
  await page.getByRole('button', { name: 'New material' }).click();
  const dialog = page.getByRole('dialog', { name: 'New material' });
  await dialog.getByText('Natural', { exact: true }).click();
  const name = `Bergamot oil FCF ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'CAS number' }).fill('8007-75-8');
  await dialog.getByRole('button', { name: 'Create material' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const hint = page.getByText(/Its name says furocoumarin-free, but no such type is stated/);
  await expect(hint).toBeVisible();
  await page.getByRole('combobox', { name: /^Type, as the supplier/ }).selectOption('Furocoumarin-free');
  await expect(hint).toBeHidden();
  await expect(page.getByTestId('natural-type')).toHaveText('furocoumarin-free');
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Type, as the supplier/ })).toHaveValue('furocoumarin-free');
});

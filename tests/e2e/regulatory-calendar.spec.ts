import { expect, test } from '@playwright/test';
import { importDatasetsAsAdmin, missingReferenceData } from './support/import-datasets.ts';
import { signUpThroughForm } from './support/sign-up-through-form.ts';
import { CreatedFormulaSchema, MaterialItemsSchema, readJson } from './support/read-json.ts';

/** d-camphor: in the IFRA Transparency List, and Annex III entry 331, added by Regulation (EU) 2023/1545. */
const CAMPHOR = '464-49-3';

test('the dashboard’s next deadline leads through the regulatory calendar to the formula that needs a new declaration', async ({
  page,
  playwright,
  baseURL,
}) => {
  const missing = missingReferenceData();
  test.skip(missing !== null, `Skipped: ${missing}`);
  test.setTimeout(300_000);
  await importDatasetsAsAdmin(playwright, baseURL, ['ifra-transparency-list', 'eu-cosmetics-annexes-echa']);
  await signUpThroughForm(page, 'calendar');
  const origin = new URL(page.url()).origin;

  const search = await page.request.get('/api/materials?q=camphor&pageSize=100');
  expect(search.ok()).toBe(true);
  const { items } = await readJson(search, MaterialItemsSchema);
  const camphor = items.find((item) => item.cas === CAMPHOR);
  expect(camphor, 'd-camphor in the library').toBeDefined();
  // 1 g of camphor alone at 20 % in a leave-on product: 20 % in the product, far above 0.001 %.
  const name = `Camphor splash ${Date.now()}`;
  const created = await page.request.post('/api/formulas', {
    data: { name, rows: [{ materialId: camphor?.id, name: camphor?.name, amount: 1, unit: 'g' }] },
    headers: { origin },
  });
  expect(created.ok()).toBe(true);
  // POST /api/formulas answers { formula } (formulas.routes.ts).
  const { formula } = await readJson(created, CreatedFormulaSchema);

  // The dashboard names the next date that affects this user's only formula.
  await page.goto('/dashboard');
  const deadline = page.getByTestId('next-deadline');
  await expect(deadline).toContainText('Next deadline');
  await expect(deadline).toContainText('1 formula needs a new label or declaration');

  // The calendar shows the formula with the line and the allergen, and links to it.
  await deadline.getByRole('link', { name: 'Regulatory calendar' }).click();
  await expect(page).toHaveURL(/\/regulatory-calendar$/);
  const calendar = page.getByTestId('market-calendar');
  await expect(calendar).toContainText(name);
  await expect(calendar).toContainText(/Row 1 · .*camphor/i);
  await calendar.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/formula\\?id=${formula.id}$`));
  await expect(page.getByRole('textbox', { name: 'Formula name' })).toHaveValue(name);

  // And the dashboard's own link opens it directly.
  await page.goto('/dashboard');
  await page
    .getByTestId('next-deadline')
    .getByRole('link', { name: `Open ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/formula\\?id=${formula.id}$`));
});

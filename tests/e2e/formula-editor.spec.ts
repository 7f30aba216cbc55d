import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm } from './support/sign-up-through-form.ts';

const signUp = (page: Page) => signUpThroughForm(page, 'formula');

/** Own materials, so the autocomplete has something to find without the reference import. */
async function seedMaterials(page: Page, suffix: string) {
  const names = [`Hedione ${suffix}`, `Iso E Super ${suffix}`, `Ambroxan ${suffix}`];
  for (const name of names) {
    const response = await page.request.post('/api/materials', { data: { name, kind: 'substance' }, headers: { origin: new URL(page.url()).origin } });
    expect(response.status(), await response.text()).toBe(201);
  }
  return names;
}

/** The cells of one ingredient line (0-based; the header is row 0 of the grid; cell 0 is the line number). */
async function activeCell(page: Page, row: number) {
  return page.locator('.formula-grid .dsg-row').nth(row + 1).locator('.dsg-cell');
}

test('build a formula by typing and pasting, save twice, history, duplicate, export and import back', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  const suffix = Math.random().toString(36).slice(2, 7);
  const [hedione] = await seedMaterials(page, suffix);

  await page.goto('/formula-editor');
  await expect(page.getByRole('region', { name: 'Ingredients spreadsheet' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Formula name' }).fill(`Rose Study ${suffix}`);

  // Type a material with the autocomplete, then its amount.
  const firstRow = await activeCell(page, 0);
  await firstRow.nth(1).click();
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Hedione ${suffix}`.slice(0, 10));
  const option = page.getByRole('option', { name: new RegExp(hedione!) });
  await expect(option).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(firstRow.nth(1)).toContainText(hedione!);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('formula-total-grams')).toHaveText('30.000 g');

  // Paste 20 tab-separated rows (name, amount) from a spreadsheet into the second line.
  const tsv = Array.from({ length: 20 }, (_, index) => `Material ${index + 1}\t${index + 1}`).join('\n');
  const second = await activeCell(page, 1);
  await second.nth(1).click();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, tsv);
  // 30 g + 1 + 2 + … + 20 = 240 g
  await expect(page.getByTestId('formula-total-grams')).toHaveText('240.0 g');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/formula\?id=/);
  await expect(page.getByTestId('formula-version')).toHaveText('v1');

  // A second save makes version 2.
  const row3 = await activeCell(page, 2);
  await row3.nth(2).click();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('formula-total-grams')).toHaveText('243.0 g');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('formula-version')).toHaveText('v2');

  await page.reload();
  await expect(page.getByTestId('formula-total-grams')).toHaveText('243.0 g');
  await expect((await activeCell(page, 0)).nth(1)).toContainText(hedione!);
  await page.getByRole('button', { name: 'History' }).click();
  const versions = page.getByTestId('version-list');
  await expect(versions.getByText(/^Version \d$/)).toHaveCount(2);
  await versions.getByRole('radio', { name: 'Compare version 1' }).check();
  await expect(page.getByRole('table', { name: 'Changes from version 1 to 2' })).toContainText('Material 2');
  await page.keyboard.press('Escape');

  // Duplicate, then export the original as JSON and import it back.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('textbox', { name: 'Formula name' })).toHaveValue(`Rose Study ${suffix} (copy)`);

  await page.goto('/formula-lab');
  const card = page.getByTestId('formula-card').filter({ hasText: `Rose Study ${suffix}` }).filter({ hasNotText: '(copy)' });
  await expect(card).toContainText('21 ingredients');
  await card.getByRole('button', { name: `Actions for Rose Study ${suffix}` }).click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export JSON' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`Rose Study ${suffix}.json`);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { rows: unknown[] };
  expect(exported.rows).toHaveLength(21);

  await page.locator('input[type=file]').setInputFiles((await download.path())!);
  await expect(page.getByText(`Imported “Rose Study ${suffix}” with 21 ingredients.`)).toBeVisible();
  await expect(page.getByTestId('import-rejected-none')).toBeVisible();
  await page.getByRole('button', { name: 'Open formula' }).click();
  await expect(page).toHaveURL(/\/formula-lab\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('formula-total-grams')).toHaveText('243.0 g');
  const importedId = page.url().split('/').pop()!;
  const reimported = (await (await page.request.get(`/api/formulas/${importedId}`)).json()) as { formula: { rows: unknown[] } };
  expect(reimported.formula.rows).toEqual(exported.rows);

  // The library palette finds it by ingredient.
  await page.goto('/formula-lab');
  await expect(page.getByTestId('formula-card')).toHaveCount(3);
  await page.keyboard.press('Control+k');
  await page.getByRole('textbox', { name: 'Search formulas by name, ingredient or date' }).fill('Material 17');
  await expect(page.getByRole('listbox', { name: 'Formulas' }).getByRole('option')).toHaveCount(3);
  await page.keyboard.press('Escape');

  // Analysis: save the technical summary, then see it in the palette's large mode with the first 10 ingredients.
  await page.goto(`/formula-analysis?id=${importedId}`);
  await expect(page.getByRole('heading', { name: 'Composition by odour family' })).toBeVisible();
  await page.getByRole('button', { name: 'Save technical summary' }).click();
  await expect(page.getByText('Technical summary saved')).toBeVisible();
  await page.goto('/formula-lab');
  await expect(page.getByTestId('formula-card')).toHaveCount(3);
  await page.keyboard.press('Control+k');
  await page.getByRole('switch', { name: 'Preview' }).check({ force: true });
  const listbox = page.getByRole('listbox', { name: 'Formulas' });
  await listbox.getByRole('option').filter({ hasNotText: '(copy)' }).first().click();
  const preview = page.getByTestId('formula-palette-preview');
  await expect(preview).toContainText('…and 11 more');
  await expect(preview).toContainText('21 ingredients, 243.00 g of concentrate');

  // Studio: two formulas side by side.
  await page.keyboard.press('Escape');
  const list = (await (await page.request.get('/api/formulas')).json()) as { items: { id: string }[] };
  await page.goto(`/professional-studio?ids=${list.items.map((item) => item.id).slice(0, 2).join(',')}`);
  await expect(page.getByRole('table', { name: 'Ingredients compared' })).toContainText('Material 20');
});

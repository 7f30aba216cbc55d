import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { extractPdfText } from '../support/pdf-text.ts';
import { chooseOption } from './support/choose-option.ts';
import { importDatasetsAsAdmin, missingReferenceData } from './support/import-datasets.ts';
import { signUpThroughForm } from './support/sign-up-through-form.ts';
import { CreatedFormulaSchema, readJson } from './support/read-json.ts';
import { scrollToFormulaDocuments } from './support/scroll-to-formula-documents.ts';

/**
 * A candle maker's lavender candle oil to its CLP label at 8 % and at 10 % load. Worked by hand from CLP and
 * ECHA's Annex VI (ATP 21): linalool is Skin Sens. 1B (generic limit 1 %, Annex I Table 3.4.5; EUH208 from 0.1 %,
 * Table 3.4.6). At 11 % of the oil, 8 % load gives 0.88 % linalool in the candle (< 1 %: not classified, EUH208
 * "Contains linalool"), 10 % load gives 1.1 % (≥ 1 %: Skin Sens. 1B, H317, GHS07, Warning).
 */
async function downloadSticker(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Candle sticker' }).click();
  const file = await (await downloading).path();
  return (await extractPdfText(new Uint8Array(await readFile(file)))).replaceAll(/\s+/g, ' ');
}

test('a lavender candle oil gives a different CLP label at 8 % and at 10 % load', async ({
  page,
  playwright,
  baseURL,
}) => {
  const missing = missingReferenceData();
  test.skip(missing !== null, `Skipped: ${missing}`);
  test.setTimeout(420_000);
  await importDatasetsAsAdmin(playwright, baseURL, ['eu-clp-annex-vi-echa']);

  await signUpThroughForm(page, 'candles');
  const created = await page.request.post('/api/formulas', {
    data: {
      name: 'Lavender candle oil',
      rows: [
        { name: 'Linalool', cas: '78-70-6', amount: 11 },
        { name: 'Lavender base (own accord)', amount: 89 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { formula } = await readJson(created, CreatedFormulaSchema);
  await page.goto(`/formula?id=${formula.id}`);
  await scrollToFormulaDocuments(page);

  const panel = page.getByRole('region', { name: 'CLP label' }).or(page.locator('[aria-label="CLP label"]')).first();
  await chooseOption(page, panel.getByRole('combobox', { name: 'Product form' }), 'Candle');
  const load = panel.getByRole('textbox', { name: 'Fragrance load (%)' });
  await load.fill('8');
  const label = panel.getByTestId('clp-label');
  await expect(label).toContainText(/Contains linalool\. May produce an allergic reaction\./i);
  await expect(label).toContainText('No signal word');
  await expect(label.getByRole('img', { name: 'Pictogram GHS07' })).toHaveCount(0);
  const at8 = await downloadSticker(page);
  expect(at8).toMatch(/Contains linalool\. May produce an allergic reaction\./i);
  expect(at8).not.toContain('May cause an allergic skin reaction.');

  await load.fill('10');
  await expect(label.getByRole('img', { name: 'Pictogram GHS07' })).toBeVisible();
  await expect(label).toContainText('Warning');
  await expect(label).toContainText('May cause an allergic skin reaction.');
  const at10 = await downloadSticker(page);
  expect(at10).toContain('GHS07');
  expect(at10).toContain('Warning');
  expect(at10).toContain('May cause an allergic skin reaction.');
  expect(at10).toContain('Contains: linalool.');
  expect(at10).not.toEqual(at8);
});

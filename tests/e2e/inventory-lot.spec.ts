import { z } from 'zod';
import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/sign-up-through-form.ts';
import { CreatedMaterialSchema, readJson } from './support/read-json.ts';

/** GET /api/inventory: `{ items: [{ lots: [{ lotNumber, certificateOfAnalysis }] }] }`. */
const InventorySchema = z.looseObject({
  items: z.array(
    z.looseObject({
      lots: z.array(
        z.looseObject({
          lotNumber: z.string().nullable(),
          certificateOfAnalysis: z.array(z.looseObject({ name: z.string(), percent: z.number() })).nullable(),
        }),
      ),
    }),
  ),
});

// The certificate of analysis is checked with the domain's schema, a chunk of its own fetched at the first row
// (useCoaSchema): a lot added from the form keeps the certificate typed, and one above 100 % is refused in words.
test('add a lot with its certificate of analysis from the inventory form', async ({ page }) => {
  await signUpThroughForm(page, 'lot');
  for (const [name, kind] of [
    ['Bergamot oil (studio lot)', 'natural'],
    ['Limonene (studio)', 'substance'],
  ]) {
    const created = await page.request.post('/api/materials', { data: { name, kind } });
    expect(created.status(), await created.text()).toBe(201);
    await readJson(created, CreatedMaterialSchema);
  }

  await page.goto('/inventory');
  await page.getByRole('button', { name: 'Add a lot' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Material', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Material', exact: true }).fill('Bergamot oil (studio');
  await page.getByRole('option', { name: /Bergamot oil \(studio lot\)/ }).click();
  await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('50');
  await page.getByRole('textbox', { name: 'Lot number' }).fill('BG-2611');

  const certificate = page.getByRole('group', { name: 'Certificate of analysis' });
  await certificate.getByRole('button', { name: 'Add constituent' }).click();
  await certificate.getByRole('textbox', { name: 'Constituent 1', exact: true }).fill('Limonene (studio');
  await page.getByRole('option', { name: /Limonene \(studio\)/ }).click();
  const percent = certificate.getByRole('textbox', { name: '% of constituent 1' });
  await percent.fill('120');
  await expect(certificate.getByRole('alert')).toHaveText('Percent must be 0 to 100');
  await expect(page.getByRole('button', { name: 'Add lot' })).toBeDisabled();

  await percent.fill('38');
  await expect(certificate.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add lot' }).click();

  await expect
    .poll(async () => {
      const { items } = await readJson(await page.request.get('/api/inventory'), InventorySchema);
      const lot = items.flatMap((item) => item.lots).find((entry) => entry.lotNumber === 'BG-2611');
      return lot?.certificateOfAnalysis ?? null;
    })
    .toEqual([expect.objectContaining({ name: 'Limonene (studio)', percent: 38 })]);
  // The form stays open for the delivery's next lot, emptied of this one's quantity, and closes from its button.
  await expect(page.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Close the lot form' }).click();
  await expect(page.getByRole('textbox', { name: 'Material', exact: true })).toHaveCount(0);
});

import { z } from 'zod';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/sign-up-through-form.ts';
import { SeededMaterialsSchema, sendJson } from './support/read-json.ts';

test('buy the shortfall of a formula batch: edit with Enter, cancel with Escape, refresh prices, check totals', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL!;
  const request = page.request;
  await sendJson(z.unknown(), request, origin, 'post', '/api/auth/sign-up/email', {
    email: uniqueEmail('shopper'),
    password: 'vetiver-bourbon-42',
    name: 'Shopper',
  });
  // Prices in US dollars are shown in the company's currency, US dollars here (no conversion needed).
  await request.put('/api/settings', { data: { companyCurrency: 'USD' }, headers: { origin } });

  // The user's own materials (test deployments only), their typed vendor prices, stock and a formula.
  const { materials } = await sendJson(
    SeededMaterialsSchema,
    request,
    origin,
    'post',
    '/api/test/shopping-list/materials',
    {
      materials: [
        { name: 'Iso E Super', cas: '54464-57-2' },
        { name: 'Hedione', cas: '24851-98-7' },
        { name: 'Ambroxan', cas: '6790-58-5' },
      ],
    },
  );
  const id = (name: string) => materials.find((material) => material.name === name)!.id;
  const price = (material: string, vendor: string, size: string, amount: number) =>
    sendJson(z.unknown(), request, origin, 'post', `/api/pricing/materials/${id(material)}`, {
      vendor,
      size,
      price: amount,
      currency: 'USD',
    });
  await price('Iso E Super', 'Aroma House', '100 g', 8); // 0.08/g
  await price('Iso E Super', 'Bulk Co', '1 kg', 50); // 0.05/g
  await price('Hedione', 'Aroma House', '25 g', 5); // 0.20/g
  await sendJson(z.unknown(), request, origin, 'post', '/api/inventory/lots', {
    materialId: id('Hedione'),
    quantity: 20,
    unit: 'g',
  });
  await sendJson(z.unknown(), request, origin, 'post', '/api/inventory/lots', {
    materialId: id('Ambroxan'),
    quantity: 25,
    unit: 'g',
  });
  await sendJson(z.unknown(), request, origin, 'post', '/api/formulas', {
    name: 'Woody Accord',
    rows: [
      { materialId: id('Iso E Super'), name: 'Iso E Super', amount: 50, unit: 'g' },
      { materialId: id('Hedione'), name: 'Hedione', amount: 30, unit: 'g' },
      { materialId: id('Ambroxan'), name: 'Ambroxan', amount: 20, unit: 'g' },
    ],
  });

  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Empty' })).toBeVisible();

  // A 100 g batch needs 50 g Iso E Super, 30 g Hedione (20 g in stock) and 20 g Ambroxan (25 g in stock).
  await page.getByRole('combobox', { name: 'Formula' }).click();
  await page.getByRole('option', { name: 'Woody Accord' }).click();
  await page.getByLabel('Batch size', { exact: true }).fill('100');
  await page.getByRole('button', { name: 'Add shortfall' }).click();
  // One summary toast for the batch, below the header (never over its icons), not one per material.
  const toast = page.getByRole('alert').filter({ hasText: 'Added 2 materials for 100 g of Woody Accord' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  const header = await page.getByRole('banner').boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await expect(page.getByRole('status')).toContainText('Added 2 of 3 materials');
  const rows = page.getByTestId('shopping-item');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Quantity of Iso E Super: 50 g/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Quantity of Hedione: 10 g/ })).toBeVisible();
  await expect(page.getByTestId('shopping-total').last()).toHaveText('Estimate (per gram) $4.50');
  // Whole packs: 50 g of Iso E Super is one 1 kg pack ($50), 10 g of Hedione one 25 g pack ($5).
  await expect(page.getByLabel('Order of Iso E Super')).toHaveText('1 × 1 kg at $50.00 (1,000 g)$50.00');
  await expect(page.getByTestId('shopping-order-total').last()).toHaveText('Order (whole packs) $55.00');

  // Enter saves.
  await page.getByRole('button', { name: /Quantity of Iso E Super/ }).click();
  await page.getByRole('textbox', { name: 'Quantity of Iso E Super in grams' }).fill('80');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Quantity updated')).toBeVisible();
  await expect(page.getByRole('button', { name: /Quantity of Iso E Super: 80 g/ })).toBeVisible();
  await expect(page.getByLabel('Line total of Iso E Super')).toHaveText('$4.00');

  // Escape cancels.
  await page.getByRole('button', { name: /Quantity of Hedione/ }).click();
  await page.getByRole('textbox', { name: 'Quantity of Hedione in grams' }).fill('999');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Quantity of Hedione in grams' })).toBeHidden();
  await expect(page.getByRole('button', { name: /Quantity of Hedione: 10 g/ })).toBeVisible();
  await expect(page.getByTestId('shopping-total').last()).toHaveText('Estimate (per gram) $6.00');

  // A small pack (half the need) arrives in the price list; the best-price refresh prefers it (spec section 9).
  await price('Hedione', 'Sample Shop', '5 g', 0.5); // 0.10/g
  await page.getByRole('button', { name: 'Refresh prices' }).click();
  await expect(page.getByText('Prices updated with best available rates')).toBeVisible();
  await expect(page.getByLabel('Line total of Hedione')).toHaveText('$1.00');
  await expect(page.getByRole('row', { name: /Hedione/ })).toContainText('Sample Shop');
  await expect(page.getByRole('row', { name: /Iso E Super/ })).toContainText('Bulk Co');
  await expect(page.getByTestId('shopping-count').last()).toHaveText('2 items');
  await expect(page.getByTestId('shopping-total').last()).toHaveText('Estimate (per gram) $5.00');
  // Two 5 g packs of Hedione at $0.50 and the 1 kg of Iso E Super.
  await expect(page.getByTestId('shopping-order-total').last()).toHaveText('Order (whole packs) $51.00');

  // The top-bar cart shows the count and opens the side sheet with the same total.
  await page.getByRole('button', { name: 'Shopping list, 2 items' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping list' });
  await expect(sheet.getByTestId('shopping-item')).toHaveCount(2);
  await expect(sheet.getByTestId('shopping-total')).toHaveText('Estimate (per gram) $5.00');
  await expect(sheet.getByTestId('shopping-order-total')).toHaveText('Order (whole packs) $51.00');
  await sheet.getByRole('button', { name: 'View Details' }).click();
  await expect(sheet).toBeHidden();
});

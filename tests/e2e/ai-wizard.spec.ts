import { expect, test } from '@playwright/test';
import { startFakeOpenAiServer, type FakeServer } from '../fakes/openai-compatible-server.ts';
import { OWN_ADMIN_EMAILS, signInAsAdmin } from './support/admin-account.ts';
import { importDatasetsAsAdmin, missingReferenceData } from './support/import-datasets.ts';

let fake: FakeServer;
test.beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
test.afterAll(async () => {
  await fake.close();
});

const FAMILY = 'Hesperidic study';
/** A small palette of the perfumer's own materials in one family: citral is limited by IFRA 901, the rest are not. */
const PALETTE = [
  { name: 'Citral (house)', cas: '5392-40-5', substantivityHours: 8 },
  { name: 'Limonene (house)', cas: '5989-27-5', substantivityHours: 2 },
  { name: 'Linalool (house)', cas: '78-70-6', substantivityHours: 12 },
  { name: 'Hedione (house)', cas: '24851-98-7', substantivityHours: 150 },
  { name: 'Iso E Super (house)', cas: '54464-57-2', substantivityHours: 400 },
];

/**
 * The formula wizard asked of a model (a loopback fake of an OpenAI-compatible server): without a provider it says how
 * to connect one; connected, the model's structure uses only the library's materials, is checked by the compliance
 * engine before it shows, and opens in the editor as a new formula.
 */
test('ask a model for a wizard structure, checked by the engine, and open it in the editor', async ({
  page,
  baseURL,
  playwright,
}) => {
  test.setTimeout(240_000);
  const missing = missingReferenceData();
  test.skip(missing !== null, `Skipped: ${missing}`);
  await importDatasetsAsAdmin(playwright, baseURL, ['ifra-transparency-list', 'ifra-51-standards']);
  // Its own admin: another journey connecting the shared admin's AI provider in parallel would hide the notice.
  await signInAsAdmin(page.request, OWN_ADMIN_EMAILS.wizard);
  for (const material of PALETTE) {
    const created = await page.request.post('/api/materials', {
      data: { ...material, kind: 'substance', odourFamily: FAMILY },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  // Without a provider: the model's card says how to connect one, a local model included.
  await page.goto('/formula-wizard');
  const card = page.getByRole('region', { name: 'Structure by a model' });
  await expect(card.getByTestId('ai-connect-notice')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/Ollama, LM Studio, vLLM/)).toBeVisible();

  await page.request.put('/api/settings', {
    data: { aiSettings: { activeProvider: 'compatible', compatibleBaseUrl: fake.url } },
  });
  await page.reload();
  await page.getByRole('combobox', { name: 'Olfactive family' }).click();
  await page.getByRole('option', { name: new RegExp(FAMILY) }).click();
  await card.getByRole('textbox', { name: 'What are you after?' }).fill('a sparkling cologne with a soft drydown');
  await card.getByRole('button', { name: 'Ask the model' }).click();

  const result = card.getByTestId('wizard-model-result');
  await expect(result.getByText('Checked by the compliance engine')).toBeVisible({ timeout: 30_000 });
  await expect(result.getByText('AI-generated')).toBeVisible();
  await expect(result.getByRole('cell', { name: /Citral \(house\)/ })).toBeVisible();
  await expect(result.getByText(/not in your library: they were left out/)).toBeVisible();
  expect(JSON.stringify(fake.requests.at(-1)!.messages)).toContain('a sparkling cologne with a soft drydown');
  if (process.env.AI_SCREENSHOTS) {
    // The result in both schemes at desktop and phone width, switched in place (a reload would lose it).
    await card.screenshot({ path: '.tmp/screenshots/ai-wizard-model-dark-desktop.png' });
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await card.screenshot({ path: '.tmp/screenshots/ai-wizard-model-light-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: '.tmp/screenshots/ai-wizard-model-light-phone.png' });
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await card.screenshot({ path: '.tmp/screenshots/ai-wizard-model-dark-phone.png' });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  await result.getByRole('button', { name: 'Open in the editor' }).click();
  await expect(page).toHaveURL(/\/formula\?id=[0-9a-f-]{36}/);
  await expect(page.getByText('Limonene (house)').first()).toBeVisible({ timeout: 20_000 });

  if (process.env.AI_SCREENSHOTS) {
    await page.goto('/admin/enrichment-dashboard');
    const news = page.getByRole('region', { name: 'News analysis by model' });
    await expect(news.getByText(/articles analysed by a model/)).toBeVisible({ timeout: 20_000 });
    await news.screenshot({ path: '.tmp/screenshots/ai-news-analysis-dark-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await news.screenshot({ path: '.tmp/screenshots/ai-news-analysis-light-phone.png' });
  }
});

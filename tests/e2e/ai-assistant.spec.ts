import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createEmptyRow } from '../../src/domain/formulas/formula-row.ts';
import { startFakeOpenAiServer, type FakeServer } from '../fakes/openai-compatible-server.ts';
import { signInAsAdmin } from './support/admin-account.ts';
import { importDatasetsAsAdmin, missingReferenceData } from './support/import-datasets.ts';
import { CreatedFormulaSchema, MaterialItemsSchema, SavedFormulaSchema, readJson } from './support/read-json.ts';

let fake: FakeServer;
test.beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
test.afterAll(async () => {
  await fake.close();
});

async function findMaterial(
  request: APIRequestContext,
  query: string,
  name: RegExp,
): Promise<{ id: string; name: string; cas: string | null }> {
  const response = await request.get(`/api/materials/search?q=${encodeURIComponent(query)}&limit=20`);
  expect(response.ok()).toBe(true);
  const { items } = await readJson(response, MaterialItemsSchema);
  const found = items.find((item) => name.test(item.name));
  expect(found, `${query} in the library`).toBeTruthy();
  return found!;
}

/** With AI_SCREENSHOTS=1, element screenshots of the AI screens go to .tmp/screenshots/ai-*.png for review. */
async function shot(target: Page | ReturnType<Page['locator']>, name: string) {
  if (!process.env.AI_SCREENSHOTS) return;
  await target.screenshot({ path: `.tmp/screenshots/ai-${name}.png` });
}

async function saveCostLimit(page: Page, value: string) {
  const limit = page.getByRole('textbox', { name: 'Monthly AI cost limit (USD)' });
  await limit.fill(value);
  await limit.blur();
}

/**
 * The AI journey against a loopback fake of an OpenAI-compatible server (what Ollama or LM Studio serve): connect it
 * in Settings, enrich a material and accept one field, ask the assistant to make a failing formula compliant and
 * apply its diff, see the cost recorded, then hit the monthly limit: refused, and no request reaches the model.
 */
test('connect a local model, enrich a material, apply the assistant’s compliant rebalance, see the cost and hit the limit', async ({
  page,
  baseURL,
  playwright,
}) => {
  test.setTimeout(240_000);
  const missing = missingReferenceData();
  test.skip(missing !== null, `Skipped: ${missing}`);
  await importDatasetsAsAdmin(playwright, baseURL, ['ifra-transparency-list', 'ifra-51-standards']);
  // The admin has every plan feature (enterprise), AI included.
  await signInAsAdmin(page.request);

  // A price for the local model, so the calls cost something: $1,000 per million tokens in and out.
  await page.goto('/admin/enrichment-dashboard');
  await page.getByRole('textbox', { name: 'Provider' }).fill('compatible');
  await page.getByRole('textbox', { name: 'Model' }).fill('llama3.1');
  await page.getByRole('textbox', { name: 'Input $/M' }).fill('1000');
  await page.getByRole('textbox', { name: 'Output $/M' }).fill('1000');
  await page.getByRole('button', { name: 'Save price' }).click();
  await expect(page.getByRole('cell', { name: 'llama3.1', exact: true })).toBeVisible();

  // Settings → AI: without a provider the screen says how to connect one; then the local endpoint, tested.
  await page.goto('/settings');
  await expect(page.getByTestId('ai-connect-notice')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Active provider', exact: true }).click();
  await page.getByRole('option', { name: /OpenAI-compatible endpoint/ }).click();
  const baseUrl = page.getByRole('textbox', { name: 'OpenAI-compatible base URL' });
  await baseUrl.fill(fake.url);
  await baseUrl.blur();
  await saveCostLimit(page, '50');
  await expect(page.getByText(/Using OpenAI-compatible endpoint/)).toBeVisible();
  await page.getByRole('button', { name: /Test connection to OpenAI-compatible/ }).click();
  await expect(page.getByText(/Connected: llama3\.1 answered/)).toBeVisible();
  await shot(page.locator('.mantine-Card-root').filter({ hasText: 'AI providers' }), 'settings-dark-desktop');

  // Enrich linalool; every field is labelled AI-generated; accept the odour profile.
  const linalool = await findMaterial(page.request, 'linalool', /^linalool$/i);
  await page.goto(`/materials/${linalool.id}`);
  const panel = page.getByRole('region', { name: 'AI enrichment' });
  await panel.getByRole('button', { name: 'Enrich with AI' }).click();
  await expect(panel.getByTestId('enrichment-odourProfile')).toContainText('AI-generated');
  await expect(panel.getByText('AI-generated', { exact: true })).toHaveCount(4);
  await panel.getByRole('button', { name: 'Accept Odour profile' }).click();
  await expect(panel.getByTestId('enrichment-odourProfile')).toContainText('Verified');
  await expect(panel.getByText('AI-generated', { exact: true })).toHaveCount(3);
  await shot(panel, 'enrichment-dark-desktop');
  // The material's CAS number is still the library's.
  await expect(page.getByText(linalool.cas ?? '78-70-6').first()).toBeVisible();

  // A formula that fails IFRA: citral at 10 % of the concentrate, category 4 at 20 %.
  const citral = await findMaterial(page.request, 'citral', /^citral$/i);
  const row = (id: string, material: { id: string; name: string; cas: string | null }, amount: number) => ({
    ...createEmptyRow(id),
    materialId: material.id,
    name: material.name,
    cas: material.cas,
    amount,
  });
  const created = await page.request.post('/api/formulas', {
    data: { name: 'Lemon cologne (AI)', rows: [row('r1', citral, 10), row('r2', linalool, 90)] },
  });
  expect(created.status()).toBe(201);
  const { formula } = await readJson(created, CreatedFormulaSchema);

  await page.goto(`/formula?id=${formula.id}`);
  await page.getByRole('button', { name: 'Open the assistant' }).click();
  const assistant = page.getByRole('dialog', { name: /Assistant/ });
  await assistant.getByRole('textbox', { name: 'Message to the assistant' }).fill('Make this formula compliant');
  await assistant.getByRole('textbox', { name: 'Message to the assistant' }).press('Enter');
  const proposal = assistant.getByTestId('assistant-proposal');
  await expect(proposal).toBeVisible();
  await expect(proposal).toContainText('after: within limits');
  await expect(proposal).toContainText('Citral');
  await expect(assistant.getByTestId('assistant-citations')).toBeVisible();
  await expect(assistant.getByTestId('assistant-cost')).toContainText('$');
  await shot(page, 'assistant-dark-desktop');
  await proposal.getByRole('button', { name: 'Apply' }).click();
  await expect(proposal.getByRole('status')).toHaveText(/Applied as version 2/);
  const { formula: savedFormula } = await readJson(
    await page.request.get(`/api/formulas/${formula.id}`),
    SavedFormulaSchema,
  );
  expect(savedFormula.version).toBe(2);
  expect(savedFormula.rows.find((line) => line.id === 'r1')!.amount).toBeLessThan(10);
  await page.keyboard.press('Escape');

  // The cost is recorded: the connection test, the enrichment and the assistant's turn (three model steps), each
  // step 160 tokens at $1,000 per million: 5 × $0.16.
  await page.goto('/settings');
  await expect(page.getByTestId('ai-month-to-date')).toContainText('$0.80 of $50.00 · 3 calls');

  // A limit below the month's spend: the assistant refuses clearly, and the model receives nothing.
  await saveCostLimit(page, '0.5');
  await expect(page.getByTestId('ai-month-to-date')).toContainText('of $0.50');
  const before = fake.requests.length;
  await page.getByRole('button', { name: 'Open the assistant' }).click();
  await assistant.getByRole('textbox', { name: 'Message to the assistant' }).fill('Is linalool an allergen?');
  await assistant.getByRole('textbox', { name: 'Message to the assistant' }).press('Enter');
  await expect(assistant.getByTestId('ai-cost-limit-notice')).toContainText('monthly AI cost limit');
  expect(fake.requests.length).toBe(before);
  if (process.env.AI_SCREENSHOTS) {
    await page.request.put('/api/settings', { data: { themeMode: 'light' } });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/materials/${linalool.id}`);
    await shot(page.getByRole('region', { name: 'AI enrichment' }), 'enrichment-light-phone');
    await page.getByRole('button', { name: 'Open the assistant' }).click();
    await expect(assistant).toBeVisible();
    await page.waitForTimeout(500); // the drawer's opening transition
    await shot(page, 'assistant-light-phone');
    await page.goto('/settings');
    await shot(page.locator('.mantine-Card-root').filter({ hasText: 'AI providers' }), 'settings-light-phone');
    await page.request.put('/api/settings', { data: { themeMode: 'dark' } });
  }
  await saveCostLimit(page, '50');
});

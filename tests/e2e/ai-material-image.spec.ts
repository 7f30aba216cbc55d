import { expect, test } from '@playwright/test';
import { startFakeOpenAiServer, type FakeServer } from '../fakes/openai-compatible-server.ts';
import { OWN_ADMIN_EMAILS, signInAsAdmin } from './support/admin-account.ts';
import { CreatedMaterialSchema, readJson } from './support/read-json.ts';

let fake: FakeServer;
test.beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
test.afterAll(async () => {
  await fake.close();
});

const MATERIAL = {
  name: 'Orris butter (studio)',
  kind: 'natural',
  odourFamily: 'Powdery',
  odourDescriptors: ['powdery', 'violet', 'carrot'],
};

/**
 * AI illustrations (a loopback fake of an OpenAI-compatible image API): without a connected image provider the QA
 * page says how to set one up; connected, the admin reads the prompt, generates, sees the image with its cost, finds
 * it on the material page labelled AI-generated with provider and model, and deletes it.
 */
test('illustrate a material on the QA page, see it on the material page, delete it', async ({ page }) => {
  test.setTimeout(180_000);
  // Its own admin: another journey connecting the shared admin's AI provider in parallel would hide the notice.
  await signInAsAdmin(page.request, OWN_ADMIN_EMAILS.illustrator);
  const created = await page.request.post('/api/materials', { data: MATERIAL });
  expect(created.status(), await created.text()).toBe(201);
  const {
    material: { id },
  } = await readJson(created, CreatedMaterialSchema);
  await page.request.put('/api/settings', {
    data: { aiSettings: { activeProvider: 'openai', compatibleBaseUrl: '' }, imageGenerationProvider: 'compatible' },
  });

  await page.goto('/test-material-image');
  await expect(page.getByRole('heading', { name: 'Material Images', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Material' }).fill('Orris butter (studio)');
  await page.getByRole('option', { name: /Orris butter \(studio\)/ }).click();
  const qa = page.getByTestId('image-qa');
  await expect(qa.getByTestId('image-setup-notice')).toBeVisible({ timeout: 20_000 });
  await expect(qa.getByText(/Ollama, LM Studio or vLLM/)).toBeVisible();
  await expect(qa.getByTestId('image-qa-prompt')).toContainText('powdery, violet, carrot');
  await expect(qa.getByRole('button', { name: 'Generate' })).toBeDisabled();

  await page.request.put('/api/settings', {
    data: { aiSettings: { activeProvider: 'compatible', compatibleBaseUrl: fake.url } },
  });
  await page.reload();
  await page.getByRole('textbox', { name: 'Material' }).fill('Orris butter (studio)');
  await page.getByRole('option', { name: /Orris butter \(studio\)/ }).click();
  await qa.getByRole('button', { name: 'Generate' }).click();
  await expect(qa.getByTestId('image-qa-cost')).toContainText('$0', { timeout: 30_000 });
  const card = qa.getByTestId('material-image');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('AI-generated')).toBeVisible();
  await expect(card.getByText(/OpenAI-compatible endpoint\s*gpt-image-1 ·/)).toBeVisible();
  const image = card.getByAltText(/AI-generated illustration/);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(64);
  expect(fake.imageRequests.at(-1)!.prompt).toContain('Orris butter (studio)');
  if (process.env.AI_SCREENSHOTS) await page.screenshot({ path: '.tmp/screenshots/ai-image-qa-dark-desktop.png' });

  await page.goto(`/materials/${id}`);
  const panel = page.getByRole('region', { name: 'Illustrations' });
  await expect(panel.getByTestId('material-image')).toHaveCount(1, { timeout: 20_000 });
  await expect(panel.getByText('AI-generated')).toBeVisible();
  if (process.env.AI_SCREENSHOTS) {
    await panel.screenshot({ path: '.tmp/screenshots/ai-image-panel-dark-desktop.png' });
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await panel.screenshot({ path: '.tmp/screenshots/ai-image-panel-light-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.screenshot({ path: '.tmp/screenshots/ai-image-panel-light-phone.png' });
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await panel.screenshot({ path: '.tmp/screenshots/ai-image-panel-dark-phone.png' });
  }
  await panel.getByRole('button', { name: 'Delete this illustration' }).click();
  await expect(panel.getByTestId('material-image')).toHaveCount(0);
  await expect(panel.getByText(/No illustration yet/)).toBeVisible();
});

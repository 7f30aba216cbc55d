import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm } from './support/sign-up-through-form.ts';
import { CreatedFormulaSchema, ErrorBodySchema, readJson } from './support/read-json.ts';

const EXPORT_REFUSAL = 'Formula export is not part of the Free plan.';

/** The app is still running: the shell's navigation answers and no error screen replaced it. */
async function expectAppRunning(page: Page) {
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** A plan refusal's toast: the server's sentence naming the plan, and a link to the plans that works. */
async function expectRefusalToast(page: Page, sentence: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: sentence });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  return toast;
}

test('on the Free plan every gated action answers with a notice naming the plan, and the app keeps running', async ({
  page,
}) => {
  await signUpThroughForm(page, 'free-gates');
  const created = await page.request.post('/api/formulas', { data: { name: 'Cologne sketch' } });
  expect(created.status()).toBe(201);
  const { id } = (await readJson(created, CreatedFormulaSchema)).formula;

  // Export from the formula library, JSON then CSV (the crash of issue 35: a router link rendered in the toasts).
  await page.goto('/formula-lab');
  for (const format of ['Export JSON', 'Export CSV']) {
    await page.getByRole('button', { name: 'Actions for Cologne sketch' }).click();
    await page.getByRole('menuitem', { name: format }).click();
    const toast = await expectRefusalToast(page, EXPORT_REFUSAL);
    await expectAppRunning(page);
    await toast.getByRole('button').last().click(); // close it, and let it leave, before the next one
    await expect(toast).toHaveCount(0);
  }

  // Export from the editor's toolbar.
  await page.goto(`/formula-lab/${id}`);
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'JSON' }).click();
  const toast = await expectRefusalToast(page, EXPORT_REFUSAL);
  await expectAppRunning(page);
  // The toast's link leads to the plans inside the app.
  await toast.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expectAppRunning(page);

  // The assistant: the plan's notice inside the drawer, not an error screen.
  await page.getByRole('button', { name: 'Open the assistant' }).click();
  await expect(page.getByTestId('ai-plan-notice')).toBeVisible();
  await expect(page.getByTestId('ai-plan-notice').getByRole('link', { name: 'See the plans' })).toBeVisible();
  await expectAppRunning(page);
  await page.keyboard.press('Escape');

  // White-label branding: the server refuses with the plan named.
  const branding = await page.request.put('/api/branding', {
    data: { brandName: 'Maison Test', accentColor: '#336699' },
  });
  expect(branding.status()).toBe(403);
  expect((await readJson(branding, ErrorBodySchema)).error.message).toContain('Free plan');

  // Advanced analytics (ADVANCED_ANALYSES): each analysis is refused with the plan named.
  for (const path of ['/api/intelligence/series?kind=note&keys=bergamot', '/api/intelligence/material?note=bergamot']) {
    const analysis = await page.request.get(path);
    expect(analysis.status()).toBe(403);
    expect((await readJson(analysis, ErrorBodySchema)).error.message).toContain(
      'Advanced analytics is not part of the Free plan.',
    );
  }
});

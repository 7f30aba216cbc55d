import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { extractPdfText } from '../support/pdf-text.ts';
import { importDatasetsAsAdmin, missingReferenceData } from './support/import-datasets.ts';
import { signUpThroughForm } from './support/sign-up-through-form.ts';
import { CreatedFormulaSchema, MaterialItemsSchema, readJson, readOutbox } from './support/read-json.ts';

// One after the other: the reference-data import of the first journey keeps the server busy, and a sign-up racing it
// times out. A failure does not skip the other journey.
test.describe.configure({ mode: 'default' });

/** The datasets the admin API imports from; certificates need the real IFRA and EU data. */
const DATASETS = ['ifra-transparency-list', 'ifra-51-standards', 'eu-cosmetics-annexes-echa'];

const COMPANY = {
  certificateCompany: 'Maison Éloïse Parfums',
  certificateCompanyAddress: '12 rue des Fleurs\n06130 Grasse\nFrance',
  certificateSignatory: 'Jeanne Martin',
  certificateSignatoryRole: 'Head Perfumer',
};

async function findMaterial(request: APIRequestContext, cas: string): Promise<{ id: string; name: string }> {
  const response = await request.get(`/api/materials/search?q=${encodeURIComponent(cas)}`);
  expect(response.status()).toBe(200);
  const { items } = await readJson(response, MaterialItemsSchema);
  const material = items.find((item) => item.cas === cas);
  if (!material) throw new Error(`no material with CAS ${cas} in the library`);
  return material;
}

/** Citral 2 g in dipropylene glycol 98 g, category 4 at 20%: compliant and certifiable; citral is an allergen. */
async function createCitralFormula(page: Page, name: string) {
  const citral = await findMaterial(page.request, '5392-40-5');
  const glycol = await findMaterial(page.request, '25265-71-8');
  const response = await page.request.post('/api/formulas', {
    data: {
      name,
      rows: [
        { materialId: citral.id, name: citral.name, amount: 2, unit: 'g' },
        { materialId: glycol.id, name: glycol.name, amount: 98, unit: 'g' },
      ],
      product: {
        ifraCategory: '4',
        dosagePercent: 20,
        basis: 'w/w',
        application: 'leave-on',
        concentrateDensity: 0.95,
        baseDensity: 0.79,
      },
    },
  });
  expect(response.status()).toBe(201);
  const body = await readJson(response, CreatedFormulaSchema);
  return { id: body.formula.id, glycolName: glycol.name };
}

/** The page as it is, in light and dark at desktop and phone width, when SCREENSHOTS_DIR names a folder. */
async function shootPage(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS_DIR;
  if (!folder) return;
  const size = page.viewportSize();
  for (const colorScheme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${folder}/${name}-${colorScheme}-${device}.png` });
    }
  await page.emulateMedia({ colorScheme: null });
  if (size) await page.setViewportSize(size);
}

/** Light and dark, desktop and phone, when SCREENSHOTS_DIR names a folder (looking at screens, not testing). */
async function takeScreenshots(browser: Browser, url: string, name: string) {
  const folder = process.env.SCREENSHOTS_DIR;
  if (!folder) return;
  for (const colorScheme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ colorScheme, viewport });
      const page = await context.newPage();
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${folder}/${name}-${colorScheme}-${device}.png`, fullPage: device === 'desktop' });
      if (colorScheme === 'light' && device === 'desktop') {
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: `${folder}/${name}-print.png`, fullPage: true });
      }
      await context.close();
    }
}

test('a perfumer publishes a certificate link; a client opens it without an account, sees no formula line, and sees it withdrawn once revoked', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const missing = missingReferenceData();
  test.skip(missing !== null, `Skipped: ${missing}`);
  test.setTimeout(600_000);
  await importDatasetsAsAdmin(playwright, baseURL, DATASETS);

  await signUpThroughForm(page, 'certificate-link');
  expect((await page.request.put('/api/settings', { data: COMPANY })).status()).toBe(200);
  const name = `Éclat de citron ${Math.random().toString(36).slice(2, 7)}`;
  const formula = await createCitralFormula(page, name);

  await page.goto(`/formula-analysis?id=${formula.id}`);
  const documents = page.getByRole('group', { name: 'Certificates and declarations' });
  await documents.getByRole('button', { name: 'Share with a client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share the certificate with a client' });
  await expect(dialog).toContainText('category 4');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const linkField = dialog.getByRole('textbox', { name: /^Link [\dA-F]{4}-[\dA-F]{4}$/ });
  await expect(linkField).toBeVisible();
  const url = await linkField.inputValue();
  expect(url).toMatch(/\/c\/[\w-]{43}$/);
  const shortId = /short id ([\dA-F]{4}-[\dA-F]{4})/.exec(await dialog.innerText())?.[1] ?? '';
  expect(shortId).not.toBe('');
  await shootPage(page, 'share-dialog');

  // A client in a private window: no session, no account, a system in dark mode.
  const client = await browser.newContext({ colorScheme: 'dark' });
  try {
    const visitor = await client.newPage();
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { name: COMPANY.certificateCompany })).toBeVisible();
    // A document is light like its PDF, whatever the reader's mode (the app's own default is dark).
    await expect(visitor.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(visitor.getByRole('heading', { name: 'IFRA Certificate of Conformity' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Fragrance Allergen Declaration' })).toBeVisible();
    await expect(visitor.getByText(`Certificate ${shortId}`)).toBeVisible();
    await expect(visitor.getByRole('table', { name: 'Fragrance allergens' })).toContainText('Citral');
    await expect(visitor.getByText('51st Amendment').first()).toBeVisible();
    const pageText = await visitor.locator('body').innerText();
    expect(pageText).toContain(name);
    expect(pageText).not.toContain(formula.glycolName);
    expect(pageText).not.toMatch(/98(\.0)?\s*g\b/);

    const downloading = visitor.waitForEvent('download');
    await visitor.getByRole('link', { name: 'Certificate PDF' }).first().click();
    const download = await downloading;
    const pdfPath = await download.path();
    const pdfText = (await extractPdfText(new Uint8Array(await readFile(pdfPath)))).replaceAll(/\s+/g, ' ');
    expect(pdfText).toContain('IFRA Certificate of Conformity');
    expect(pdfText).toContain(COMPANY.certificateCompany);
    expect(pdfText).not.toContain(formula.glycolName);

    await takeScreenshots(browser, url, 'public-certificate');

    // The owner sees the open counted, then revokes.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await documents.getByRole('button', { name: 'Share with a client' }).click();
    const links = dialog.getByRole('table', { name: 'Certificate links issued' });
    const row = links.getByRole('row').filter({ hasText: shortId });
    await expect(row).toContainText('Active');
    await expect(row.getByRole('cell').nth(3)).toContainText(/^[1-9]/);
    await row.getByRole('button', { name: `Revoke link ${shortId}` }).click();
    await expect(row).toContainText('Revoked');

    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'This certificate is no longer available' })).toBeVisible();
    await expect(visitor.getByText('IFRA Certificate of Conformity')).toHaveCount(0);
    const token = url.split('/c/')[1] ?? '';
    expect((await client.request.get(`/api/public/certificates/${token}`)).status()).toBe(404);
    await takeScreenshots(browser, url, 'public-certificate-revoked');
  } finally {
    await client.close();
  }
});

test('a perfumer shares a formula with a colleague who accepted their invitation; the colleague sees it read-only and copies it', async ({
  page,
  browser,
}) => {
  await signUpThroughForm(page, 'share-owner');
  const formulaName = `Bois de cèdre ${Math.random().toString(36).slice(2, 7)}`;
  const created = await page.request.post('/api/formulas', {
    data: {
      name: formulaName,
      rows: [
        { name: 'Hedione', amount: 40, unit: 'g', materialId: null },
        { name: 'Iso E Super', amount: 60, unit: 'g', materialId: null },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const formulaId = (await readJson(created, CreatedFormulaSchema)).formula.id;

  // The colleague accepts the owner's invitation (the link of the invitation e-mail).
  const colleagueContext = await browser.newContext();
  try {
    const colleague = await colleagueContext.newPage();
    const colleagueAccount = await signUpThroughForm(colleague, 'share-colleague');
    expect((await page.request.post('/api/invites', { data: { email: colleagueAccount.email } })).status()).toBe(201);
    const messages = await readOutbox(page.request, colleagueAccount.email);
    const inviteLink = messages.map((message) => /\/accept-invite\?token=[\w-]+/.exec(message.text)?.[0]).find(Boolean);
    expect(inviteLink).toBeTruthy();
    const token = new URLSearchParams(inviteLink?.split('?')[1]).get('token') ?? '';
    expect((await colleague.request.post('/api/invites/accept', { data: { token } })).status()).toBe(200);

    // The owner shares from the library.
    await page.goto('/formula-lab');
    await page.getByRole('button', { name: `Actions for ${formulaName}` }).click();
    await page.getByRole('menuitem', { name: 'Share…' }).click();
    const dialog = page.getByRole('dialog', { name: `Share “${formulaName}”` });
    await dialog.getByRole('combobox', { name: 'Colleague' }).click();
    await page.getByRole('option', { name: new RegExp(colleagueAccount.email.replace(/[.+]/g, '\\$&')) }).click();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const access = dialog.getByRole('table', { name: 'Who has access' });
    await expect(access).toContainText('share-colleague');
    await shootPage(page, 'share-formula-dialog');

    // The colleague finds it under "Shared with me" and opens it read-only.
    await colleague.goto('/formula-lab');
    const sharedSection = colleague.getByRole('region', { name: 'Shared with me' });
    await sharedSection.getByText(formulaName).click();
    await expect(colleague.getByRole('heading', { name: formulaName })).toBeVisible();
    await expect(colleague.getByText('Read-only').first()).toBeVisible();
    await expect(colleague.getByText(/^Shared by .+ · version 1/)).toBeVisible();
    const lines = colleague.getByRole('table', { name: 'Formula lines' });
    await expect(lines).toContainText('Hedione');
    await expect(lines).toContainText('60%');
    await expect(colleague.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await shootPage(colleague, 'shared-formula-read-only');
    // The server refuses the colleague's writes to the owner's formula, as it refuses any other user's.
    const write = await colleague.request.put(`/api/formulas/${formulaId}`, { data: { version: 1, name: 'Taken' } });
    expect(write.status()).toBe(404);

    await colleague.getByRole('button', { name: 'Copy to my formulas' }).click();
    await expect(colleague).toHaveURL(/\/formula\?id=/);
    expect(new URL(colleague.url()).searchParams.get('id')).not.toBe(formulaId);

    // Revoked: the formula leaves the colleague's library.
    await access.getByRole('button', { name: /^Revoke access of/ }).click();
    await expect(dialog.getByText('Only you.')).toBeVisible();
    await colleague.goto('/formula-lab');
    await expect(colleague.getByRole('heading', { name: 'Shared with me' })).toHaveCount(0);
  } finally {
    await colleagueContext.close();
  }
});

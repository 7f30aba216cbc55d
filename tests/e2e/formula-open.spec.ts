import { expect, test, type Page, type Request } from '@playwright/test';
import { signUpThroughForm } from './support/sign-up-through-form.ts';
import { CreatedFormulaSchema, readJson } from './support/read-json.ts';
import { scrollToFormulaDocuments } from './support/scroll-to-formula-documents.ts';

/** Named lines (ten unless said; no library material, so no regulatory data is needed) saved through the API. */
async function createFormula(page: Page, name: string, lines = 10): Promise<string> {
  const rows = Array.from({ length: lines }, (_, index) => ({
    id: crypto.randomUUID(),
    materialId: null,
    name: `Accord part ${index + 1}`,
    cas: null,
    amount: index + 1,
    unit: 'g',
    purity: 1,
    diluent: null,
    diluentMaterialId: null,
    notes: '',
    isExcluded: false,
    isLocked: false,
  }));
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/formulas', { data: { name, rows }, headers: { origin } });
  expect(response.status()).toBe(201);
  return (await readJson(response, CreatedFormulaSchema)).formula.id;
}

/** Counts the reads of one formula (GET /api/formulas/:id) and of engine data a page makes. */
function countReads(page: Page, id: string): { count: () => number; engineData: () => number } {
  let reads = 0;
  let engineData = 0;
  const onRequest = (request: Request) => {
    if (request.method() !== 'GET') return;
    const { pathname } = new URL(request.url());
    if (pathname === `/api/formulas/${id}`) reads += 1;
    if (pathname === '/api/compliance/engine-data') engineData += 1;
  };
  page.on('request', onRequest);
  return { count: () => reads, engineData: () => engineData };
}

const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Formula name' });

test('opening a saved formula reads it once; a save in another tab is caught as a conflict and the latest can be loaded', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpThroughForm(page, 'formula-open');
  const id = await createFormula(page, 'Chypre study');

  // Opened by its address: the page's prefetch (started as the app entry runs, before the shell's first render) reads
  // the formula and its engine data, the editor opens that copy without a second read, and its route does not start
  // them again.
  const reads = countReads(page, id);
  await page.goto(`/formula?id=${id}`);
  await expect(nameBox(page)).toHaveValue('Chypre study');
  await expect(page.locator('.formula-grid .dsg-row').filter({ hasText: 'Accord part 10' })).toBeVisible();
  await expect(page.getByTestId('formula-total-grams')).toHaveText('55.000 g');
  // The documents panel is drawn when its place comes near the viewport, without reading the formula again.
  await scrollToFormulaDocuments(page);
  await expect(page.getByRole('group', { name: 'Certificates and declarations' })).toBeVisible();
  expect(reads.count()).toBe(1);
  expect(reads.engineData()).toBe(1);

  // A second tab opens the same formula and saves a new name.
  const other = await context.newPage();
  await other.goto(`/formula?id=${id}`);
  await expect(nameBox(other)).toHaveValue('Chypre study');
  await nameBox(other).fill('Chypre study, oakmoss-free');
  await other.keyboard.press('Control+s');
  await expect(other.getByText(/^Saved \d/)).toBeVisible();

  // The first tab still holds the old version: its save is refused and says so, its edits kept.
  await nameBox(page).fill('Chypre study, more bergamot');
  await page.keyboard.press('Control+s');
  const conflict = page.getByRole('alert').filter({ hasText: 'Saved elsewhere' });
  await expect(conflict).toBeVisible();
  await expect(nameBox(page)).toHaveValue('Chypre study, more bergamot');

  // Discarding its edits loads the other tab's version (read again, never the cached copy).
  await conflict.getByRole('button', { name: 'Discard mine and load the latest' }).click();
  await expect(nameBox(page)).toHaveValue('Chypre study, oakmoss-free');
  await expect(conflict).toBeHidden();

  // Its own save then goes through, and reopening the formula from the library shows what was saved.
  await nameBox(page).fill('Chypre study, final');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/^Saved \d/)).toBeVisible();
  await page.goto('/formula-lab');
  await page.goto(`/formula?id=${id}`);
  await expect(nameBox(page)).toHaveValue('Chypre study, final');

  // The other tab, still on the version before, is refused in turn rather than overwrite it.
  await nameBox(other).fill('Chypre study, from the other tab');
  await other.keyboard.press('Control+s');
  await expect(other.getByRole('alert').filter({ hasText: 'Saved elsewhere' })).toBeVisible();
});

test('at a phone width the grid keeps the height above the panel instead of growing with its rows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 412, height: 823 });
  await signUpThroughForm(page, 'formula-open-phone');
  const id = await createFormula(page, 'Forty lines', 40);
  await page.goto(`/formula?id=${id}`);
  await expect(page.locator('.formula-grid .dsg-row').first()).toBeVisible();
  const box = async () =>
    page.evaluate(() => {
      const grid = document.querySelector('.formula-editor-grid')!.getBoundingClientRect();
      const body = document.querySelector('.formula-editor-body')!.getBoundingClientRect();
      return { gridBottom: grid.bottom, gridHeight: grid.height, bodyBottom: body.bottom };
    });
  // Sized by its content, the grid's box grew with the grid it measures for, a few pixels at each resize observation,
  // and pushed the panel out of the editor (Lighthouse's layout shifts on /formula): it stays within the editor.
  await page.waitForTimeout(1500);
  const settled = await box();
  await page.waitForTimeout(1000);
  const later = await box();
  expect(later.gridHeight).toBe(settled.gridHeight);
  expect(later.gridBottom).toBeLessThanOrEqual(later.bodyBottom);
  await expect(page.getByRole('complementary', { name: 'Finished product and totals' })).toBeInViewport();
});

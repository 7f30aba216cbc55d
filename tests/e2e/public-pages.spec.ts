import { expect, test, type Page } from '@playwright/test';

/** A visitor who has seen the splash before (the flag the splash honours), in the given colour mode. */
async function visitAs(page: Page, themeMode: 'light' | 'dark') {
  await page.addInitScript((mode) => {
    localStorage.setItem('splashDisabled', 'true');
    localStorage.setItem('app_settings', JSON.stringify({ themeMode: mode }));
  }, themeMode);
}

/** Scrolls the page down step by step so lazy pictures load, then checks every picture decoded. */
async function expectEveryPictureLoaded(page: Page): Promise<number> {
  // The app's screens may draw after the load event (its first render is a transition): wait for the page's title.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) await page.mouse.wheel(0, 500);
  const pictures = page.locator('figure.product-screenshot img');
  const count = await pictures.count();
  for (let index = 0; index < count; index += 1) {
    const picture = pictures.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
        message: `picture ${index} on ${page.url()} loads`,
      })
      .toBe(true);
  }
  return count;
}

const currentSources = (page: Page) =>
  page
    .locator('figure.product-screenshot img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));

test('the front page, /home and /features show real pictures of the product, in the visitor’s mode', async ({
  page,
}) => {
  await visitAs(page, 'dark');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sillage', level: 1 })).toBeVisible();
  const hero = page.locator('figure.product-screenshot img').first();
  // Width and height are set, so the page does not shift while the picture loads.
  await expect(hero).toHaveAttribute('width', '1280');
  await expect(hero).toHaveAttribute('height', '800');
  await expect(hero).toHaveAttribute('alt', /formula editor/i);
  expect(await expectEveryPictureLoaded(page)).toBeGreaterThanOrEqual(4);
  const darkSources = await currentSources(page);
  expect(darkSources.every((source) => /-dark-desktop\.webp$/.test(source))).toBe(true);
  // Below the fold the pictures wait until they are scrolled to.
  await expect(page.locator('figure.product-screenshot img').last()).toHaveAttribute('loading', 'lazy');

  for (const path of ['/home', '/features']) {
    await page.goto(path);
    expect(await expectEveryPictureLoaded(page), `${path} shows pictures`).toBeGreaterThanOrEqual(1);
  }
  await expect(page.getByRole('heading', { name: 'The screens you will work in' })).toBeVisible();
});

test('a visitor in light mode on a phone gets the light phone pictures', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  try {
    await visitAs(page, 'light');
    await page.goto('/features');
    await expectEveryPictureLoaded(page);
    const sources = await currentSources(page);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((source) => /-light-phone\.webp$/.test(source))).toBe(true);
  } finally {
    await context.close();
  }
});

test('no picture on the public pages is broken', async ({ page }) => {
  await visitAs(page, 'dark');
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && !response.ok()) failed.push(response.url());
  });
  for (const path of ['/', '/home', '/features', '/tour/2', '/tour/3', '/tour/4']) {
    await page.goto(path);
    await expectEveryPictureLoaded(page);
  }
  expect(failed).toEqual([]);
});

test('/resources links the IFRA and EU texts, names the data sources with their licences, and explains the terms', async ({
  page,
}) => {
  await visitAs(page, 'light');
  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: 'References, sources and terms', level: 1 })).toBeVisible();
  const links: [RegExp, string][] = [
    [/IFRA Standards library/, 'https://ifrafragrance.org/standards-library'],
    [/IFRA Transparency List/, 'https://ifrafragrance.org/priorities/ingredients/ifra-transparency-list'],
    [/Regulation \(EC\) No 1223\/2009/, 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj'],
    [/Regulation \(EU\) 2023\/1545/, 'https://eur-lex.europa.eu/eli/reg/2023/1545/oj'],
  ];
  for (const [name, href] of links) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const sources = page.getByRole('table', { name: 'Data sources' });
  await expect(sources.getByRole('row', { name: /IFRA Standards, 51st Amendment/ })).toBeVisible();
  await expect(sources.getByRole('row', { name: /Leffingwell/ })).toContainText('CC BY-NC 4.0');
  await expect(sources.getByRole('row', { name: /Parfumo/ })).toContainText('Non-commercial');
  const glossary = page.getByRole('definition').filter({ hasText: '0.001 % in a leave-on product' });
  await expect(glossary).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'QRA' })).toBeVisible();
});

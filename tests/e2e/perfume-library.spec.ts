import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-account.ts';
import { ItemsSchema, readJson } from './support/read-json.ts';

let server: http.Server;
let feedUrl = '';

/** A fixture RSS feed served on 127.0.0.1 for the news ingester. */
test.beforeAll(async () => {
  const feed = fs.readFileSync(path.resolve('tests/fixtures/news/wordpress-rss.xml'));
  server = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('search the perfume library, open a perfume, follow a note to its material, see a trend chart, read the news', async ({
  page,
}) => {
  const seeded = await page.request.post('/api/test/intelligence/seed');
  expect(seeded.ok()).toBe(true);
  await signInAsAdmin(page.request);
  // Only the fixture feed: the seeded public feeds cannot be reached from the test machine.
  const feeds = await readJson(await page.request.get('/api/admin/news-feeds'), ItemsSchema);
  for (const feed of feeds.items)
    await page.request.put(`/api/admin/news-feeds/${feed.id}`, { data: { isEnabled: false } });
  await page.request.post('/api/admin/news-feeds', { data: { name: 'Fixture Perfume Blog', url: feedUrl } });
  const fetched = await page.request.post('/api/admin/news-feeds/fetch');
  expect(fetched.ok()).toBe(true);

  await page.goto('/commercial-perfumes');
  await page.getByRole('textbox', { name: 'Search perfumes by name' }).fill('Tidal');
  await page.getByRole('link', { name: '0071 Tidal Pool' }).click();
  await expect(page.getByRole('heading', { name: '0071 Tidal Pool' })).toBeVisible();
  await expect(page.getByText('In the library: Bergamot oil', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Bergamot', exact: true }).click();
  await expect(page).toHaveURL(/\/material-intelligence\?note=Bergamot/);
  await expect(
    page
      .getByLabel('Matching materials')
      .getByText(/Bergamot oil/)
      .first(),
  ).toBeVisible();

  await page.goto('/market-intelligence');
  await expect(page.getByTestId('trend-chart').first()).toBeVisible();
  await expect(page.getByTestId('trend-chart').first().locator('svg path.recharts-curve').first()).toBeAttached();

  await page.goto('/perfume-news');
  await expect(page.getByRole('link', { name: 'Chanel’s new fragrance launch: bergamot & oud …' })).toBeVisible();
  await expect(page.getByText('Fixture Perfume Blog · Fixture Author', { exact: false })).toBeVisible();
});

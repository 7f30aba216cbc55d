import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startDatasetMirror, type DatasetMirror } from '../fakes/dataset-mirror.ts';
import { signInAsAdmin } from './support/admin-account.ts';

const SHARED_DATA = path.resolve(import.meta.dirname, '../../../shared/data');
let mirror: DatasetMirror;

test.beforeAll(async () => {
  mirror = await startDatasetMirror({ root: SHARED_DATA });
});
test.afterAll(() => mirror.close());

test('an admin fetches a dataset from a mirror: licences shown, non-commercial ones behind an opt-in, progress per file, verified and imported', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page.request);
  await page.goto('/setup/reference-data');
  await expect(page.getByRole('heading', { name: 'Set up the reference data' })).toBeVisible();
  const datasets = page.getByRole('table', { name: 'Datasets to fetch' });
  await expect(datasets.getByText('CC BY-NC 4.0 (non-commercial)').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Fetch Leffingwell PMP 2001 odour dataset' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Mirror (optional)' }).fill(mirror.url);
  for (const title of [
    'IFRA Transparency List',
    'IFRA Standards, 51st Amendment',
    'IFRA 51st Amendment annex: contributions from other sources',
    'California Proposition 65 list (OEHHA)',
  ]) {
    const box = page.getByRole('checkbox', { name: `Fetch ${title}` });
    if (await box.isChecked()) await box.uncheck();
  }
  await expect(
    page.getByRole('checkbox', { name: 'Fetch EU Cosmetics Regulation Annexes II and III, labelling allergens' }),
  ).toBeChecked();
  await page.getByRole('button', { name: /Fetch and import 1 dataset/ }).click();

  const progress = page.getByRole('table', { name: 'Download progress' });
  // The setup job waits its turn in the job queue (three at a time), which other journeys' imports and re-checks can
  // hold for a while on a loaded machine: its first file appears when it starts, not within the default 10 s.
  await expect(progress.getByText('eu-cosmetics-annexes-echa/annex_ii_prohibited.csv')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('1 dataset fetched, verified and imported.', { exact: false })).toBeVisible({
    timeout: 60_000,
  });
  await expect(progress.getByText(/checksum verified/)).toHaveCount(3);
});

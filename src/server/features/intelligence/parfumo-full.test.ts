import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { commercialPerfumes } from '../../db/schema/index.ts';
import { buildParfumoSource } from './catalogue-sources.ts';
import { importCatalogue } from './import-catalogue.ts';
import { recomputeTrends } from './recompute-trends.ts';
import { getSeries } from './trend-queries.ts';

const dataDir = path.resolve(process.env.REFERENCE_DATA_DIR || '../shared/data');
const csvFile = path.join(dataDir, 'parfumo-tidytuesday', 'parfumo_data_clean.csv');
const hasFile = fs.existsSync(csvFile);

/** Oud, as a perfumer reads a note list: oud, oudh, aoud, agarwood (any case or accent), as a whole word. */
const OUD = /(^|[^a-z])(oud|oudh|aoud|agarwood|agar wood|oudwood)([^a-z]|$)/;

/**
 * The oud count per year made directly from the CSV text, without the importer. `copies` are the rows (by URL)
 * the import flagged as copying another perfume's figures (issue 26 item 7): they are left out of trends.
 */
function countOudFromCsv(copies: ReadonlySet<string>): Map<number, { count: number; base: number }> {
  const rows = Papa.parse<Record<string, string>>(fs.readFileSync(csvFile, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  const byYear = new Map<number, { count: number; base: number }>();
  for (const row of rows) {
    if (
      !row.Name ||
      row.Name === 'NA' ||
      row.Name === 'NAME?' ||
      !row.Brand ||
      row.Brand === 'NA' ||
      row.Release_Year === 'NA' ||
      copies.has(row.URL?.trim() ?? '')
    )
      continue;
    const notes = [row.Top_Notes, row.Middle_Notes, row.Base_Notes]
      .filter((cell) => cell && cell !== 'NA')
      .join(', ')
      .split(',')
      .map((note) => note.trim())
      .filter((note) => note && note !== 'NA');
    if (notes.length === 0) continue;
    const year = Number(row.Release_Year);
    // Left out of trends: a launch year before a year the name carries (no row has a rating without votes).
    const yearsInName =
      `${row.Number ?? ''} ${row.Name}`.match(/(?<![\d.,])(19\d{2}|20\d{2})(?![\d.,])/g)?.map(Number) ?? [];
    if (yearsInName.some((named) => year < named)) continue;
    const entry = byYear.get(year) ?? { count: 0, base: 0 };
    entry.base += 1;
    if (
      notes.some((note) =>
        OUD.test(
          note
            .normalize('NFD')
            .replaceAll(/[\u0300-\u036F]/g, '')
            .toLowerCase(),
        ),
      )
    )
      entry.count += 1;
    byYear.set(year, entry);
  }
  return byYear;
}

describe.skipIf(!hasFile)('the full Parfumo catalogue (needs ../shared/data parfumo-tidytuesday)', () => {
  it('imports in well under a minute, and its oud share per year equals a direct count of the CSV', async () => {
    const ctx = await createTestContext({ REFERENCE_DATA_DIR: dataDir });
    const result = await importCatalogue(ctx.deps.database.db, buildParfumoSource(ctx.env));
    expect(result.status).toBe('succeeded');
    expect(result.rowsRead).toBe(59_325);
    expect(result.rowsAdded + result.rowsRejected).toBe(59_325);
    expect(result.fieldCounts?.brandCountry).toBeGreaterThan(20_000);
    const trends = await recomputeTrends(ctx.deps.database.db, 'parfumo');
    console.info(`Parfumo import ${result.ms} ms (${result.message}); trends ${trends.ms} ms`);
    expect(trends.latestYear).toBe(2023);
    const [oud] = await getSeries(ctx.deps.database.db, 'parfumo', 'note', ['oud']);
    const stored = new Map(
      (oud as unknown as { points: { year: number; count: number; base: number }[] }).points.map((point) => [
        point.year,
        point,
      ]),
    );
    const copied = await ctx.deps.database.db
      .select({ url: commercialPerfumes.url })
      .from(commercialPerfumes)
      .where(sql`${commercialPerfumes.dataIssues}::text like '%copies the rating%'`);
    expect(copied.length).toBeGreaterThan(0);
    const direct = countOudFromCsv(new Set(copied.flatMap((row) => (row.url ? [row.url] : []))));
    expect(stored.size).toBe(direct.size);
    for (const [year, { count, base }] of direct)
      expect({ year, count: stored.get(year)?.count, base: stored.get(year)?.base }).toEqual({ year, count, base });
    const recent = [2021, 2022, 2023].reduce((sum, year) => sum + (direct.get(year)?.count ?? 0), 0);
    expect(recent).toBeGreaterThan(100);
  }, 120_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { CATALOGUE_PRESETS } from '../../../domain/intelligence/parse-catalogue-rows.ts';
import { commercialPerfumes } from '../../db/schema/index.ts';
import { importCatalogue } from './import-catalogue.ts';
import { recomputeTrends } from './recompute-trends.ts';

const ctx = await createTestContext();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-sanity-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const HEADER =
  'Number,Name,Brand,Release_Year,Concentration,Rating_Value,Rating_Count,Main_Accords,Top_Notes,Middle_Notes,Base_Notes,Perfumers,URL';
const rows = [
  'NA,Summer Edition 2019,Sanity House,2012,NA,7.5,40,Citrus,Bergamot,Neroli,Musk,NA,NA',
  'NA,Quiet Rose,Sanity House,2015,NA,8.0,NA,Floral,Bergamot,Rose,Musk,NA,NA',
  'NA,Honest Musk 2015,Sanity House,2015,NA,7.0,12,Musky,Bergamot,Iris,Musk,NA,NA',
  ...Array.from(
    { length: 30 },
    (_, index) => `NA,Plain ${index},Sanity House,${2010 + (index % 10)},NA,NA,NA,Fresh,Bergamot,Lavender,Musk,NA,NA`,
  ),
];

let user: { cookie: string };
beforeAll(async () => {
  fs.writeFileSync(path.join(folder, 'sanity.csv'), [HEADER, ...rows].join('\n'));
  const result = await importCatalogue(ctx.deps.database.db, {
    catalogue: 'sanity',
    title: 'Sanity fixture',
    licence: 'test',
    attribution: 'test',
    isNonCommercial: false,
    file: path.join(folder, 'sanity.csv'),
    mapping: CATALOGUE_PRESETS.parfumo,
  });
  expect(result.status).toBe('succeeded');
  await recomputeTrends(ctx.deps.database.db, 'sanity');
  user = await ctx.signUp();
});

describe('catalogue sanity', () => {
  it('flags at import the rows whose data contradicts itself, and keeps them in the library', async () => {
    const db = ctx.deps.database.db;
    const flagged = await db
      .select({ name: commercialPerfumes.name, dataIssues: commercialPerfumes.dataIssues })
      .from(commercialPerfumes)
      .where(and(eq(commercialPerfumes.catalogue, 'sanity')));
    expect(flagged).toHaveLength(33);
    expect(flagged.filter((row) => row.dataIssues.length > 0).map((row) => [row.name, row.dataIssues])).toEqual(
      expect.arrayContaining([
        ['Summer Edition 2019', ['launched in 2012, before the year 2019 in its name']],
        ['Quiet Rose', ['a rating without votes']],
      ]),
    );
    expect(flagged.filter((row) => row.dataIssues.length > 0)).toHaveLength(2);
  });

  it('leaves them out of the trend counts and says how many on the trends overview', async () => {
    const response = await ctx.request('/api/intelligence/overview?catalogue=sanity', { cookie: user.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      excludedContradictory: number;
      launches: { year: number; count: number }[];
    };
    expect(body.excludedContradictory).toBe(2);
    expect(body.launches.reduce((sum, point) => sum + point.count, 0)).toBe(31);
    expect(body.launches.find((point) => point.year === 2012)?.count).toBe(3);
  });
});

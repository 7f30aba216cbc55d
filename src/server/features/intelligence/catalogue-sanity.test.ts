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
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

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
    const body = await readJson(
      response,
      z.looseObject({
        excludedContradictory: z.number(),
        launches: z.array(z.looseObject({ year: z.number(), count: z.number() })),
      }),
    );
    expect(body.excludedContradictory).toBe(2);
    expect(body.launches.reduce((sum, point) => sum + point.count, 0)).toBe(31);
    expect(body.launches.find((point) => point.year === 2012)?.count).toBe(3);
  });
});

describe('catalogue rows that copy another row', () => {
  it('leaves the copies of Blenheim Bouquet out of the list and says so in the import log', async () => {
    // parfumo_data_clean.csv lines 806, 8717 and 11833: two rows carry Blenheim Bouquet's 7.3 from 432 votes, its
    // accords and perfumer, with notes such as "Offense" added.
    const copies = [
      'NA,Blenheim Bouquet Penhaligon\'s 1902 Eau de Toilette,Penhaligon\'s,1902,Eau de Toilette,7.3,432,"Citrus, Fresh, Spicy, Green, Woody","Lemon, Lime",NA,"Pine, Black pepper, Musk",Walter Penhaligon,NA',
      '1988,Corvette - Wild Country,Avon,1899,NA,7.3,432,"Citrus, Fresh, Spicy, Green, Woody","Lemon, Lime, Offense",Fume,"Pine, Black pepper, Musk, Scum",Walter Penhaligon,NA',
      'NA,Aviation,Aéropostale,1899,NA,7.3,432,"Citrus, Fresh, Spicy, Green, Woody","Lemon, Lime, Fume",Dust,"Pine, Black pepper, Musk, Sewer",Walter Penhaligon,NA',
    ];
    fs.writeFileSync(path.join(folder, 'copies.csv'), [HEADER, ...copies].join('\n'));
    const result = await importCatalogue(ctx.deps.database.db, {
      catalogue: 'copies',
      title: 'Copies fixture',
      licence: 'test',
      attribution: 'test',
      isNonCommercial: false,
      file: path.join(folder, 'copies.csv'),
      mapping: CATALOGUE_PRESETS.parfumo,
    });
    expect(result.status).toBe('succeeded');
    expect(result.message).toContain(
      "2 rows left out of trends and top lists: 0 contradict themselves, 2 copy another row's figures.",
    );
    for (const url of ['/api/perfumes?catalogue=copies', '/api/perfumes/top?catalogue=copies']) {
      const response = await ctx.request(url, { cookie: user.cookie });
      expect(response.status, url).toBe(200);
      const body = await readJson(response, z.looseObject({ items: z.array(z.looseObject({ name: z.string() })) }));
      expect(body.items.map((item) => item.name)).toEqual(["Blenheim Bouquet Penhaligon's 1902 Eau de Toilette"]);
    }
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { BRIEFING_ERROR } from '../../../domain/intelligence/assemble-briefing.ts';
import { importRuns, subscribers } from '../../db/schema/index.ts';
import { decodeToUtf8, importCatalogue } from './import-catalogue.ts';
import { startCatalogueJob, waitForCatalogueJob } from './catalogue-jobs.ts';
import { buildCustomSource } from './catalogue-sources.ts';
import { CATALOGUE_PRESETS } from '../../../domain/intelligence/parse-catalogue-rows.ts';
import { buildFixtureCatalogueSource } from './test-intelligence.routes.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext({ REFERENCE_DATA_DIR: 'tests/fixtures/does-not-exist' });
let admin: { cookie: string };
let user: { cookie: string };

type Json = Record<string, unknown>;

const JsonSchema = z.record(z.string(), z.unknown());
/** A body of any shape; `items`, when the route lists, is an array of objects. */
const json = async (response: Response) =>
  await readJson(response, z.looseObject({ items: z.array(JsonSchema).optional() }));
/** A listing's items (the body must have them). */
const itemsOf = (body: { items?: Json[] }) => {
  expect(body.items).toBeInstanceOf(Array);
  return body.items ?? [];
};

beforeAll(async () => {
  admin = await ctx.signUp('admin@sillage.test');
  user = await ctx.signUp('premium-reader@sillage.test');
  // The market presence is an advanced analysis (Premium and above; advanced-analytics.test.ts covers the gate).
  await ctx.deps.database.db
    .insert(subscribers)
    .values({ email: 'premium-reader@sillage.test', subscribed: true, subscriptionTier: 'premium' });
});

describe('perfume library before any import', () => {
  it('needs a session (401) and an admin for imports (403)', async () => {
    expect((await ctx.request('/api/perfumes')).status).toBe(401);
    expect((await ctx.request('/api/intelligence/overview')).status).toBe(401);
    expect((await ctx.request('/api/admin/catalogues', { cookie: user.cookie })).status).toBe(403);
    expect(
      (await ctx.request('/api/admin/catalogues/parfumo/run', { method: 'POST', cookie: user.cookie })).status,
    ).toBe(403);
  });

  it('stores a failed briefing with the spec error string when nothing is computed', async () => {
    const response = await ctx.request('/api/intelligence/briefing', { method: 'POST', cookie: user.cookie, json: {} });
    expect(((await json(response)).briefing as Json).error).toBe(BRIEFING_ERROR);
  });

  it('records a refused Parfumo run when the file is missing, as a background job', async () => {
    const started = await ctx.request('/api/admin/catalogues/parfumo/run', { method: 'POST', cookie: admin.cookie });
    expect(started.status).toBe(202);
    const { jobId } = await readJson(started, z.object({ jobId: z.string() }));
    // Waits for the job itself (it kicks the queue), then reads the screen's listing once.
    await waitForCatalogueJob(ctx.deps.jobs, jobId);
    const body = await json(await ctx.request('/api/admin/catalogues', { cookie: admin.cookie }));
    expect((body.jobs as Json).current).toBeNull();
    const history = body.history as Json[];
    expect(history[0]?.status).toBe('failed');
    expect(String(history[0]?.message)).toMatch(/parfumo_data_clean\.csv is missing/);
  });

  it('rejects bad input with a message naming the problem (422)', async () => {
    const year = await ctx.request('/api/perfumes?year=abc', { cookie: user.cookie });
    expect(year.status).toBe(422);
    const outside = await ctx.request('/api/admin/catalogues/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { catalogue: 'x', file: '../../etc/passwd', preset: 'parfumo' },
    });
    expect(outside.status).toBe(422);
    expect(JSON.stringify(await outside.json())).toMatch(/inside the reference data folder/);
    const noMapping = await ctx.request('/api/admin/catalogues/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { catalogue: 'x', file: 'a.csv' },
    });
    expect(noMapping.status).toBe(422);
    expect(JSON.stringify(await noMapping.json())).toMatch(/preset or a column mapping/);
    expect((await ctx.request('/api/perfumes/parfumo-0000000000000000', { cookie: user.cookie })).status).toBe(404);
  });
});

describe('perfume library with the fixture catalogue', () => {
  beforeAll(async () => {
    const seeded = await ctx.request('/api/test/intelligence/seed', { method: 'POST' });
    expect(seeded.status).toBe(200);
  });

  it('imports idempotently and records each run in import_runs', async () => {
    const again = await importCatalogue(ctx.deps.database.db, buildFixtureCatalogueSource());
    expect(again).toMatchObject({ status: 'succeeded', rowsRead: 305, rowsAdded: 0, rowsUpdated: 0, rowsRemoved: 0 });
    const runs = await ctx.deps.database.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.dataset, 'catalogue:parfumo'));
    expect(runs.filter((run) => run.status === 'succeeded')).toHaveLength(2);
    expect(runs.find((run) => run.rowsAdded === 305)).toBeDefined();
  });

  it.each([
    ['name', 'q=Tidal', '0071 Tidal Pool'],
    ['note (any spelling)', 'note=bergamot', undefined],
    ['brand', 'brand=Carolina%20Herrera', undefined],
    ['accord', 'accord=Woody', undefined],
    ['year', 'year=2004', undefined],
  ])('searches by %s', async (_label, query, expectedName) => {
    const body = await json(await ctx.request(`/api/perfumes?${query}`, { cookie: user.cookie }));
    expect(Number(body.total)).toBeGreaterThan(0);
    if (expectedName) expect(itemsOf(body).map((item) => item.name)).toContain(expectedName);
    expect((body.facets as Json).accords).toBeDefined();
  });

  it('shows a perfume with its pyramid and the library materials matching its notes', async () => {
    const found = await json(await ctx.request('/api/perfumes?q=Tidal', { cookie: user.cookie }));
    const detail = await json(
      await ctx.request(`/api/perfumes/${String(itemsOf(found)[0]?.id)}`, { cookie: user.cookie }),
    );
    expect((detail.perfume as Json).topNotes).toEqual(['Bergamot']);
    const bergamot = (detail.noteMaterials as { note: string; materials: { name: string }[] }[]).find(
      (item) => item.note === 'Bergamot',
    );
    expect(bergamot?.materials.map((material) => material.name).join(' ')).toMatch(/Bergamot oil/i);
  });

  it('ranks top perfumes by vote-weighted rating', async () => {
    const body = await json(await ctx.request('/api/perfumes/top?limit=10', { cookie: user.cookie }));
    const weighted = itemsOf(body).map((item) => Number(item.weightedRating));
    expect(weighted).toEqual([...weighted].sort((a, b) => b - a));
  });

  it('stores trends that match raw counts (trend check) and describes completeness', async () => {
    const check = await json(
      await ctx.request('/api/admin/catalogues/trend-check?notes=bergamot,musk', { cookie: admin.cookie }),
    );
    for (const item of check.checks as Json[]) expect(item.mismatches).toBe(0);
    const overview = await json(await ctx.request('/api/intelligence/overview', { cookie: user.cookie }));
    expect((overview.launches as Json[]).length).toBeGreaterThan(10);
    const stats = await json(await ctx.request('/api/perfumes/catalogues', { cookie: user.cookie }));
    expect((stats.catalogues as Json[])[0]).toMatchObject({ catalogue: 'parfumo', total: 305 });
  });

  it("shows a material's market presence and public discoveries", async () => {
    const presence = await json(await ctx.request('/api/intelligence/material?note=Bergamot', { cookie: user.cookie }));
    expect(presence.note).toBe('bergamot');
    expect((presence.perfumes as Json[]).length).toBeGreaterThan(0);
    expect((presence.materials as Json[]).length).toBeGreaterThan(0);
    const rare = await json(await ctx.request('/api/intelligence/material?note=oud', { cookie: user.cookie }));
    const points = (rare.series as { points: { count: number }[] }).points;
    expect(points.reduce((sum, point) => sum + point.count, 0)).toBe((rare.perfumes as Json[]).length);
    expect((await ctx.request('/api/discoveries')).status).toBe(200);
  });

  it('imports another catalogue with the Fragrantica preset (generic CSV importer) and computes its trends', async () => {
    const env = { ...ctx.env, REFERENCE_DATA_DIR: 'tests/fixtures/catalogue' };
    const job = await startCatalogueJob(
      { ...ctx.deps, env },
      buildCustomSource(env, {
        catalogue: 'fragrantica',
        file: 'fragrantica/fra_sample.csv',
        mapping: CATALOGUE_PRESETS.fragrantica,
      }),
      null,
    );
    const done = await waitForCatalogueJob(ctx.deps.jobs, job!.id);
    expect(done).toMatchObject({ status: 'succeeded', result: { rowsRead: 12, rowsAdded: 12 } });
    const body = await json(await ctx.request('/api/perfumes?catalogue=fragrantica&q=crime', { cookie: user.cookie }));
    expect(itemsOf(body)[0]).toMatchObject({
      name: 'Un Crime Exotique',
      brand: 'Pierre Guillaume',
      gender: 'unisex',
      ratingValue: 7.7,
    });
    const parfumo = await json(await ctx.request('/api/perfumes?q=crime', { cookie: user.cookie }));
    expect(Number(parfumo.total)).toBe(1);
  });

  it('caches a briefing for 6 hours, blocks duplicates while loading, and refreshes when forced', async () => {
    const options = { force: true, catalogue: 'parfumo', requestedBy: 'test' };
    const [direct, duplicate] = await Promise.all([
      ctx.deps.briefings.request(options),
      ctx.deps.briefings.request(options),
    ]);
    expect(direct.id).toBe(duplicate.id);
    const first = await json(
      await ctx.request('/api/intelligence/briefing', { method: 'POST', cookie: user.cookie, json: { force: true } }),
    );
    expect((first.briefing as Json).error).toBeNull();
    expect(((first.briefing as Json).briefingData as Json).sources).toBeDefined();
    const cached = await json(
      await ctx.request('/api/intelligence/briefing', { method: 'POST', cookie: user.cookie, json: {} }),
    );
    expect((cached.briefing as Json).id).toBe((first.briefing as Json).id);
    const forced = await json(
      await ctx.request('/api/intelligence/briefing', { method: 'POST', cookie: user.cookie, json: { force: true } }),
    );
    expect((forced.briefing as Json).id).not.toBe((first.briefing as Json).id);
  });
});

describe('decodeToUtf8', () => {
  it.each([
    ['UTF-8 is kept', Buffer.from('Frémont', 'utf8'), 'Frémont'],
    ['Windows-1252 is converted', Buffer.from([0x46, 0x72, 0xe9, 0x6d, 0x6f, 0x6e, 0x74]), 'Frémont'],
  ])('%s', (_label, input, expected) => expect(decodeToUtf8(input).toString('utf8')).toBe(expected));
});

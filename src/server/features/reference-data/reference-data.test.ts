import path from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { findReferenceDataset, type ReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { importRuns, jobs, materials } from '../../db/schema/index.ts';
import { importAndWait, REFERENCE_DATA_IMPORT_JOB } from './import-jobs.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/reference-data');
const ctx = await createTestContext({ REFERENCE_DATA_DIR: path.join(FIXTURES, 'complete') });
const admin = await ctx.signUp('admin@sillage.test');
const transparency = findReferenceDataset('ifra-transparency-list')!;
const flavornet = findReferenceDataset('pyrfume-flavornet')!;

async function runFixtures(folder: string, datasets: ReferenceDataset[]) {
  return importAndWait(ctx.deps, { datasets, folder: path.join(FIXTURES, folder), minPublishedRowShare: 0 });
}

async function snapshotLibrary() {
  return ctx.deps.database.db.select().from(materials).where(isNull(materials.userId)).orderBy(materials.mergeKey);
}

describe('reference data importers (fixtures)', () => {
  it('imports, merges by CAS, reports invalid CAS numbers, and a second run adds and changes nothing', async () => {
    const first = await runFixtures('complete', [transparency, flavornet]);
    expect(first.status).toBe('succeeded');
    const [transparencyRun] = first.results;
    expect(transparencyRun).toMatchObject({ status: 'succeeded', rowsRead: 10, rowsAdded: 10 });
    expect(transparencyRun?.message).toMatch(/1 rows have an invalid CAS number/);
    const library = await snapshotLibrary();
    const linalool = library.find((m) => m.cas === '78-70-6');
    expect(linalool).toMatchObject({
      name: 'Linalool',
      casValid: true,
      // The supplement adds its INCI name (Linalool, trade-vocabulary.ts).
      datasets: ['ifra-transparency-list', 'pyrfume-flavornet', 'sillage-trade-names'],
      inciName: 'Linalool',
    });
    expect(linalool?.synonyms).toEqual(expect.arrayContaining(['linalol']));
    expect(library.find((m) => m.cas === '141-04-8')?.casValid).toBe(true);
    expect(library.find((m) => m.cas === '97-47-3')?.casValid).toBe(false);
    expect(
      library
        .filter((m) => m.cas === '8007-75-8')
        .map((m) => m.name)
        .sort(),
    ).toEqual(['Bergamot oil, expressed', 'Bergamot oil, rectified']);
    const [run] = await ctx.deps.database.db.select().from(importRuns).where(eq(importRuns.id, transparencyRun!.runId));
    expect(run).toMatchObject({
      dataset: 'ifra-transparency-list',
      status: 'succeeded',
      licence: transparency.licence,
    });
    expect(run?.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(run?.finishedAt).toBeInstanceOf(Date);

    const second = await runFixtures('complete', [transparency, flavornet]);
    expect(second.results.map((r) => [r.rowsAdded, r.rowsUpdated, r.rowsRemoved])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(second.library).toMatchObject({ added: 0, updated: 0, removed: 0 });
    expect(await snapshotLibrary()).toEqual(library);
  });

  it.each([
    ['a truncated file', 'truncated', /truncated/],
    ['a file with the wrong columns', 'wrong-columns', /lacks the columns? "CAS number"/],
  ])('refuses %s with a clear message and keeps the existing rows', async (_, folder, message) => {
    await runFixtures('complete', [transparency]);
    const before = await snapshotLibrary();
    const job = await runFixtures(folder, [transparency]);
    expect(job.results[0]?.status).toBe('failed');
    expect(job.results[0]?.message).toMatch(/^Refused, nothing was changed/);
    expect(job.results[0]?.message).toMatch(message);
    expect(await snapshotLibrary()).toEqual(before);
    const [failed] = await ctx.deps.database.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.id, job.results[0]!.runId));
    expect(failed?.status).toBe('failed');
  });
});

describe('/api/admin/reference-data', () => {
  it('needs a session (401) and an admin (403)', async () => {
    expect((await ctx.request('/api/admin/reference-data')).status).toBe(401);
    const user = await ctx.signUp();
    expect((await ctx.request('/api/admin/reference-data', { cookie: user.cookie })).status).toBe(403);
    expect(
      (await ctx.request('/api/admin/reference-data/run-all', { method: 'POST', cookie: user.cookie })).status,
    ).toBe(403);
  });

  it('lists the datasets with their licences and refuses an unknown dataset (422)', async () => {
    const response = await ctx.request('/api/admin/reference-data', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const body = await readJson(
      response,
      z.looseObject({
        datasets: z.array(z.looseObject({ id: z.string(), licence: z.string(), isNonCommercial: z.boolean() })),
      }),
    );
    expect(body.datasets).toHaveLength(13);
    expect(body.datasets.find((d) => d.id === 'eu-clp-annex-vi-echa')).toMatchObject({ isNonCommercial: true });
    expect(body.datasets.find((d) => d.id === 'ca-prop65-oehha')).toMatchObject({ isNonCommercial: false });
    expect(body.datasets.find((d) => d.id === 'pyrfume-leffingwell')).toMatchObject({
      isNonCommercial: true,
      licence: expect.stringMatching(/CC BY-NC/),
    });
    expect(
      (await ctx.request('/api/admin/reference-data/not-a-dataset/run', { method: 'POST', cookie: admin.cookie }))
        .status,
    ).toBe(422);
  });

  it('starts a background run; a file far below the published row count is refused and recorded', async () => {
    const response = await ctx.request('/api/admin/reference-data/ifra-transparency-list/run', {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(response.status).toBe(202);
    const { job } = await readJson(
      response,
      z.looseObject({ job: z.looseObject({ id: z.string(), status: z.string() }) }),
    );
    expect(job.id).toBeTruthy();
    let status = job.status;
    for (let attempt = 0; attempt < 100 && status === 'running'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const listing = await readJson(
        await ctx.request('/api/admin/reference-data', { cookie: admin.cookie }),
        z.looseObject({
          job: z.looseObject({ status: z.string() }).nullable(),
          datasets: z.array(
            z.looseObject({
              id: z.string(),
              // A run still being written has no message yet.
              lastRun: z.looseObject({ status: z.string(), message: z.string().nullable() }).nullable(),
            }),
          ),
        }),
      );
      status = listing.job?.status ?? 'running';
      if (status !== 'running') {
        const lastRun = listing.datasets.find((d) => d.id === 'ifra-transparency-list')?.lastRun;
        expect(lastRun?.status).toBe('failed');
        expect(lastRun?.message).toMatch(/where 3618 are published/);
      }
    }
    expect(status).toBe('failed');
    const [{ total } = { total: 0 }] = await ctx.deps.database.db.select({ total: count() }).from(importRuns);
    expect(total).toBeGreaterThan(0);
  });

  it('shows an import another server is running, and refuses a second start on this one (409)', async () => {
    // Another app server on the same database holds a running import: its row is all this server sees.
    const [other] = await ctx.deps.database.db
      .insert(jobs)
      .values({
        name: REFERENCE_DATA_IMPORT_JOB.name,
        payload: {
          datasets: ['ifra-standards'],
          folder: null,
          isUpload: false,
          startedBy: null,
          minPublishedRowShare: null,
        },
        state: 'running',
        singletonKey: 'reference-data.import',
        lockedBy: 'other-server:1234:abcd',
        heartbeatAt: new Date(),
        startedAt: new Date(),
        progress: {
          done: 0.4,
          total: 2,
          message: 'ifra-standards: writing',
          detail: { current: { dataset: 'ifra-standards', phase: 'writing' }, results: [], skipped: [] },
        },
      })
      .returning();
    const listing = await readJson(
      await ctx.request('/api/admin/reference-data', { cookie: admin.cookie }),
      z.looseObject({
        job: z.looseObject({ id: z.string(), status: z.string(), current: z.unknown(), progress: z.number() }),
      }),
    );
    expect(listing.job).toMatchObject({
      id: other!.id,
      status: 'running',
      current: { dataset: 'ifra-standards', phase: 'writing' },
      progress: 0.2,
    });
    const second = await ctx.request('/api/admin/reference-data/run-all', { method: 'POST', cookie: admin.cookie });
    expect(second.status).toBe(409);
    expect((await readError(second)).error.message).toMatch(/already running/);
    await ctx.deps.database.db
      .update(jobs)
      .set({ state: 'succeeded', finishedAt: new Date() })
      .where(eq(jobs.id, other!.id));
  });
});

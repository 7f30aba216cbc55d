import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { uploadCapBytes } from '../../../domain/reference-data/upload-caps.ts';
import { materials } from '../../db/schema/index.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/reference-data/complete');
const ctx = await createTestContext();
const admin = await ctx.signUp('admin@sillage.test');
const user = await ctx.signUp();
const transparencyCsv = fs.readFileSync(path.join(FIXTURES, 'ifra-transparency-list', 'transparency_list.csv'));

function upload(dataset: string, files: { name: string; content: Buffer | string }[], cookie?: string) {
  const form = new FormData();
  for (const file of files)
    form.append(
      'file',
      new File([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)], file.name, {
        type: 'text/csv',
      }),
    );
  return ctx.request(`/api/admin/reference-data/${dataset}/upload`, { method: 'POST', body: form, cookie });
}

type JobBody = {
  job: { status: string; results: { dataset: string; status: string; message: string | null }[] } | null;
};

const JobBodySchema = z.looseObject({
  job: z
    .looseObject({
      status: z.string(),
      results: z.array(z.looseObject({ dataset: z.string(), status: z.string(), message: z.string().nullable() })),
    })
    .nullable(),
});

async function waitForJob(): Promise<NonNullable<JobBody['job']>> {
  for (;;) {
    const body = await readJson(
      await ctx.request('/api/admin/reference-data', { cookie: admin.cookie }),
      JobBodySchema,
    );
    if (body.job && body.job.status !== 'running') return body.job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST /api/admin/reference-data/:dataset/upload', () => {
  it('needs a session (401) and an admin (403)', async () => {
    expect(
      (await upload('ifra-transparency-list', [{ name: 'transparency_list.csv', content: transparencyCsv }])).status,
    ).toBe(401);
    expect(
      (
        await upload(
          'ifra-transparency-list',
          [{ name: 'transparency_list.csv', content: transparencyCsv }],
          user.cookie,
        )
      ).status,
    ).toBe(403);
  });

  it.each([
    ['no file', 'ifra-transparency-list', [], /choose the file/],
    [
      'a file the dataset does not have',
      'ifra-51-standards',
      [{ name: 'other.csv', content: 'a,b\n1,2\n' }],
      /other\.csv is not a file of/,
    ],
    ['an unknown dataset', 'not-a-dataset', [{ name: 'x.csv', content: 'a\n1\n' }], /dataset/],
  ])('answers %s with 422', async (_, dataset, files, message) => {
    const response = await upload(dataset, files, admin.cookie);
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(message);
  });

  it('imports an uploaded file in the background and refuses a truncated one with a clear message', async () => {
    const response = await upload(
      'ifra-transparency-list',
      [{ name: 'my-download.csv', content: transparencyCsv }],
      admin.cookie,
    );
    expect(response.status).toBe(202);
    const job = await waitForJob();
    expect(job.results[0]).toMatchObject({ dataset: 'ifra-transparency-list', status: 'failed' });
    expect(job.results[0]?.message).toMatch(/truncated|expected/i);
  });

  it('refuses a file far larger than the published one with 413 before reading it, and queues nothing', async () => {
    const cap = uploadCapBytes('ifra-transparency-list', 'transparency_list.csv');
    const huge = Buffer.concat([transparencyCsv, Buffer.alloc(cap, ' ')]);
    const response = await upload(
      'ifra-transparency-list',
      [{ name: 'transparency_list.csv', content: huge }],
      admin.cookie,
    );
    expect(response.status).toBe(413);
    expect((await readError(response)).error.message).toMatch(
      /transparency_list\.csv is .* MB; an upload of it may be at most 4 MB/,
    );
  });

  it('refuses a file with far more rows than the published one, in the job, without adding any', async () => {
    const before = await ctx.deps.database.db.select({ n: count() }).from(materials);
    const rows = Array.from({ length: 6_000 }, (_, index) => `${index + 1}-00-0,odour ${index},name ${index}`);
    const csv = ['CAS,Odors,Names', ...rows].join('\n');
    const response = await upload('pyrfume-flavornet', [{ name: 'flavornet_scraped.csv', content: csv }], admin.cookie);
    expect(response.status).toBe(202);
    const job = await waitForJob();
    expect(job.results[0]).toMatchObject({ dataset: 'pyrfume-flavornet', status: 'failed' });
    expect(job.results[0]?.message).toMatch(/more than 5,000 rows where the published file has 734/);
    expect(await ctx.deps.database.db.select({ n: count() }).from(materials)).toEqual(before);
  });

  it('accepts files over the 1 MB limit of other API routes', async () => {
    const big = Buffer.concat([transparencyCsv, Buffer.alloc(1_500_000, ' ')]);
    const response = await upload(
      'ifra-transparency-list',
      [{ name: 'transparency_list.csv', content: big }],
      admin.cookie,
    );
    expect(response.status).toBe(202);
    await waitForJob();
  });
});

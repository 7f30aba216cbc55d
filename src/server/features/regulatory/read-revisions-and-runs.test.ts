import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { importRuns } from '../../db/schema/index.ts';
import { selectDataRevisionStamp } from './load-user-context-rows.ts';
import { readRevisionsAndRuns } from './read-revisions-and-runs.ts';

/**
 * Issue 34: a page's verdicts read the data revisions and the latest import runs in one statement. It must give
 * what the two statements gave: the revision stamp of selectDataRevisionStamp, and per dataset the run an ordered
 * read of every succeeded run picks first (the latest finished, then the latest started), computed here apart.
 */
const ctx = await createTestContext();
const db = ctx.deps.database.db;

const run = (dataset: string, version: string, status: string, startedAt: string, finishedAt: string | null) => ({
  dataset,
  version,
  status,
  licence: 'test',
  source: 'test',
  startedAt: new Date(startedAt),
  finishedAt: finishedAt === null ? null : new Date(finishedAt),
});

/** The runs as the server read them before: every succeeded run in order, the first of each dataset kept. */
async function latestRunsApart() {
  const all = await db
    .select({
      dataset: importRuns.dataset,
      id: importRuns.id,
      version: importRuns.version,
      finishedAt: importRuns.finishedAt,
    })
    .from(importRuns)
    .where(eq(importRuns.status, 'succeeded'))
    .orderBy(desc(importRuns.finishedAt), desc(importRuns.startedAt));
  const latest = new Map<string, (typeof all)[number]>();
  for (const entry of all) if (!latest.has(entry.dataset)) latest.set(entry.dataset, entry);
  return [...latest.values()].sort((left, right) => left.dataset.localeCompare(right.dataset));
}

describe('the first statement of a page of verdicts', () => {
  it('reads the revision stamp and the latest run of each dataset the two statements read', async () => {
    const { userId } = await ctx.signUp();
    expect(await readRevisionsAndRuns(ctx.deps.database, userId)).toEqual({
      revisionStamp: await selectDataRevisionStamp(ctx.deps.database, userId),
      runs: await latestRunsApart(),
    });

    await db.insert(importRuns).values([
      run('ifra-51-standards', '51', 'succeeded', '2026-01-01T10:00:00Z', '2026-01-01T10:05:00.123Z'),
      run('ifra-51-standards', '51b', 'succeeded', '2026-02-01T10:00:00Z', '2026-02-01T10:04:00.456Z'),
      run('ifra-51-standards', '52', 'failed', '2026-03-01T10:00:00Z', '2026-03-01T10:01:00Z'),
      run('eu-cosmetics-annexes-echa', '2025-12', 'succeeded', '2026-01-02T10:00:00Z', '2026-01-02T10:09:00Z'),
      // Two runs ending in the same millisecond: the later start is the latest.
      run('ca-prop65-oehha', 'a', 'succeeded', '2026-01-03T10:00:00Z', '2026-01-03T11:00:00Z'),
      run('ca-prop65-oehha', 'b', 'succeeded', '2026-01-03T10:30:00Z', '2026-01-03T11:00:00Z'),
    ]);
    // A reference material is added: the reference revision moves (a trigger), and with it the stamp.
    const before = await selectDataRevisionStamp(ctx.deps.database, userId);
    await insertMaterial(db, { name: 'Reference for the revision' });

    const read = await readRevisionsAndRuns(ctx.deps.database, userId);
    expect(read.runs).toEqual(await latestRunsApart());
    expect(read.runs.map((entry) => `${entry.dataset} ${entry.version}`)).toEqual([
      'ca-prop65-oehha b',
      'eu-cosmetics-annexes-echa 2025-12',
      'ifra-51-standards 51b',
    ]);
    expect(read.revisionStamp).toBe(await selectDataRevisionStamp(ctx.deps.database, userId));
    expect(read.revisionStamp).not.toBe(before);
  });
});

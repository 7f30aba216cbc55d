import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { switchesAsStartOptions, withPlannerSwitches, type PlannerSwitches } from './with-planner-switches.ts';

const ctx = await createTestContext();
const { db, kind } = ctx.deps.database;

async function settings(from = db) {
  const result = await from.execute<{ seqscan: string; bitmapscan: string }>(
    sql`select current_setting('enable_seqscan') as seqscan, current_setting('enable_bitmapscan') as bitmapscan`,
  );
  return result.rows[0];
}

describe('withPlannerSwitches', () => {
  it.each<[PlannerSwitches, { seqscan: string; bitmapscan: string }]>([
    [
      { enable_seqscan: 'off', enable_bitmapscan: 'off' },
      { seqscan: 'off', bitmapscan: 'off' },
    ],
    [
      { enable_seqscan: 'off', enable_bitmapscan: 'on' },
      { seqscan: 'off', bitmapscan: 'on' },
    ],
  ])(`runs its statements with %o set, and no statement outside it (${kind})`, async (switches, expected) => {
    expect(await withPlannerSwitches(db, switches, (switched) => settings(switched))).toEqual(expected);
    // Several at once, as a busy server runs them: each sees its switches, the database's own statements none.
    const [inside, outside] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => withPlannerSwitches(db, switches, (switched) => settings(switched)))),
      Promise.all(Array.from({ length: 6 }, () => settings())),
    ]);
    expect(inside).toEqual(Array.from({ length: 6 }, () => expected));
    expect(outside).toEqual(Array.from({ length: 6 }, () => ({ seqscan: 'on', bitmapscan: 'on' })));
  });

  it('passes on what the statements answer, and their error', async () => {
    expect(await withPlannerSwitches(db, { enable_seqscan: 'off' }, async () => 42)).toBe(42);
    await expect(
      withPlannerSwitches(db, { enable_seqscan: 'off' }, (switched) => switched.execute(sql`select 1/0`)),
    ).rejects.toThrow(/select 1\/0/);
    expect(await settings()).toEqual({ seqscan: 'on', bitmapscan: 'on' });
  });
});

describe('switchesAsStartOptions', () => {
  it.each<[PlannerSwitches, string]>([
    [{ enable_seqscan: 'off' }, '-c enable_seqscan=off'],
    [{ enable_seqscan: 'off', enable_bitmapscan: 'on' }, '-c enable_bitmapscan=on -c enable_seqscan=off'],
    [{ enable_bitmapscan: 'on', enable_seqscan: 'off' }, '-c enable_bitmapscan=on -c enable_seqscan=off'],
  ])('%o starts a connection with "%s" (one pool for one set, whatever its order)', (switches, expected) => {
    expect(switchesAsStartOptions(switches)).toBe(expected);
  });
});

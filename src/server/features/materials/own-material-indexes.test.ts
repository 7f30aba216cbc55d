import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { materials } from '../../db/schema/index.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { createOwnMaterialIndexes, estimateOwnIndexBytes, OWN_INDEX_TTL_MS } from './own-material-indexes.ts';

/**
 * Issue 34: a house's workspace has 25,000 own materials, and re-reading them is a few hundred milliseconds of the
 * event loop. Searches asking at once share one read; past the 30 s a search is answered from the index in hand
 * while one re-read runs; after a write on this server (`forget`) the next search waits for the new read.
 */
const ctx = await createTestContext();
const db = ctx.deps.database.db;

const namesOf = (index: { materials: readonly { name: string }[] }) => index.materials.map((material) => material.name);

describe("a workspace's own-material index", () => {
  it('is read once for searches that ask at once, kept for 30 s, then re-read behind the index in hand', async () => {
    const { userId } = await ctx.signUp();
    const scope = { userId, workspaceId: await getPersonalWorkspaceId(db, userId) };
    await insertMaterial(db, { name: 'Own ambrette', userId });
    let clock = 0;
    const indexes = createOwnMaterialIndexes(db, () => clock);
    const [first, second] = await Promise.all([indexes.load(scope), indexes.load(scope)]);
    expect(second).toBe(first);
    expect(namesOf(first)).toEqual(['Own ambrette']);
    // Another server adds one: unseen within the 30 s.
    await insertMaterial(db, { name: 'Own cassis', userId });
    clock = OWN_INDEX_TTL_MS - 1;
    expect(await indexes.load(scope)).toBe(first);
    // Past the 30 s: this search is answered at once from the index in hand, and the re-read starts behind it.
    clock = OWN_INDEX_TTL_MS;
    expect(await indexes.load(scope)).toBe(first);
    let refreshed = first;
    for (let attempt = 0; attempt < 100 && refreshed === first; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      refreshed = await indexes.load(scope);
    }
    expect(namesOf(refreshed).toSorted()).toEqual(['Own ambrette', 'Own cassis']);
  });

  // What a search takes without waiting (searchMaterialsJsonNow): the index in hand, never a read of its own.
  it.each([
    ['before its first search', [], null],
    ['after its first search', ['load'], 'index'],
    ['after a write here (forget)', ['load', 'forget'], null],
    ['after a write, once searched again', ['load', 'forget', 'load'], 'index'],
  ] as const)('is in hand (loadIfKept) %s', async (_case, steps, expected) => {
    const { userId } = await ctx.signUp();
    const scope = { userId, workspaceId: await getPersonalWorkspaceId(db, userId) };
    await insertMaterial(db, { name: 'Own labdanum', userId });
    const indexes = createOwnMaterialIndexes(db, () => 0);
    let loaded: unknown = null;
    for (const step of steps)
      if (step === 'load') loaded = await indexes.load(scope);
      else indexes.forget(scope);
    const kept = indexes.loadIfKept(scope);
    if (expected === null) expect(kept).toBeNull();
    else expect(kept).toBe(loaded);
  });

  it('starts the re-read past the 30 s when a search takes the index in hand without waiting', async () => {
    const { userId } = await ctx.signUp();
    const scope = { userId, workspaceId: await getPersonalWorkspaceId(db, userId) };
    let clock = 0;
    const indexes = createOwnMaterialIndexes(db, () => clock);
    const first = await indexes.load(scope);
    await insertMaterial(db, { name: 'Own benzoin', userId });
    clock = OWN_INDEX_TTL_MS;
    expect(indexes.loadIfKept(scope)).toBe(first);
    let refreshed = first;
    for (let attempt = 0; attempt < 100 && refreshed === first; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      refreshed = indexes.loadIfKept(scope) ?? first;
    }
    expect(namesOf(refreshed)).toEqual(['Own benzoin']);
  });

  // Past the 30 s the index is kept when the own materials' fingerprint is unchanged, and read again when another
  // server (a direct write here) added, renamed, edited or deleted one (issue 34, ADR 049).
  it.each([
    { change: 'none', expected: ['Own ambrette', 'Own cassis'], reread: false },
    { change: 'insert', expected: ['Own ambrette', 'Own cassis', 'Own galbanum'], reread: true },
    { change: 'rename', expected: ['Own ambrette', 'Own cassis bud'], reread: true },
    { change: 'edit another column', expected: ['Own ambrette', 'Own cassis'], reread: true },
    { change: 'delete', expected: ['Own ambrette'], reread: true },
  ])('past the 30 s, change "$change": re-read $reread', async ({ change, expected, reread }) => {
    const { userId } = await ctx.signUp();
    const scope = { userId, workspaceId: await getPersonalWorkspaceId(db, userId) };
    await insertMaterial(db, { name: 'Own ambrette', userId });
    const cassis = await insertMaterial(db, { name: 'Own cassis', userId });
    let clock = 0;
    const indexes = createOwnMaterialIndexes(db, () => clock);
    const first = await indexes.load(scope);
    expect(indexes.reads).toBe(1);
    if (change === 'insert') await insertMaterial(db, { name: 'Own galbanum', userId });
    if (change === 'rename')
      await db.update(materials).set({ name: 'Own cassis bud' }).where(eq(materials.id, cassis.id));
    if (change === 'edit another column')
      await db.update(materials).set({ cas: '68606-81-8' }).where(eq(materials.id, cassis.id));
    if (change === 'delete') await db.delete(materials).where(eq(materials.id, cassis.id));
    clock = OWN_INDEX_TTL_MS;
    expect(await indexes.load(scope)).toBe(first);
    await indexes.settled(scope);
    const after = await indexes.load(scope);
    expect(indexes.reads).toBe(reread ? 2 : 1);
    expect(after === first).toBe(!reread);
    expect(namesOf(after).toSorted()).toEqual(expected);
    // Checked again only 30 s after that check: nothing is read before.
    clock = 2 * OWN_INDEX_TTL_MS - 1;
    await indexes.load(scope);
    await indexes.settled(scope);
    expect(indexes.reads).toBe(reread ? 2 : 1);
  });

  it('waits for a new read after a write here (forget): a member finds what they just saved', async () => {
    const { userId } = await ctx.signUp();
    const scope = { userId, workspaceId: await getPersonalWorkspaceId(db, userId) };
    const indexes = createOwnMaterialIndexes(db, () => 0);
    expect(namesOf(await indexes.load(scope))).toEqual([]);
    await insertMaterial(db, { name: 'Own vetiver', userId });
    indexes.forget(scope);
    expect(namesOf(await indexes.load(scope))).toEqual(['Own vetiver']);
  });

  it('drops the least recently searched workspace past its bytes, and reads it again at its next search (ADR 045)', async () => {
    const accounts = [await ctx.signUp(), await ctx.signUp()];
    const [first, second] = await Promise.all(
      accounts.map(async ({ userId }) => ({ userId, workspaceId: await getPersonalWorkspaceId(db, userId) })),
    );
    await insertMaterial(db, { name: 'Own orris', userId: first!.userId });
    await insertMaterial(db, { name: 'Own tonka', userId: second!.userId });
    // Room for one workspace of one material: the second's read drops the first's index.
    const indexes = createOwnMaterialIndexes(db, () => 0, estimateOwnIndexBytes(1));
    const firstIndex = await indexes.load(first!);
    expect(await indexes.load(first!)).toBe(firstIndex);
    expect(namesOf(await indexes.load(second!))).toEqual(['Own tonka']);
    // Another server adds one to the first workspace: a kept index would not show it within the 30 s; a new read does.
    await insertMaterial(db, { name: 'Own benzoin', userId: first!.userId });
    const again = await indexes.load(first!);
    expect(again).not.toBe(firstIndex);
    expect(namesOf(again).toSorted()).toEqual(['Own benzoin', 'Own orris']);
  });
});

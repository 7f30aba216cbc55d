import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formulas } from '../../db/schema/index.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { CreatedFormulaSchema } from '../../../../tests/setup/response-schemas.ts';
import { listFormulaSummaries } from './list-formula-summaries.ts';
import { SEARCH_SAMPLE_SIZE } from '../../../domain/formulas/choose-formula-search.ts';
import { planFormulaSearch } from './plan-formula-search.ts';

// The library search by the words of a workspace's formulas (ADR 044): a house of more formulas than the search's
// sample, so that a rare word is answered through formula_search_tokens and the GIN index of word ids, and a word
// every formula holds by reading the newest formulas in order; both must answer as searchFormulas' rules say.
const ctx = await createTestContext();
const { db } = ctx.deps.database;
const PageSchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.string(), name: z.string() })),
  nextOffset: z.number().nullable(),
});

const house = await createHouse(ctx, ['viewer'] as const);
const { owner } = house;
const { viewer } = house.members;
const scope = { userId: owner.userId, workspaceId: house.workspaceId };
const outsider = await ctx.signUp();

type Line = { name: string; cas?: string | null };
const toRows = (lines: Line[]) => lines.map((line) => ({ amount: 1, unit: 'g', materialId: null, cas: null, ...line }));

async function create(cookie: string, name: string, lines: Line[], tags: string[] = []) {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie,
    json: { name, tags, rows: toRows(lines) },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, CreatedFormulaSchema)).formula;
}
async function page(cookie: string, q: string, extra = '') {
  const response = await ctx.request(`/api/formulas/summaries?q=${encodeURIComponent(q)}${extra}`, { cookie });
  expect(response.status, q).toBe(200);
  return readJson(response, PageSchema);
}
// One page holds every answer of the table: the fillers and the five formulas are more than the default page.
const names = async (q: string, cookie = owner.cookie) =>
  (await page(cookie, q, '&limit=200')).items.map((item) => item.name);

// Older than the formulas below and holding none of the table's words but "ethanol" (and its letters): written as an
// import writes them, straight into the table (the trigger indexes them), so that the sample is full.
const FILLERS = SEARCH_SAMPLE_SIZE + 6;
await db.insert(formulas).values(
  Array.from({ length: FILLERS }, (_, index) => ({
    userId: owner.userId,
    workspaceId: house.workspaceId,
    name: `Filler ${index}`,
    rows: toRows([{ name: 'Ethanol', cas: '64-17-5' }]),
    createdAt: new Date(Date.UTC(2020, 0, 1, 0, index)),
  })) as (typeof formulas.$inferInsert)[],
);
// Created one after the other, newest last: the answers list them E, D, C, B, A.
const A = await create(
  owner.cookie,
  'Chypre Bleu',
  [
    { name: 'Hedione', cas: '24851-98-7' },
    { name: 'Oakmoss absolute', cas: '9000-50-4' },
  ],
  ['Été'],
);
const B = await create(owner.cookie, 'Rose Garden', [
  { name: 'Rose oxide', cas: '16409-43-1' },
  { name: 'Phenylethyl alcohol', cas: '60-12-8' },
]);
const C = await create(owner.cookie, 'Ambre 50%_x', [
  { name: 'Ambroxan', cas: '6790-58-5' },
  { name: 'Iso E Super', cas: '54464-57-2' },
]);
const D = await create(owner.cookie, 'Citrus Mix', [
  { name: 'Limonene', cas: '5989-27-5' },
  { name: 'Linalool', cas: '78-70-6' },
  { name: 'Citral', cas: '5392-40-5' },
]);
const E = await create(owner.cookie, 'Fougère Royale', [
  { name: 'Coumarin', cas: '91-64-5' },
  { name: 'Linalyl acetate', cas: '115-95-7' },
  { name: 'Lavender oil', cas: null },
]);
const elsewhere = await create(outsider.cookie, 'Chypre Ailleurs', [{ name: 'Hedione', cas: '24851-98-7' }]);

/**
 * Each word and the formulas it must find, newest first, worked out by hand from the lines above with
 * searchFormulas' rules: every word inside the folded name, a tag, a line's folded name, or a CAS number as written.
 */
const TABLE: [string, string[]][] = [
  ['hedi', ['Chypre Bleu']],
  ['HÉDI', ['Chypre Bleu']],
  ['ete', ['Chypre Bleu']], // the tag Été
  ['oakmoss abs', ['Chypre Bleu']],
  ['000-50', ['Chypre Bleu']], // inside the CAS 9000-50-4
  ['rose', ['Rose Garden']],
  ['oxide rose', ['Rose Garden']],
  ['ambro', ['Ambre 50%_x']],
  ['50%_', ['Ambre 50%_x']], // LIKE's own characters as themselves
  ['iso e', ['Ambre 50%_x']],
  ['-58-', ['Ambre 50%_x']],
  ['lin', ['Fougère Royale', 'Citrus Mix']],
  ['linal', ['Fougère Royale', 'Citrus Mix']],
  ['linalo', ['Citrus Mix']],
  ['78-70', ['Citrus Mix']],
  ['citr', ['Citrus Mix']], // the name and a line
  ['coum', ['Fougère Royale']],
  ['fougere', ['Fougère Royale']],
  ['lav oil', ['Fougère Royale']],
  ['l acetate', ['Fougère Royale']], // two words, both in Fougère Royale's lines
  ['alcohol', ['Rose Garden']],
  ['zzz', []],
  ['hedi rose', []], // no formula holds both
  ['chypre', ['Chypre Bleu']], // not the other workspace's "Chypre Ailleurs"
  ['oxan', ['Ambre 50%_x']],
  ['xide', ['Rose Garden']],
  ['e', ['Fougère Royale', 'Citrus Mix', 'Ambre 50%_x', 'Rose Garden', 'Chypre Bleu']], // and every filler
];

describe('GET /api/formulas/summaries?q= by the words of the workspace (ADR 044)', () => {
  it('answers 401 without a session and 422 for a query over 200 characters', async () => {
    expect((await ctx.request('/api/formulas/summaries?q=hedi')).status).toBe(401);
    const long = await ctx.request(`/api/formulas/summaries?q=${'a'.repeat(201)}`, { cookie: owner.cookie });
    expect(long.status).toBe(422);
  });

  it('finds a rare word through the index of words, a common one by reading in order', async () => {
    for (const word of ['hedi', 'ambro', '78-70', 'lin', 'oakmoss abs'])
      expect((await planFormulaSearch(db, scope, word, 201)).kind, word).toBe('words');
    expect(await planFormulaSearch(db, scope, 'ethanol', 201)).toEqual({ kind: 'walk' });
    expect(await planFormulaSearch(db, scope, 'zzz', 201)).toEqual({ kind: 'none' });
    expect(await planFormulaSearch(db, scope, 'hedi zzz', 201)).toEqual({ kind: 'none' });
  });

  it('answers the table of words with the formulas worked out by hand, newest first', async () => {
    for (const [word, expected] of TABLE) {
      const found = await names(word);
      expect(
        found.filter((name) => !name.startsWith('Filler')),
        word,
      ).toEqual(expected);
      expect(found.filter((name) => name.startsWith('Filler')).length, word).toBe(word === 'e' ? FILLERS : 0);
    }
  });

  it('pages a common word read in order and a rare one found by its words alike', async () => {
    const first = await page(owner.cookie, 'ethanol', '&limit=30');
    const second = await page(owner.cookie, 'ethanol', `&limit=30&offset=${first.nextOffset}`);
    const third = await page(owner.cookie, 'ethanol', `&limit=30&offset=${second.nextOffset}`);
    expect([first.nextOffset, second.nextOffset, third.nextOffset]).toEqual([30, 60, null]);
    const fillers = [...first.items, ...second.items, ...third.items].map((item) => item.name);
    expect(fillers).toEqual(Array.from({ length: FILLERS }, (_, index) => `Filler ${FILLERS - 1 - index}`));
    const lin = await page(owner.cookie, 'lin', '&limit=1');
    expect([lin.items.map((item) => item.id), lin.nextOffset]).toEqual([[E.id], 1]);
    const rest = await page(owner.cookie, 'lin', '&limit=1&offset=1');
    expect([rest.items.map((item) => item.id), rest.nextOffset]).toEqual([[D.id], null]);
  });

  it('follows renames, removed lines, edits, restores and deletions of formulas', async () => {
    const save = async (id: string, version: number, name: string, lines: Line[]) => {
      const response = await ctx.request(`/api/formulas/${id}`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { version, name, tags: [], rows: toRows(lines) },
      });
      expect(response.status).toBe(200);
    };
    const formula = await create(owner.cookie, 'Vetiver draft', [
      { name: 'Vetiveryl acetate', cas: '62563-80-8' },
      { name: 'Galaxolide', cas: '1222-05-5' },
    ]);
    expect(await names('galax')).toEqual(['Vetiver draft']);
    // A line's material renamed, a line removed, the formula renamed.
    await save(formula.id, 1, 'Vetiver final', [{ name: 'Vetiveryl acetate (Haiti)', cas: '62563-80-8' }]);
    expect(await names('galax')).toEqual([]);
    expect(await names('1222-05')).toEqual([]);
    expect(await names('haiti')).toEqual(['Vetiver final']);
    expect(await names('draft')).toEqual([]);
    // A line renamed outside the editor (as merging two materials rewrites the rows), read past the API's cache.
    const direct = async (q: string) => (await listFormulaSummaries(db, scope, { q })).items.map((item) => item.name);
    await db
      .update(formulas)
      .set({ rows: toRows([{ name: 'Vetiver Bourbon', cas: '8016-96-4' }]) as never })
      .where(eq(formulas.id, formula.id));
    expect(await direct('bourbon')).toEqual(['Vetiver final']);
    expect(await direct('haiti')).toEqual([]);
    // An amount edit keeps its words.
    await db
      .update(formulas)
      .set({ rows: sql`jsonb_set(${formulas.rows}, '{0,amount}', '7')` })
      .where(eq(formulas.id, formula.id));
    expect(await direct('bourbon')).toEqual(['Vetiver final']);
    expect(await direct('vetiver bourbon 016-96-4')).toEqual(['Vetiver final']);
    // Version 1 restored: its lines and name again.
    const restored = await ctx.request(`/api/formulas/${formula.id}/restore`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { version: 2, restoreVersion: 1 },
    });
    expect(restored.status).toBe(200);
    expect(await names('galax')).toEqual(['Vetiver draft']);
    expect(await names('bourbon')).toEqual([]);
    const deleted = await ctx.request(`/api/formulas/${formula.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(deleted.ok).toBe(true);
    expect(await names('galax')).toEqual([]);
    expect(await names('vetiver')).toEqual([]);
  });

  it('indexes formulas saved at the same moment with the same new words', async () => {
    const lines = [{ name: 'Quintessence nouvelle', cas: '99999-01-2' }, { name: 'Aldehyde zeta' }];
    const created = await Promise.all([1, 2, 3, 4].map((index) => create(owner.cookie, `Twin ${index}`, lines)));
    const found = (await page(owner.cookie, 'quintessence')).items.map((item) => item.id);
    expect(found.sort()).toEqual(created.map((formula) => formula.id).sort());
    expect((await page(owner.cookie, '99999-01')).items).toHaveLength(4);
    for (const formula of created)
      await ctx.request(`/api/formulas/${formula.id}`, { method: 'DELETE', cookie: owner.cookie });
  });

  it('keeps other workspaces and confidential formulas out, by name and by line', async () => {
    expect(await names('chypre', outsider.cookie)).toEqual(['Chypre Ailleurs']);
    expect(await names('ailleurs')).toEqual([]);
    expect((await page(viewer.cookie, 'hedi')).items.map((item) => item.id)).toEqual([A.id]);
    const restricted = await ctx.request(`/api/formulas/${C.id}/access`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { isConfidential: true, memberIds: [] },
    });
    expect(restricted.status).toBe(200);
    expect(await names('ambro', viewer.cookie)).toEqual([]);
    expect(await names('ambro')).toEqual(['Ambre 50%_x']);
    expect((await page(viewer.cookie, 'rose')).items.map((item) => item.id)).toEqual([B.id]);
    expect((await page(outsider.cookie, 'hedi')).items.map((item) => item.id)).toEqual([elsewhere.id]);
  });
});

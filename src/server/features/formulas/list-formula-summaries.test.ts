import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../../../domain/formulas/search-formulas.ts';
import { formulaSearchEntries } from '../../db/schema/index.ts';
import { z } from 'zod';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { CreatedFormulaSchema } from '../../../../tests/setup/response-schemas.ts';

const ctx = await createTestContext();
const SummarySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  lineCount: z.number(),
  ingredientCount: z.number(),
  ingredientNames: z.array(z.string()),
  tags: z.array(z.string()),
  version: z.number(),
  createdAt: z.string(),
});
const PageSchema = z.looseObject({ items: z.array(SummarySchema), nextOffset: z.number().nullable() });
const VerdictsSchema = z.looseObject({ items: z.array(z.looseObject({ formulaId: z.string() })) });

// The owner is on Premium: more formulas than the Free plan's three.
const house = await createHouse(ctx, ['viewer'] as const);
const { owner } = house;
const { viewer } = house.members;
const outsider = await ctx.signUp();

async function create(cookie: string, name: string, rows: { name: string; amount: number; cas?: string }[] = []) {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie,
    json: { name, tags: ['house'], rows: rows.map((row) => ({ unit: 'g', materialId: null, cas: null, ...row })) },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, CreatedFormulaSchema)).formula;
}
const page = async (cookie: string, query = '') => {
  const response = await ctx.request(`/api/formulas/summaries${query}`, { cookie });
  expect(response.status).toBe(200);
  return readJson(response, PageSchema);
};

// Created one after the other: the newest (Formula 5) comes first.
const made: { id: string }[] = [];
for (const index of [1, 2, 3, 4, 5]) {
  made.push(
    await create(owner.cookie, `Formula ${index}`, [
      { name: 'Hedione', amount: 40, cas: '24851-98-7' },
      { name: '', amount: 0 },
      { name: index === 3 ? 'Iso E Super' : 'Galaxolide', amount: 10 },
    ]),
  );
}
const others = await create(outsider.cookie, 'Not in this house', [{ name: 'Hedione', amount: 1 }]);

describe('GET /api/formulas/summaries (issue 34)', () => {
  it('answers 401 without a session and 422 on a bad limit or offset', async () => {
    expect((await ctx.request('/api/formulas/summaries')).status).toBe(401);
    for (const query of ['?limit=0', '?limit=1001', '?limit=abc', '?limit=2.5', '?offset=-1', '?offset=x']) {
      expect((await ctx.request(`/api/formulas/summaries${query}`, { cookie: owner.cookie })).status, query).toBe(422);
    }
    expect((await ctx.request('/api/formulas?limit=0', { cookie: owner.cookie })).status).toBe(422);
  });

  it('lists the workspace’s formulas newest first without their rows, counted by the database', async () => {
    const body = await page(viewer.cookie);
    expect(body.items.map((item) => item.name)).toEqual([5, 4, 3, 2, 1].map((index) => `Formula ${index}`));
    expect(body.nextOffset).toBeNull();
    const third = body.items.find((item) => item.name === 'Formula 3')!;
    expect(third).toMatchObject({
      id: made[2]!.id,
      lineCount: 3,
      ingredientCount: 2,
      ingredientNames: ['Hedione', 'Iso E Super'],
      tags: ['house'],
      version: 1,
    });
    expect(third).not.toHaveProperty('rows');
    expect(JSON.stringify(body)).not.toContain('24851-98-7');
  });

  it('leaves another workspace’s formulas out', async () => {
    expect((await page(owner.cookie)).items.map((item) => item.id)).not.toContain(others.id);
    expect((await page(outsider.cookie)).items.map((item) => item.id)).toEqual([others.id]);
  });

  it('pages with limit and offset: no formula repeated or skipped, nextOffset null on the last page', async () => {
    const first = await page(owner.cookie, '?limit=2');
    const second = await page(owner.cookie, `?limit=2&offset=${first.nextOffset}`);
    const third = await page(owner.cookie, `?limit=2&offset=${second.nextOffset}`);
    expect([first.nextOffset, second.nextOffset, third.nextOffset]).toEqual([2, 4, null]);
    expect([...first.items, ...second.items, ...third.items].map((item) => item.name)).toEqual(
      [5, 4, 3, 2, 1].map((index) => `Formula ${index}`),
    );
    expect((await page(owner.cookie, '?offset=50')).items).toEqual([]);
  });

  it('searches on the server by ingredient name, CAS or formula name, and pages the matches', async () => {
    expect((await page(owner.cookie, '?q=iso%20e')).items.map((item) => item.name)).toEqual(['Formula 3']);
    expect((await page(owner.cookie, '?q=24851-98-7&limit=3')).items).toHaveLength(3);
    const galaxolide = await page(owner.cookie, '?q=galaxolide&limit=2&offset=2');
    expect(galaxolide.items.map((item) => item.name)).toEqual(['Formula 2', 'Formula 1']);
    expect(galaxolide.nextOffset).toBeNull();
    expect((await page(owner.cookie, '?q=formula%203')).items.map((item) => item.name)).toEqual(['Formula 3']);
    expect((await page(owner.cookie, '?q=nothing-like-this')).items).toEqual([]);
  });

  it('searches in the database as the library does: accents and case folded, tags, dates, every word', async () => {
    const accented = await create(owner.cookie, 'Bergamote ÉPICÉE', [
      { name: 'Ylang-ylang extra (Comores)', amount: 5 },
    ]);
    try {
      const names = async (q: string) =>
        (await page(owner.cookie, `?q=${encodeURIComponent(q)}`)).items.map((item) => item.name);
      // searchFormulas' normalisation (NFD, marks removed, lower case) on both sides.
      for (const q of ['epicee', 'Épicée', 'bergamote epi', 'YLANG comores'])
        expect(await names(q), q).toEqual(['Bergamote ÉPICÉE']);
      // Every word must match somewhere: one in the name, one in a line.
      expect(await names('epicee hedione')).toEqual([]);
      expect(await names('formula hedione iso')).toEqual(['Formula 3']);
      // A tag ('house', every formula of this file).
      expect((await names('hous')).length).toBe(6);
      // A date word matches the day or month of creation or last update (UTC), as the library's search.
      const created = (await page(owner.cookie, '?q=epicee')).items[0]!.createdAt;
      expect(await names(`${created.slice(0, 10)} epicee`)).toEqual(['Bergamote ÉPICÉE']);
      expect(await names(`${created.slice(0, 7)} bergamote`)).toEqual(['Bergamote ÉPICÉE']);
      expect(await names('1999-01 bergamote')).toEqual([]);
    } finally {
      await ctx.request(`/api/formulas/${accented.id}`, { method: 'DELETE', cookie: owner.cookie });
    }
  });

  it('never matches another workspace’s formulas nor a confidential one the reader is not named on', async () => {
    const secret = await create(owner.cookie, 'Secret accord', [{ name: 'Hedione', amount: 3 }]);
    try {
      const restricted = await ctx.request(`/api/formulas/${secret.id}/access`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { isConfidential: true, memberIds: [] },
      });
      expect(restricted.status).toBe(200);
      const ids = async (cookie: string, q: string) =>
        (await page(cookie, `?q=${encodeURIComponent(q)}`)).items.map((item) => item.id);
      // The author still finds it; the viewer (not named on it) and the outsider never do, by name or by line.
      expect(await ids(owner.cookie, 'secret')).toEqual([secret.id]);
      expect(await ids(viewer.cookie, 'secret')).toEqual([]);
      expect(await ids(viewer.cookie, 'hedione')).not.toContain(secret.id);
      expect(await ids(viewer.cookie, 'hedione')).not.toContain(others.id);
      expect(await ids(viewer.cookie, 'not in this house')).toEqual([]);
      expect(await ids(outsider.cookie, 'hedione')).toEqual([others.id]);
      expect(await ids(outsider.cookie, 'secret')).toEqual([]);
    } finally {
      await ctx.request(`/api/formulas/${secret.id}`, { method: 'DELETE', cookie: owner.cookie });
    }
  });

  it('pages the full list too when asked, newest first, rows included', async () => {
    const body = await readJson(
      await ctx.request('/api/formulas?limit=2&offset=1', { cookie: owner.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ name: z.string(), rows: z.array(z.unknown()) })) }),
    );
    expect(body.items.map((item) => [item.name, item.rows.length])).toEqual([
      ['Formula 4', 3],
      ['Formula 3', 3],
    ]);
  });
});

describe('GET /api/formulas/verdicts?ids= (issue 34)', () => {
  it('checks only the formulas asked, and none the user may not open', async () => {
    const ids = (body: { items: { formulaId: string }[] }) => body.items.map((item) => item.formulaId).sort();
    const asked = [made[0]!.id, made[3]!.id, others.id];
    const body = await readJson(
      await ctx.request(`/api/formulas/verdicts?ids=${asked.join(',')}`, { cookie: viewer.cookie }),
      VerdictsSchema,
    );
    expect(ids(body)).toEqual([made[0]!.id, made[3]!.id].sort());
    // Without ids, every recent formula of the workspace, as before.
    const recent = await readJson(
      await ctx.request('/api/formulas/verdicts', { cookie: viewer.cookie }),
      VerdictsSchema,
    );
    expect(ids(recent)).toEqual(made.map((formula) => formula.id).sort());
    const none = await ctx.request('/api/formulas/verdicts?ids=', { cookie: viewer.cookie });
    expect(await readJson(none, VerdictsSchema)).toEqual({ items: [] });
    expect((await ctx.request('/api/formulas/verdicts?ids=not-a-uuid', { cookie: viewer.cookie })).status).toBe(422);
    expect((await ctx.request(`/api/formulas/verdicts?ids=${made[0]!.id}`)).status).toBe(401);
  });
});

describe('formula_search_entries: what the library reads, written by the database (issue 34, migration 0042)', () => {
  const { db } = ctx.deps.database;
  const names = async (q: string) =>
    (await page(owner.cookie, `?q=${encodeURIComponent(q)}`)).items.map((item) => item.name);

  it('follows every write of a formula: name, rows, tags, and its deletion', async () => {
    const formula = await create(owner.cookie, 'Chypre draft', [{ name: 'Oakmoss', amount: 2, cas: '9000-50-4' }]);
    try {
      expect(await names('oakmoss')).toEqual(['Chypre draft']);
      expect(await names('000-50-4')).toEqual(['Chypre draft']);
      // Saved as the editor saves (the summaries cache is dropped on every write through the API).
      const saved = await ctx.request(`/api/formulas/${formula.id}`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: {
          version: 1,
          name: 'Chypre final',
          tags: ['Été'],
          rows: [
            { name: 'Patchouli', amount: 5, unit: 'g', materialId: null, cas: '8014-09-3' },
            { name: '', amount: 1, unit: 'g', materialId: null, cas: null },
          ],
        },
      });
      expect(saved.status).toBe(200);
      expect(await names('oakmoss')).toEqual([]);
      expect(await names('000-50-4')).toEqual([]);
      expect(await names('chypre draft')).toEqual([]);
      // (8014-09 alone would be a date word: searchFormulas matches it against the dates only.)
      expect(await names('chypre patchouli 014-09-3')).toEqual(['Chypre final']);
      expect(await names('ete')).toEqual(['Chypre final']);
      const summary = (await page(owner.cookie, '?q=patchouli')).items[0]!;
      expect(summary).toMatchObject({ lineCount: 2, ingredientCount: 1, ingredientNames: ['Patchouli'] });
    } finally {
      await ctx.request(`/api/formulas/${formula.id}`, { method: 'DELETE', cookie: owner.cookie });
    }
    const left = await db
      .select({ id: formulaSearchEntries.formulaId })
      .from(formulaSearchEntries)
      .where(eq(formulaSearchEntries.formulaId, formula.id));
    expect(left).toEqual([]);
  });

  it('matches a word inside one name, tag or CAS only, and LIKE’s own characters as themselves', async () => {
    const formula = await create(owner.cookie, 'Promo 50%_off', [
      { name: 'Rose', amount: 1 },
      { name: 'Wood', amount: 1, cas: '123-45-6' },
    ]);
    try {
      // searchFormulas matches "sewo" in no name ("rose" and "wood" are two lines), nor "6wood" across a CAS.
      expect(await names('sewo')).toEqual([]);
      expect(await names('6wood')).toEqual([]);
      expect(await names('rose wood')).toEqual(['Promo 50%_off']);
      // % and _ are letters here, not LIKE's wildcards: "50%_o" matches, "50x_o" and "5%" elsewhere do not.
      expect(await names('50%_o')).toEqual(['Promo 50%_off']);
      expect(await names('%')).toEqual(['Promo 50%_off']);
      expect(await names('_')).toEqual(['Promo 50%_off']);
      expect(await names('50x_o')).toEqual([]);
      expect(await names('\\')).toEqual([]);
    } finally {
      await ctx.request(`/api/formulas/${formula.id}`, { method: 'DELETE', cookie: owner.cookie });
    }
  });

  it('folds every letter as the domain’s normaliseSearchText (Latin, Greek, Cyrillic)', async () => {
    const letters: string[] = [];
    for (const [first, last] of [
      [0x41, 0x5a],
      [0x00c0, 0x024f],
      [0x0370, 0x03ff],
      [0x0400, 0x04ff],
    ] as const) {
      for (let code = first; code <= last; code++) {
        const letter = String.fromCodePoint(code);
        const folded = normaliseSearchText(letter);
        // The letters whose normalised form is one other character; the others are compared as they are.
        if ([...folded].length === 1 && folded !== letter) letters.push(letter);
      }
    }
    expect(letters.length).toBeGreaterThan(500);
    const folded = await db.execute<{ folded: string }>(sql`select fold_search_text(${letters.join('')}) as folded`);
    expect([...folded.rows[0]!.folded]).toEqual(letters.map(normaliseSearchText));
  });
});

import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { buildRankingQueries, type RankingQuery } from '../../../../tests/fixtures/material-ranking-queries.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const SHARED_DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');
const TRANSPARENCY_LIST = path.join(SHARED_DATA, 'ifra-transparency-list/transparency_list_normalized.csv');
const hasSharedData = fs.existsSync(TRANSPARENCY_LIST);
if (!hasSharedData) console.info(`Skipping the material ranking suite: ${SHARED_DATA} is absent.`);

type SearchItem = { id: string; name: string; cas: string | null; matchKind?: string; matchedText?: string | null };

const SearchItemSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  cas: z.string().nullable(),
  matchKind: z.string().optional(),
  matchedText: z.string().nullable().optional(),
});

const ctx = await createTestContext({}, { library: hasSharedData });
const user = await ctx.signUp();

async function search(q: string, limit = 5): Promise<SearchItem[]> {
  const response = await ctx.request(`/api/materials/search?q=${encodeURIComponent(q)}&limit=${limit}`, {
    cookie: user.cookie,
  });
  expect(response.status).toBe(200);
  return (await readJson(response, z.looseObject({ items: z.array(SearchItemSchema) }))).items;
}

const isExpected = (query: RankingQuery, item: SearchItem | undefined) =>
  item !== undefined && item.cas === query.cas && (!query.name || query.name.test(item.name));

/**
 * Issue 26 item 8: at least 200 everyday queries with the material a perfumer means, against the real imported
 * library through the search endpoint. Precision at rank 1 is printed per group; the issue's own queries must all
 * be right.
 */
describe.skipIf(!hasSharedData)('material ranking suite over the full import (needs ../shared/data)', () => {
  const rows = hasSharedData
    ? Papa.parse<{ cas: string; principal_name: string; ncs_category: string }>(
        fs.readFileSync(TRANSPARENCY_LIST, 'utf8'),
        { header: true, skipEmptyLines: true },
      ).data
    : [];
  const queries = buildRankingQueries(rows);
  const results = new Map<string, SearchItem | undefined>();

  afterAll(() => {
    if (results.size === 0) return;
    const groups = new Map<string, [number, number]>();
    let hits = 0;
    for (const query of queries) {
      const good = isExpected(query, results.get(query.query));
      if (good) hits += 1;
      const counts = groups.get(query.group) ?? [0, 0];
      groups.set(query.group, [counts[0] + (good ? 1 : 0), counts[1] + 1]);
    }
    const misses = queries
      .filter((query) => !isExpected(query, results.get(query.query)))
      .map((query) => `"${query.query}" → ${results.get(query.query)?.name ?? 'nothing'}`);
    console.info(
      `Ranking suite: precision@1 ${hits}/${queries.length} = ${(hits / queries.length).toFixed(3)}; ` +
        [...groups].map(([group, [good, all]]) => `${group} ${good}/${all}`).join(', ') +
        `\nMisses: ${misses.join('; ')}`,
    );
  });

  it('has at least 200 queries', () => {
    expect(queries.length).toBeGreaterThanOrEqual(200);
  });

  it('answers every query, best first, with the material a perfumer means at rank 1 for at least 95 %', async () => {
    for (const query of queries) results.set(query.query, (await search(query.query))[0]);
    const hits = queries.filter((query) => isExpected(query, results.get(query.query))).length;
    expect(hits / queries.length).toBeGreaterThanOrEqual(0.95);
  }, 120_000);

  it.each([
    ['citronellol', '106-22-9', /^Citronellol$/],
    ['lavender oil', '8000-28-0', /^Lavender oil$/],
    ['lemon oil', '8008-56-8', /^Lemon oil, expressed$/],
    ['rosemary oil', '8000-25-7', /^Rosemary oil$/],
    ['petitgrain oil', '8014-17-3', /^Petitgrain (bigarade oil|oil, Paraguay)$/],
    ['DPG', '25265-71-8', /^Dipropylene glycol$/],
    ['HCA', '101-86-0', /cinnam/i],
    ['hexyl cinnamal', '101-86-0', /cinnam/i],
    ['neroli oil', '8016-38-4', /oil/i],
  ])('issue 26: "%s" returns first %s (%s)', async (q, cas, name) => {
    const [first] = await search(q);
    expect(first?.cas).toBe(cas);
    expect(first?.name).toMatch(name);
  });

  it('issue 26: pasting "Citronellol" and "Oakmoss absolute" gives lines named after the material each resolves to', async () => {
    const response = await ctx.request('/api/materials/match', {
      method: 'POST',
      cookie: user.cookie,
      json: { names: ['Citronellol', 'Oakmoss absolute', 'Lavender oil', 'citronelol'] },
    });
    expect(response.status).toBe(200);
    const { matches } = await readJson(
      response,
      z.looseObject({
        matches: z.array(
          z.looseObject({
            material: z.looseObject({ name: z.string(), cas: z.string().nullable() }).nullable(),
            suggestions: z.array(SearchItemSchema),
          }),
        ),
      }),
    );
    expect(matches.map((entry) => entry.material && [entry.material.name, entry.material.cas])).toEqual([
      ['Citronellol', '106-22-9'],
      ['Oakmoss absolute (low atranol & chloratranol)', '9000-50-4'],
      ['Lavender oil', '8000-28-0'],
      null,
    ]);
    // A misspelling is listed for confirmation, Citronellol among the candidates.
    expect(matches[3]?.suggestions.map((suggestion) => suggestion.cas)).toContain('106-22-9');
  });

  // "Benzoin" is the IFRA glossary's name of 119-53-9 (the ketone, no allergen) and the perfumer's word for the Styrax
  // resins, which IFRA's Annex gives benzyl benzoate, benzyl cinnamate and isoeugenol: a pasted line is listed for the
  // user to confirm, never taken as the ketone (its allergen declaration would declare the resin's allergens absent).
  // "Costus", one letter from Cistus, finds Costus root oil (IFRA_STD_124, prohibited) first. "Pulegone" is the name
  // of an AromaDB record with no CAS number (nothing to read the regulations against) and of the Standard restricting
  // d-Pulegone, 89-82-7: the line is asked, d-Pulegone offered. "Lemongrass oil" is either of IFRA Annex's two
  // naturals of 8007-02-1 (East Indian: citral as neral and geranial 71.96 %; West Indian: citral 73 %): asked.
  it('asks which benzoin, pulegone and lemongrass oil a pasted line is; finds Costus root oil first for "costus"', async () => {
    const response = await ctx.request('/api/materials/match', {
      method: 'POST',
      cookie: user.cookie,
      json: { names: ['Benzoin', 'pulegone', 'Lemongrass oil'] },
    });
    const { matches } = await readJson(
      response,
      z.looseObject({
        matches: z.array(z.looseObject({ material: z.unknown().nullable(), suggestions: z.array(SearchItemSchema) })),
      }),
    );
    expect(matches[0]?.material).toBeNull();
    const offered = matches[0]?.suggestions.map((suggestion) => suggestion.cas) ?? [];
    expect(offered).toContain('119-53-9');
    expect(offered.some((cas) => cas === '9000-05-9' || cas === '9000-72-0')).toBe(true);
    expect(matches[1]?.material).toBeNull();
    expect(matches[1]?.suggestions.map((suggestion) => suggestion.cas)).toContain('89-82-7');
    expect(matches[2]?.material).toBeNull();
    const lemongrass = matches[2]?.suggestions.map((suggestion) => suggestion.name) ?? [];
    expect(lemongrass).toEqual(expect.arrayContaining(['Lemongrass oil, East Indian', 'Lemongrass oil, West Indian']));
    const [costus] = await search('costus');
    expect(costus).toMatchObject({ cas: '8023-88-9', name: 'Costus root oil, absolute and concrete' });
  });

  it('issue 26: a material page names the records it was merged from, its natural type and its typical composition', async () => {
    const detail = async (q: string) => {
      const [first] = await search(q, 1);
      const response = await ctx.request(`/api/materials/${first!.id}`, { cookie: user.cookie });
      expect(response.status).toBe(200);
      return await readJson(
        response,
        z.looseObject({
          material: z.looseObject({
            name: z.string(),
            naturalType: z.string().nullable(),
            inciName: z.string().nullable(),
            mergedFrom: z.array(z.looseObject({ dataset: z.string(), name: z.string().nullable() })),
            typicalComposition: z.array(
              z.looseObject({
                dataset: z.string(),
                constituents: z.array(z.looseObject({ name: z.string(), minPercent: z.number().optional() })),
              }),
            ),
          }),
          abbreviations: z.array(z.looseObject({ name: z.string(), source: z.string() })),
        }),
      );
    };
    const lavender = await detail('lavender oil');
    expect(lavender.material.naturalType).toBe('essential oil');
    expect(lavender.material.mergedFrom.map((record) => record.dataset)).toEqual(
      expect.arrayContaining(['ifra-transparency-list', 'pyrfume-ifra-glossary-2019', 'ifra-51-annex-contributions']),
    );
    expect((await detail('lavender absolute')).material.naturalType).toBe('absolute');
    expect((await detail('lavender')).material.naturalType).toBe('unknown');
    const dpg = await detail('DPG');
    expect(dpg.abbreviations.map((abbreviation) => abbreviation.name)).toEqual(['DPG']);
    expect((await detail('hexyl cinnamal')).material.inciName).toBe('Hexyl Cinnamal');
    // Good Scents' contents table: citronellyl acetate also (can) contain citronellol, 4-6 %.
    const acetate = await detail('150-84-5');
    expect(acetate.material.typicalComposition[0]).toMatchObject({ dataset: 'pyrfume-goodscents' });
    expect(acetate.material.typicalComposition[0]?.constituents).toContainEqual(
      expect.objectContaining({ name: 'citronellol', minPercent: 4, maxPercent: 6 }),
    );
  });

  it('lists "Lavender oil" once, and an "oil" query never picks an absolute', async () => {
    const items = await search('lavender oil', 20);
    expect(items.filter((item) => item.name === 'Lavender oil')).toHaveLength(1);
    for (const q of ['rosemary oil', 'petitgrain oil', 'clove bud oil', 'geranium oil', 'neroli oil']) {
      const [first] = await search(q);
      expect(first?.name, q).not.toMatch(/absolute|concrete|resinoid|CO2/i);
    }
  });
});

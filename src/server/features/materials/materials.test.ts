import fs from 'node:fs';
import path from 'node:path';
import { count, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { materials } from '../../db/schema/index.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { FALSE_FRIENDS, NOTE_MATERIALS } from '../../../domain/intelligence/note-materials.ts';
import { findNoteMaterials } from '../intelligence/intelligence.public.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const SHARED_DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');
const hasSharedData = fs.existsSync(path.join(SHARED_DATA, 'pyrfume-goodscents'));
if (!hasSharedData) console.info(`Skipping the full reference-data import test: ${SHARED_DATA} is absent.`);

const ctx = await createTestContext({}, { library: hasSharedData });
const user = await ctx.signUp();

const SearchBodySchema = z.looseObject({
  items: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      cas: z.string().nullable(),
      matchedSynonym: z.string().nullable(),
      isIfraRestricted: z.boolean(),
      isEuAllergen: z.boolean(),
      odourFamily: z.string().nullable(),
    }),
  ),
});

async function search(q: string, limit = 10) {
  const response = await ctx.request(`/api/materials/search?q=${encodeURIComponent(q)}&limit=${limit}`, {
    cookie: user.cookie,
  });
  expect(response.status).toBe(200);
  return (await readJson(response, SearchBodySchema)).items;
}

describe('/api/materials guards and validation', () => {
  it.each(['/api/materials/search?q=lin', '/api/materials', '/api/materials/00000000-0000-4000-8000-000000000000'])(
    '%s needs a session (401)',
    async (url) => {
      expect((await ctx.request(url)).status).toBe(401);
    },
  );

  it.each([
    ['an empty query', '/api/materials/search?q='],
    ['a missing query', '/api/materials/search'],
    ['a limit that is not a number', '/api/materials/search?q=lin&limit=abc'],
    ['a limit over 100', '/api/materials/search?q=lin&limit=1000'],
    ['an unknown note position', '/api/materials?notePosition=middle'],
    ['an unknown sort', '/api/materials?sort=price'],
    ['an unknown scope', '/api/materials?scope=popular'],
    ['an id that is not a uuid', '/api/materials/42'],
  ])('answers %s with 422', async (_, url) => {
    const response = await ctx.request(url, { cookie: user.cookie });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('answers an unknown material with 404', async () => {
    expect(
      (await ctx.request('/api/materials/00000000-0000-4000-8000-000000000000', { cookie: user.cookie })).status,
    ).toBe(404);
  });
});

describe.skipIf(!hasSharedData)('materials library over the full import (needs ../shared/data)', () => {
  it('holds more than 25,000 reference materials once every dataset is imported', async () => {
    const [library] = await ctx.deps.database.db
      .select({ total: count() })
      .from(materials)
      .where(isNull(materials.userId));
    expect(library?.total).toBeGreaterThan(25_000);
  });

  it.each([
    ['lin', 'Linalool', 5],
    ['78-70-6', 'Linalool', 1],
    ['linalol', 'Linalool', 10],
    ['methyl dihydrojasmonate', 'Hedione', 1],
  ])('search "%s" lists %s in the first %i', async (q, name, within) => {
    const items = await search(q, 10);
    expect(items.slice(0, within).map((item) => item.name)).toContain(name);
  });

  it('names no material by a CAS number other than its own, so a CAS typed finds its material first', async () => {
    // AromaDB names 51 rows by a CAS number and has no CAS column (CID 31209: "122-40-7", 2-benzylideneheptanal):
    // such a row became a material without a CAS that a typed CAS found first, and no regulation reached it.
    const db = ctx.deps.database.db;
    const named = await db
      .select({ name: materials.name, cas: materials.cas })
      .from(materials)
      .where(
        sql`${materials.name} ~ '^[0-9]{2,7}-[0-9]{2}-[0-9]$' AND ${materials.cas} IS DISTINCT FROM ${materials.name}`,
      );
    expect(named).toEqual([]);
    const [first] = await search('122-40-7', 5);
    expect(first).toMatchObject({ name: 'Amyl cinnamic aldehyde', cas: '122-40-7', isEuAllergen: true });
  });

  // The 51st Amendment's Standards by their own names, which the library's datasets do not give these materials
  // (STD_064 Methyl octine carbonate, 111-80-8; STD_085 Acetyl hexamethyl indan (AHMI), 15323-35-0; STD_124 Costus
  // root oil, absolute and concrete, 8023-88-9 and 90106-55-1; STD_142 Fig leaf absolute, 68916-52-9 and
  // 90028-74-3): each found nothing, or another material, before the Standards named their scope.
  it.each([
    ['methyl octine carbonate', ['111-80-8']],
    ['MOC', ['111-80-8']],
    ['ahmi', ['15323-35-0']],
    ['phantolid', ['15323-35-0']],
    ['costus root oil', ['8023-88-9', '90106-55-1']],
    ['fig leaf absolute', ['68916-52-9', '90028-74-3']],
  ])('the IFRA Standard’s name "%s" finds a material in its scope first', async (q, scope) => {
    const [first] = await search(q, 5);
    expect(scope).toContain(first?.cas);
    expect(first?.isIfraRestricted).toBe(true);
  });

  it('answers "Cinnamic alcohol" for cinnamyl alcohol’s rules, whatever CAS its record gives', async () => {
    // Arctander records (E)-cinnamyl alcohol (PubChem CID 5315892) as "Cinnamic alcohol", CAS 154-54-1; Annex III
    // entry 69 (Regulation (EC) No 1223/2009) and IFRA STD_017 ("Cinnamic alcohol", 104-54-1, category 4: 1.2 %)
    // name 104-54-1. 10 g in 100 g of concentrate at 20 %: 10 / 100 × 20 = 2 % in the product, over 1.2 % and over the
    // leave-on threshold of 0.001 %. It read compliant and allergen-free.
    const [first] = await search('cinnamic alcohol', 5);
    const response = await ctx.request('/api/compliance/report', {
      method: 'POST',
      cookie: user.cookie,
      json: {
        lines: [
          { materialId: first!.id, grams: 10 },
          { cas: '64-17-5', grams: 90 },
        ],
        category: '4',
        dosage: 20,
      },
    });
    const report = await readJson(
      response,
      z.looseObject({
        verdict: z.string(),
        allergens: z.array(z.looseObject({ annexIiiReference: z.string().nullable(), declare: z.boolean() })),
      }),
    );
    expect(report.verdict).toBe('not-compliant');
    expect(report.allergens.find((allergen) => allergen.annexIiiReference === '69')?.declare).toBe(true);
  });

  it.each([
    ['iso e super', 'Iso E Super', 'IFF'],
    ['hedione', 'Hedione', 'Firmenich'],
    ['cashmeran', 'Cashmeran', 'IFF'],
    ['galaxolide', 'Galaxolide', 'IFF'],
    ['ambroxan', 'Ambroxan', 'Kao'],
  ])(
    'search "%s" lists first the material displayed as %s (owned by %s), its IUPAC name among the synonyms',
    async (q, displayName, owner) => {
      const [first] = await search(q, 5);
      expect(first?.name).toBe(displayName);
      const response = await ctx.request(`/api/materials/${first!.id}`, { cookie: user.cookie });
      const body = await readJson(
        response,
        z.looseObject({
          material: z.looseObject({ iupacName: z.string().nullable(), synonyms: z.array(z.string()) }),
          tradeNames: z.array(z.looseObject({ name: z.string(), owner: z.string().nullable() })),
        }),
      );
      expect(body.material.iupacName).toBeTruthy();
      expect(body.material.synonyms).toContain(body.material.iupacName);
      expect(body.tradeNames.find((tradeName) => tradeName.name === displayName)?.owner).toBe(owner);
    },
  );

  // Perfumers' own names for materials the datasets name chemically (trade-names.ts): the CAS is the material meant.
  it.each([
    ['aldehyde c-10', '112-31-2'],
    ['aldehyde c-18', '104-61-0'],
    ['PEA', '60-12-8'],
    ['styrallyl acetate', '93-92-5'],
    ['rose oxide', '16409-43-1'],
    ['muscone', '541-91-3'],
    ['damascenone', '23696-85-7'],
    ['exaltone', '502-72-7'],
    ['cedramber', '19870-74-7'],
    ['methyl cedryl ketone', '32388-55-9'],
    ['kephalis', '36306-87-3'],
    ['coranol', '83926-73-2'],
    ['floralozone', '67634-15-5'],
    ['rosalva', '13019-22-2'],
    ['vertenex', '32210-23-4'],
    ['verdyl acetate', '5413-60-5'],
    ['methyl nonyl acetaldehyde', '110-41-8'],
  ])('search "%s" lists first the material of CAS %s', async (q, cas) => {
    const [first] = await search(q, 3);
    expect(first?.cas).toBe(cas);
  });

  it('answers a synonym search with the display name, the synonym that matched and the badges', async () => {
    const [first] = await search('methyl dihydrojasmonate', 5);
    expect(first).toMatchObject({ name: 'Hedione', matchedSynonym: 'Methyl dihydrojasmonate' });
    // Lilial: IFRA Standard 15 (prohibition) and EU Annex II since 2022, no longer a labelling allergen.
    const [lilial] = await search('lilial', 1);
    expect(lilial).toMatchObject({ name: 'Lilial', isIfraRestricted: true, isEuAllergen: false });
    const [linalool] = await search('linalool', 1);
    expect(linalool).toMatchObject({ name: 'Linalool', isEuAllergen: true, matchedSynonym: null });
  });

  it('mends split names and keeps multi-word odour descriptors whole', async () => {
    const [hedione] = await search('hedione', 1);
    const body = await readJson(
      await ctx.request(`/api/materials/${hedione!.id}`, { cookie: user.cookie }),
      z.looseObject({ material: z.looseObject({ synonyms: z.array(z.string()) }) }),
    );
    expect(body.material.synonyms).toContain('Methyl hydrojasmonate');
    expect(body.material.synonyms.some((synonym) => /\bM ethyl\b/.test(synonym))).toBe(false);
    const db = ctx.deps.database.db;
    const [split] = await db
      .select({ n: count() })
      .from(materials)
      .where(sql`'de' = ANY(${materials.odourDescriptors}) OR 'bois' = ANY(${materials.odourDescriptors})`);
    expect(split?.n).toBe(0);
    const [whole] = await db
      .select({ n: count() })
      .from(materials)
      .where(sql`'bois de rose' = ANY(${materials.odourDescriptors})`);
    expect(whole?.n).toBeGreaterThan(5);
  });

  it('maps no perfume note to a material IFRA prohibits or EU Annex II bans, and answers the false friends rightly', async () => {
    const db = ctx.deps.database.db;
    const notes = [
      ...NOTE_MATERIALS.map(([key]) => key),
      ...FALSE_FRIENDS.map(([note]) => note),
      'Plum',
      'Musk',
      'White musk',
      'Rose',
      'Caramel',
      'Bois de rose',
    ];
    const found = await findNoteMaterials(db, notes);
    const ids = found.flatMap((item) => item.materials.map((material) => material.id));
    expect(ids.length).toBeGreaterThan(60);
    const prohibited = await db.execute<{ name: string }>(sql`
      SELECT m.name FROM materials m WHERE m.id = ANY(${`{${ids.join(',')}}`}::uuid[]) AND (
        EXISTS (SELECT 1 FROM ifra_standard_cas s JOIN ifra_standards st ON st.id = s.standard_key WHERE st.is_prohibition AND (s.cas = m.cas OR s.cas = ANY(m.other_cas)))
        OR EXISTS (SELECT 1 FROM eu_annex_entries e WHERE e.annex = 'II' AND (e.cas = m.cas OR e.cas = ANY(m.other_cas))))`);
    expect(prohibited.rows.map((row) => row.name)).toEqual([]);
    const namesFor = (note: string) =>
      found.find((item) => item.note === note)?.materials.map((material) => material.name) ?? [];
    expect(namesFor('Plum')).toEqual([]);
    expect(namesFor('Rose')).toContain('Rose oil');
    expect(namesFor('Rose')).not.toContain('Rosewood oil');
    expect(namesFor('Caramel')).not.toContain('Caramel color');
    expect(namesFor('Musk')).toContain('Galaxolide');
    expect(namesFor('Musk').filter((name) => /musk (ambrette|xylol)/i.test(name))).toEqual([]);
    expect(namesFor('Bois de rose')).toEqual(['Rosewood oil']);
    // Every rule of the table finds its material in the real library.
    for (const [key, rules] of NOTE_MATERIALS)
      expect(namesFor(key).length, key).toBeGreaterThanOrEqual(Math.min(1, rules.length));
  });

  it('drops at runtime a prohibited material even when the table names it', async () => {
    const db = ctx.deps.database.db;
    const rules = [
      { cas: '83-66-9', confidence: 'medium' as const, why: 'musk ambrette, a nitro musk (prohibited)' },
      { cas: '1222-05-5', confidence: 'medium' as const, why: 'Galaxolide' },
    ];
    const [musk] = await findNoteMaterials(db, ['Musk'], () => rules);
    expect(musk?.materials.map((material) => material.name)).toEqual(['Galaxolide']);
    const [onlyBanned] = await findNoteMaterials(db, ['Musk'], () => rules.slice(0, 1));
    expect(onlyBanned?.materials).toEqual([]);
  });

  it('search "bergamot" finds the bergamot oils', async () => {
    const names = (await search('bergamot', 10)).map((item) => item.name);
    expect(names.filter((name) => /^Bergamot oil/i.test(name)).length).toBeGreaterThanOrEqual(3);
  });

  it('shows a material with its IFRA limits per category, EU status and sources with licences', async () => {
    const [linalool] = await search('78-70-6', 1);
    const response = await ctx.request(`/api/materials/${linalool!.id}`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    const body = await readJson(
      response,
      z.looseObject({
        material: z.looseObject({ cas: z.string(), synonyms: z.array(z.string()) }),
        ifra: z.looseObject({
          standards: z.array(
            z.looseObject({ id: z.string(), limits: z.array(z.looseObject({ category: z.string() })) }),
          ),
        }),
        eu: z.looseObject({ isLabellingAllergen: z.boolean() }),
        sources: z.array(z.looseObject({ dataset: z.string(), licence: z.string() })),
      }),
    );
    expect(body.material.cas).toBe('78-70-6');
    expect(body.eu.isLabellingAllergen).toBe(true);
    expect(body.ifra.standards.length).toBeGreaterThan(0);
    expect(body.ifra.standards[0]?.limits).toHaveLength(18);
    expect(body.sources.find((source) => source.dataset === 'pyrfume-leffingwell')?.licence).toMatch(/CC BY-NC/);
  });

  it('serves the compact browser index with an ETag by data version, 304 when unchanged', async () => {
    const response = await ctx.request('/api/materials/search-index', { cookie: user.cookie });
    expect(response.status).toBe(200);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"m-/);
    const body = await readJson(
      response,
      z.looseObject({ ids: z.array(z.string()), names: z.array(z.string()), synonyms: z.array(z.string()) }),
    );
    expect(body.ids.length).toBeGreaterThan(25_000);
    const hedione = body.names.indexOf('Hedione');
    expect(body.synonyms[hedione]?.toLowerCase()).toContain('methyl dihydrojasmonate');
    const again = await ctx.request('/api/materials/search-index', {
      cookie: user.cookie,
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('opens on the materials perfumers use, sorted by the names they write (issue 26 item 7)', async () => {
    const page = async (query: string) =>
      await readJson(
        await ctx.request(`/api/materials?${query}`, { cookie: user.cookie }),
        z.looseObject({ items: z.array(z.looseObject({ id: z.string(), name: z.string() })), total: z.number() }),
      );
    const used = await page('scope=used&pageSize=500');
    const all = await page('pageSize=5');
    expect(used.total).toBeGreaterThan(3000);
    expect(used.total).toBeLessThan(all.total / 2);
    // Stereo and position prefixes do not lead the order: the first page is under A, read from its first word.
    const firstWord = (name: string) =>
      /[a-z]{3,}/.exec(name.toLowerCase().replaceAll(/(alpha|beta|gamma|delta|cis|trans|tert|sec)-/g, ''))?.[0] ?? '';
    expect(used.items.slice(0, 50).filter((item) => !firstWord(item.name).startsWith('a'))).toEqual([]);
    expect(used.items.slice(0, 50).some((item) => /^[\d(+±.-]/.test(item.name))).toBe(true);
    // A material outside the list joins the first view once it is in one of the user's formulas.
    const [outside] = await search('Nerolidyl isobutyrate', 1);
    expect(used.items.map((item) => item.id)).not.toContain(outside!.id);
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: user.cookie,
      json: { name: 'With an outsider', rows: [{ materialId: outside!.id, name: outside!.name, amount: 1 }] },
    });
    expect(created.status).toBeLessThan(300);
    const withIt = await page(`scope=used&q=${encodeURIComponent('nerolidyl isobutyrate')}`);
    expect(withIt.items.map((item) => item.id)).toContain(outside!.id);
  });

  it('lists a filtered, sorted page', async () => {
    const response = await ctx.request('/api/materials?euAllergen=true&natural=false&sort=name&pageSize=20', {
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    const body = await readJson(
      response,
      z.looseObject({
        items: z.array(z.looseObject({ isEuAllergen: z.boolean(), isNatural: z.boolean() })),
        total: z.number(),
      }),
    );
    expect(body.total).toBeGreaterThan(20);
    expect(body.items.every((item) => item.isEuAllergen && !item.isNatural)).toBe(true);
    // A real filter: far fewer materials than the library, and the opposite filter finds others.
    expect(body.total).toBeLessThan(500);
    const others = await readJson(
      await ctx.request('/api/materials?euAllergen=false&ifraRestricted=false&pageSize=5', { cookie: user.cookie }),
      z.looseObject({
        items: z.array(z.looseObject({ isEuAllergen: z.boolean(), isIfraRestricted: z.boolean() })),
        total: z.number(),
      }),
    );
    expect(others.total).toBeGreaterThan(20_000);
    expect(others.items.every((item) => !item.isEuAllergen && !item.isIfraRestricted)).toBe(true);
  });
});

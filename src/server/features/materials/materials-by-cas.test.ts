import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';

// Annex III to Regulation (EC) No 1223/2009 as amended by Regulation (EU) 2023/1545: entry 91 "Evernia prunastri
// extract" (oak moss, ECHA lists CAS 90028-68-5) and entry 92 "Evernia furfuracea extract" (treemoss, 90028-67-4) must
// be labelled over 0.001 % leave-on. The trade sells the same extracts under the CAS numbers IFRA Standards STD_067
// (Oakmoss extracts: 90028-68-5, 68917-10-2, 9000-50-4) and STD_080 (Treemoss extracts: 90028-67-4, 68648-41-9,
// 68917-40-8) list (data/ifra-51-standards/standard_cas.csv). A material under one of them is the allergen: the
// library's badge, its filter and the material's page say so, as the allergen declaration does.
const SHARED_DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');
const hasSharedData = fs.existsSync(path.join(SHARED_DATA, 'eu-cosmetics-annexes-echa'));
if (!hasSharedData) console.info(`Skipping the EU allergen CAS tests: ${SHARED_DATA} is absent.`);

const ctx = await createTestContext({}, { library: hasSharedData });
const user = await ctx.signUp();

const ItemsSchema = z.looseObject({
  items: z.array(
    z.looseObject({ id: z.string(), name: z.string(), cas: z.string().nullable(), isEuAllergen: z.boolean() }),
  ),
});
const PageSchema = z.looseObject({
  eu: z.looseObject({
    isLabellingAllergen: z.boolean(),
    labellingAllergens: z.array(z.looseObject({ annexIiiRef: z.string() })),
    annexIII: z.array(z.looseObject({ refNo: z.string() })),
  }),
});

async function get<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await ctx.request(url, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return readJson(response, schema);
}

describe.skipIf(!hasSharedData)('a material under another CAS of an EU allergen entry', () => {
  it.each([
    ['oakmoss absolute', '9000-50-4', '91'],
    ['oakmoss extract', '68917-10-2', '91'],
    ['treemoss absolute', '68648-41-9', '92'],
  ])(
    '%s (%s) is an EU allergen in the search, the filter and on its page (Annex III entry %s)',
    async (_, cas, reference) => {
      const found = (await get(`/api/materials/search?q=${cas}&limit=10`, ItemsSchema)).items.filter(
        (item) => item.cas === cas,
      );
      expect(found.length).toBeGreaterThan(0);
      for (const item of found) {
        expect(item.isEuAllergen).toBe(true);
        const page = await get(`/api/materials/${item.id}`, PageSchema);
        expect(page.eu.isLabellingAllergen).toBe(true);
        expect(page.eu.labellingAllergens.map((row) => row.annexIiiRef)).toContain(reference);
        expect(page.eu.annexIII.map((row) => row.refNo)).toContain(reference);
      }
      const filtered = await get(`/api/materials?q=${cas}&euAllergen=true&pageSize=50`, ItemsSchema);
      expect(filtered.items.filter((item) => item.cas === cas).length).toBe(found.length);
    },
  );

  it('leaves a material of no allergen entry unflagged (Hedione, 24851-98-7)', async () => {
    const [hedione] = (await get('/api/materials/search?q=24851-98-7&limit=1', ItemsSchema)).items;
    expect(hedione).toMatchObject({ cas: '24851-98-7', isEuAllergen: false });
    const page = await get(`/api/materials/${hedione!.id}`, PageSchema);
    expect(page.eu).toMatchObject({ isLabellingAllergen: false, labellingAllergens: [] });
  });
});

describe.skipIf(!hasSharedData)("the library's list searched by CAS (the search box with a filter)", () => {
  it.each([
    ['a CAS number in full', '78-70-6', (cas: string | null) => cas === '78-70-6'],
    ['the start of a CAS number', '8007-75', (cas: string | null) => cas?.startsWith('8007-75') ?? false],
  ])('finds %s (%s), alone and with a filter', async (_, q, isWanted) => {
    const alone = await get(`/api/materials?q=${q}&pageSize=50`, ItemsSchema);
    expect(alone.items.length).toBeGreaterThan(0);
    expect(alone.items.some((item) => isWanted(item.cas))).toBe(true);
    const filtered = await get(`/api/materials?q=${q}&euAllergen=true&pageSize=50`, ItemsSchema);
    expect(filtered.items.some((item) => isWanted(item.cas))).toBe(true);
    expect(filtered.items.every((item) => item.isEuAllergen)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { materials } from '../../db/schema/index.ts';

/**
 * The library's IFRA badge and filter ("Restricted" / "Not restricted"): a material a Standard reaches is never "not
 * restricted". The fixtures hold the Citral Standard (scope 5392-40-5, 141-27-5, 106-26-3) and its Annex rows: litsea
 * cubeba oil brings 69 % citral and rose oil 1.06 % geranial and 0.79 % neral under that Standard, and 17.7 %
 * geraniol under none. Dipropylene glycol is in no Standard and no Annex row.
 */
const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
const user = await ctx.signUp();
// Citral known by another CAS number first: its Standard's CAS is one of its other CAS numbers.
await ctx.deps.database.db.insert(materials).values({
  id: randomUUID(),
  mergeKey: 'name:citral mixed isomers',
  cas: null,
  otherCas: ['5392-40-5'],
  name: 'Citral mixed isomers',
  kind: 'substance',
  searchText: 'citral mixed isomers',
});

const ListBody = z.looseObject({
  items: z.array(z.looseObject({ name: z.string(), isIfraRestricted: z.boolean() })),
});
async function listed(query: string) {
  const response = await ctx.request(`/api/materials?${query}&pageSize=100`, { cookie: user.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await readJson(response, ListBody)).items;
}

describe('the IFRA badge and filter of the library', () => {
  it.each([
    ['in a Standard by its own CAS', FIXTURE_MATERIALS.citral.name, true],
    ['in a Standard by another of its CAS numbers', 'Citral mixed isomers', true],
    ['a natural the Annex lists as bringing citral', FIXTURE_MATERIALS.litsea.name, true],
    ['a natural bringing geranial and neral', FIXTURE_MATERIALS.rose.name, true],
    ['in no Standard and no Annex row', FIXTURE_MATERIALS.dpg.name, false],
  ])('%s: %s is restricted: %s', async (_, name, restricted) => {
    const items = await listed(`q=${encodeURIComponent(name)}`);
    expect(items.find((item) => item.name === name)?.isIfraRestricted).toBe(restricted);
    const filtered = await listed(`ifraRestricted=${restricted}`);
    const opposite = await listed(`ifraRestricted=${!restricted}`);
    expect(filtered.map((item) => item.name)).toContain(name);
    expect(opposite.map((item) => item.name)).not.toContain(name);
  });
});

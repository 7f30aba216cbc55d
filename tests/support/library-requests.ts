import { expect } from 'vitest';
import { z } from 'zod';
import { readJson } from '../setup/read-response.ts';
import type { TestContext } from '../setup/test-app.ts';

const SearchBodySchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.string(), name: z.string(), cas: z.string().nullable() })),
});

const MatchBodySchema = z.looseObject({
  matches: z.array(
    z.looseObject({
      name: z.string(),
      material: z.looseObject({ id: z.string(), name: z.string(), cas: z.string().nullable() }).nullable(),
    }),
  ),
});

/** The library as a signed-in perfumer asks it: the search, the editor's line matching and a one-line report. */
export function libraryRequests(ctx: TestContext, cookie: string) {
  const search = async (q: string, limit = 10) => {
    const response = await ctx.request(`/api/materials/search?q=${encodeURIComponent(q)}&limit=${limit}`, { cookie });
    expect(response.status).toBe(200);
    return (await readJson(response, SearchBodySchema)).items;
  };
  /** The material each typed line names for certain, or none, as the editor resolves a line (POST /api/materials/match). */
  const match = async (names: readonly string[]) => {
    const response = await ctx.request('/api/materials/match', { method: 'POST', cookie, json: { names } });
    expect(response.status).toBe(200);
    return (await readJson(response, MatchBodySchema)).matches;
  };
  /** A line of `grams` of the material in 100 g of concentrate (ethanol the rest) at 20 % in category 4. */
  const postReport = (materialId: string, grams: number) =>
    ctx.request('/api/compliance/report', {
      method: 'POST',
      cookie,
      json: {
        lines: [
          { materialId, grams },
          { cas: '64-17-5', grams: 100 - grams },
        ],
        category: '4',
        dosage: 20,
      },
    });
  return { search, match, postReport };
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonWithStatus } from '../../../tests/setup/read-response.ts';
import { CreatedFormulaSchema } from '../../../tests/setup/response-schemas.ts';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { HEAVY_REQUEST_LIMITS } from './admission-gate.ts';

/**
 * Issue 34: while the heavy requests' places are all taken, the formula list and the searches are answered at once;
 * a heavy request waits for a place and is then answered as it always was (same status, same body); 401 and 404 keep
 * theirs.
 */
const ctx = await createTestContext();
const SummariesSchema = z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) });

/** Takes every place of the formulas lane until the returned function is called. */
function fillFormulasLane(): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  for (let place = 0; place < HEAVY_REQUEST_LIMITS.formulas; place += 1)
    void ctx.deps.heavyRequests.formulas.run(() => held);
  return release;
}

describe('heavy requests wait their turn, the list and searches do not', () => {
  it('answers the list and the material search while the lane is full, and the formula once a place is free', async () => {
    const owner = await ctx.signUp();
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: owner.cookie,
      json: { name: 'Gate', rows: [] },
    });
    const id = (await readJsonWithStatus(created, 201, CreatedFormulaSchema)).formula.id;
    const release = fillFormulasLane();
    try {
      let opened = false;
      const opening = ctx.request(`/api/formulas/${id}`, { cookie: owner.cookie }).then((response) => {
        opened = true;
        return response;
      });
      const list = await ctx.request('/api/formulas/summaries', { cookie: owner.cookie });
      expect((await readJsonWithStatus(list, 200, SummariesSchema)).items.map((item) => item.id)).toContain(id);
      const search = await ctx.request('/api/materials/search?q=lin&limit=8', { cookie: owner.cookie });
      expect(search.status).toBe(200);
      expect(opened).toBe(false);
      expect(ctx.deps.heavyRequests.formulas.waiting).toBe(1);
      release();
      const response = await opening;
      expect(response.status).toBe(200);
      expect((await readJsonWithStatus(response, 200, CreatedFormulaSchema)).formula.id).toBe(id);
    } finally {
      release();
    }
    expect(ctx.deps.heavyRequests.formulas.running).toBe(0);
  });

  it("keeps 401 without a session and 404 for another user's formula", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: owner.cookie,
      json: { name: 'Gate', rows: [] },
    });
    const id = (await readJsonWithStatus(created, 201, CreatedFormulaSchema)).formula.id;
    expect((await ctx.request(`/api/formulas/${id}`)).status).toBe(401);
    expect((await ctx.request(`/api/formulas/${id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/formulas/verdicts?ids=${id}`)).status).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiUsage, intelligenceBriefings } from '../../db/schema/index.ts';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const { fake, ctx, db, aiUser } = await createAiTestContext();

describe('POST /api/ai/briefing-narrative', () => {
  it('is a 404 with how to get one while no briefing was computed, and calls no model', async () => {
    const user = await aiUser();
    const response = await ctx.request('/api/ai/briefing-narrative', { method: 'POST', cookie: user.cookie });
    expect(response.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps only paragraphs whose every number comes from the facts they cite, each linked to its sources', async () => {
    const source = { label: 'parfumo catalogue, note trend', url: '/material-intelligence?note=iris' };
    await db.insert(intelligenceBriefings).values({
      briefingType: 'market',
      briefingData: {
        points: [
          {
            text: 'Iris rises: 4.2 % of launches with notes in 2023-2025, from 3.1 % in the three years before.',
            source,
          },
        ],
        articles: [],
        sources: [source],
      },
      analysisSummary: '1 trend point',
    });
    const user = await aiUser();
    fake.script({
      json: {
        paragraphs: [
          { text: 'Iris keeps climbing: 4.2 % of launches, up from 3.1 %.', facts: [1] },
          { text: 'Iris will reach 6 % next year.', facts: [1] },
        ],
      },
    });
    const response = await ctx.request('/api/ai/briefing-narrative', { method: 'POST', cookie: user.cookie });
    expect(response.status).toBe(200);
    const body = await readJson(
      response,
      z.looseObject({
        paragraphs: z.array(z.looseObject({ text: z.string(), sources: z.array(z.unknown()) })),
        dropped: z.number(),
        provenance: z.looseObject({ label: z.string() }),
      }),
    );
    expect(body.paragraphs).toEqual([
      { text: 'Iris keeps climbing: 4.2 % of launches, up from 3.1 %.', sources: [source] },
    ]);
    expect(body.dropped).toBe(1);
    expect(body.provenance.label).toBe('AI-generated');
    expect(JSON.stringify(fake.requests[0]!.messages)).toContain('1. Iris rises: 4.2 %');
    expect(await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId))).toEqual([
      expect.objectContaining({ feature: 'briefing' }),
    ]);
  });
});

import { createEmptyRow, type FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiUsage, formulas } from '../../db/schema/index.ts';
import { FIXTURE_MATERIALS } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const { fake, ctx, db, aiUser } = await createAiTestContext();

type ChatEvent = {
  type: string;
  id?: string;
  name?: string;
  delta?: string;
  message?: string;
  proposal?: {
    id: string;
    diff: { rowId: string; before: { amount: number }; after: { amount: number } }[];
    verdictBefore: { isCompliant: boolean };
    verdictAfter: { isCompliant: boolean; limitsMet: boolean };
  };
  citations?: { kind: string; key?: string }[];
};

async function chat(cookie: string, json: unknown): Promise<ChatEvent[]> {
  const response = await ctx.request('/api/ai/chat', { method: 'POST', cookie, json });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  return (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ChatEvent);
}

/** Citral at 10% of the concentrate, dosed at 20% in category 4: 2% in the product against the fixture's 0.6%. */
async function failingFormula(userId: string) {
  const row = (id: string, material: { id: string; name: string; cas: string }, amount: number): FormulaRow => ({
    ...createEmptyRow(id),
    materialId: material.id,
    name: material.name,
    cas: material.cas,
    amount,
  });
  const [formula] = await db
    .insert(formulas)
    .values({
      userId,
      workspaceId: await getPersonalWorkspaceId(db, userId),
      name: 'Lemon cologne',
      rows: [row('r1', FIXTURE_MATERIALS.citral, 10), row('r2', FIXTURE_MATERIALS.dpg, 90)],
      product: {
        ifraCategory: '4',
        dosagePercent: 20,
        basis: 'w/w',
        application: 'leave-on',
        concentrateDensity: 0.95,
        baseDensity: 0.79,
      },
    })
    .returning();
  return formula!;
}

describe('the assistant', () => {
  it('streams an answer grounded by tools, offers a compliant rebalance re-checked by the engine, cites the Standard, and keeps the conversation', async () => {
    const user = await aiUser();
    const formula = await failingFormula(user.userId);
    const events = await chat(user.cookie, { message: 'Make this formula compliant', formulaId: formula.id });
    expect(events[0]).toMatchObject({ type: 'conversation' });
    expect(events.filter((event) => event.type === 'tool').map((event) => event.name)).toEqual([
      'runComplianceReport',
      'proposeFormulaChange',
    ]);
    const proposal = events.find((event) => event.type === 'proposal')!.proposal!;
    expect(proposal.verdictBefore.isCompliant).toBe(false);
    expect(proposal.verdictAfter.isCompliant).toBe(true);
    expect(proposal.verdictAfter.limitsMet).toBe(true);
    expect(proposal.diff).toEqual([
      expect.objectContaining({ rowId: 'r1', before: expect.objectContaining({ amount: 10 }) }),
    ]);
    expect(proposal.diff[0]!.after.amount).toBeLessThan(10);
    expect(
      events
        .filter((event) => event.type === 'text')
        .map((event) => event.delta)
        .join(''),
    ).toMatch(/re-checked/);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    expect(done.citations).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'standard', key: 'IFRA_STD_901' })]),
    );
    // Three model calls (report, proposal, answer), all streamed, the tools offered.
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests.every((request) => request.stream === true)).toBe(true);
    expect(fake.requests[0]!.tools?.map((entry) => entry.function.name).sort()).toEqual([
      'proposeFormulaChange',
      'readFormula',
      'readMaterial',
      'runComplianceReport',
      'searchMaterials',
    ]);
    expect(await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId))).toEqual([
      expect.objectContaining({ feature: 'assistant', tokensIn: 360, tokensOut: 120 }),
    ]);

    // Another user can neither apply the proposal nor read the conversation.
    const other = await aiUser();
    expect(
      (await ctx.request(`/api/ai/proposals/${proposal.id}/apply`, { method: 'POST', cookie: other.cookie })).status,
    ).toBe(404);
    expect((await ctx.request(`/api/ai/conversations/${events[0]!.id}`, { cookie: other.cookie })).status).toBe(404);

    const applied = await ctx.request(`/api/ai/proposals/${proposal.id}/apply`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(applied.status).toBe(200);
    const body = await readJson(
      applied,
      z.looseObject({
        formula: z.looseObject({
          version: z.number(),
          rows: z.array(z.looseObject({ id: z.string(), amount: z.number() })),
        }),
        proposal: z.looseObject({ status: z.string() }),
      }),
    );
    expect(body.proposal.status).toBe('applied');
    expect(body.formula.version).toBe(2);
    expect(body.formula.rows.find((row) => row.id === 'r1')!.amount).toBe(proposal.diff[0]!.after.amount);
    expect(
      (await ctx.request(`/api/ai/proposals/${proposal.id}/apply`, { method: 'POST', cookie: user.cookie })).status,
    ).toBe(409);

    const conversation = await readJson(
      await ctx.request(`/api/ai/conversations/${events[0]!.id}`, { cookie: user.cookie }),
      z.looseObject({ messages: z.array(z.looseObject({ role: z.string(), citations: z.array(z.unknown()) })) }),
    );
    expect(conversation.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(conversation.messages[1]!.citations.length).toBeGreaterThan(0);
    const list = await readJson(
      await ctx.request('/api/ai/conversations', { cookie: user.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) }),
    );
    expect(list.items.map((item) => item.id)).toEqual([events[0]!.id]);
  });

  it('does not offer a change the compliance engine still finds failing, and tells the model so', async () => {
    const user = await aiUser();
    const formula = await failingFormula(user.userId);
    fake.script(
      {
        toolCalls: [
          {
            name: 'proposeFormulaChange',
            arguments: { formulaId: formula.id, rationale: 'a bit less', changes: [{ rowId: 'r1', newAmount: 9 }] },
          },
        ],
      },
      { text: 'That change is not enough; I do not know a compliant one yet.' },
    );
    const events = await chat(user.cookie, { message: 'Lower the citral a little', formulaId: formula.id });
    expect(events.some((event) => event.type === 'proposal')).toBe(false);
    const toolResult = fake.requests[1]!.messages.at(-1)!;
    expect(JSON.stringify(toolResult.content)).toMatch(/still finds the changed formula over its limits/);
  });

  it("refuses another user's formula and conversation (404) before calling the model", async () => {
    const owner = await aiUser();
    const formula = await failingFormula(owner.userId);
    const user = await aiUser();
    expect(
      (
        await ctx.request('/api/ai/chat', {
          method: 'POST',
          cookie: user.cookie,
          json: { message: 'Check it', formulaId: formula.id },
        })
      ).status,
    ).toBe(404);
    const events = await chat(owner.cookie, { message: 'Hello' });
    expect(
      (
        await ctx.request('/api/ai/chat', {
          method: 'POST',
          cookie: user.cookie,
          json: { message: 'Go on', conversationId: events[0]!.id },
        })
      ).status,
    ).toBe(404);
    expect(fake.requests).toHaveLength(1);
  });

  it('says it does not know when it has nothing to go on', async () => {
    const user = await aiUser();
    const events = await chat(user.cookie, { message: 'What will the price of orris butter be next year?' });
    expect(
      events
        .filter((event) => event.type === 'text')
        .map((event) => event.delta)
        .join(''),
    ).toMatch(/I do not know/);
  });

  it('rejects an empty message with 422', async () => {
    const user = await aiUser();
    expect(
      (await ctx.request('/api/ai/chat', { method: 'POST', cookie: user.cookie, json: { message: '  ' } })).status,
    ).toBe(422);
  });

  it('a provider failure mid-stream ends the stream with a readable error, not a 500', async () => {
    const user = await aiUser();
    fake.script({ status: 500 }, { status: 500 });
    const events = await chat(user.cookie, { message: 'Hello' });
    expect(events.find((event) => event.type === 'error')?.message).toMatch(/provider/i);
    expect(events.at(-1)!.type).toBe('done');
  });
});

import { describe, expect, it } from 'vitest';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { aiUsage } from '../../db/schema/index.ts';
import { monthToDateCost } from './ai-access.ts';
import { findInstanceCostLimit } from './plan-cost-limits.ts';

// Issue 30: AI usage carries the workspace it was spent in; the plan's limit on the instance's keys counts the
// workspace's calls and reads the workspace's plan, while the user's own limit counts their calls everywhere.
const ctx = await createTestContext();
const { db } = ctx.deps.database;
// The owner is on Premium; the members' own accounts are on Free.
const house = await createHouse(ctx, ['regulatory', 'viewer'] as const, 'Maison IA');
const { regulatory, viewer } = house.members;

describe("the AI budget counts the workspace's calls on the workspace's plan", () => {
  it("sums every member's calls in the workspace, and the user's own in every workspace", async () => {
    const me = await readJson(
      await ctx.request('/api/workspaces', { cookie: viewer.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string(), isPersonal: z.boolean() })) }),
    );
    const personal = me.items.find((item) => item.isPersonal)!;
    const call = { feature: 'assistant', provider: 'openai', model: 'gpt-test', priced: true, settled: true };
    await db.insert(aiUsage).values([
      { ...call, userId: regulatory.userId, workspaceId: house.workspaceId, cost: 0.5, source: 'instance' },
      { ...call, userId: viewer.userId, workspaceId: house.workspaceId, cost: 0.25, source: 'instance' },
      { ...call, userId: viewer.userId, workspaceId: house.workspaceId, cost: 2, source: 'user' },
      { ...call, userId: viewer.userId, workspaceId: personal.id, cost: 1, source: 'instance' },
    ]);
    const spent = await monthToDateCost(db, { userId: viewer.userId, workspaceId: house.workspaceId }, new Date());
    // The viewer's own: 0.25 + 2 + 1 in both workspaces; the house's: 0.5 + 0.25 + 2; on the instance's keys there
    // 0.5 + 0.25 (the viewer's personal call counts in the personal workspace only).
    expect(spent).toMatchObject({ cost: 3.25, calls: 3, workspaceCost: 2.75, workspaceCalls: 3, instanceCost: 0.75 });
    // The plan whose limit applies is the house's (Premium: its owner's), not the viewer's own (Free).
    const limit = await findInstanceCostLimit(db, [], house.workspaceId, 7, new Date());
    expect(limit.planLabel).toBe('Premium');
    expect((await findInstanceCostLimit(db, [], personal.id, 7, new Date())).planLabel).toBe('Free');
  });
});

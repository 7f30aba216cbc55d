import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { formulas, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const { db } = ctx.deps.database;

describe('personal workspace at sign-up', () => {
  it('makes one personal workspace per new account, with the account as owner, and files its formulas there', async () => {
    const ana = await ctx.signUp(`ana-${crypto.randomUUID()}@sillage.test`);
    const owned = await db
      .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
      .from(workspaces)
      .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id))
      .where(and(eq(workspaces.createdBy, ana.userId), eq(workspaces.isPersonal, true)));
    expect(owned).toEqual([{ id: expect.any(String), name: ana.email.split('@')[0], role: 'owner' }]);
    const created = await ctx.request('/api/formulas', { method: 'POST', cookie: ana.cookie, json: { name: 'Eau' } });
    expect(created.status).toBe(201);
    const { formula } = await readJson(created, z.looseObject({ formula: z.looseObject({ id: z.string() }) }));
    const [row] = await db.select().from(formulas).where(eq(formulas.id, formula.id));
    expect(row?.workspaceId).toBe(owned[0]!.id);
  });
});

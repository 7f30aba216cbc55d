import { eq } from 'drizzle-orm';
import { describePlanCostLimits, planCostLimit } from '../../../domain/ai/ai-plan-limits.ts';
import type { PlanCostLimitInput } from '../../../domain/ai/ai.schemas.ts';
import { PLANS } from '../../../domain/subscriptions/plans.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { aiPlanCostLimits } from '../../db/schema/index.ts';
import { recordAdminAction } from '../accounts/accounts.public.ts';
import { findWorkspaceTier } from '../workspaces/workspaces.public.ts';

type Actor = { id: string; email: string };

/** The administrator's limits by plan (plans without one are absent). */
async function readPlanCostLimits(db: Db): Promise<Map<Tier, number>> {
  const rows = await db.select().from(aiPlanCostLimits);
  return new Map(rows.map((row) => [row.tier as Tier, row.limitPerMonth]));
}

/** GET /api/admin/ai/plan-limits: each AI plan's limit on the instance's keys, and the default the others have. */
export async function listPlanCostLimits(db: Db, defaultLimit: number) {
  return { defaultLimit, items: describePlanCostLimits(await readPlanCostLimits(db), defaultLimit) };
}

/** Sets (or, with null, clears back to the default) one plan's limit; audited as `ai.plan-limit`. */
export async function savePlanCostLimit(db: Db, actor: Actor, input: PlanCostLimitInput, defaultLimit: number) {
  const tier = input.tier as 'basic' | 'premium' | 'enterprise';
  if (input.limitPerMonth === null) await db.delete(aiPlanCostLimits).where(eq(aiPlanCostLimits.tier, tier));
  else
    await db
      .insert(aiPlanCostLimits)
      .values({ tier, limitPerMonth: input.limitPerMonth, updatedBy: actor.id, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: aiPlanCostLimits.tier,
        set: { limitPerMonth: input.limitPerMonth, updatedBy: actor.id, updatedAt: new Date() },
      });
  await recordAdminAction(db, {
    actor,
    target: null,
    action: 'ai.plan-limit',
    detail: { tier, limitPerMonth: input.limitPerMonth },
  });
  return listPlanCostLimits(db, defaultLimit);
}

/**
 * The limit on the instance's own keys in one workspace: its plan's (the administrator's figure for it, else the
 * instance default), with the plan's name for the refusal (issue 30: the workspace's plan, its best owner's).
 */
export async function findInstanceCostLimit(
  db: Db,
  adminEmails: readonly string[],
  workspaceId: string,
  defaultLimit: number,
  now: Date,
): Promise<{ limit: number; planLabel: string | null }> {
  const tier = await findWorkspaceTier(db, adminEmails, workspaceId, now);
  return { limit: planCostLimit(tier, await readPlanCostLimits(db), defaultLimit), planLabel: PLANS[tier].label };
}

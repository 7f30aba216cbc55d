import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { and, count, eq } from 'drizzle-orm';
import {
  describeSeatRefusal,
  hasFeature,
  type Feature,
  hasFreeSeat,
  PLAN_ORDER,
  PLANS,
  UPGRADE_PATH,
  type Plan,
} from '../../../domain/subscriptions/plans.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { users, workspaceMembers } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { recordRequiredFeature } from '../../lib/route-features.ts';
import { featureRefusal, findUserTier } from '../subscriptions/subscriptions.public.ts';
import { getRequestWorkspace } from './active-workspace.ts';

/**
 * A workspace's plan (issue 30: plans count per workspace): the best plan among its owners, since an owner pays for
 * the house. A workspace without an owner (cannot happen: the last owner stays) is on Free.
 */
export async function findWorkspaceTier(
  db: Db,
  adminEmails: readonly string[],
  workspaceId: string,
  now: Date,
): Promise<Tier> {
  const owners = await db
    .select({ id: users.id, email: users.email, role: users.role, emailVerified: users.emailVerified })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  let best: Tier = 'free';
  for (const owner of owners) {
    const tier = await findUserTier(db, adminEmails, owner, now);
    if (PLAN_ORDER.indexOf(tier) > PLAN_ORDER.indexOf(best)) best = tier;
  }
  return best;
}

/** The workspace's plan itself. */
export async function findWorkspacePlan(
  db: Db,
  adminEmails: readonly string[],
  workspaceId: string,
  now: Date,
): Promise<Plan> {
  return PLANS[await findWorkspaceTier(db, adminEmails, workspaceId, now)];
}

/**
 * 403 unless the workspace has a free seat on its plan (members count, pending invitations do not: the seat is taken
 * when the invitation is accepted, and checked again then), with the plan named and where to upgrade.
 */
export async function assertFreeSeat(db: Db, adminEmails: readonly string[], workspaceId: string, now: Date) {
  const [counted] = await db
    .select({ members: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  const tier = await findWorkspaceTier(db, adminEmails, workspaceId, now);
  if (!hasFreeSeat(tier, counted?.members ?? 0))
    throw new AppError('FORBIDDEN', describeSeatRefusal(tier), {
      tier,
      seats: PLANS[tier].seats,
      upgradeUrl: UPGRADE_PATH,
    });
}

const WORKSPACE_TIER_KEY = 'sillage.workspace-tier';

/**
 * The plan of the request's active workspace (issue 30: the plan belongs to the workspace; a personal workspace's is
 * its user's), looked up once per request. An instance administrator works on Enterprise, as `findRequestTier` says.
 */
export async function findRequestWorkspaceTier(c: Context<AppEnv>): Promise<Tier> {
  const remembered = (c.get as (key: string) => unknown)(WORKSPACE_TIER_KEY) as Tier | undefined;
  if (remembered) return remembered;
  const tier = c.get('isAdmin')
    ? 'enterprise'
    : await findWorkspaceTier(
        c.get('db'),
        c.get('deps').env.adminEmails,
        (await getRequestWorkspace(c)).id,
        new Date(),
      );
  (c.set as (key: string, value: unknown) => void)(WORKSPACE_TIER_KEY, tier);
  return tier;
}

/** Route middleware: the active workspace's plan must include `feature` (403 with the plan's sentence otherwise). */
export function requireWorkspaceFeature(feature: Feature) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const tier = await findRequestWorkspaceTier(c);
    if (!hasFeature(tier, feature)) throw featureRefusal(tier, feature);
    await next();
  });
  recordRequiredFeature(middleware, feature);
  return middleware;
}

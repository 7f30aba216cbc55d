import { eq } from 'drizzle-orm';
import { parseRoles } from '../../../domain/accounts/roles.ts';
import { daysRemaining, resolveTier, type Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { SessionUser } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { profiles, subscribers } from '../../db/schema/index.ts';

export type AccountSummary = {
  user: { id: string; email: string; name: string; role: string; roles: string[] };
  tier: Tier;
  daysRemaining: number | null;
  isAdmin: boolean;
  isBetaTester: boolean;
};

/** Who the session's user is, their role, subscription tier and beta flag. */
export async function getAccountSummary(
  db: Db,
  user: SessionUser,
  isAdmin: boolean,
  now: Date,
): Promise<AccountSummary> {
  const [subscriber] = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.email, user.email.toLowerCase()))
    .limit(1);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1);
  const tier = resolveTier({ email: user.email, isAdmin, subscriber: subscriber ?? null, now });
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role ?? 'user', roles: parseRoles(user.role) },
    tier,
    daysRemaining: tier === 'free' || isAdmin ? null : daysRemaining(subscriber?.subscriptionEnd ?? null, now),
    isAdmin,
    isBetaTester: profile?.isBetaTester ?? false,
  };
}

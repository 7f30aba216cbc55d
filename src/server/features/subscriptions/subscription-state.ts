import { eq } from 'drizzle-orm';
import { isAdmin } from '../../../domain/accounts/roles.ts';
import { resolveTier, type Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { subscribers, users } from '../../db/schema/index.ts';
import type { UserEvents } from '../../lib/user-events.ts';

export type SubscriptionState = { subscribed: boolean; tier: Tier; subscriptionEnd: string | null };

type UserIdentity = { id: string; email: string; role?: string | null; emailVerified: boolean };

/** The subscribers row of an e-mail (stored lower-case), or null. */
export async function findSubscriber(db: Db, email: string) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

/**
 * The check-subscription answer (spec section 7) for an e-mail: an administrator is enterprise; otherwise the
 * subscribers row decides, and a subscription past its end is free again (from that instant, without any job).
 */
export async function checkSubscription(
  db: Db,
  adminEmails: readonly string[],
  email: string,
  now: Date,
): Promise<SubscriptionState> {
  const normalised = email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, normalised)).limit(1);
  const subscriber = await findSubscriber(db, normalised);
  const admin = user ? isAdmin(user, adminEmails) : false;
  const tier = resolveTier({ email: normalised, isAdmin: admin, subscriber, now });
  return {
    subscribed: tier !== 'free',
    tier,
    subscriptionEnd: tier === 'free' || admin ? null : (subscriber?.subscriptionEnd?.toISOString() ?? null),
  };
}

/** The tier a signed-in user has now. */
export async function findUserTier(
  db: Db,
  adminEmails: readonly string[],
  user: UserIdentity,
  now: Date,
): Promise<Tier> {
  if (isAdmin(user, adminEmails)) return 'enterprise';
  const subscriber = await findSubscriber(db, user.email);
  return resolveTier({ email: user.email, isAdmin: false, subscriber, now });
}

export type SubscriptionChange = {
  email: string;
  userId: string | null;
  tier: Tier;
  subscriptionEnd: Date | null;
  source: 'admin' | 'stripe' | 'signup';
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
};

/**
 * Writes a subscribers row (billing or an administrator) and tells the user's open tabs (events stream) at once.
 * Free is written as not subscribed, so the row keeps the Stripe customer for the portal.
 */
export async function setSubscription(db: Db, events: UserEvents, change: SubscriptionChange): Promise<void> {
  const email = change.email.trim().toLowerCase();
  let userId = change.userId;
  if (!userId) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    userId = user?.id ?? null;
  }
  const values = {
    email,
    userId,
    subscribed: change.tier !== 'free',
    subscriptionTier: change.tier,
    subscriptionEnd: change.subscriptionEnd,
    source: change.source,
    updatedAt: new Date(),
    ...(change.stripeCustomerId === undefined ? {} : { stripeCustomerId: change.stripeCustomerId }),
    ...(change.stripeSubscriptionId === undefined ? {} : { stripeSubscriptionId: change.stripeSubscriptionId }),
  };
  const { email: _key, ...update } = values;
  await db.insert(subscribers).values(values).onConflictDoUpdate({ target: subscribers.email, set: update });
  if (userId) {
    await events.publish(userId, {
      type: 'subscription',
      tier: change.tier,
      subscriptionEnd: change.subscriptionEnd?.toISOString() ?? null,
    });
  }
}

import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { BillingInterval, PurchasableTier } from '../../../domain/subscriptions/subscriptions.schemas.ts';
import type { Db } from '../../db/client.ts';
import { billingEvents, users } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { createBoundedFetch } from '../../lib/fetch-public.ts';
import type { Logger } from '../../lib/logger.ts';
import type { UserEvents } from '../../lib/user-events.ts';
import { findSubscriber, setSubscription } from './subscription-state.ts';
import { loadLazily } from '../../lib/load-lazily.ts';

/** Stripe's SDK, loaded when billing is configured (ADR 036). */
const stripeSdk = loadLazily<typeof Stripe>('stripe');

type Prices = Record<PurchasableTier, Record<BillingInterval, string | undefined>>;

/** Online payment through Stripe: present only when both keys are configured. */
export type Billing = { stripe: Stripe; webhookSecret: string; prices: Prices };

export function createBilling(env: Env): Billing | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const StripeClient = stripeSdk();
  const stripe = new StripeClient(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    // Every answer bounded like every other outgoing call (Stripe's are a few kB).
    httpClient: StripeClient.createFetchHttpClient(
      createBoundedFetch({ addresses: 'any', maxBytes: 1024 * 1024, timeoutMs: 20_000 }),
    ),
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return {
    stripe,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: {
      basic: { monthly: env.STRIPE_PRICE_BASIC_MONTHLY, yearly: env.STRIPE_PRICE_BASIC_YEARLY },
      premium: { monthly: env.STRIPE_PRICE_PREMIUM_MONTHLY, yearly: env.STRIPE_PRICE_PREMIUM_YEARLY },
    },
  };
}

/** What /pricing may offer: online payment or not, and which tier × interval has a price. */
export function describeBillingOffers(billing: Billing | null) {
  return {
    onlinePayment: billing !== null,
    offers: {
      basic: { monthly: Boolean(billing?.prices.basic.monthly), yearly: Boolean(billing?.prices.basic.yearly) },
      premium: { monthly: Boolean(billing?.prices.premium.monthly), yearly: Boolean(billing?.prices.premium.yearly) },
    },
  };
}

export function requireBilling(billing: Billing | null): Billing {
  if (!billing)
    throw new AppError('NOT_FOUND', 'Online payment is not set up on this instance: an administrator grants plans.');
  return billing;
}

/** A Checkout session for `tier` billed every `interval`; the webhook raises the plan once Stripe confirms payment. */
export async function createCheckout(
  billing: Billing,
  db: Db,
  input: {
    user: { id: string; email: string };
    isAdmin: boolean;
    tier: PurchasableTier;
    interval: BillingInterval;
    publicUrl: string;
  },
) {
  if (input.isAdmin)
    throw new AppError('CONFLICT', 'An administrator already has every Enterprise feature: there is nothing to buy.');
  const price = billing.prices[input.tier][input.interval];
  if (!price)
    throw new AppError(
      'VALIDATION_FAILED',
      `The ${input.tier} plan is not offered ${input.interval} on this instance.`,
    );
  const subscriber = await findSubscriber(db, input.user.email);
  const metadata = { userId: input.user.id, tier: input.tier };
  const session = await billing.stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price, quantity: 1 }],
    client_reference_id: input.user.id,
    ...(subscriber?.stripeCustomerId
      ? { customer: subscriber.stripeCustomerId }
      : { customer_email: input.user.email }),
    metadata,
    subscription_data: { metadata },
    success_url: `${input.publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${input.publicUrl}/subscription/cancel`,
  });
  if (!session.url) throw new AppError('INTERNAL', 'The payment provider did not return a checkout page.');
  return { url: session.url };
}

/** Stripe's customer portal (change card, cancel, invoices) for a user who has paid before. */
export async function createPortal(billing: Billing, db: Db, input: { email: string; publicUrl: string }) {
  const subscriber = await findSubscriber(db, input.email);
  if (!subscriber?.stripeCustomerId)
    throw new AppError('NOT_FOUND', 'There is no payment account for you yet: choose a plan first.');
  const session = await billing.stripe.billingPortal.sessions.create({
    customer: subscriber.stripeCustomerId,
    return_url: `${input.publicUrl}/account?section=billing`,
  });
  return { url: session.url };
}

function isPurchasable(value: unknown): value is PurchasableTier {
  return value === 'basic' || value === 'premium';
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The end of the period paid for (current API versions keep it on the subscription's items). */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = (subscription as Stripe.Subscription & { current_period_end?: number }).current_period_end;
  const seconds = item?.current_period_end ?? legacy;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

function tierOfSubscription(billing: Billing, subscription: Stripe.Subscription): Tier {
  if (isPurchasable(subscription.metadata?.tier)) return subscription.metadata.tier;
  const priceId = subscription.items?.data?.[0]?.price?.id;
  for (const tier of ['basic', 'premium'] as const) {
    if (priceId && Object.values(billing.prices[tier]).includes(priceId)) return tier;
  }
  return 'free';
}

const ACTIVE_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);

type Services = { db: Db; events: UserEvents; logger: Logger };

async function emailOfUser(db: Db, userId: string | null | undefined) {
  if (!userId) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.email ?? null;
}

async function applySubscription(
  billing: Billing,
  services: Services,
  subscription: Stripe.Subscription,
  fallback: { email: string | null; userId: string | null },
) {
  const userId = subscription.metadata?.userId ?? fallback.userId;
  const email = (await emailOfUser(services.db, userId)) ?? fallback.email;
  if (!email) {
    services.logger.warn(
      { subscription: subscription.id },
      'a Stripe subscription names no user of this instance; ignored',
    );
    return;
  }
  const active = ACTIVE_STATUSES.has(subscription.status);
  await setSubscription(services.db, services.events, {
    email,
    userId: userId ?? null,
    tier: active ? tierOfSubscription(billing, subscription) : 'free',
    subscriptionEnd: active ? periodEnd(subscription) : null,
    source: 'stripe',
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
  });
}

/**
 * POST /api/billing/webhook: the signature over the raw body is checked first (400 otherwise, nothing read);
 * each event id is applied once (billing_events), so a redelivery changes nothing.
 */
export async function handleWebhook(
  billing: Billing,
  services: Services,
  rawBody: string,
  signature: string | undefined,
) {
  if (!signature) throw new AppError('BAD_REQUEST', 'The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = await billing.stripe.webhooks.constructEventAsync(rawBody, signature, billing.webhookSecret);
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook signature does not match.');
  }
  const [fresh] = await services.db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  if (!fresh) return { received: true, duplicate: true };
  try {
    await applyEvent(billing, services, event);
  } catch (error) {
    // Not applied: forget the id so that Stripe's retry is applied.
    await services.db.delete(billingEvents).where(eq(billingEvents.id, event.id));
    throw error;
  }
  return { received: true, duplicate: false };
}

/**
 * The subscription as Stripe has it now. One Stripe no longer knows (resource_missing) is over: cancelled, whatever
 * the event said; any other failure throws, so the event is forgotten and Stripe's retry applies it.
 */
async function currentSubscription(
  billing: Billing,
  snapshot: Stripe.Subscription,
  type: string,
): Promise<Stripe.Subscription> {
  try {
    const current = await billing.stripe.subscriptions.retrieve(snapshot.id);
    return type === 'customer.subscription.deleted' ? { ...current, status: 'canceled' } : current;
  } catch (error) {
    if (
      (error as { code?: string }).code === 'resource_missing' ||
      (error as { statusCode?: number }).statusCode === 404
    )
      return { ...snapshot, status: 'canceled' };
    throw error;
  }
}

async function applyEvent(billing: Billing, services: Services, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return;
      const subscriptionId = idOf(session.subscription);
      if (!subscriptionId) return;
      const subscription = await billing.stripe.subscriptions.retrieve(subscriptionId);
      const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
      const email = session.customer_details?.email ?? session.customer_email ?? null;
      await applySubscription(billing, services, subscription, { email, userId });
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      // Events arrive in any order (a late "updated" after a deletion): apply the subscription as it is now,
      // fetched from Stripe as checkout does, never the event's snapshot.
      const subscription = await currentSubscription(billing, event.data.object, event.type);
      const customerId = idOf(subscription.customer);
      let email: string | null = null;
      if (customerId && !subscription.metadata?.userId) {
        const customer = await billing.stripe.customers.retrieve(customerId);
        email = 'deleted' in customer && customer.deleted ? null : ((customer as Stripe.Customer).email ?? null);
      }
      await applySubscription(billing, services, subscription, { email, userId: null });
      return;
    }
    default:
      return;
  }
}

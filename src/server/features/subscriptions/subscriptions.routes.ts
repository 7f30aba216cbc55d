import { eq } from 'drizzle-orm';
import { streamSSE } from 'hono/streaming';
import {
  BrandingInputSchema,
  CheckoutInputSchema,
  CheckSubscriptionInputSchema,
} from '../../../domain/subscriptions/subscriptions.schemas.ts';
import { brandings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { findRequestTier, requireFeature } from './require-feature.ts';
import type { UserEvent } from '../../lib/user-events.ts';
import { validate } from '../../lib/validate.ts';
import { findBranding, saveBranding } from './branding.ts';
import {
  createCheckout,
  createPortal,
  describeBillingOffers,
  handleWebhook,
  requireBilling,
} from './stripe-billing.ts';
import { checkSubscription } from './subscription-state.ts';

/**
 * POST /api/check-subscription (spec section 7): `userEmail` → subscribed, tier, subscriptionEnd.
 * A user may check their own address; an administrator any address; anyone else's is refused (403).
 */
export const checkSubscriptionRouter = createRouter().post(
  '/',
  validate('json', CheckSubscriptionInputSchema),
  async (c) => {
    const user = currentUser(c);
    const { userEmail } = c.req.valid('json');
    if (!c.var.isAdmin && userEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError('FORBIDDEN', 'You may check only your own subscription.');
    }
    return c.json(await checkSubscription(c.var.db, c.var.deps.env.adminEmails, userEmail, new Date()));
  },
);

/** /api/billing: Checkout, the customer portal and Stripe's webhook; /config tells /pricing what is on offer. */
export const billingRouter = createRouter()
  .get('/config', (c) => c.json(describeBillingOffers(c.var.deps.billing)))
  .post('/checkout', validate('json', CheckoutInputSchema), async (c) => {
    const billing = requireBilling(c.var.deps.billing);
    const { tier, interval } = c.req.valid('json');
    const user = currentUser(c);
    return c.json(
      await createCheckout(billing, c.var.db, {
        user,
        isAdmin: c.var.isAdmin,
        tier,
        interval,
        publicUrl: c.var.deps.env.publicUrl,
      }),
    );
  })
  .post('/portal', async (c) => {
    const billing = requireBilling(c.var.deps.billing);
    return c.json(
      await createPortal(billing, c.var.db, { email: currentUser(c).email, publicUrl: c.var.deps.env.publicUrl }),
    );
  })
  .post('/webhook', async (c) => {
    const billing = requireBilling(c.var.deps.billing);
    // The signature covers the exact bytes Stripe sent: read the raw body, never re-serialised JSON.
    const rawBody = await c.req.text();
    const services = { db: c.var.db, events: c.var.deps.events, logger: c.var.deps.logger };
    return c.json(await handleWebhook(billing, services, rawBody, c.req.header('stripe-signature')));
  });

const HEARTBEAT_MS = 25_000;

/** Event streams one user may hold open on one server (one per tab). */
export const MAX_EVENT_STREAMS_PER_USER = 10;

/**
 * GET /api/events: the signed-in user's events as server-sent events (the spec's subscription_updates channel;
 * later the shopping-list and formula-deleted events). A comment every 25 s keeps proxies from closing it.
 */
export const eventsRouter = createRouter().get('/', (c) => {
  const userId = currentUser(c).id;
  const { events } = c.var.deps;
  // Each stream holds a connection and a listener: a user's tabs need a few, not thousands.
  if (events.listenerCount(userId) >= MAX_EVENT_STREAMS_PER_USER)
    throw new AppError(
      'RATE_LIMITED',
      `You have ${MAX_EVENT_STREAMS_PER_USER} live connections open already; close a tab of Sillage and reload.`,
    );
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const queue: UserEvent[] = [];
    let wake: (() => void) | null = null;
    const unsubscribe = events.subscribe(userId, (event) => {
      queue.push(event);
      wake?.();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    try {
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ userId }), retry: 3000 });
      while (!stream.aborted && !stream.closed) {
        const event = queue.shift();
        if (event) {
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS).unref();
        });
        wake = null;
        if (queue.length === 0 && !stream.aborted) await stream.write(': keep-alive\n\n');
      }
    } finally {
      unsubscribe();
    }
  });
});

/**
 * /api/branding: the white-label brand (enterprise). GET answers for anyone (a visitor or a user without a brand
 * gets null, so the shell shows Sillage); PUT and DELETE need the white-label feature.
 */
export const brandingRouter = createRouter()
  .get('/', async (c) => {
    const user = c.var.user;
    if (!user) return c.json({ branding: null });
    const tier = await findRequestTier(c);
    return c.json({ branding: tier === 'enterprise' ? await findBranding(c.var.db, user.id) : null });
  })
  .put('/', requireFeature('whiteLabel'), validate('json', BrandingInputSchema), async (c) => {
    return c.json({ branding: await saveBranding(c.var.db, currentUser(c).id, c.req.valid('json')) });
  })
  .delete('/', requireFeature('whiteLabel'), async (c) => {
    await c.var.db.delete(brandings).where(eq(brandings.userId, currentUser(c).id));
    return c.json({ branding: null });
  });

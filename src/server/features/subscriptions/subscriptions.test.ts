import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFakeSubscription, startFakeStripe } from '../../../../tests/fakes/stripe-server.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { billingEvents, subscribers } from '../../db/schema/index.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const WEBHOOK_SECRET = 'whsec_test_secret_for_sillage';
const fake = await startFakeStripe();
afterAll(() => fake.close());
const ctx = await createTestContext({
  STRIPE_SECRET_KEY: 'sk_test_sillage',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_BASIC_MONTHLY: 'price_basic_monthly',
  STRIPE_PRICE_BASIC_YEARLY: 'price_basic_yearly',
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_monthly',
  STRIPE_API_BASE: fake.url,
});
const admin = await ctx.signUp('admin@sillage.test');
const signer = new Stripe('sk_test_unused');
const db = ctx.deps.database.db;

const JsonSchema = z.record(z.string(), z.unknown());
const json = async (response: Response) => await readJson(response, JsonSchema);

let eventCounter = 0;
function signedEvent(type: string, object: Record<string, unknown>, id = `evt_${(eventCounter += 1)}_${Date.now()}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { id, payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

function deliver(event: { payload: string; signature?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (event.signature) headers['stripe-signature'] = event.signature;
  return ctx.request('/api/billing/webhook', { method: 'POST', headers, body: event.payload });
}

async function me(cookie: string) {
  return json(await ctx.request('/api/me', { cookie }));
}

describe('POST /api/check-subscription', () => {
  it('needs a session (401) and a valid address (422)', async () => {
    expect(
      (await ctx.request('/api/check-subscription', { method: 'POST', json: { userEmail: 'a@b.test' } })).status,
    ).toBe(401);
    const user = await ctx.signUp();
    expect(
      (
        await ctx.request('/api/check-subscription', {
          method: 'POST',
          cookie: user.cookie,
          json: { userEmail: 'nope' },
        })
      ).status,
    ).toBe(422);
  });

  it("answers a user for their own address, refuses another's (403), answers an admin for anyone", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const own = await ctx.request('/api/check-subscription', {
      method: 'POST',
      cookie: alice.cookie,
      json: { userEmail: alice.email.toUpperCase() },
    });
    expect(await json(own)).toEqual({ subscribed: false, tier: 'free', subscriptionEnd: null });
    const other = await ctx.request('/api/check-subscription', {
      method: 'POST',
      cookie: alice.cookie,
      json: { userEmail: bob.email },
    });
    expect(other.status).toBe(403);
    const byAdmin = await ctx.request('/api/check-subscription', {
      method: 'POST',
      cookie: admin.cookie,
      json: { userEmail: bob.email },
    });
    expect(await json(byAdmin)).toEqual({ subscribed: false, tier: 'free', subscriptionEnd: null });
    const adminSelf = await ctx.request('/api/check-subscription', {
      method: 'POST',
      cookie: admin.cookie,
      json: { userEmail: admin.email },
    });
    expect(await json(adminSelf)).toEqual({ subscribed: true, tier: 'enterprise', subscriptionEnd: null });
  });

  it('drops to free once subscription_end has passed', async () => {
    const user = await ctx.signUp();
    await db.insert(subscribers).values({
      email: user.email,
      subscribed: true,
      subscriptionTier: 'premium',
      subscriptionEnd: new Date(Date.now() - 1000),
    });
    const state = await json(
      await ctx.request('/api/check-subscription', {
        method: 'POST',
        cookie: user.cookie,
        json: { userEmail: user.email },
      }),
    );
    expect(state).toEqual({ subscribed: false, tier: 'free', subscriptionEnd: null });
  });
});

describe('/api/billing (Stripe through the loopback fake)', () => {
  it('tells /pricing what is on offer, without a session', async () => {
    expect(await json(await ctx.request('/api/billing/config'))).toEqual({
      onlinePayment: true,
      offers: { basic: { monthly: true, yearly: true }, premium: { monthly: true, yearly: false } },
    });
  });

  it('opens Checkout for the signed-in user with their id and tier, and validates the request', async () => {
    expect((await ctx.request('/api/billing/checkout', { method: 'POST', json: { tier: 'basic' } })).status).toBe(401);
    const user = await ctx.signUp();
    expect(
      (
        await ctx.request('/api/billing/checkout', {
          method: 'POST',
          cookie: user.cookie,
          json: { tier: 'enterprise' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await ctx.request('/api/billing/checkout', {
          method: 'POST',
          cookie: user.cookie,
          json: { tier: 'premium', interval: 'yearly' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await ctx.request('/api/billing/checkout', { method: 'POST', cookie: admin.cookie, json: { tier: 'basic' } }))
        .status,
    ).toBe(409);
    const response = await ctx.request('/api/billing/checkout', {
      method: 'POST',
      cookie: user.cookie,
      json: { tier: 'basic', interval: 'yearly' },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const sent = fake.requests.findLast((request) => request.path === '/v1/checkout/sessions')!.body;
    expect(sent.get('line_items[0][price]')).toBe('price_basic_yearly');
    expect(sent.get('client_reference_id')).toBe(user.userId);
    expect(sent.get('customer_email')).toBe(user.email);
    expect(sent.get('metadata[tier]')).toBe('basic');
    expect(sent.get('success_url')).toBe('http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}');
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const user = await ctx.signUp();
    const event = signedEvent('checkout.session.completed', {
      id: 'cs_x',
      object: 'checkout.session',
      mode: 'subscription',
      subscription: 'sub_x',
      client_reference_id: user.userId,
    });
    expect((await deliver({ payload: event.payload })).status).toBe(400);
    const forged = signer.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_someone_else' });
    expect((await deliver({ payload: event.payload, signature: forged })).status).toBe(400);
    expect((await deliver({ payload: event.payload.replace('cs_x', 'cs_y'), signature: event.signature })).status).toBe(
      400,
    );
    expect(await db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toEqual([]);
    expect(await db.select().from(subscribers).where(eq(subscribers.email, user.email))).toEqual([]);
    expect((await me(user.cookie)).tier).toBe('free');
  });

  it('raises the plan once on checkout.session.completed, even when Stripe delivers it twice', async () => {
    const user = await ctx.signUp();
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    fake.subscriptions.set(
      'sub_once',
      buildFakeSubscription({
        id: 'sub_once',
        customer: 'cus_once',
        priceId: 'price_basic_monthly',
        periodEnd,
        metadata: { userId: user.userId, tier: 'basic' },
      }),
    );
    const event = signedEvent('checkout.session.completed', {
      id: 'cs_once',
      object: 'checkout.session',
      mode: 'subscription',
      subscription: 'sub_once',
      customer: 'cus_once',
      client_reference_id: user.userId,
      customer_details: { email: user.email },
    });
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ received: true, duplicate: false });
    const summary = await me(user.cookie);
    expect(summary).toMatchObject({ tier: 'basic', daysRemaining: 30 });
    // An administrator lowers the plan; the redelivered event must not raise it again.
    await ctx.request(`/api/admin/users/${user.userId}/plan`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { tier: 'free' },
    });
    const second = await deliver(event);
    expect(await json(second)).toEqual({ received: true, duplicate: true });
    expect((await me(user.cookie)).tier).toBe('free');
    expect(fake.requests.filter((request) => request.path === '/v1/subscriptions/sub_once')).toHaveLength(1);
    const [row] = await db.select().from(subscribers).where(eq(subscribers.email, user.email));
    expect(row).toMatchObject({ stripeCustomerId: 'cus_once', stripeSubscriptionId: 'sub_once' });
  });

  it('follows subscription updates and cancellations, and opens the portal for a paying customer', async () => {
    const user = await ctx.signUp();
    expect((await ctx.request('/api/billing/portal', { method: 'POST', cookie: user.cookie })).status).toBe(404);
    const periodEnd = Math.floor(Date.now() / 1000) + 365 * 86_400;
    const subscription = buildFakeSubscription({
      id: 'sub_life',
      customer: 'cus_life',
      priceId: 'price_premium_monthly',
      periodEnd,
    });
    fake.customers.set('cus_life', { id: 'cus_life', object: 'customer', email: user.email });
    fake.subscriptions.set('sub_life', subscription);
    expect((await deliver(signedEvent('customer.subscription.updated', subscription))).status).toBe(200);
    expect((await me(user.cookie)).tier).toBe('premium');
    const portal = await ctx.request('/api/billing/portal', { method: 'POST', cookie: user.cookie });
    expect((await json(portal)).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(
      fake.requests.findLast((request) => request.path === '/v1/billing_portal/sessions')!.body.get('customer'),
    ).toBe('cus_life');
    expect(
      (await deliver(signedEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' }))).status,
    ).toBe(200);
    expect((await me(user.cookie)).tier).toBe('free');
  });

  it('a late "updated" event, created before the cancellation, does not bring the plan back', async () => {
    const user = await ctx.signUp();
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const active = buildFakeSubscription({
      id: 'sub_late',
      customer: 'cus_late',
      priceId: 'price_premium_monthly',
      periodEnd,
      metadata: { userId: user.userId, tier: 'premium' },
    });
    fake.subscriptions.set('sub_late', active);
    const updatedBeforeDeletion = signedEvent('customer.subscription.updated', active);
    expect((await deliver(signedEvent('customer.subscription.created', active))).status).toBe(200);
    expect((await me(user.cookie)).tier).toBe('premium');
    // The customer cancels: Stripe's subscription is now canceled, and the deletion arrives first.
    const canceled = { ...active, status: 'canceled' };
    fake.subscriptions.set('sub_late', canceled);
    expect((await deliver(signedEvent('customer.subscription.deleted', canceled))).status).toBe(200);
    expect((await me(user.cookie)).tier).toBe('free');
    // The earlier "updated" (status active in its snapshot) arrives late.
    expect((await deliver(updatedBeforeDeletion)).status).toBe(200);
    expect((await me(user.cookie)).tier).toBe('free');
  });

  it('a subscription Stripe no longer knows is over, whatever a late event says', async () => {
    const user = await ctx.signUp();
    const ghost = buildFakeSubscription({
      id: 'sub_ghost',
      customer: 'cus_ghost',
      priceId: 'price_premium_monthly',
      periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      metadata: { userId: user.userId, tier: 'premium' },
    });
    expect((await deliver(signedEvent('customer.subscription.updated', ghost))).status).toBe(200);
    expect((await me(user.cookie)).tier).toBe('free');
  });
});

import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Stripe webhook events already applied, by event id: a redelivered event changes nothing (idempotency). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one-time link that creates the first administrator of a fresh instance (only its hash is kept). */
export const adminSetupTokens = pgTable('admin_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** White-label branding of an enterprise account: replaces Sillage's name, logo and accent in the shell and PDFs. */
export const brandings = pgTable('brandings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  brandName: text('brand_name').notNull(),
  /** A data: URL (PNG, JPEG, SVG or WebP, at most 200 kB), or null for the name alone. */
  logoDataUrl: text('logo_data_url'),
  /** #rrggbb */
  accentColor: text('accent_color').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Subscription state per e-mail (spec section 3: subscribers). */
export const subscribers = pgTable('subscribers', {
  email: text('email').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  subscribed: boolean('subscribed').notNull().default(false),
  subscriptionTier: text('subscription_tier').notNull().default('free'),
  subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
  /** Who wrote the row last: 'stripe' (webhook), 'admin' (an administrator) or 'signup' (PLAN_FOR_NEW_USERS). */
  source: text('source').notNull().default('admin'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

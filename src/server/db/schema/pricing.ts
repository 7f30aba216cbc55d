import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ParseRules, ScraperLogEntry } from '../../../domain/pricing/pricing.schemas.ts';
import { users } from './auth.ts';
import { workspaces } from './workspaces.ts';
import { materials } from './materials.ts';

/**
 * Vendor offers per material (spec section 3: suppliers and pricing). A user's own rows (manual or CSV) carry
 * user_id; rows from a scraper run of a vendor catalogue have user_id NULL and are seen by every user.
 */
export const materialPrices = pgTable(
  'material_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Set with user_id (a workspace's own offer), NULL with it on a scraper's row. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    vendor: text('vendor').notNull(),
    /** As the vendor wrote it ('100 g', '4 oz'). */
    size: text('size').notNull(),
    sizeGrams: doublePrecision('size_grams').notNull(),
    price: doublePrecision('price').notNull(),
    currency: text('currency').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').$type<'csv' | 'manual' | 'scraper'>().notNull(),
    sourceUrl: text('source_url'),
    scraperSourceId: uuid('scraper_source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('material_prices_user_material_idx').on(table.userId, table.materialId),
    index('material_prices_material_idx').on(table.materialId),
    index('material_prices_workspace_material_idx').on(table.workspaceId, table.materialId),
  ],
);

/** Vendor catalogue sources an admin configures for /scrapers. */
export const scraperSources = pgTable('scraper_sources', {
  id: uuid('id').primaryKey().defaultRandom(),
  vendor: text('vendor').notNull(),
  url: text('url').notNull(),
  /** { format: 'csv' | 'json', columns: { material, cas?, size, price, currency? }, defaultCurrency, itemsPath? } */
  parseRules: jsonb('parse_rules').$type<ParseRules>().notNull(),
  /** Hours between runs; null runs only on demand. */
  scheduleHours: integer('schedule_hours'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One run of a scraper source: status, progress (0-1), counts and its log. */
export const scraperRuns = pgTable(
  'scraper_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => scraperSources.id, { onDelete: 'cascade' }),
    /** running | succeeded | failed */
    status: text('status').notNull(),
    progress: doublePrecision('progress').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    pricesSaved: integer('prices_saved').notNull().default(0),
    rowsSkipped: integer('rows_skipped').notNull().default(0),
    /** The failure was the machine being offline (no route, no DNS), not the vendor's page. */
    isOffline: boolean('is_offline').notNull().default(false),
    error: text('error'),
    log: jsonb('log').$type<ScraperLogEntry[]>().notNull().default([]),
    startedBy: text('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('scraper_runs_source_idx').on(table.sourceId, table.startedAt)],
);

/**
 * Exchange rates an administrator sets (issue 35): 1 base_currency = rate quote_currency as of effective_on. The
 * shopping list converts prices into the company's display currency only at these rates, showing which one it used.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    baseCurrency: text('base_currency').notNull(),
    quoteCurrency: text('quote_currency').notNull(),
    rate: doublePrecision('rate').notNull(),
    effectiveOn: date('effective_on').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('exchange_rates_pair_idx').on(table.baseCurrency, table.quoteCurrency, table.effectiveOn),
    check('exchange_rates_rate_positive', sql`${table.rate} > 0`),
  ],
);

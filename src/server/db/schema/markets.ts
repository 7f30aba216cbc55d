import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { formulas } from './formulas.ts';
import type { Prop65Toxicity } from '../../../domain/markets/assess-markets.ts';
import type { CalendarFinding } from '../../../domain/markets/build-market-calendar.ts';

/** OEHHA's Proposition 65 list (imported from ca-prop65-oehha): one row per row of p65chemicalslist.csv. */
export const prop65Listings = pgTable(
  'prop65_listings',
  {
    id: text('id').primaryKey(),
    chemical: text('chemical').notNull(),
    toxicity: text('toxicity').array().$type<Prop65Toxicity[]>().notNull(),
    listingMechanism: text('listing_mechanism'),
    cas: text('cas').array().notNull(),
    /** ISO date of the listing, null for the level notes under a group listing. */
    listedOn: text('listed_on'),
    /** `NSRL or MADL (µg/day)` as printed by OEHHA. */
    safeHarbourLevel: text('safe_harbour_level'),
  },
  (table) => [index('prop65_listings_chemical_idx').on(table.chemical)],
);

/**
 * A regulatory deadline that came within 90 days of one user's formulas (issue 33): told once per user and date,
 * in the app (until read) and by e-mail (emailed_at).
 */
export const calendarNotifications = pgTable(
  'calendar_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The deadline, YYYY-MM-DD. */
    date: text('date').notNull(),
    markets: text('markets').array().notNull(),
    formulaCount: integer('formula_count').notNull(),
    firstFormulaId: uuid('first_formula_id'),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_notifications_user_date_idx').on(table.userId, table.date)],
);

/**
 * What the dated market rules found in one formula, kept across days and restarts (issue 34, ADR 085): the day's
 * deadline job and the dashboard's next deadline read a house's 10,000 formulas, and a formula's findings change only
 * with its rows, the rows of the data it reads, the reference data or the code. Shared by every member who reads the
 * same rows: one row per formula and markets asked, replaced when found again; used only when the row version, the
 * engine key and the scopes' revisions are the reader's of now (kept-rule-findings.ts). Kept without the lines'
 * changes: their readers read the dates, markets and formulas only.
 */
export const keptRuleFindings = pgTable(
  'kept_rule_findings',
  {
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    /** The markets asked for, sorted and joined by commas, or `*` for every market. */
    markets: text('markets').notNull(),
    /** The formula's row version (its `xmin`) the findings were found on. */
    rowVersion: text('row_version').notNull(),
    /** The scopes of the own materials and lots they read, at their revisions (check-scopes.ts). */
    scopes: text('scopes').notNull(),
    /** The code, reference rows, import runs, Proposition 65 list and database cluster they were found with. */
    engineKey: text('engine_key').notNull(),
    /** As findSavedRuleFindings answers it (RuleFindingsOutcome), each finding's `changes` left empty. */
    outcome: jsonb('outcome')
      .$type<{ name: string } & ({ findings: CalendarFinding[] } | { problem: string } | { isEmpty: true })>()
      .notNull(),
  },
  (table) => [primaryKey({ columns: [table.formulaId, table.markets] })],
);

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
 * What the dated market rules found in one author's formula, kept for the day's deadline job (issue 34, ADR 085): the
 * job reads every author's formulas every day, and a formula's findings change only with its rows, the data its user
 * can read, the reference data or the code. One row per user and formula, replaced when found again; it is used only
 * when both keys are the ones of now (kept-rule-findings.ts). The findings are kept without their lines' changes:
 * the job reads the dates, markets and formulas only.
 */
export const keptRuleFindings = pgTable(
  'kept_rule_findings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    /** The code, reference rows, Proposition 65 list and database cluster they were found with. */
    engineKey: text('engine_key').notNull(),
    /** The user's data revisions, the formula's row version and the markets (keyOfRuleFindings). */
    findingsKey: text('findings_key').notNull(),
    /** As findSavedRuleFindings answers it (RuleFindingsOutcome), each finding's `changes` left empty. */
    outcome: jsonb('outcome')
      .$type<{ name: string } & ({ findings: CalendarFinding[] } | { problem: string } | { isEmpty: true })>()
      .notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.formulaId] }),
    index('kept_rule_findings_formula_idx').on(table.formulaId),
  ],
);

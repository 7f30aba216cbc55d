import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FormulaCheck, VerdictDiff, VerdictFailure } from '../../../domain/regulatory/compare-formula-verdicts.ts';
import type { ComplianceVerdict } from '../../../domain/regulatory/compliance-verdict.ts';
import { users } from './auth.ts';
import { formulas } from './formulas.ts';

/**
 * A specification Standard (the peroxide value of linalool…) confirmed for one formula by a tick: who
 * confirmed it and when (compliance-rules.md: "confirmed by a lot with a CoA, or a recorded tick").
 * Removing the tick deletes the row.
 */
export const formulaSpecificationConfirmations = pgTable(
  'formula_specification_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    /** IFRA Standard key, e.g. IFRA_STD_109. */
    standardKey: text('standard_key').notNull(),
    /** Who ticked it (the formula's owner). */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('formula_specification_confirmations_formula_standard_idx').on(table.formulaId, table.standardKey),
    index('formula_specification_confirmations_user_idx').on(table.userId),
  ],
);

/**
 * Each formula's verdict per reference-data version (the compliance inputs' version key), at its own category and
 * dosage, written by the re-check job that follows every reference-data import. `formulaRevision` is the formula's
 * revision checked: a later edit makes the row stale for that version.
 */
export const formulaVerdicts = pgTable(
  'formula_verdicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dataVersion: text('data_version').notNull(),
    formulaRevision: integer('formula_revision').notNull(),
    verdict: text('verdict').$type<ComplianceVerdict>().notNull(),
    failures: jsonb('failures').$type<VerdictFailure[]>().notNull().default([]),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('formula_verdicts_formula_version_idx').on(table.formulaId, table.dataVersion),
    index('formula_verdicts_user_idx').on(table.userId),
  ],
);

/**
 * A formula a reference-data update broke: its verdict worsened from one data version to the next with the
 * formula unchanged. Listed on the dashboard until the user opens or acknowledges it.
 */
export const formulaVerdictChanges = pgTable(
  'formula_verdict_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    previousDataVersion: text('previous_data_version').notNull(),
    dataVersion: text('data_version').notNull(),
    /** The IFRA amendment, EU annex edition and import date of the new data, as a perfumer reads them. */
    dataLabel: text('data_label').notNull(),
    diff: jsonb('diff').$type<VerdictDiff>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('formula_verdict_changes_formula_version_idx').on(table.formulaId, table.dataVersion),
    index('formula_verdict_changes_user_idx').on(table.userId, table.acknowledgedAt),
  ],
);

/**
 * A counter per scope of the rows a remembered verdict reads (issue 34, ADR 057): a workspace's own materials and
 * lots (scope: the workspace's id) and the reference library's materials (scope 'reference'). Triggers raise it on
 * every insert, update or delete of those rows, whoever writes them (any server, an import, a merge): a verdict
 * remembered at the revisions a user reads now read nothing that has changed since.
 */
export const dataRevisions = pgTable('data_revisions', {
  scope: text('scope').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/**
 * The verdict checks the library and the dashboard computed, kept across restarts (issue 34, ADR 075): a server that
 * starts again reads them back instead of computing a house's checks anew in its first minutes. A row is the
 * in-memory RememberedCheck of one check key (formula, its row version, ticks) under one engine key (the server's
 * code, the reference rows and the cluster); it is reused only after the digests of the rows it read are found
 * unchanged. Rows of another engine or computed over a week before are deleted by the first write of a day.
 */
export const rememberedFormulaChecks = pgTable(
  'remembered_formula_checks',
  {
    engineKey: text('engine_key').notNull(),
    checkKey: text('check_key').notNull(),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    /** The day it was computed (UTC): kept KEEP_CHECKS_DAYS (stored-checks.ts). */
    checkedOn: date('checked_on').notNull(),
    /** The own materials, lots and typical compositions it read (list-check-dependencies.ts). */
    dependencies: jsonb('dependencies')
      .$type<{ materialIds: string[]; lotIds: string[]; typicalIds: string[] }>()
      .notNull(),
    dependencyDigest: text('dependency_digest').notNull(),
    /** The scopes of the rows it read at their revisions (check-scopes.ts), or null. */
    scopes: text('scopes'),
    check: jsonb('check').$type<FormulaCheck>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.engineKey, table.checkKey] }),
    index('remembered_formula_checks_formula_idx').on(table.formulaId),
  ],
);

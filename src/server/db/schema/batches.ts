import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BatchEvent, BenchLine } from '../../../domain/batches/bench-line.ts';
import type { BenchOrder } from '../../../domain/batches/order-bench-lines.ts';
import { users } from './auth.ts';
import { formulas } from './formulas.ts';
import { workspaces } from './workspaces.ts';

export const BATCH_STATUSES = ['in-progress', 'paused', 'completed', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/**
 * A batch made at the bench (issue 32): the saved formula version it is made from, the target weight, the lines
 * with their targets, tolerances, lots and weighings (lines: BenchLine[]), what happened (events: BatchEvent[]),
 * and who holds it (one device at a time: claimed_by_device). Its id for people is `code` (prefix + sequence,
 * unique in the workspace). Completing it freezes `record` (actual grams per lot, deviations, cost, compliance)
 * and takes the grams out of the lots in the same transaction; a cancelled batch deducts nothing.
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    formulaVersion: integer('formula_version').notNull(),
    formulaName: text('formula_name').notNull(),
    prefix: text('prefix').notNull(),
    sequence: integer('sequence').notNull(),
    code: text('code').notNull(),
    status: text('status').$type<BatchStatus>().notNull().default('in-progress'),
    targetGrams: doublePrecision('target_grams').notNull(),
    weighingOrder: text('weighing_order').$type<BenchOrder>().notNull().default('as-written'),
    lines: jsonb('lines').$type<BenchLine[]>().notNull(),
    events: jsonb('events').$type<BatchEvent[]>().notNull().default([]),
    notes: text('notes'),
    claimedByDevice: text('claimed_by_device'),
    claimedByUserId: text('claimed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The frozen batch record, written once at completion. */
    record: jsonb('record'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('batches_workspace_code_idx').on(table.workspaceId, table.code),
    index('batches_workspace_formula_idx').on(table.workspaceId, table.formulaId, table.startedAt),
    check('batches_status_check', sql`${table.status} in ('in-progress', 'paused', 'completed', 'cancelled')`),
    check('batches_target_check', sql`${table.targetGrams} > 0`),
  ],
);

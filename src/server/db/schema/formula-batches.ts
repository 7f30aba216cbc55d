import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BatchRecordLine, StockShortfall } from '../../../domain/formulas/plan-batch.ts';
import { users } from './auth.ts';
import { workspaces } from './workspaces.ts';
import { formulas } from './formulas.ts';

/**
 * Batches made of a formula ('make' in the batch dialog): the saved version it was made from, the batch mass of
 * concentrate, the grams weighed per line (lines: BatchRecordLine[]) and what the stock could not cover
 * (stock_shortfalls: StockShortfall[]).
 */
export const formulaBatches = pgTable(
  'formula_batches',
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
    batchGrams: doublePrecision('batch_grams').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    lines: jsonb('lines').$type<BatchRecordLine[]>().notNull().default([]),
    stockShortfalls: jsonb('stock_shortfalls').$type<StockShortfall[]>().notNull().default([]),
  },
  (table) => [
    index('formula_batches_user_formula_idx').on(table.userId, table.formulaId, table.madeAt),
    index('formula_batches_workspace_formula_idx').on(table.workspaceId, table.formulaId, table.madeAt),
  ],
);

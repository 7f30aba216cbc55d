import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

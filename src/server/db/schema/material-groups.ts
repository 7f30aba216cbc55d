import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Admins' display labels for imported odour families (rename, or merge by giving two families the same label).
 * The imported materials keep their family; the label is applied where families are shown.
 */
export const odourFamilyLabels = pgTable('odour_family_labels', {
  /** The family exactly as imported (materials.odour_family). */
  family: text('family').primaryKey(),
  label: text('label').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { materials } from './materials.ts';

/** A user's own note on any material (reference or their own): a note-position override and free notes. */
export const materialAnnotations = pgTable(
  'material_annotations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    /** top | heart | base, or null to use the position derived from substantivity. */
    notePositionOverride: text('note_position_override'),
    notes: text('notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.materialId] }),
    index('material_annotations_material_idx').on(table.materialId),
  ],
);

import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { workspaces } from './workspaces.ts';
import { materials } from './materials.ts';

/** A user's shopping list (spec section 3: shopping_list_items). quantity is in grams; price_estimate is per gram. */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    materialName: text('material_name').notNull(),
    casNumber: text('cas_number'),
    quantity: doublePrecision('quantity').notNull().default(10),
    unit: text('unit').notNull().default('g'),
    vendor: text('vendor'),
    /** Per gram, from the user's price list, a CSV or a scraper run; null when none is known. */
    priceEstimate: doublePrecision('price_estimate'),
    currency: text('currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shopping_list_items_user_idx').on(table.userId, table.createdAt),
    index('shopping_list_items_workspace_idx').on(table.workspaceId, table.createdAt),
  ],
);

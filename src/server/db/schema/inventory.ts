import { date, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CoaRow } from '../../../domain/inventory/inventory.schemas.ts';
import { users } from './auth.ts';
import { workspaces } from './workspaces.ts';
import { materials } from './materials.ts';

/** Stock by lot: what is left of one purchase, in the unit it was bought in. */
export const inventoryLots = pgTable(
  'inventory_lots',
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
    lotNumber: text('lot_number'),
    quantity: doublePrecision('quantity').notNull(),
    /**
     * The quantity bought (in `unit`), which `price_paid` paid for: the lot's quantity when it was entered. A batch
     * costs each lot's grams at price_paid over it. Null for lots entered before it was kept.
     */
    purchasedQuantity: doublePrecision('purchased_quantity'),
    /** g | ml | kg | oz | lb */
    unit: text('unit').notNull(),
    purchaseDate: date('purchase_date'),
    supplier: text('supplier'),
    pricePaid: doublePrecision('price_paid'),
    currency: text('currency'),
    location: text('location'),
    expiryDate: date('expiry_date'),
    /** Certificate of analysis: the lot's composition [{ cas, name, percent }], for compliance on this lot. */
    certificateOfAnalysis: jsonb('certificate_of_analysis').$type<CoaRow[]>(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inventory_lots_user_material_idx').on(table.userId, table.materialId),
    index('inventory_lots_workspace_material_idx').on(table.workspaceId, table.materialId),
  ],
);

/** Low-stock threshold per workspace and material, in grams (user_id: who set it). */
export const inventoryThresholds = pgTable(
  'inventory_thresholds',
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
    minimumGrams: doublePrecision('minimum_grams').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inventory_thresholds_user_material_idx').on(table.userId, table.materialId),
    uniqueIndex('inventory_thresholds_workspace_material_idx').on(table.workspaceId, table.materialId),
  ],
);

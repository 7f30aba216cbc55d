import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { formulas } from './formulas.ts';
import { workspaces } from './workspaces.ts';
import type { AnnexViEntry } from '../../../domain/clp/annex-vi-entry.ts';

/** CLP Annex VI Table 3 (imported from ECHA's export): one row per index number, found by any of its CAS numbers. */
export const clpAnnexViEntries = pgTable(
  'clp_annex_vi_entries',
  {
    id: text('id').primaryKey(),
    indexNo: text('index_no').notNull(),
    casNumbers: text('cas_numbers').array().notNull(),
    names: text('names').array().notNull(),
    entry: jsonb('entry').$type<AnnexViEntry>().notNull(),
  },
  (table) => [index('clp_annex_vi_entries_cas_idx').using('gin', table.casNumbers)],
);

/**
 * The UFI of a formula (CLP Annex VIII Part A 5): one per formulation, made from the company's VAT number and a
 * formulation number by ECHA's algorithm. A VAT number and formulation number make one UFI, so the pair is unique
 * within a workspace (not across workspaces: another tenant's numbers are not ours to reveal).
 */
export const formulaUfis = pgTable(
  'formula_ufis',
  {
    formulaId: uuid('formula_id')
      .primaryKey()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    vatNumber: text('vat_number').notNull(),
    formulationNumber: integer('formulation_number').notNull(),
    ufi: text('ufi').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('formula_ufis_workspace_number_idx').on(table.workspaceId, table.vatNumber, table.formulationNumber),
  ],
);

/**
 * A workspace's own text for an SDS template subsection (REACH Annex II sections the data cannot fill) per product
 * form, and whether someone reviewed it: until then the sheet prints "Template — not reviewed".
 */
export const sdsTemplates = pgTable(
  'sds_templates',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    productForm: text('product_form').notNull(),
    subsection: text('subsection').notNull(),
    lines: text('lines').array().notNull(),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.productForm, table.subsection] })],
);

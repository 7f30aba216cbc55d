import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
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
import { users } from './auth.ts';
import { formulas } from './formulas.ts';
import { inventoryLots } from './inventory.ts';
import { materials } from './materials.ts';
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

/**
 * A workspace's hazard classification of a material, or of one lot of it (issue 31, Data): the classes as CLP writes
 * them ("Skin Sens. 1B; H317"), specific limits, M-factors and ATEs, and where they come from (the supplier's SDS with
 * its date and revision, or the company's own assessment with who and when). A lot's classification is used before
 * its material's; an Annex VI entry is merged over both and cannot be weakened (CLP Article 4(3)).
 */
export const materialClpClassifications = pgTable(
  'material_clp_classifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    /** Null: the material's classification; set: this lot's. */
    lotId: uuid('lot_id').references(() => inventoryLots.id, { onDelete: 'cascade' }),
    classification: text('classification').array().notNull(),
    specificLimits: text('specific_limits').array().notNull(),
    mFactorAcute: integer('m_factor_acute'),
    mFactorChronic: integer('m_factor_chronic'),
    ateOral: doublePrecision('ate_oral'),
    ateDermal: doublePrecision('ate_dermal'),
    ateInhalation: doublePrecision('ate_inhalation'),
    /** supplierSds | ownAssessment */
    source: text('source').notNull(),
    sdsSupplier: text('sds_supplier'),
    sdsDate: date('sds_date'),
    sdsRevision: text('sds_revision'),
    assessedBy: text('assessed_by'),
    assessedOn: date('assessed_on'),
    notes: text('notes'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('material_clp_classifications_material_idx')
      .on(table.workspaceId, table.materialId)
      .where(sql`${table.lotId} is null`),
    uniqueIndex('material_clp_classifications_lot_idx')
      .on(table.lotId)
      .where(sql`${table.lotId} is not null`),
  ],
);

import {
  boolean,
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
import type { FinishedProduct, FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { users } from './auth.ts';
import { workspaces } from './workspaces.ts';

/**
 * Formulas (spec section 3). `rows` is the list of ingredient lines (FormulaRow[]); `version` starts at 1 and
 * grows by one on every save, which is also the optimistic-concurrency token; `product` is the finished
 * product (IFRA category, dosage, basis, application).
 */
export const formulas = pgTable(
  'formulas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('Untitled Formula'),
    description: text('description'),
    rows: jsonb('rows').$type<FormulaRow[]>().notNull().default([]),
    product: jsonb('product').$type<FinishedProduct>(),
    version: integer('version').notNull().default(1),
    /** Grows on every save, an autosave that updates the current version in place included: the concurrency token beside `version`. */
    revision: integer('revision').notNull().default(1),
    masterFormulaId: uuid('master_formula_id'),
    tags: text('tags').array().notNull().default([]),
    isPublic: boolean('is_public').notNull().default(false),
    /** Confidential: only the members named in formula_members (and the workspace's owners) see it at all. */
    isConfidential: boolean('is_confidential').notNull().default(false),
    /** 'imported' when the description mentions an import, otherwise 'local'. */
    source: text('source').$type<'imported' | 'local'>().notNull().default('local'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('formulas_user_created_idx').on(table.userId, table.createdAt),
    index('formulas_workspace_created_idx').on(table.workspaceId, table.createdAt),
  ],
);

/**
 * What the formula library reads of a formula besides its own columns (issue 34), one row per formula, written by the
 * database itself (trigger `formula_search_entries_refresh`, migrations 0042 and 0043, on every insert and on every
 * update of name, rows, tags, workspace or creation date that changes what it holds): the line and ingredient counts,
 * the first ten ingredient names, the text the library search reads formula by formula (name, tags and lines' names
 * folded by `fold_search_text`, then the lines' CAS numbers, one per line, stored uncompressed), and the ids of its
 * words in `formula_search_tokens` (GIN-indexed), with the formula's creation date to order them (ADR 044). Kept apart
 * so that no select of `formulas` ever reads it.
 */
export const formulaSearchEntries = pgTable(
  'formula_search_entries',
  {
    formulaId: uuid('formula_id')
      .primaryKey()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    lineCount: integer('line_count').notNull().default(0),
    ingredientCount: integer('ingredient_count').notNull().default(0),
    /** The first ten lines' names that are not empty, in line order. */
    ingredientNames: jsonb('ingredient_names').$type<string[]>().notNull().default([]),
    searchText: text('search_text').notNull().default(''),
    /** The ids of the formula's words (formula_search_tokens of its workspace), ascending. */
    tokenIds: integer('token_ids').array().notNull().default([]),
    /** The formula's created_at (the library's order), so that the words' matches are ordered without its row. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('formula_search_entries_tokens_idx').using('gin', table.tokenIds),
    index('formula_search_entries_workspace_idx').on(table.workspaceId),
  ],
);

/**
 * Every word of a workspace's formulas that the library search can match (ADR 044): the name, tags and lines' names
 * folded by `fold_search_text` and the lines' CAS numbers, split at spaces. A search word (which holds no white space)
 * is inside a name exactly when it is inside one of its words, so the search finds the words holding it here by
 * trigrams, among tens of thousands of short words, and then the formulas holding those words through
 * formula_search_entries.token_ids. Written by the same trigger; a word no formula uses any more stays (harmless).
 */
export const formulaSearchTokens = pgTable(
  'formula_search_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
  },
  (table) => [
    uniqueIndex('formula_search_tokens_workspace_token_idx').on(table.workspaceId, table.token),
    index('formula_search_tokens_token_trgm_idx').using('gin', table.token.op('gin_trgm_ops')),
  ],
);

/**
 * Every saved version of a formula, version 1 included (history, comparison, restore). `rows` is null when the
 * rows did not change since the version before (a rename stores no copy): the rows of such a version are those of
 * the latest earlier version that has them.
 */
export const formulaVersions = pgTable(
  'formula_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    rows: jsonb('rows').$type<FormulaRow[]>(),
    product: jsonb('product').$type<FinishedProduct>(),
    /** Written by autosave: later autosaves within a few minutes update this version in place (domain/formulas/autosave-version.ts). */
    autosaved: boolean('autosaved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('formula_versions_formula_version_idx').on(table.formulaId, table.version),
    index('formula_versions_workspace_idx').on(table.workspaceId),
  ],
);

/** Analysis reports (spec section 3): report_type 'technical' holds report_data.technicalSummary. */
export const analysisReports = pgTable(
  'analysis_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull().default('technical'),
    reportData: jsonb('report_data').$type<{ technicalSummary: string } & Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analysis_reports_formula_idx').on(table.formulaId, table.reportType, table.createdAt),
    index('analysis_reports_workspace_idx').on(table.workspaceId),
  ],
);

/** The members a confidential formula is open to (formulas.is_confidential); nobody else in the workspace sees it. */
export const formulaMembers = pgTable(
  'formula_members',
  {
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.formulaId, table.userId] }),
    index('formula_members_user_idx').on(table.userId),
  ],
);

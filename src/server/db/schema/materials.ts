import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CompositionLine } from '../../../domain/materials/validate-composition.ts';
import type { MaterialContribution } from '../../../domain/reference-data/material-contribution.ts';
import type {
  MergedRecord,
  OdourProfile,
  TypicalComposition,
} from '../../../domain/reference-data/merge-material-contributions.ts';
import { users } from './auth.ts';
import { workspaces } from './workspaces.ts';

/**
 * The materials library: reference materials merged from the imported datasets (user_id NULL, one per
 * merge_key: the CAS number, natural variants by CAS and name) and each user's own materials (user_id set).
 */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Set with user_id (a workspace's own material), NULL on reference rows. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Reference rows only: `cas:78-70-6`, `cas:8007-75-8~bergamot oil rectified`, `cid:…`, `name:…`. */
    mergeKey: text('merge_key'),
    cas: text('cas'),
    casValid: boolean('cas_valid').notNull().default(false),
    otherCas: text('other_cas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cid: integer('cid'),
    name: text('name').notNull(),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** substance | natural | accord | dilution | solvent */
    kind: text('kind').notNull(),
    isNatural: boolean('is_natural').notNull().default(false),
    ncsCategory: text('ncs_category'),
    /** Naturals: essential oil, expressed oil, absolute, concrete... or unknown (`natural-type.ts`); null otherwise. */
    naturalType: text('natural_type'),
    odourDescriptors: text('odour_descriptors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    odourFamily: text('odour_family'),
    odourStrength: text('odour_strength'),
    substantivityHours: doublePrecision('substantivity_hours'),
    /** top | heart | base, derived from substantivity (or set by the user for own materials). */
    notePosition: text('note_position'),
    smiles: text('smiles'),
    iupacName: text('iupac_name'),
    inciName: text('inci_name'),
    formula: text('formula'),
    molecularWeight: doublePrecision('molecular_weight'),
    odourProfiles: jsonb('odour_profiles').$type<OdourProfile[]>().notNull().default([]),
    /** field → datasets its value comes from. */
    fieldSources: jsonb('field_sources').$type<Record<string, string[]>>().notNull().default({}),
    datasets: text('datasets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Reference rows: every dataset record merged into the material, in dataset order. */
    mergedFrom: jsonb('merged_from').$type<MergedRecord[]>().notNull().default([]),
    /** Reference rows: what the material typically contains, per dataset, ranges kept (Good Scents' contents). */
    typicalComposition: jsonb('typical_composition').$type<TypicalComposition[]>().notNull().default([]),
    sourceCount: smallint('source_count').notNull().default(0),
    /** Normalised name and synonyms (lower case, no accents), what search matches. */
    searchText: text('search_text').notNull(),
    /** Own materials: composition [{ materialId, percent }], solvent, notes. */
    composition: jsonb('composition').$type<CompositionLine[]>(),
    dilutionPercent: doublePrecision('dilution_percent'),
    /**
     * Own materials: food/flavour grade as the user declared it (IFRA categories 1 and 6 require every material to be
     * a recognised flavouring); null when not declared, and on reference rows (no dataset says it).
     */
    isFoodGradeFlavour: boolean('is_food_grade_flavour'),
    solventMaterialId: uuid('solvent_material_id'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('materials_merge_key_idx').on(table.mergeKey),
    index('materials_cas_idx').on(table.cas.op('text_pattern_ops')),
    index('materials_other_cas_idx').using('gin', table.otherCas),
    index('materials_name_lower_idx').on(sql`lower(${table.name}) text_pattern_ops`),
    index('materials_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('materials_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('materials_user_id_idx').on(table.userId),
    index('materials_workspace_id_idx').on(table.workspaceId),
    index('materials_odour_family_idx').on(table.odourFamily),
  ],
);

/** What each dataset said about each material, kept so the merged library can be rebuilt from any import order. */
export const materialSources = pgTable(
  'material_sources',
  {
    id: text('id').primaryKey(),
    dataset: text('dataset').notNull(),
    sourceKey: text('source_key').notNull(),
    cas: text('cas'),
    data: jsonb('data').$type<MaterialContribution>().notNull(),
  },
  (table) => [index('material_sources_dataset_idx').on(table.dataset), index('material_sources_cas_idx').on(table.cas)],
);

/** A file an import read; `rows` once parsed, and for a perfume catalogue the rows filled per field. */
export type ImportRunFile = {
  name: string;
  sha256: string;
  bytes: number;
  rows?: number;
  fieldCounts?: Record<string, number>;
};

/** A row an import rejected or flagged (`file` and `value` for the reference datasets). */
export type ImportRunIssue = { row: number; problem: string; file?: string; value?: string };

/** One row per import of a dataset: what was read, what changed, and why it failed if it did. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dataset: text('dataset').notNull(),
    version: text('version').notNull(),
    licence: text('licence').notNull(),
    /** SHA-256 of the dataset's main file; `files` lists every file read with its own hash. */
    fileSha256: text('file_sha256'),
    files: jsonb('files').$type<ImportRunFile[]>().notNull().default([]),
    source: text('source').notNull(),
    status: text('status').notNull(),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsAdded: integer('rows_added').notNull().default(0),
    rowsUpdated: integer('rows_updated').notNull().default(0),
    rowsRemoved: integer('rows_removed').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    message: text('message'),
    /** Row issues (invalid CAS numbers…), first 200. */
    issues: jsonb('issues').$type<ImportRunIssue[]>().notNull().default([]),
    startedBy: text('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('import_runs_dataset_idx').on(table.dataset, table.startedAt)],
);

import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { users } from './auth.ts';
import { materials } from './materials.ts';
import { workspaces } from './workspaces.ts';

/** A source the assistant's answer cites (stored with the message). */
export type Citation =
  | { kind: 'material'; id: string; name: string }
  | { kind: 'standard'; key: string; name: string }
  | { kind: 'formula'; id: string; name: string };

/** A line over its limit in a proposal's verdict. */
export type FailingLine = {
  standardKey: string;
  name: string;
  concentrationPercent: number;
  limitPercent: number | null;
  prohibited: boolean;
};

/** A proposal's verdict before and after the change (the stored part of the assistant's compliance summary). */
export type ProposalVerdict = {
  isCompliant: boolean;
  limitsMet: boolean;
  failing: FailingLine[];
  specificationsToCheck: string[];
};

export type DiffLine = {
  rowId: string;
  name: string;
  before: { amount: number; unit: string; materialId: string | null };
  after: { amount: number; unit: string; materialId: string | null; name: string };
};

/**
 * One row per model call: who, in which workspace (its plan's limit counts the workspace's calls, issue 30), for what,
 * on which provider and model, the tokens and what it cost.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** test-connection | enrichment | assistant | briefing | news-analysis | wizard */
    feature: text('feature').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    /** US dollars; 0 with priced false when the model has no price in ai_model_prices. */
    cost: doublePrecision('cost').notNull().default(0),
    priced: boolean('priced').notNull().default(false),
    /** false while the call runs: cost is then its estimate, reserved against the monthly limit (ai-access.ts). */
    settled: boolean('settled').notNull().default(true),
    /** user: the user's own key or endpoint; instance: the instance's AI_* keys (the administrator's limit). */
    source: text('source').notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_usage_user_created_idx').on(table.userId, table.createdAt),
    index('ai_usage_workspace_created_idx').on(table.workspaceId, table.createdAt),
  ],
);

/** Prices per million tokens, per provider and model, kept by admins. */
export const aiModelPrices = pgTable(
  'ai_model_prices',
  {
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputPerMillion: doublePrecision('input_per_million').notNull(),
    outputPerMillion: doublePrecision('output_per_million').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.model] })],
);

/**
 * What a model said about a material, one row per field, apart from the material's own data: AI output never
 * changes CAS, IFRA, EU or composition data. Provenance (provider, model, prompt version, date), a confidence,
 * and who verified it (until then it is labelled AI-generated).
 */
export const materialEnrichments = pgTable(
  'material_enrichments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    /** toxicology | odourProfile | supplierPricing | usageNotes */
    field: text('field').notNull(),
    value: text('value').notNull(),
    confidence: doublePrecision('confidence').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    promptVersion: text('prompt_version').notNull(),
    /** ai | verified | rejected */
    status: text('status').notNull().default('ai'),
    verifiedBy: text('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('material_enrichments_user_material_idx').on(table.userId, table.materialId),
    index('material_enrichments_status_idx').on(table.userId, table.status),
  ],
);

/** The assistant's conversations: private to their author, in the workspace they were made in (issue 30). */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_conversations_user_idx').on(table.userId, table.updatedAt),
    index('ai_conversations_workspace_user_idx').on(table.workspaceId, table.userId, table.updatedAt),
  ],
);

/** One turn of a conversation: the text, and what the assistant cited and proposed (parts). */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    /** user | assistant */
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** { citations: [...], proposals: [...] } for the assistant's turns. */
    parts: jsonb('parts').$type<{ citations?: Citation[]; proposals?: string[] }>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

/**
 * A change to a formula the assistant proposed, already re-checked by the compliance engine: the rows after the
 * change, the diff shown to the user, and whether the user applied or discarded it.
 */
export const aiProposals = pgTable(
  'ai_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => aiConversations.id, { onDelete: 'set null' }),
    formulaId: uuid('formula_id').notNull(),
    /** The formula version the change was computed on: applying it on another version is a conflict. */
    baseVersion: integer('base_version').notNull(),
    rationale: text('rationale').notNull().default(''),
    rowsAfter: jsonb('rows_after').$type<FormulaRow[]>().notNull(),
    diff: jsonb('diff').$type<DiffLine[]>().notNull(),
    verdictBefore: jsonb('verdict_before').$type<ProposalVerdict>().notNull(),
    verdictAfter: jsonb('verdict_after').$type<ProposalVerdict>().notNull(),
    /** offered | applied | discarded */
    status: text('status').notNull().default('offered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_proposals_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A batch enrichment an admin started (/admin/enrichment-dashboard). The batch's state and counters live here so that
 * pause, resume, progress and cost survive a restart; the work runs as `ai.enrichment-batch` jobs (ADR 012), one at a
 * time per batch, on any server. `position` is the next material to enrich.
 */
export const aiEnrichmentBatches = pgTable(
  'ai_enrichment_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialIds: jsonb('material_ids').$type<string[]>().notNull(),
    /** running | paused | finished | stopped */
    state: text('state').notNull().default('running'),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    fieldsStored: integer('fields_stored').notNull().default(0),
    /** US dollars spent by this batch (priced calls only). */
    cost: doublePrecision('cost').notNull().default(0),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_enrichment_batches_user_idx').on(table.userId, table.createdAt),
    index('ai_enrichment_batches_state_idx').on(table.state),
  ],
);

/**
 * Instance-wide AI switches kept by admins, one row per key. `news-analysis`: news articles are analysed by the model
 * of `runAsUserId` (the admin who turned it on: their provider, their cost limit, their usage) instead of word lists.
 */
export const aiInstanceSettings = pgTable('ai_instance_settings', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  runAsUserId: text('run_as_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The administrator's monthly limit, per plan, on what one user may spend on the instance's own AI keys (dollars);
 * a plan without a row has the instance default (AI_INSTANCE_COST_LIMIT_PER_MONTH). A user's own limit can lower it,
 * never raise it; a user's own key is not bound by it.
 */
export const aiPlanCostLimits = pgTable('ai_plan_cost_limits', {
  tier: text('tier').$type<'basic' | 'premium' | 'enterprise'>().primaryKey(),
  limitPerMonth: doublePrecision('limit_per_month').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An illustration a model drew for a material, per user (a user's image of a reference material is theirs alone).
 * The PNG lives under DATA_DIR/ai-images/<user>/<id>.<ext>; the row keeps the prompt and provenance.
 */
export const aiImages = pgTable(
  'ai_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    mediaType: text('media_type').notNull(),
    /** Path relative to DATA_DIR. */
    filePath: text('file_path').notNull(),
    bytes: integer('bytes').notNull(),
    /** US dollars recorded in ai_usage for this image (0 when unpriced). */
    cost: doublePrecision('cost').notNull().default(0),
    priced: boolean('priced').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_images_user_material_idx').on(table.userId, table.materialId)],
);

/**
 * The model's classification (note position, odour family) and duplicate suggestions for materials, run by an admin
 * over a batch, kept above the thresholds only. An accepted one is the admin's reviewed decision with provenance;
 * it is stored here, never written into the reference rows (which rebuild-materials.ts rebuilds from the datasets).
 */
export const aiMaterialSuggestions = pgTable(
  'ai_material_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** classification | duplicate */
    kind: text('kind').notNull(),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    /** The other material of a duplicate pair (materialId < otherMaterialId); null for a classification. */
    otherMaterialId: uuid('other_material_id').references(() => materials.id, { onDelete: 'cascade' }),
    /** classification: { odourFamily, notePosition }; duplicate: { reason } */
    proposal: jsonb('proposal').notNull(),
    confidence: doublePrecision('confidence').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    promptVersion: text('prompt_version').notNull(),
    /** pending | accepted | rejected */
    status: text('status').notNull().default('pending'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_material_suggestions_status_idx').on(table.status, table.createdAt),
    index('ai_material_suggestions_material_idx').on(table.materialId),
  ],
);

import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PublishedCertificate } from '../../../domain/regulatory/published-certificate.ts';
import { users } from './auth.ts';
import { formulas } from './formulas.ts';
import { workspaces } from './workspaces.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** IFRA Standards (imported): one row per Standard. */
export const ifraStandards = pgTable('ifra_standards', {
  id: text('id').primaryKey(),
  amendment: text('amendment').notNull(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  isProhibition: boolean('is_prohibition').notNull(),
  isRestriction: boolean('is_restriction').notNull(),
  isSpecification: boolean('is_specification').notNull(),
  riskProperty: text('risk_property'),
  limitExpressedAs: text('limit_expressed_as'),
  casNumbers: text('cas_numbers').array().notNull(),
  synonyms: text('synonyms').array().notNull(),
  contributionsFromOtherSources: text('contributions_from_other_sources'),
  yearLastPublication: text('year_last_publication'),
  deadlineExistingCreations: text('deadline_existing_creations'),
  deadlineNewCreations: text('deadline_new_creations'),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
});

/** Maximum % in the finished product per IFRA category (kind: limit | no_restriction | prohibited | see_notebox | none). */
export const ifraStandardLimits = pgTable(
  'ifra_standard_limits',
  {
    id: text('id').primaryKey(),
    standardKey: text('standard_key').notNull(),
    category: text('category').notNull(),
    limitKind: text('limit_kind').notNull(),
    maxPercent: doublePrecision('max_percent'),
  },
  (table) => [index('ifra_standard_limits_standard_idx').on(table.standardKey)],
);

/** The CAS numbers in scope of each Standard (group Standards list each member CAS). */
export const ifraStandardCas = pgTable(
  'ifra_standard_cas',
  {
    id: text('id').primaryKey(),
    standardKey: text('standard_key').notNull(),
    cas: text('cas').notNull(),
    casValid: boolean('cas_valid').notNull(),
  },
  (table) => [
    index('ifra_standard_cas_cas_idx').on(table.cas),
    index('ifra_standard_cas_standard_idx').on(table.standardKey),
  ],
);

/** IFRA annex: % of a regulated constituent that a natural brings. */
export const ifraNaturalContributions = pgTable(
  'ifra_natural_contributions',
  {
    id: text('id').primaryKey(),
    amendment: text('amendment').notNull(),
    isoCategory: text('iso_category'),
    rifmId: text('rifm_id'),
    principalCas: text('principal_cas').array().notNull(),
    otherCas: text('other_cas').array().notNull(),
    naturalName: text('natural_name').notNull(),
    botanicalName: text('botanical_name'),
    constituentCas: text('constituent_cas'),
    constituentName: text('constituent_name').notNull(),
    concentrationPct: doublePrecision('concentration_pct'),
    standardKey: text('standard_key'),
    note: text('note'),
  },
  (table) => [index('ifra_natural_contributions_constituent_idx').on(table.constituentCas)],
);

/** IFRA annex: Schiff bases and the share of the regulated aldehyde they contain. */
export const ifraSchiffBases = pgTable('ifra_schiff_bases', {
  id: text('id').primaryKey(),
  aldehyde: text('aldehyde').notNull(),
  aldehydeCas: text('aldehyde_cas').array().notNull(),
  schiffBase: text('schiff_base').notNull(),
  schiffBaseCas: text('schiff_base_cas').array().notNull(),
  aldehydeLevelPct: doublePrecision('aldehyde_level_pct'),
  standardKey: text('standard_key'),
});

/** EU Cosmetics Regulation Annex II (prohibited) and Annex III (restricted) rows, one per substance and product type. */
export const euAnnexEntries = pgTable(
  'eu_annex_entries',
  {
    id: text('id').primaryKey(),
    annex: text('annex').notNull(),
    refNo: text('ref_no').notNull(),
    substanceName: text('substance_name').notNull(),
    cas: text('cas'),
    casValid: boolean('cas_valid').notNull(),
    ec: text('ec'),
    identifierNames: text('identifier_names').array().notNull(),
    productTypes: text('product_types'),
    functions: text('functions'),
    maximumThreshold: text('maximum_threshold'),
    minimumThreshold: text('minimum_threshold'),
    restrictions: text('restrictions'),
    expressedAs: text('expressed_as'),
    warningLabel: text('warning_label'),
    notes: text('notes'),
  },
  (table) => [index('eu_annex_entries_cas_idx').on(table.cas)],
);

/** Fragrance allergens that must be labelled above 0.001 % (leave-on) / 0.01 % (rinse-off). */
export const euLabellingAllergens = pgTable(
  'eu_labelling_allergens',
  {
    id: text('id').primaryKey(),
    annexIiiRef: text('annex_iii_ref').notNull(),
    cas: text('cas'),
    ec: text('ec'),
    names: text('names').array().notNull(),
    labelName: text('label_name'),
    leaveOnThresholdPct: doublePrecision('leave_on_threshold_pct'),
    rinseOffThresholdPct: doublePrecision('rinse_off_threshold_pct'),
    isOriginal26: boolean('is_original_26').notNull(),
    isAddedBy20231545: boolean('is_added_by_2023_1545').notNull(),
    productTypes: text('product_types'),
    maxConcentration: text('max_concentration'),
    otherRestrictions: text('other_restrictions'),
    notes: text('notes'),
    evidence: text('evidence'),
  },
  (table) => [index('eu_labelling_allergens_cas_idx').on(table.cas)],
);

/**
 * Public certificate links (`/c/<token>`): the IFRA certificate and allergen declaration of one formula at one
 * category and dosage, frozen at issue (`snapshot` and both PDFs as issued), revocable, every open counted (no IP).
 */
export const certificateLinks = pgTable(
  'certificate_links',
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
    tokenHash: text('token_hash').notNull().unique(),
    /** The formula's `revision` when the link was issued: a later save means the certificate may be out of date. */
    formulaRevision: integer('formula_revision').notNull(),
    snapshot: jsonb('snapshot').$type<PublishedCertificate>().notNull(),
    certificatePdf: bytea('certificate_pdf').notNull(),
    declarationPdf: bytea('declaration_pdf').notNull(),
    openCount: integer('open_count').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('certificate_links_formula_idx').on(table.formulaId, table.createdAt),
    index('certificate_links_workspace_idx').on(table.workspaceId),
  ],
);

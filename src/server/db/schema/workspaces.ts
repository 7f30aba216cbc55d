import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WorkspaceRole } from '../../../domain/workspaces/workspace-roles.ts';
import { users } from './auth.ts';
import type { SealedSecret } from './settings.ts';

/**
 * The company printed on a workspace's certificates (Settings → Company): the workspace's own since migration 0040,
 * which copied each workspace's creator's settings into it (a personal workspace keeps its user's details).
 */
export type WorkspaceCompanyDetails = {
  certificateCompany: string;
  certificateCompanyAddress: string;
  certificateSignatory: string;
  certificateSignatoryRole: string;
  /** The VAT number UFIs are made from (migration 0041 copied it from the creator's settings); absent before. */
  companyVatNumber?: string;
};

/**
 * A workspace owns materials of its own, prices, stock, formulas and their batches, shares and certificate links
 * (ADR 033). Every user has one personal workspace (`is_personal`, made at sign-up or by migration 0024), and may
 * create or join others.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    isPersonal: boolean('is_personal').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The certificate issuer of the workspace (null: not filled in yet; documents are refused until it is). */
    companyDetails: jsonb('company_details').$type<WorkspaceCompanyDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('workspaces_personal_creator_idx')
      .on(table.createdBy)
      .where(sql`${table.isPersonal}`),
  ],
);

/** Who belongs to a workspace, with one role each. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<WorkspaceRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_idx').on(table.userId),
  ],
);

/**
 * An invitation into a workspace by e-mail with a role. Only the SHA-256 of the link's token is stored; single use
 * (accepted_at), revocable (revoked_at), expiring.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<WorkspaceRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workspace_invitations_workspace_idx').on(table.workspaceId, table.createdAt)],
);

/** The workspace each user works in now (switched by POST /api/workspaces/active); absent means the personal one. */
export const activeWorkspaces = pgTable('active_workspaces', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The workspace's audit trail (issue 30, item 5): who changed what, when, with the row before and after. Append-only:
 * the application only inserts, and a trigger (migration, hand-written tail) refuses UPDATE; rows go only with their
 * workspace. `user_id` is set null when an account is deleted, `user_name` keeps who it was.
 */
export const workspaceAuditEvents = pgTable(
  'workspace_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('workspace_audit_events_workspace_at_idx').on(table.workspaceId, table.at),
    index('workspace_audit_events_entity_idx').on(table.workspaceId, table.entity, table.entityId),
  ],
);

/**
 * A workspace's API keys (issue 30, item 6; ADR 038): made by a member, scoped to the workspace with `read` or
 * `read-write`, acting with its maker's role there (never more). Only the SHA-256 of the key is stored, with its first
 * characters to recognise it; revocable; `last_used_at` is written at most once a minute.
 */
export const workspaceApiKeys = pgTable(
  'workspace_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<'read' | 'read-write'>().notNull(),
    start: text('start').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workspace_api_keys_workspace_idx').on(table.workspaceId, table.createdAt)],
);

/**
 * A workspace's OpenID Connect provider (issue 30 item 7, ADR 039): on the Enterprise plan, addresses of `email_domain`
 * sign in through it only. One provider per workspace and one workspace per domain; the client secret is sealed
 * with the secret box (`lib/secret-box.ts`) and never sent back.
 */
export const workspaceSsoProviders = pgTable('workspace_sso_providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id')
    .notNull()
    .unique()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: jsonb('client_secret').$type<SealedSecret>().notNull(),
  emailDomain: text('email_domain').notNull().unique(),
  displayName: text('display_name').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

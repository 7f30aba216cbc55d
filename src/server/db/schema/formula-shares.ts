import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { workspaces } from './workspaces.ts';
import { formulas } from './formulas.ts';

/**
 * Read-only shares of a formula (ADR 020). A row is either a colleague's share (`recipient_id`, a user linked
 * through an accepted invite), a link (`token_hash`: the SHA-256 of the link's token, never the token), or a
 * recipient who opened a link while signed in (`recipient_id` and `via_share_id`, revoked with the link).
 */
export const formulaShares = pgTable(
  'formula_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').unique(),
    viaShareId: uuid('via_share_id'),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('formula_shares_formula_idx').on(table.formulaId),
    index('formula_shares_recipient_idx').on(table.recipientId),
    index('formula_shares_workspace_idx').on(table.workspaceId),
  ],
);

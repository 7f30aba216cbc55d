import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ThemeColors } from '../../../domain/settings/built-in-themes.ts';
import type { ApiKeyProvider } from '../../../domain/settings/user-settings.ts';
import { users } from './auth.ts';

/** An API key sealed with AES-256-GCM (`lib/secret-box.ts`). */
export type SealedSecret = { iv: string; tag: string; data: string };

/**
 * One row per user (spec section 3). The normalised settings live in `preferences` (jsonb);
 * API keys are stored encrypted in `api_keys` and never returned in full.
 */
export const userSettings = pgTable('user_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull(),
  /** provider → { iv, tag, data } (AES-256-GCM), base64 strings. */
  apiKeys: jsonb('api_keys').$type<Partial<Record<ApiKeyProvider, SealedSecret>>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Custom themes of a user (spec section 3: user_themes). */
export const userThemes = pgTable('user_themes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  label: text('label').notNull(),
  description: text('description'),
  previewColors: jsonb('preview_colors').$type<Partial<ThemeColors>>(),
  variables: jsonb('variables').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

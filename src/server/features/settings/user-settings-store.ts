import { eq, sql } from 'drizzle-orm';
import {
  API_KEY_PROVIDERS,
  DEFAULT_SETTINGS,
  maskApiKey,
  normaliseApiKeys,
  normaliseSettings,
  type ApiKeyProvider,
  type PublicUserSettings,
  type UserSettings,
} from '../../../domain/settings/user-settings.ts';
import type { UpdateSettingsInput } from '../../../domain/settings/user-settings.schemas.ts';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/index.ts';
import type { SealedSecret, SecretBox } from '../../lib/secret-box.ts';

type SealedKeys = Partial<Record<ApiKeyProvider, SealedSecret>>;
type SettingsRow = typeof userSettings.$inferSelect;

function toPublic(row: SettingsRow, secretBox: SecretBox): PublicUserSettings {
  const settings = normaliseSettings(DEFAULT_SETTINGS, row.preferences);
  const sealed = row.apiKeys;
  const apiKeys: PublicUserSettings['apiKeys'] = {};
  for (const provider of API_KEY_PROVIDERS) {
    const secret = sealed[provider];
    if (!secret) continue;
    try {
      apiKeys[provider] = maskApiKey(secretBox.open(secret));
    } catch {
      // Sealed with another server secret: unreadable, so shown as absent rather than failing the page.
    }
  }
  return { ...settings, apiKeys };
}

/** Creates the user's settings row with the defaults if it does not exist yet (idempotent under races). */
async function ensureRow(db: Db, userId: string): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, preferences: DEFAULT_SETTINGS, apiKeys: {} })
    .onConflictDoNothing({ target: userSettings.userId });
}

/** The user's settings, created with the defaults on first load (spec section 4). */
export async function getUserSettings(db: Db, secretBox: SecretBox, userId: string): Promise<PublicUserSettings> {
  await ensureRow(db, userId);
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  if (!row) throw new Error('user_settings row vanished right after it was ensured');
  return toPublic(row, secretBox);
}

/**
 * Merges a change into the user's settings, normalising every value, and seals new API keys.
 * The row is locked for the update so that two saves at once never lose each other's fields.
 */
export async function updateUserSettings(
  db: Db,
  secretBox: SecretBox,
  userId: string,
  change: UpdateSettingsInput,
): Promise<PublicUserSettings> {
  await ensureRow(db, userId);
  const { apiKeys: keyChange, ...fields } = change;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .for('update')
      .limit(1);
    if (!current) throw new Error('user_settings row vanished right after it was ensured');
    const preferences: UserSettings = normaliseSettings(
      normaliseSettings(DEFAULT_SETTINGS, current.preferences),
      fields,
    );
    const sealed: SealedKeys = { ...current.apiKeys };
    if (keyChange) {
      const { set, remove } = normaliseApiKeys(keyChange);
      for (const provider of remove) delete sealed[provider];
      for (const [provider, key] of Object.entries(set)) sealed[provider as ApiKeyProvider] = secretBox.seal(key);
    }
    const [updated] = await tx
      .update(userSettings)
      .set({ preferences, apiKeys: sealed, version: sql`${userSettings.version} + 1`, updatedAt: new Date() })
      .where(eq(userSettings.userId, userId))
      .returning();
    return updated!;
  });
  return toPublic(row, secretBox);
}

/**
 * Server-only: the user's settings and their opened API keys, for the AI provider factory. Never returned by a
 * route, never logged. A key sealed with another server secret reads as absent.
 */
export async function readAiCredentials(
  db: Db,
  secretBox: SecretBox,
  userId: string,
): Promise<{ settings: UserSettings; keys: Partial<Record<ApiKeyProvider, string>> }> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  const settings = normaliseSettings(DEFAULT_SETTINGS, row?.preferences ?? {});
  const keys: Partial<Record<ApiKeyProvider, string>> = {};
  const sealed = row?.apiKeys ?? {};
  for (const provider of API_KEY_PROVIDERS) {
    const secret = sealed[provider];
    if (!secret) continue;
    try {
      keys[provider] = secretBox.open(secret);
    } catch {
      // Unreadable: treated as no key.
    }
  }
  return { settings, keys };
}

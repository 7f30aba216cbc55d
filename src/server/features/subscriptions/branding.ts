import { eq } from 'drizzle-orm';
import type { BrandingInput } from '../../../domain/subscriptions/subscriptions.schemas.ts';
import type { Db } from '../../db/client.ts';
import { brandings } from '../../db/schema/index.ts';
import { findUserTier } from './subscription-state.ts';

export type Branding = { brandName: string; accentColor: string; logoDataUrl: string | null };

/** The stored brand of a user, or null. */
export async function findBranding(db: Db, userId: string): Promise<Branding | null> {
  const [row] = await db.select().from(brandings).where(eq(brandings.userId, userId)).limit(1);
  return row ? { brandName: row.brandName, accentColor: row.accentColor, logoDataUrl: row.logoDataUrl } : null;
}

export async function saveBranding(db: Db, userId: string, input: BrandingInput): Promise<Branding> {
  const values = { userId, ...input, updatedAt: new Date() };
  await db
    .insert(brandings)
    .values(values)
    .onConflictDoUpdate({ target: brandings.userId, set: { ...input, updatedAt: values.updatedAt } });
  return input;
}

/**
 * The brand a document for `user` should carry (PDF renderer hook): the user's white-label brand while their plan
 * is enterprise, otherwise null (Sillage's own).
 */
export async function findDocumentBranding(
  db: Db,
  adminEmails: readonly string[],
  user: { id: string; email: string; role?: string | null; emailVerified: boolean },
  now: Date,
): Promise<Branding | null> {
  const tier = await findUserTier(db, adminEmails, user, now);
  return tier === 'enterprise' ? findBranding(db, user.id) : null;
}

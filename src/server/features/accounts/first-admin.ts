import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CreateFirstAdminInput } from '../../../domain/subscriptions/subscriptions.schemas.ts';
import type { Db } from '../../db/client.ts';
import { adminSetupTokens, users } from '../../db/schema/index.ts';
import type { Auth } from '../../auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from './admin-audit-log.ts';
import { hasAdministrator } from './admin-users.ts';

const TOKEN_HOURS = 24;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * On an instance without any administrator, a one-time setup link (valid 24 h; only its hash is stored).
 * Returns the link to print in the server's log, or null when an administrator exists.
 */
export async function issueAdminSetupLink(
  db: Db,
  adminEmails: readonly string[],
  publicUrl: string,
  now: Date,
): Promise<{ url: string; expiresAt: Date } | null> {
  if (await hasAdministrator(db, adminEmails)) return null;
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_HOURS * 3_600_000);
  // One link at a time: a restart issues a fresh one and the earlier ones stop working.
  await db.delete(adminSetupTokens).where(isNull(adminSetupTokens.usedAt));
  await db.insert(adminSetupTokens).values({ tokenHash: hashToken(token), expiresAt });
  return { url: `${publicUrl}/setup-admin?token=${token}`, expiresAt };
}

/** Whether the sign-in page should say that an administrator account is waiting to be created. */
export async function isAdminSetupPending(db: Db, adminEmails: readonly string[], now: Date): Promise<boolean> {
  if (await hasAdministrator(db, adminEmails)) return false;
  const [token] = await db
    .select()
    .from(adminSetupTokens)
    .where(and(isNull(adminSetupTokens.usedAt), gt(adminSetupTokens.expiresAt, now)))
    .limit(1);
  return Boolean(token);
}

/**
 * Creates the first administrator with the logged token (verified: holding the server log proves enough), and signs
 * them in: `setCookies` are the session cookies for the answer.
 */
export async function createFirstAdmin(
  db: Db,
  auth: Auth,
  adminEmails: readonly string[],
  input: CreateFirstAdminInput,
  now: Date,
) {
  if (await hasAdministrator(db, adminEmails))
    throw new AppError('CONFLICT', 'This instance already has an administrator.');
  const hash = hashToken(input.token);
  const [claimed] = await db
    .update(adminSetupTokens)
    .set({ usedAt: now })
    .where(
      and(eq(adminSetupTokens.tokenHash, hash), isNull(adminSetupTokens.usedAt), gt(adminSetupTokens.expiresAt, now)),
    )
    .returning();
  if (!claimed)
    throw new AppError('FORBIDDEN', 'This setup link is invalid, used or expired. Restart the server for a new one.');
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  let userId = existing?.id;
  if (existing) {
    // An existing account becomes administrator only with its own password.
    try {
      await auth.api.signInEmail({ body: { email, password: input.password } });
    } catch {
      await db.update(adminSetupTokens).set({ usedAt: null }).where(eq(adminSetupTokens.tokenHash, hash));
      throw new AppError(
        'FORBIDDEN',
        'An account with this e-mail exists: enter its password to make it the administrator.',
      );
    }
  } else {
    const created = await auth.api.signUpEmail({ body: { email, password: input.password, name: input.name } });
    userId = created.user.id;
  }
  await db.update(users).set({ role: 'admin', emailVerified: true, updatedAt: now }).where(eq(users.id, userId!));
  await recordAdminAction(db, {
    actor: { id: userId!, email },
    target: { id: userId!, email },
    action: 'admin.first-setup',
  });
  // The new administrator is signed in at once (the setup link's page goes on to the reference data setup).
  const signedIn = await auth.api.signInEmail({ body: { email, password: input.password }, returnHeaders: true });
  return { email, setCookies: signedIn.headers.getSetCookie() };
}

import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { isAdmin, parseRoles, type Role } from '../../../domain/accounts/roles.ts';
import { resolveTier, type Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { ListUsersQuery } from '../../../domain/subscriptions/subscriptions.schemas.ts';
import type { Db } from '../../db/client.ts';
import { formulas, materials, profiles, sessions, subscribers, users } from '../../db/schema/index.ts';
import type { Auth } from '../../auth.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserEvents } from '../../lib/user-events.ts';
import { checkSubscription, setSubscription } from '../subscriptions/subscriptions.public.ts';
import { recordAdminAction } from './admin-audit-log.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type Actor = { id: string; email: string };
type Services = { db: Db; events: UserEvents; adminEmails: readonly string[] };

/** Users with role, plan, beta flag, last sign-in, formula and material counts; searched by e-mail or name. */
export async function listUsers(db: Db, adminEmails: readonly string[], query: ListUsersQuery, now: Date) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
  const formulaCount = db
    .select({ userId: formulas.userId, total: count().as('formula_total') })
    .from(formulas)
    .groupBy(formulas.userId)
    .as('formula_counts');
  const materialCount = db
    .select({ userId: materials.userId, total: count().as('material_total') })
    .from(materials)
    .groupBy(materials.userId)
    .as('material_counts');
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerified: users.emailVerified,
      banned: users.banned,
      banReason: users.banReason,
      createdAt: users.createdAt,
      subscribed: subscribers.subscribed,
      subscriptionTier: subscribers.subscriptionTier,
      subscriptionEnd: subscribers.subscriptionEnd,
      subscriptionSource: subscribers.source,
      isBetaTester: profiles.isBetaTester,
      lastSignInAt: profiles.lastSignInAt,
      formulaCount: formulaCount.total,
      materialCount: materialCount.total,
    })
    .from(users)
    .leftJoin(subscribers, eq(subscribers.email, users.email))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(formulaCount, eq(formulaCount.userId, users.id))
    .leftJoin(materialCount, eq(materialCount.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ total: count() }).from(users).where(where);
  return {
    total: total?.total ?? 0,
    items: rows.map((row) => {
      const admin = isAdmin(row, adminEmails);
      const subscriber =
        row.subscriptionTier === null
          ? null
          : {
              subscribed: row.subscribed ?? false,
              subscriptionTier: row.subscriptionTier,
              subscriptionEnd: row.subscriptionEnd,
            };
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        roles: parseRoles(row.role),
        isAdmin: admin,
        emailVerified: row.emailVerified,
        banned: row.banned ?? false,
        banReason: row.banReason,
        tier: resolveTier({ email: row.email, isAdmin: admin, subscriber, now }) satisfies Tier,
        subscriptionEnd: admin ? null : (row.subscriptionEnd?.toISOString() ?? null),
        subscriptionSource: row.subscriptionSource,
        isBetaTester: row.isBetaTester ?? false,
        lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        formulaCount: Number(row.formulaCount ?? 0),
        materialCount: Number(row.materialCount ?? 0),
      };
    }),
  };
}

async function getUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
  return user;
}

/** PUT /api/admin/users/:id/plan: an administrator grants a plan (until an optional end date); audited. */
export async function setUserPlan(
  services: Services,
  actor: Actor,
  userId: string,
  input: { tier: Tier; subscriptionEnd?: string | null },
  now: Date,
) {
  const user = await getUser(services.db, userId);
  if (isAdmin(user, services.adminEmails)) {
    throw new AppError(
      'CONFLICT',
      'An administrator always has Enterprise: change the role first to give another plan.',
    );
  }
  const end = input.subscriptionEnd ? new Date(input.subscriptionEnd) : null;
  if (end && end.getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', 'The end date must be in the future.');
  await setSubscription(services.db, services.events, {
    email: user.email,
    userId: user.id,
    tier: input.tier,
    subscriptionEnd: input.tier === 'free' ? null : end,
    source: 'admin',
  });
  await recordAdminAction(services.db, {
    actor,
    target: { id: user.id, email: user.email },
    action: 'plan.set',
    detail: { tier: input.tier, subscriptionEnd: end?.toISOString() ?? null },
  });
  return checkSubscription(services.db, services.adminEmails, user.email, now);
}

/** PUT /api/admin/users/:id/role; an administrator cannot take their own admin role away (no lock-out). */
export async function setUserRole(services: Services, actor: Actor, userId: string, role: Role, now: Date) {
  const user = await getUser(services.db, userId);
  if (user.id === actor.id && role === 'user')
    throw new AppError('CONFLICT', 'You cannot take your own administrator role away.');
  await services.db.update(users).set({ role, updatedAt: now }).where(eq(users.id, user.id));
  await recordAdminAction(services.db, {
    actor,
    target: { id: user.id, email: user.email },
    action: 'role.set',
    detail: { from: user.role, to: role },
  });
  const state = await checkSubscription(services.db, services.adminEmails, user.email, now);
  await services.events.publish(user.id, {
    type: 'subscription',
    tier: state.tier,
    subscriptionEnd: state.subscriptionEnd,
  });
  return { role, ...state };
}

/** Ban (signs the user out everywhere) or unban; audited. */
export async function setUserBanned(
  services: Services,
  actor: Actor,
  userId: string,
  banned: boolean,
  reason: string | undefined,
  now: Date,
) {
  const user = await getUser(services.db, userId);
  if (user.id === actor.id && banned) throw new AppError('CONFLICT', 'You cannot ban yourself.');
  await services.db
    .update(users)
    .set({ banned, banReason: banned ? (reason ?? null) : null, banExpires: null, updatedAt: now })
    .where(eq(users.id, user.id));
  if (banned) await services.db.delete(sessions).where(eq(sessions.userId, user.id));
  await recordAdminAction(services.db, {
    actor,
    target: { id: user.id, email: user.email },
    action: banned ? 'user.ban' : 'user.unban',
    detail: reason ? { reason } : undefined,
  });
  return { banned };
}

export async function setBetaTester(services: Services, actor: Actor, userId: string, isBetaTester: boolean) {
  const user = await getUser(services.db, userId);
  await services.db
    .insert(profiles)
    .values({ userId: user.id, isBetaTester })
    .onConflictDoUpdate({ target: profiles.userId, set: { isBetaTester } });
  await recordAdminAction(services.db, {
    actor,
    target: { id: user.id, email: user.email },
    action: 'beta.set',
    detail: { isBetaTester },
  });
  return { isBetaTester };
}

/** Sends the user a password reset link (the same e-mail as "Forgot password"); audited. */
export async function sendPasswordReset(services: Services & { auth: Auth }, actor: Actor, userId: string) {
  const user = await getUser(services.db, userId);
  await services.auth.api.requestPasswordReset({
    body: { email: user.email, redirectTo: '/account?section=security' },
  });
  await recordAdminAction(services.db, {
    actor,
    target: { id: user.id, email: user.email },
    action: 'password-reset.sent',
  });
  return { sent: true };
}

/** Is there any administrator yet (a role of admin or a verified address of ADMIN_EMAILS)? */
export async function hasAdministrator(db: Db, adminEmails: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(
      or(
        sql`${users.role} ~ '(^|,)\\s*(admin|super_admin)\\s*(,|$)'`,
        adminEmails.length > 0 ? and(eq(users.emailVerified, true), inArray(users.email, [...adminEmails])) : undefined,
      ),
    );
  return (row?.total ?? 0) > 0;
}

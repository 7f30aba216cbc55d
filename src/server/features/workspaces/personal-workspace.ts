import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

type Executor = Pick<Db, 'select' | 'insert'>;

/** A personal workspace's name: the user's name, else the local part of the address. */
export function namePersonalWorkspace(user: { name?: string | null; email: string }): string {
  return user.name?.trim() || (user.email.split('@')[0] ?? user.email);
}

/**
 * The user's personal workspace, made (with the user as owner) when it does not exist yet: at sign-up (auth.ts)
 * and, for an account made some other way, on first use. Safe to call concurrently (one personal workspace per
 * creator, a unique index).
 */
export async function ensurePersonalWorkspace(
  db: Executor,
  user: { id: string; name?: string | null; email: string },
): Promise<string> {
  const existing = await findPersonalWorkspaceId(db, user.id);
  if (existing) return existing;
  const [created] = await db
    .insert(workspaces)
    .values({ name: namePersonalWorkspace(user), isPersonal: true, createdBy: user.id })
    .onConflictDoNothing()
    .returning({ id: workspaces.id });
  const workspaceId = created?.id ?? (await findPersonalWorkspaceId(db, user.id));
  if (!workspaceId) throw new Error(`no personal workspace for user ${user.id}`);
  await db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role: 'owner' }).onConflictDoNothing();
  return workspaceId;
}

export async function findPersonalWorkspaceId(db: Pick<Db, 'select'>, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.createdBy, userId), eq(workspaces.isPersonal, true)))
    .limit(1);
  return row?.id ?? null;
}

/** The user's personal workspace id, made on first use for an account that has none yet. */
export async function getPersonalWorkspaceId(db: Executor, userId: string): Promise<string> {
  const existing = await findPersonalWorkspaceId(db, userId);
  if (existing) return existing;
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in first');
  return ensurePersonalWorkspace(db, user);
}

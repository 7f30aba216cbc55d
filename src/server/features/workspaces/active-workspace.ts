import type { Context, MiddlewareHandler } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import {
  describeMissingPermission,
  hasWorkspacePermission,
  type WorkspaceAction,
} from '../../../domain/workspaces/workspace-permissions.ts';
import type { WorkspaceRole } from '../../../domain/workspaces/workspace-roles.ts';
import type { Db } from '../../db/client.ts';
import { activeWorkspaces, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { getPersonalWorkspaceId } from './personal-workspace.ts';

/** The workspace a request works in, and the session user's role there. */
export type ActiveWorkspace = { id: string; name: string; isPersonal: boolean; role: WorkspaceRole };

/**
 * The session user's active workspace: the one they switched to (active_workspaces) while they still belong to
 * it, else their personal workspace (made now if the account has none).
 */
export async function resolveActiveWorkspace(db: Db, userId: string): Promise<ActiveWorkspace> {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      isPersonal: workspaces.isPersonal,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(activeWorkspaces, eq(activeWorkspaces.userId, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        sql`(${activeWorkspaces.workspaceId} = ${workspaceMembers.workspaceId} OR (${workspaces.isPersonal} AND ${workspaces.createdBy} = ${userId}))`,
      ),
    )
    // The chosen workspace first, the personal one otherwise.
    .orderBy(sql`(${activeWorkspaces.workspaceId} = ${workspaceMembers.workspaceId}) DESC NULLS LAST`)
    .limit(1);
  if (row) return row;
  const id = await getPersonalWorkspaceId(db, userId);
  return resolveWorkspaceMembership(db, userId, id);
}

/** The user's membership of one workspace, or a 404 (a workspace one does not belong to is never revealed). */
export async function resolveWorkspaceMembership(
  db: Db,
  userId: string,
  workspaceId: string,
): Promise<ActiveWorkspace> {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      isPersonal: workspaces.isPersonal,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Workspace not found');
  return row;
}

/** 403 with the matrix's sentence unless the role grants the action. */
export function assertWorkspacePermission(workspace: ActiveWorkspace, action: WorkspaceAction): void {
  if (!hasWorkspacePermission(workspace.role, action))
    throw new AppError('FORBIDDEN', describeMissingPermission(workspace.role, action), {
      role: workspace.role,
      action,
    });
}

/**
 * The request's active workspace when it is known without waiting: looked up already by this request, or kept in the
 * read cache (embedded database only) under the session's entry since the last write (a switch, a role change or a
 * removal is a write, which drops it). Undefined when it must be read from the database (getRequestWorkspace).
 */
export function findKnownRequestWorkspace(c: Context<AppEnv>): ActiveWorkspace | undefined {
  const known = c.get('workspace');
  if (known) return known;
  const scope = c.get('readScope');
  const workspace = scope ? c.get('deps').readCache?.getIn<ActiveWorkspace>(scope, 'workspace') : undefined;
  if (workspace) c.set('workspace', workspace);
  return workspace;
}

/**
 * The request's active workspace, looked up once per request; kept between writes on the embedded database (the
 * read cache moves on with every write, a switch or a role change included).
 */
export async function getRequestWorkspace(c: Context<AppEnv>): Promise<ActiveWorkspace> {
  return findKnownRequestWorkspace(c) ?? lookUpRequestWorkspace(c);
}

async function lookUpRequestWorkspace(c: Context<AppEnv>): Promise<ActiveWorkspace> {
  const userId = c.get('userId');
  if (!userId) throw new AppError('UNAUTHORIZED', 'Sign in first');
  const { readCache } = c.get('deps');
  const scope = c.get('readScope');
  const key = `workspace:${userId}`;
  let workspace = scope ? undefined : readCache?.get<ActiveWorkspace>(key);
  if (!workspace) {
    const startedAt = readCache?.generation() ?? 0;
    workspace = await resolveActiveWorkspace(c.get('db'), userId);
    if (scope) readCache?.rememberIn(scope, 'workspace', workspace, startedAt);
    else readCache?.remember(key, workspace, startedAt);
  }
  c.set('workspace', workspace);
  return workspace;
}

/** Whose request reads or writes workspace data: the session user in the workspace it works in (ADR 033). */
export type WorkspaceScope = { userId: string; workspaceId: string };

/** The request's scope: the session user and their active workspace (one lookup per request). */
export async function getRequestScope(c: Context<AppEnv>): Promise<WorkspaceScope> {
  return { userId: c.get('userId'), workspaceId: (await getRequestWorkspace(c)).id };
}

/**
 * The request's scope, at once when its workspace is known (findKnownRequestWorkspace), else as a promise: a hot read
 * whose answer is kept then answers without waiting for anything.
 */
export function readRequestScope(c: Context<AppEnv>): WorkspaceScope | Promise<WorkspaceScope> {
  const known = findKnownRequestWorkspace(c);
  return known ? { userId: c.get('userId'), workspaceId: known.id } : getRequestScope(c);
}

/**
 * Route middleware: the active workspace must grant `action` to the session user's role (403 otherwise, with the
 * matrix's sentence). Ids of another workspace are then answered 404 by the queries, which filter by it. With the
 * workspace known it checks and goes on without a promise of its own (it runs before every workspace route).
 */
export function requireWorkspacePermission(action: WorkspaceAction): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const known = findKnownRequestWorkspace(c);
    if (known) {
      assertWorkspacePermission(known, action);
      return next();
    }
    return lookUpRequestWorkspace(c).then((workspace) => {
      assertWorkspacePermission(workspace, action);
      return next();
    });
  };
}

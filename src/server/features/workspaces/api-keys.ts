import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { and, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import {
  acceptsApiKey,
  allowsMethod,
  API_KEY_PREFIX,
  API_KEY_RATE_LIMIT,
  API_KEY_START_LENGTH,
  describeRouteRefusal,
  READ_ONLY_KEY_MESSAGE,
  type ApiKeyScope,
} from '../../../domain/workspaces/api-keys.ts';
import { hasFeature } from '../../../domain/subscriptions/plans.ts';
import { hasWorkspacePermission } from '../../../domain/workspaces/workspace-permissions.ts';
import type { CreateApiKeyInput } from '../../../domain/workspaces/workspaces.schemas.ts';
import type { Db } from '../../db/client.ts';
import { users, workspaceApiKeys, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertRateLimit } from '../../lib/consume-rate-limit.ts';
import { featureRefusal } from '../subscriptions/subscriptions.public.ts';
import type { ActiveWorkspace } from './active-workspace.ts';
import { recordAuditEvent } from './audit-trail.ts';
import { findWorkspaceTier } from './workspace-plan.ts';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** `last_used_at` is written at most this often per key (not one write per request). */
const LAST_USE_PRECISION_MS = 60_000;

const KEY_COLUMNS = {
  id: workspaceApiKeys.id,
  name: workspaceApiKeys.name,
  scope: workspaceApiKeys.scope,
  start: workspaceApiKeys.start,
  createdBy: workspaceApiKeys.createdBy,
  createdByName: users.name,
  lastUsedAt: workspaceApiKeys.lastUsedAt,
  revokedAt: workspaceApiKeys.revokedAt,
  createdAt: workspaceApiKeys.createdAt,
};

type KeyRow = {
  id: string;
  name: string;
  scope: ApiKeyScope;
  start: string;
  createdBy: string;
  createdByName: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
};

function toApiKeyResponse(row: KeyRow) {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    start: row.start,
    createdBy: row.createdBy,
    createdByName: row.createdByName ?? '',
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The workspace's keys, newest first (never the key itself: only its first characters). */
export async function listApiKeys(db: Db, workspaceId: string) {
  const rows = await db
    .select(KEY_COLUMNS)
    .from(workspaceApiKeys)
    .leftJoin(users, eq(users.id, workspaceApiKeys.createdBy))
    .where(eq(workspaceApiKeys.workspaceId, workspaceId))
    .orderBy(desc(workspaceApiKeys.createdAt))
    .limit(500);
  return rows.map(toApiKeyResponse);
}

/**
 * Makes a key for the workspace (any member: the key acts with its maker's role, never more), on a plan with the API
 * feature (403 naming the plan otherwise). The key is in the answer once; only its SHA-256 is stored.
 */
export async function createApiKey(
  deps: { db: Db; adminEmails: readonly string[] },
  membership: ActiveWorkspace,
  userId: string,
  input: CreateApiKeyInput,
  now: Date,
) {
  const { db } = deps;
  const tier = await findWorkspaceTier(db, deps.adminEmails, membership.id, now);
  if (!hasFeature(tier, 'api')) throw featureRefusal(tier, 'api');
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workspaceApiKeys)
      .values({
        workspaceId: membership.id,
        createdBy: userId,
        name: input.name,
        scope: input.scope,
        start: key.slice(0, API_KEY_START_LENGTH),
        keyHash: hashKey(key),
        createdAt: now,
      })
      .returning({ id: workspaceApiKeys.id });
    await recordAuditEvent(
      tx,
      { userId, workspaceId: membership.id },
      {
        entity: 'api-key',
        entityId: row!.id,
        action: 'create',
        after: { name: input.name, scope: input.scope, start: key.slice(0, API_KEY_START_LENGTH) },
      },
    );
    return row!;
  });
  const [view] = await listKeysWhere(db, eq(workspaceApiKeys.id, created.id));
  return { apiKey: view!, key };
}

async function listKeysWhere(db: Db, where: SQL) {
  const rows = await db
    .select(KEY_COLUMNS)
    .from(workspaceApiKeys)
    .leftJoin(users, eq(users.id, workspaceApiKeys.createdBy))
    .where(where);
  return rows.map(toApiKeyResponse);
}

/**
 * Revokes a key of the workspace: its maker, or a member who manages members (403 otherwise); 404 for a key of
 * another workspace. Revoking twice keeps the first date.
 */
export async function revokeApiKey(db: Db, membership: ActiveWorkspace, userId: string, keyId: string, now: Date) {
  const [row] = await db
    .select({ createdBy: workspaceApiKeys.createdBy, revokedAt: workspaceApiKeys.revokedAt })
    .from(workspaceApiKeys)
    .where(and(eq(workspaceApiKeys.id, keyId), eq(workspaceApiKeys.workspaceId, membership.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'API key not found');
  if (row.createdBy !== userId && !hasWorkspacePermission(membership.role, 'members.manage'))
    throw new AppError(
      'FORBIDDEN',
      `Your role in this workspace (${membership.role}) cannot revoke a colleague's API key. Ask its maker, an owner or an admin.`,
    );
  if (!row.revokedAt) {
    await db.transaction(async (tx) => {
      await tx
        .update(workspaceApiKeys)
        .set({ revokedAt: now })
        .where(and(eq(workspaceApiKeys.id, keyId), isNull(workspaceApiKeys.revokedAt)));
      await recordAuditEvent(
        tx,
        { userId, workspaceId: membership.id },
        {
          entity: 'api-key',
          entityId: keyId,
          action: 'update',
          before: { revokedAt: null },
          after: { revokedAt: now },
        },
      );
    });
  }
  const [view] = await listKeysWhere(db, eq(workspaceApiKeys.id, keyId));
  return { apiKey: view! };
}

/** The key a request was authenticated with (for usage records). */
export type RequestApiKey = { id: string; scope: ApiKeyScope; workspaceId: string };

const INVALID_KEY = 'This API key is not valid, or it was revoked.';

/**
 * Authenticates a request by the API key it presents, in place of a session (app.ts, before the session is read):
 * 401 for an unknown, revoked or orphaned key (its maker left the workspace or is banned); 403 on a route that does
 * not take keys, on a write with a read key, and on a workspace whose plan lacks the API feature (the plan named);
 * 429 past the key's rate limit. Then the request runs as the key's maker in the key's workspace, with their role.
 */
export async function authenticateApiKey(c: Context<AppEnv>, presented: string): Promise<RequestApiKey> {
  const db = c.get('db');
  const { env } = c.get('deps');
  const [found] = await db
    .select({
      key: {
        id: workspaceApiKeys.id,
        scope: workspaceApiKeys.scope,
        revokedAt: workspaceApiKeys.revokedAt,
        lastUsedAt: workspaceApiKeys.lastUsedAt,
      },
      workspace: { id: workspaces.id, name: workspaces.name, isPersonal: workspaces.isPersonal },
      role: workspaceMembers.role,
      user: users,
    })
    .from(workspaceApiKeys)
    .innerJoin(workspaces, eq(workspaces.id, workspaceApiKeys.workspaceId))
    .innerJoin(users, eq(users.id, workspaceApiKeys.createdBy))
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, workspaceApiKeys.workspaceId),
        eq(workspaceMembers.userId, workspaceApiKeys.createdBy),
      ),
    )
    .where(eq(workspaceApiKeys.keyHash, hashKey(presented)))
    .limit(1);
  if (!found || found.key.revokedAt || !found.role || found.user.banned)
    throw new AppError('UNAUTHORIZED', INVALID_KEY);
  if (!acceptsApiKey(c.req.path)) throw new AppError('FORBIDDEN', describeRouteRefusal());
  if (!allowsMethod(found.key.scope, c.req.method)) throw new AppError('FORBIDDEN', READ_ONLY_KEY_MESSAGE);
  const now = new Date();
  const tier = await findWorkspaceTier(db, env.adminEmails, found.workspace.id, now);
  if (!hasFeature(tier, 'api')) throw featureRefusal(tier, 'api');
  await assertRateLimit(
    db,
    'api-key',
    found.key.id,
    API_KEY_RATE_LIMIT,
    'This API key made too many requests in the last minute.',
  );
  if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS) {
    await db
      .update(workspaceApiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(workspaceApiKeys.id, found.key.id),
          or(
            isNull(workspaceApiKeys.lastUsedAt),
            lt(workspaceApiKeys.lastUsedAt, new Date(now.getTime() - LAST_USE_PRECISION_MS)),
          ),
        ),
      );
  }
  c.set('user', found.user as NonNullable<AppEnv['Variables']['user']>);
  c.set('userId', found.user.id);
  // A key never carries the instance administrator's rights: /api/admin is not among its routes anyway.
  c.set('isAdmin', false);
  c.set('workspace', { ...found.workspace, role: found.role });
  const apiKey = { id: found.key.id, scope: found.key.scope, workspaceId: found.workspace.id };
  c.set('apiKey', apiKey);
  return apiKey;
}

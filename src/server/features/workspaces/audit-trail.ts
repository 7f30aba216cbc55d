import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntity, AuditEventView } from '../../../domain/workspaces/audit-trail.ts';
import type { AuditQuery } from '../../../domain/workspaces/workspaces.schemas.ts';
import type { Db } from '../../db/client.ts';
import { users, workspaceAuditEvents } from '../../db/schema/index.ts';
import type { WorkspaceScope } from './active-workspace.ts';

/** A database or a transaction: anything that inserts. */
type Writer = Pick<Db, 'insert'>;

export type AuditChange = {
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Dates as ISO text, so the JSON kept is what the API showed. */
function toJson(row: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  return row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null;
}

/**
 * Appends one change to the workspace's audit trail, in the caller's transaction when given one: the author (with
 * their name as it is now, kept if the account goes), what, and the row before and after.
 */
export async function recordAuditEvent(db: Writer, scope: WorkspaceScope, change: AuditChange): Promise<void> {
  await db.insert(workspaceAuditEvents).values({
    workspaceId: scope.workspaceId,
    userId: scope.userId,
    userName: sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${scope.userId}), '')`,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    before: toJson(change.before),
    after: toJson(change.after),
  });
}

/** The workspace's trail, newest first, filtered (entity, id, action, author, from/to inclusive). */
export async function listAuditEvents(
  db: Db,
  workspaceId: string,
  query: AuditQuery,
): Promise<(AuditEventView & { id: string; userId: string | null })[]> {
  const filters: SQL[] = [eq(workspaceAuditEvents.workspaceId, workspaceId)];
  if (query.entity) filters.push(eq(workspaceAuditEvents.entity, query.entity));
  if (query.entityId) filters.push(eq(workspaceAuditEvents.entityId, query.entityId));
  if (query.action) filters.push(eq(workspaceAuditEvents.action, query.action));
  if (query.userId) filters.push(eq(workspaceAuditEvents.userId, query.userId));
  if (query.from) filters.push(gte(workspaceAuditEvents.at, new Date(query.from)));
  if (query.to) filters.push(lte(workspaceAuditEvents.at, new Date(query.to)));
  const rows = await db
    .select()
    .from(workspaceAuditEvents)
    .where(and(...filters))
    .orderBy(desc(workspaceAuditEvents.at), desc(workspaceAuditEvents.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    userId: row.userId,
    userName: row.userName,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
  }));
}

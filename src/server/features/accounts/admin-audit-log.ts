import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/index.ts';

export type AuditEntry = {
  actor: { id: string; email: string };
  target: { id: string; email: string } | null;
  action: string;
  detail?: Record<string, unknown>;
};

/** Records one administrator action: who, what, on whom, when. */
export async function recordAdminAction(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    action: entry.action,
    detail: entry.detail ?? null,
  });
}

/** The newest audit entries first. */
export async function listAdminActions(db: Db, limit: number) {
  const rows = await db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    targetEmail: row.targetEmail,
    action: row.action,
    detail: row.detail ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

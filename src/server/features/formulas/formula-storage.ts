import { sql } from 'drizzle-orm';
import { FormulaContentSchema } from '../../../domain/formulas/formulas.schemas.ts';
import { describeStorageExceeded } from '../../../domain/formulas/storage-budget.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatCount } from '../../../domain/shared/format-numbers.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The byte budget a formula write is checked against (USER_STORAGE_BYTES); none in scripts that pass none. */
export type FormulaWriteLimits = { storageBytes?: number };

/** Rows and name within the limits of every path (422), whichever way they came in. */
export function assertFormulaContent(content: { name?: string; rows?: readonly unknown[] }): void {
  const result = FormulaContentSchema.safeParse(content);
  if (!result.success) {
    const issue = result.error.issues[0];
    const message =
      issue?.path[0] === 'rows' && content.rows
        ? `${issue.message}; this one has ${formatCount(content.rows.length)}.`
        : (issue?.message ?? 'Invalid formula');
    throw new AppError('VALIDATION_FAILED', message, {
      issues: result.error.issues.map((entry) => ({ path: entry.path.join('.'), message: entry.message })),
    });
  }
}

/**
 * Bytes the user's stored content takes (USER_STORAGE_BYTES): formulas and versions as stored (compressed), the
 * analysis reports they saved, the certificate links they issued (both frozen PDFs and the snapshot), the AI
 * assistant's messages and the AI images' files.
 */
export async function measureFormulaStorage(db: Db | Tx, userId: string): Promise<number> {
  const result = await db.execute<{ bytes: string | number | null }>(sql`
    SELECT
      coalesce((SELECT sum(coalesce(pg_column_size(rows), 0) + coalesce(pg_column_size(product), 0) + coalesce(octet_length(description), 0) + octet_length(name))
                FROM formulas WHERE user_id = ${userId}), 0)
    + coalesce((SELECT sum(coalesce(pg_column_size(rows), 0) + coalesce(pg_column_size(product), 0) + coalesce(octet_length(description), 0) + octet_length(name))
                FROM formula_versions WHERE user_id = ${userId}), 0)
    + coalesce((SELECT sum(octet_length(m.content) + coalesce(pg_column_size(m.parts), 0))
                FROM ai_messages m JOIN ai_conversations c ON c.id = m.conversation_id WHERE c.user_id = ${userId}), 0)
    + coalesce((SELECT sum(pg_column_size(report_data)) FROM analysis_reports WHERE user_id = ${userId}), 0)
    + coalesce((SELECT sum(octet_length(certificate_pdf) + octet_length(declaration_pdf) + pg_column_size(snapshot))
                FROM certificate_links WHERE user_id = ${userId}), 0)
    + coalesce((SELECT sum(bytes) FROM ai_images WHERE user_id = ${userId}), 0) AS bytes`);
  return Number(result.rows[0]?.bytes ?? 0);
}

/** A 413 naming what is used of what, when `incomingBytes` more would pass the budget. */
export async function assertStorageFits(
  db: Db | Tx,
  userId: string,
  incomingBytes: number,
  limits: FormulaWriteLimits | undefined,
): Promise<void> {
  const budget = limits?.storageBytes;
  if (budget === undefined || incomingBytes <= 0) return;
  const used = await measureFormulaStorage(db, userId);
  if (used + incomingBytes > budget) throw new AppError('PAYLOAD_TOO_LARGE', describeStorageExceeded(used, budget));
}

/**
 * Stores something that counts in the user's storage only if it fits, atomically: under a per-user advisory lock
 * held to the end of the transaction, the budget is read and `write` runs, so parallel writes of one user (on several
 * connections) are checked one after another and never pass the budget together. A 413 when it does not fit.
 */
export async function writeWithinStorage<T>(
  db: Db,
  userId: string,
  incomingBytes: number,
  limits: FormulaWriteLimits | undefined,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`storage:${userId}`}))`);
    await assertStorageFits(tx, userId, incomingBytes, limits);
    return write(tx);
  });
}

/** The size a value will roughly take (its JSON, uncompressed: an upper bound of what is stored). */
export const jsonBytes = (value: unknown): number =>
  value === undefined || value === null ? 0 : Buffer.byteLength(JSON.stringify(value));

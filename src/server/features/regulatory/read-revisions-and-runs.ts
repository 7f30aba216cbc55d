import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LATEST_RUNS_JSON, parseLatestRuns, type LatestRun } from './load-compliance-inputs.ts';
import { dataRevisionRows, stampOfRevisionRows } from './load-user-context-rows.ts';

/** A JSON value as the driver gives it: parsed (node-postgres), or its text. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * What a page of verdicts reads first, in one statement (one round trip where every ask made two): the user's data
 * revisions as a stamp (selectDataRevisionStamp's, read before any row a check reads: ADR 057) and the latest import
 * run of every dataset, which chooses the compliance inputs (`complianceInputs.load(runs)`).
 */
export async function readRevisionsAndRuns(
  database: Database,
  userId: string,
): Promise<{ revisionStamp: string; runs: LatestRun[] }> {
  const { rows } = await database.db.execute<{ revisions: unknown; runs: unknown }>(
    sql`SELECT (SELECT coalesce(json_agg(revision_rows), '[]'::json) FROM (${dataRevisionRows(userId)}) AS revision_rows)
      AS revisions, ${LATEST_RUNS_JSON} AS runs`,
  );
  const revisions = parsed(rows[0]?.revisions ?? []) as { scope: string; revision: number }[];
  return { revisionStamp: stampOfRevisionRows(revisions), runs: parseLatestRuns(rows[0]?.runs ?? []) };
}

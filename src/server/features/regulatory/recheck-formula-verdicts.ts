import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { FormulaVerdictSnapshot } from '../../../domain/regulatory/compare-formula-verdicts.ts';
import type { DataVersion } from '../../../domain/regulatory/regulatory-model.ts';
import { compareFormulaVerdicts } from '../../../domain/regulatory/compare-formula-verdicts.ts';
import { formulas, formulaVerdictChanges, formulaVerdicts } from '../../db/schema/index.ts';
import type { JobJson } from '../../db/schema/index.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { jobType, type JobContext } from '../../lib/jobs/job-type.ts';
import type { Logger } from '../../lib/logger.ts';
import { checkFormulasOfUser, type FormulaToCheck } from './check-formula-verdicts.ts';
import type { ComplianceDeps } from './load-compliance-inputs.ts';

/** "IFRA Amendment 51, EU annexes 2024-03 · imported 2026-11-23": the data a change came with. */
export function describeDataVersion(version: DataVersion): string {
  const parts = [
    version.ifraAmendment === 'not imported' ? null : `IFRA Amendment ${version.ifraAmendment}`,
    version.euAnnexEdition === 'not imported' ? null : `EU annexes ${version.euAnnexEdition}`,
  ].filter((part): part is string => part !== null);
  return `${parts.join(', ') || 'Reference data'} · imported ${version.importedOn}`;
}

export type RecheckPayload = { reason: string };

/** Re-checks every formula of every user against the reference data now in the database (after an import). */
export const FORMULA_VERDICTS_RECHECK_JOB = jobType<RecheckPayload>('regulatory.formula-verdicts-recheck');

/** Formulas read and checked per step: one query each for formulas, stored verdicts and writes. */
export const RECHECK_BATCH_SIZE = 200;

export type RecheckResult = {
  dataVersion: string;
  checked: number;
  skipped: number;
  broken: number;
  /** Formulas whose check threw (logged); checked again by the next run. */
  failed: number;
};

type Row = FormulaToCheck & { userId: string; revision: number };

/**
 * Stores each formula's verdict under the current data version (skipping formulas already checked at their
 * current revision), and records a change when the verdict worsened since the formula's previous check under
 * other data while the formula itself did not change. Formulas are read in batches in (user, id) order; the
 * compliance inputs are built once for the data version and each user's context once per batch.
 */
export async function recheckFormulaVerdicts(
  deps: ComplianceDeps,
  options: {
    onProgress?: (checked: number) => void;
    signal?: AbortSignal;
    batchSize?: number;
    /** One user's formulas that could not be checked (an engine error): reported, and the job goes on. */
    onError?: (error: unknown, userId: string) => void;
  } = {},
): Promise<RecheckResult> {
  const { db } = deps.database;
  const inputs = await deps.complianceInputs.load();
  const dataVersion = inputs.versionKey;
  const dataLabel = describeDataVersion(inputs.regulatoryData.dataVersion);
  const result: RecheckResult = { dataVersion, checked: 0, skipped: 0, broken: 0, failed: 0 };
  if (dataVersion === 'no-imports') return result;
  const batchSize = options.batchSize ?? RECHECK_BATCH_SIZE;
  let after: { userId: string; id: string } | null = null;
  for (;;) {
    options.signal?.throwIfAborted();
    const batch: Row[] = await db
      .select({
        id: formulas.id,
        userId: formulas.userId,
        rows: formulas.rows,
        product: formulas.product,
        revision: formulas.revision,
      })
      .from(formulas)
      .where(
        after
          ? or(gt(formulas.userId, after.userId), and(eq(formulas.userId, after.userId), gt(formulas.id, after.id)))
          : undefined,
      )
      .orderBy(asc(formulas.userId), asc(formulas.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    const last = batch.at(-1)!;
    after = { userId: last.userId, id: last.id };
    const ids = batch.map((row) => row.id);
    const stored = await db
      .select({
        formulaId: formulaVerdicts.formulaId,
        dataVersion: formulaVerdicts.dataVersion,
        formulaRevision: formulaVerdicts.formulaRevision,
        verdict: formulaVerdicts.verdict,
        failures: formulaVerdicts.failures,
      })
      .from(formulaVerdicts)
      .where(inArray(formulaVerdicts.formulaId, ids))
      .orderBy(desc(formulaVerdicts.checkedAt));
    const current = new Map(
      stored.filter((row) => row.dataVersion === dataVersion).map((row) => [row.formulaId, row.formulaRevision]),
    );
    const previous = new Map<string, (typeof stored)[number]>();
    for (const row of stored)
      if (row.dataVersion !== dataVersion && !previous.has(row.formulaId)) previous.set(row.formulaId, row);
    const toCheck = batch.filter((row) => current.get(row.id) !== row.revision);
    result.skipped += batch.length - toCheck.length;
    const byUser = new Map<string, Row[]>();
    for (const row of toCheck) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    for (const [userId, rows] of byUser) {
      let checks: Awaited<ReturnType<typeof checkFormulasOfUser>>;
      try {
        checks = await checkFormulasOfUser(deps, userId, rows);
      } catch (error) {
        if (!options.onError) throw error;
        options.onError(error, userId);
        result.failed += rows.length;
        continue;
      }
      const revisionOf = new Map(rows.map((row) => [row.id, row.revision]));
      const verdictRows = checks.flatMap((check) =>
        check.snapshot
          ? [
              {
                formulaId: check.formulaId,
                userId,
                dataVersion,
                formulaRevision: revisionOf.get(check.formulaId)!,
                verdict: check.snapshot.verdict,
                failures: check.snapshot.failures,
              },
            ]
          : [],
      );
      const changes = checks.flatMap((check) => {
        const before = previous.get(check.formulaId);
        // Only a change of the data: the formula must be the one checked last time.
        if (!check.snapshot || !before || before.formulaRevision !== revisionOf.get(check.formulaId)) return [];
        const snapshot: FormulaVerdictSnapshot = { verdict: before.verdict, failures: before.failures };
        const diff = compareFormulaVerdicts(snapshot, check.snapshot);
        return diff
          ? [
              {
                formulaId: check.formulaId,
                userId,
                previousDataVersion: before.dataVersion,
                dataVersion,
                dataLabel,
                diff,
              },
            ]
          : [];
      });
      if (verdictRows.length > 0)
        await db
          .insert(formulaVerdicts)
          .values(verdictRows)
          .onConflictDoUpdate({
            target: [formulaVerdicts.formulaId, formulaVerdicts.dataVersion],
            set: {
              formulaRevision: sql`excluded.formula_revision`,
              verdict: sql`excluded.verdict`,
              failures: sql`excluded.failures`,
              checkedAt: sql`excluded.checked_at`,
            },
          });
      if (changes.length > 0) {
        const inserted = await db
          .insert(formulaVerdictChanges)
          .values(changes)
          .onConflictDoNothing()
          .returning({ id: formulaVerdictChanges.id });
        result.broken += inserted.length;
      }
      result.checked += rows.length;
    }
    options.onProgress?.(result.checked + result.skipped + result.failed);
    if (batch.length < batchSize) break;
  }
  return result;
}

/** The job handler: progress in formulas, the result kept on the job row. */
export async function runFormulaVerdictsRecheck(
  deps: ComplianceDeps & { logger: Logger },
  context: JobContext<RecheckPayload>,
): Promise<RecheckResult> {
  const total = await deps.database.db.$count(formulas);
  const result = await recheckFormulaVerdicts(deps, {
    signal: context.signal,
    onError: (error, userId) => deps.logger.error({ err: error, userId }, 'could not re-check these formulas'),
    onProgress: (done) => context.progress({ done, total, message: `${done} of ${total} formulas checked` }),
  });
  deps.logger.info({ ...result, reason: context.payload.reason }, 'formula verdicts re-checked');
  return result;
}

/**
 * Wraps the reference-data import handler: before the import, formulas edited since their last check are checked
 * under the data still in place (so that the comparison after it is data against data, not an edit against an
 * import); after it, whether it succeeded or not, the re-check job is enqueued. Neither step fails the import.
 */
export function withFormulaVerdictsRecheck<Payload extends JobJson, Result>(
  deps: ComplianceDeps & { logger: Logger; jobs: JobQueue },
  handler: (context: JobContext<Payload>) => Promise<Result>,
): (context: JobContext<Payload>) => Promise<Result> {
  return async (context) => {
    await recheckFormulaVerdicts(deps, { signal: context.signal }).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'could not check the formulas before the import'),
    );
    try {
      return await handler(context);
    } finally {
      await deps.jobs
        .enqueue(FORMULA_VERDICTS_RECHECK_JOB, { reason: `reference-data import ${context.job.id}` })
        .catch((error: unknown) => deps.logger.error({ err: error }, 'could not enqueue the formula re-check'));
    }
  };
}

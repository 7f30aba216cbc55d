import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray } from 'drizzle-orm';
import type { FormulaVerdictSnapshot } from '../../../domain/regulatory/compare-formula-verdicts.ts';
import { summariseFailures } from '../../../domain/regulatory/compare-formula-verdicts.ts';
import { formulaSpecificationConfirmations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildReportInContext, buildSavedFormulaBody } from './build-formula-report.ts';
import {
  loadUserComplianceContext,
  type ComplianceDeps,
  type UserComplianceContext,
} from './load-compliance-inputs.ts';
import { listLineMaterialIds } from './build-formula-report.ts';

/** The longest the checks keep the event loop before letting other requests through. */
const CHECK_SLICE_MS = 10;

/** How many formulas' checks are kept per data version: every formula of a house (10,000), at about 1 kB each. */
const MAX_REMEMBERED_CHECKS = 20_000;
/** Per shared engine (one per data version and per `forget()`): a check by everything it is computed from. */
const rememberedChecks = new WeakMap<object, Map<string, FormulaCheck>>();

/**
 * The key of one formula's check: the context's fingerprint (data version, own materials, lots and typical
 * compositions as stored), today (IFRA's dates are compared with it), the formula's rows and product as stored, and
 * the specification ticks. Anything that changes the report changes the key; the check is then computed anew.
 */
function keyOfCheck(context: UserComplianceContext, record: FormulaToCheck, standardKeys: readonly string[]): string {
  return createHash('sha1')
    .update(context.fingerprint)
    .update(new Date().toISOString().slice(0, 10))
    .update(JSON.stringify([record.id, record.rows, record.product, [...standardKeys].sort()]))
    .digest('base64');
}

/** A saved formula as the checks read it. */
export type FormulaToCheck = { id: string; rows: unknown; product: unknown };

/** Its verdict at its own category and dosage, or why it has none (an empty formula, an unknown material). */
export type FormulaCheck =
  | { formulaId: string; snapshot: FormulaVerdictSnapshot; problem: null }
  | { formulaId: string; snapshot: null; problem: string };

/**
 * The verdicts of several of one user's saved formulas: the user's compliance context (own materials, the lots
 * the formulas name) and their specification ticks are loaded once for all of them.
 */
export async function checkFormulasOfUser(
  deps: ComplianceDeps,
  userId: string,
  records: readonly FormulaToCheck[],
): Promise<FormulaCheck[]> {
  if (records.length === 0) return [];
  const prepared = records.map((record) => ({ record, ...buildSavedFormulaBody(record) }));
  const lotIds = prepared.flatMap(({ body }) => body.lines.flatMap((line) => (line.lotId ? [line.lotId] : [])));
  const [context, ticks] = await Promise.all([
    loadUserComplianceContext(deps, userId, {
      materialIds: prepared.flatMap(({ body }) => listLineMaterialIds(body.lines)),
      lotIds,
      typicalMaterialIds: prepared.flatMap(({ body }) =>
        body.lines.flatMap((line) => (line.acceptTypicalComposition && line.materialId ? [line.materialId] : [])),
      ),
    }),
    deps.database.db
      .select({
        formulaId: formulaSpecificationConfirmations.formulaId,
        standardKey: formulaSpecificationConfirmations.standardKey,
      })
      .from(formulaSpecificationConfirmations)
      .where(
        and(
          eq(formulaSpecificationConfirmations.userId, userId),
          inArray(
            formulaSpecificationConfirmations.formulaId,
            records.map((record) => record.id),
          ),
        ),
      ),
  ]);
  let remembered = rememberedChecks.get(context.engine);
  if (!remembered) rememberedChecks.set(context.engine, (remembered = new Map()));
  const checkOne = (entry: (typeof prepared)[number]): FormulaCheck => {
    const formulaTicks = ticks.filter((tick) => tick.formulaId === entry.record.id);
    const key = keyOfCheck(
      context,
      entry.record,
      formulaTicks.map((tick) => tick.standardKey),
    );
    const known = remembered.get(key);
    if (known) return known;
    const check = computeOne(entry, formulaTicks);
    if (remembered.size >= MAX_REMEMBERED_CHECKS) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, check);
    return check;
  };
  const computeOne = (
    { record, body, rowOfLine }: (typeof prepared)[number],
    formulaTicks: readonly { standardKey: string }[],
  ): FormulaCheck => {
    try {
      const { report, lines } = buildReportInContext(context, formulaTicks, body);
      const rowByLineId = new Map(lines.map((line) => [line.lineId, rowOfLine[line.line - 1] ?? null]));
      const failures = summariseFailures(
        report.failures,
        (lineId) => rowByLineId.get(lineId) ?? null,
        (materialId) => context.userEngine.materials.get(materialId)?.name ?? materialId,
      );
      return { formulaId: record.id, snapshot: { verdict: report.verdict, failures }, problem: null };
    } catch (error) {
      if (error instanceof AppError) return { formulaId: record.id, snapshot: null, problem: error.message };
      throw error;
    }
  };
  const checks: FormulaCheck[] = [];
  let sliceStart = performance.now();
  for (const entry of prepared) {
    // A page of 200 formulas is seconds of work: other requests (the list, a search) are served between formulas.
    if (performance.now() - sliceStart > CHECK_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    checks.push(checkOne(entry));
  }
  return checks;
}

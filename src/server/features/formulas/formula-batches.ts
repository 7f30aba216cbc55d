import { and, desc, eq } from 'drizzle-orm';
import { planBatch, type StockShortfall } from '../../../domain/formulas/plan-batch.ts';
import type { Db } from '../../db/client.ts';
import { formulaBatches } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { deductStock } from '../inventory/inventory.public.ts';
import { getWorkspaceFormula, type FormulaScope } from './formula-record.ts';

type BatchRecord = typeof formulaBatches.$inferSelect;

function toBatchResponse(record: BatchRecord) {
  return {
    id: record.id,
    formulaId: record.formulaId,
    formulaVersion: record.formulaVersion,
    batchGrams: record.batchGrams,
    madeAt: record.madeAt.toISOString(),
    lines: record.lines,
    stockShortfalls: record.stockShortfalls,
  };
}
export type BatchResponse = ReturnType<typeof toBatchResponse>;

/**
 * Makes a batch of the saved formula: records the grams per line and takes each library material out of the
 * user's stock (lot expiring first), keeping what the stock could not cover as the batch's shortfalls.
 */
export async function makeFormulaBatch(
  db: Db,
  scope: FormulaScope,
  formulaId: string,
  grams: number,
  now: Date,
): Promise<BatchResponse> {
  const { userId } = scope;
  const formula = await getWorkspaceFormula(db, scope, formulaId);
  const plan = planBatch(formula.rows, grams);
  if (!plan) throw new AppError('VALIDATION_FAILED', 'The formula has no amounts to make a batch from');
  const shortfalls: StockShortfall[] = [];
  for (const draw of plan.draws) {
    const deduction = await deductStock(db, formula.workspaceId, draw.materialId, draw.grams);
    if (deduction.missingGrams > 0)
      shortfalls.push({
        materialId: draw.materialId,
        name: draw.name,
        neededGrams: draw.grams,
        missingGrams: deduction.missingGrams,
      });
  }
  const [record] = await db
    .insert(formulaBatches)
    .values({
      userId,
      workspaceId: formula.workspaceId,
      formulaId,
      formulaVersion: formula.version,
      batchGrams: plan.batchGrams,
      madeAt: now,
      lines: plan.lines,
      stockShortfalls: shortfalls,
    })
    .returning();
  return toBatchResponse(record!);
}

/** The batches made of a formula of the workspace, newest first, whoever made them. */
export async function listFormulaBatches(db: Db, scope: FormulaScope, formulaId: string): Promise<BatchResponse[]> {
  await getWorkspaceFormula(db, scope, formulaId);
  const records = await db
    .select()
    .from(formulaBatches)
    .where(and(eq(formulaBatches.workspaceId, scope.workspaceId), eq(formulaBatches.formulaId, formulaId)))
    .orderBy(desc(formulaBatches.madeAt))
    .limit(200);
  return records.map(toBatchResponse);
}

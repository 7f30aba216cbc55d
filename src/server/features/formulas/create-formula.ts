import { count, eq, sql } from 'drizzle-orm';
import {
  determineFormulaSource,
  DEFAULT_FORMULA_NAME,
  type FinishedProduct,
  type FormulaRow,
} from '../../../domain/formulas/formula-row.ts';
import {
  calculateFormulaUsage,
  describeFormulaLimit,
  type FormulaUsage,
} from '../../../domain/formulas/formula-usage.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { formulas, formulaVersions } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../workspaces/workspaces.public.ts';
import { AppError } from '../../lib/app-error.ts';
import { toFormulaResponse, type FormulaScope } from './formula-record.ts';
import { assertFormulaContent, assertStorageFits, jsonBytes, type FormulaWriteLimits } from './formula-storage.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NewFormula = {
  name?: string;
  description?: string | null;
  rows: FormulaRow[];
  tags?: string[];
  isPublic?: boolean;
  product?: FinishedProduct | null;
  masterFormulaId?: string | null;
};

/** The workspace's formulas, whoever made them: the plan's limit counts them (issue 30: limits per workspace). */
async function countFormulas(db: Db | Tx, workspaceId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(formulas).where(eq(formulas.workspaceId, workspaceId));
  return row?.value ?? 0;
}

/** The usage helper of spec section 6 for a workspace, on its plan (`tier`: the workspace's). */
export async function getFormulaUsage(db: Db, workspaceId: string, tier: Tier): Promise<FormulaUsage & { tier: Tier }> {
  return { ...calculateFormulaUsage(tier, await countFormulas(db, workspaceId)), tier };
}

/**
 * Creates a formula and its version 1, within the workspace's plan's limit (`tier`, counted over the workspace's
 * formulas; 403 at the limit). A per-workspace advisory lock makes the count and the insert atomic, so two parallel
 * creations cannot pass the limit together.
 */
export async function createFormula(
  db: Db,
  scope: FormulaScope,
  tier: Tier,
  input: NewFormula,
  limits?: FormulaWriteLimits,
) {
  const { userId, workspaceId } = scope;
  const name = input.name?.trim() || DEFAULT_FORMULA_NAME;
  assertFormulaContent({ name, rows: input.rows });
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`formulas:${workspaceId}`}))`);
    const usage = calculateFormulaUsage(tier, await countFormulas(tx, workspaceId));
    if (!usage.canCreate && usage.limit !== null)
      throw new AppError('FORBIDDEN', describeFormulaLimit(tier, usage.limit));
    const description = input.description ?? null;
    // The formula and its version 1 each hold the rows.
    const size =
      jsonBytes(input.rows) + jsonBytes(input.product) + Buffer.byteLength(name) + Buffer.byteLength(description ?? '');
    await assertStorageFits(tx, userId, 2 * size, limits);
    const [record] = await tx
      .insert(formulas)
      .values({
        userId,
        workspaceId,
        name,
        description,
        rows: input.rows,
        product: input.product ?? null,
        tags: input.tags ?? [],
        isPublic: input.isPublic ?? false,
        masterFormulaId: input.masterFormulaId ?? null,
        source: determineFormulaSource(description),
      })
      .returning();
    if (!record) throw new AppError('INTERNAL', 'The formula could not be created');
    await tx.insert(formulaVersions).values({
      formulaId: record.id,
      userId,
      workspaceId,
      version: 1,
      name,
      description,
      rows: input.rows,
      product: record.product,
    });
    await recordAuditEvent(tx, scope, {
      entity: 'formula',
      entityId: record.id,
      action: 'create',
      after: { name, version: 1 },
    });
    return toFormulaResponse(record);
  });
}

import { and, inArray } from 'drizzle-orm';
import type { ClpClassifyResponse } from '../../../domain/clp/classify-clp-request.ts';
import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import { getWorkspaceBatch } from '../batches/batches.public.ts';
import type { ComplianceDeps } from '../regulatory/regulatory.public.ts';
import { visibleMaterials } from '../workspaces/workspaces.public.ts';
import { classifyFormulaRows, type FormulaClpQuery } from './classify-formula-clp.ts';

/**
 * A batch of the active workspace (else 404) classified as the product it was made for (issue 31 item 3): each line
 * as weighed (a line not weighed yet at its target, a skipped line left out, a replaced line as its replacement), with
 * the lot drawn for it, so that a lot's own classification (or certificate) is the one on the label.
 */
export async function classifyBatchClp(
  db: Db,
  deps: ComplianceDeps,
  userId: string,
  batchId: string,
  query: FormulaClpQuery,
): Promise<ClpClassifyResponse & { productName: string; formulaId: string | null }> {
  const batch = await getWorkspaceBatch(db, userId, batchId);
  const scope = { userId, workspaceId: batch.workspaceId };
  const materialIdOf = (line: (typeof batch.lines)[number]) =>
    line.replacement ? line.replacement.materialId : line.materialId;
  const ids = [...new Set(batch.lines.map(materialIdOf).filter((id): id is string => !!id))];
  const casById = new Map<string, string | null>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: materials.id, cas: materials.cas })
      .from(materials)
      .where(and(inArray(materials.id, ids), visibleMaterials(scope)));
    for (const material of found) casById.set(material.id, material.cas);
  }
  const rows: FormulaRow[] = batch.lines.map((line) => {
    const materialId = materialIdOf(line);
    return {
      id: line.lineId,
      materialId,
      name: line.replacement?.name ?? line.name,
      cas: materialId ? (casById.get(materialId) ?? null) : null,
      amount: line.status === 'weighed' ? line.weighedGrams : line.targetGrams,
      unit: 'g',
      purity: line.purity,
      diluent: null,
      diluentMaterialId: line.diluentMaterialId,
      notes: '',
      isExcluded: line.status === 'skipped',
      isLocked: false,
      // A replacement is another material: the lot drawn for the planned one does not describe it.
      lotId: line.replacement ? null : line.lotId,
    };
  });
  const result = await classifyFormulaRows(db, deps, scope, rows, query);
  const lots = batch.lines.filter((line) => line.lotNumber && !line.replacement).map((line) => line.lotNumber);
  result.trace.unshift(
    `Batch ${batch.code} of ${batch.formulaName}: lines as weighed (not yet weighed: at their target; skipped: left out)${lots.length > 0 ? `, lots ${lots.join(', ')}` : ''}.`,
  );
  return { ...result, productName: `${batch.formulaName} (batch ${batch.code})`, formulaId: batch.formulaId };
}

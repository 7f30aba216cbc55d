import { and, inArray } from 'drizzle-orm';
import type { ClpClassifyResponse } from '../../../domain/clp/classify-clp-request.ts';
import type { ClpClassifyBody } from '../../../domain/clp/clp.schemas.ts';
import type { ProductForm } from '../../../domain/clp/clp-mixture.ts';
import { calculateFormula } from '../../../domain/formulas/calculate-formula.ts';
import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import { visibleMaterials, type WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { getOwnedFormula } from '../formulas/formulas.public.ts';
import {
  chooseLineClassification,
  describeLineProvenance,
  toComponentClassification,
  type LineClassificationProvenance,
} from '../../../domain/clp/material-classification.ts';
import { classifyClp } from './classify-clp.ts';
import { findLineClassifications } from './material-classification-store.ts';

export type FormulaClpQuery = {
  productForm: ProductForm;
  loadPercent?: number;
  supplyTo: 'generalPublic' | 'professional';
  flashPointC?: number;
  initialBoilingPointC?: number;
  kinematicViscosity40C?: number;
};

/**
 * A saved formula (the user's own, else 404) classified as a product: each line's neat share of the concentrate,
 * a diluted line's diluent as a component of its own. Each line takes its lot's classification, else its material's
 * (the workspace's, from a supplier SDS or its own assessment), merged with the Annex VI entry, which cannot be
 * weakened; a line with neither is of unknown classification.
 */
export async function classifyFormulaClp(
  db: Db,
  userId: string,
  formulaId: string,
  query: FormulaClpQuery,
): Promise<ClpClassifyResponse & { productName: string }> {
  const formula = await getOwnedFormula(db, userId, formulaId);
  return {
    ...(await classifyFormulaRows(db, { userId, workspaceId: formula.workspaceId }, formula.rows, query)),
    productName: formula.name,
  };
}

/** The rows of a formula (the current ones, or an earlier version's) classified as a product. */
export async function classifyFormulaRows(
  db: Db,
  scope: WorkspaceScope,
  formulaRows: readonly FormulaRow[],
  query: FormulaClpQuery,
): Promise<ClpClassifyResponse> {
  const rows = formulaRows.filter((row) => !row.isExcluded);
  const calculation = calculateFormula(rows, { dosagePercent: 100 });
  const diluentIds = [...new Set(rows.map((row) => row.diluentMaterialId).filter((id): id is string => !!id))];
  const diluentCas = new Map<string, string | null>();
  if (diluentIds.length > 0) {
    const found = await db
      .select({ id: materials.id, cas: materials.cas })
      .from(materials)
      .where(and(inArray(materials.id, diluentIds), visibleMaterials(scope)));
    for (const material of found) diluentCas.set(material.id, material.cas);
  }
  const materialIds = [
    ...new Set(rows.flatMap((row) => [row.materialId, row.diluentMaterialId]).filter((id): id is string => !!id)),
  ];
  const lotIds = rows.map((row) => row.lotId).filter((id): id is string => !!id);
  const classified = await findLineClassifications(db, scope.workspaceId, materialIds, lotIds);
  const components: ClpClassifyBody['components'] = [];
  const provenance: (LineClassificationProvenance | null)[] = [];
  rows.forEach((row, index) => {
    const percent = calculation.rows[index]?.percentInConcentrate ?? 0;
    if (!(percent > 0)) return;
    const chosen = chooseLineClassification(row, classified.byLot, classified.byMaterial);
    components.push({
      cas: row.cas,
      name: row.name || 'Unnamed line',
      percent: percent * row.purity,
      ...(chosen ? toComponentClassification(chosen.classification) : {}),
    });
    provenance.push(
      chosen ? describeLineProvenance(chosen, row.lotId ? (classified.lotNumbers.get(row.lotId) ?? null) : null) : null,
    );
    if (row.purity < 1) {
      const diluent = row.diluentMaterialId ? classified.byMaterial.get(row.diluentMaterialId) : undefined;
      provenance.push(diluent ? describeLineProvenance({ classification: diluent, level: 'material' }, null) : null);
      components.push({
        ...(diluent ? toComponentClassification(diluent) : {}),
        cas: row.diluentMaterialId ? (diluentCas.get(row.diluentMaterialId) ?? null) : null,
        name: row.diluent || 'Diluent',
        percent: percent * (1 - row.purity),
      });
    }
  });
  if (components.length === 0) {
    components.push({ cas: null, name: 'Empty formula', percent: 0 });
  }
  const response = await classifyClp(db, {
    productForm: query.productForm,
    loadPercent: query.loadPercent,
    supplyTo: query.supplyTo,
    components,
    measured: {
      flashPointC: query.flashPointC,
      initialBoilingPointC: query.initialBoilingPointC,
      kinematicViscosity40C: query.kinematicViscosity40C,
    },
  });
  provenance.forEach((classifiedBy, index) => {
    const ingredient = response.ingredients[index];
    if (classifiedBy && ingredient) ingredient.classifiedBy = classifiedBy;
  });
  const unclassified = provenance.filter((item) => item === null).length;
  response.trace.unshift(
    `Each line takes its lot's classification, else its material's (supplier SDS or own assessment), merged with its Annex VI entry: ${provenance.length - unclassified} of ${provenance.length} components carry one${unclassified > 0 ? '; the others take their Annex VI entry alone, or are of unknown classification' : ''}.`,
  );
  return response;
}

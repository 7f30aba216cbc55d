import { isNull, sql } from 'drizzle-orm';
import {
  mergeMaterialContributions,
  type MaterialDraft,
} from '../../../domain/reference-data/merge-material-contributions.ts';
import { MATERIAL_DATASET_ORDER } from '../../../domain/reference-data/parse-reference-dataset.ts';
import { buildTradeNameContributions } from '../../../domain/reference-data/trade-names.ts';
import { materials, materialSources } from '../../db/schema/index.ts';
import { syncRows, type SyncCounts, type Tx } from './sync-rows.ts';

/** The columns of a reference material row, from a merged draft. */
export function toMaterialRow(draft: MaterialDraft) {
  return {
    mergeKey: draft.mergeKey,
    cas: draft.cas,
    casValid: draft.casValid,
    otherCas: draft.otherCas,
    cid: draft.cid,
    name: draft.name,
    synonyms: draft.synonyms,
    kind: draft.kind,
    isNatural: draft.isNatural,
    ncsCategory: draft.ncsCategory,
    odourDescriptors: draft.odourDescriptors,
    odourFamily: draft.odourFamily,
    odourStrength: draft.odourStrength,
    substantivityHours: draft.substantivityHours,
    notePosition: draft.notePosition,
    smiles: draft.smiles,
    iupacName: draft.iupacName,
    formula: draft.formula,
    molecularWeight: draft.molecularWeight,
    odourProfiles: draft.odourProfiles,
    fieldSources: draft.fieldSources,
    datasets: draft.datasets,
    sourceCount: draft.sourceCount,
    searchText: draft.searchText,
  };
}

/**
 * Re-merges the reference library from every dataset's stored contributions and writes only the differences
 * (materials keep their id while their merge key stays the same).
 */
export async function rebuildMaterials(
  tx: Tx,
  options: { allowedDatasets?: ReadonlySet<string> } = {},
): Promise<SyncCounts & { total: number }> {
  const sources = await tx
    .select({ dataset: materialSources.dataset, data: materialSources.data })
    .from(materialSources);
  const items = sources
    .filter((source) => !options.allowedDatasets || options.allowedDatasets.has(source.dataset))
    .map((source) => ({ dataset: source.dataset, contribution: source.data }));
  for (const contribution of buildTradeNameContributions())
    items.push({ dataset: 'sillage-trade-names', contribution });
  const drafts = mergeMaterialContributions(items, MATERIAL_DATASET_ORDER);
  const counts = await syncRows(tx, materials, materials.mergeKey, 'mergeKey', drafts.map(toMaterialRow), {
    scope: isNull(materials.userId),
    onUpdate: () => ({ updatedAt: new Date() }),
  });
  // Fresh statistics, or the planner guesses a few hundred rows and skips the search indexes.
  if (counts.added + counts.updated + counts.removed > 0) await tx.execute(sql`ANALYZE materials`);
  return { ...counts, total: drafts.length };
}

import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  mergeMaterialContributions,
  type MaterialDraft,
} from '../../../domain/reference-data/merge-material-contributions.ts';
import { MATERIAL_DATASET_ORDER } from '../../../domain/reference-data/parse-reference-dataset.ts';
import {
  buildIfraStandardNameContributions,
  IFRA_STANDARD_NAMES_DATASET,
} from '../../../domain/reference-data/ifra-standard-names.ts';
import {
  buildIfraProhibitedMaterials,
  IFRA_PROHIBITED_MATERIALS_DATASET,
} from '../../../domain/reference-data/ifra-prohibited-materials.ts';
import {
  buildEuAnnexNameContributions,
  EU_ANNEX_NAMES_DATASET,
} from '../../../domain/reference-data/eu-annex-names.ts';
import { shareCasByStandardName } from '../../../domain/reference-data/share-cas-by-standard-name.ts';
import { buildTradeNameContributions } from '../../../domain/reference-data/trade-names.ts';
import { buildVocabularyContributions } from '../../../domain/reference-data/trade-vocabulary.ts';
import { euAnnexEntries, ifraStandardCas, ifraStandards, materials, materialSources } from '../../db/schema/index.ts';
import { remapMaterialIds } from './remap-material-ids.ts';
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
    naturalType: draft.naturalType,
    inciName: draft.inciName,
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
    mergedFrom: draft.mergedFrom,
    typicalComposition: draft.typicalComposition,
  };
}

/**
 * Materials an earlier import kept apart that the merge now folds into one (issue 26 item 1): the first absorbed
 * row takes the surviving key when no row has it yet (it keeps its id); every other absorbed row's users' lots,
 * prices, formula lines... are pointed at the survivor before the sync deletes it. Returns how many rows moved.
 */
async function carryAbsorbedMaterials(tx: Tx, drafts: readonly MaterialDraft[]): Promise<number> {
  const absorbed = drafts.filter((draft) => draft.absorbedKeys.length > 0);
  if (absorbed.length === 0) return 0;
  const keys = absorbed.flatMap((draft) => [draft.mergeKey, ...draft.absorbedKeys]);
  const rows = await tx
    .select({ id: materials.id, mergeKey: materials.mergeKey })
    .from(materials)
    .where(and(isNull(materials.userId), inArray(materials.mergeKey, keys)));
  const idOf = new Map(rows.map((row) => [row.mergeKey ?? '', row.id]));
  const moves = new Map<string, string>();
  for (const draft of absorbed) {
    let survivor = idOf.get(draft.mergeKey);
    for (const key of draft.absorbedKeys) {
      const id = idOf.get(key);
      if (!id) continue;
      if (survivor) moves.set(id, survivor);
      else {
        await tx.update(materials).set({ mergeKey: draft.mergeKey }).where(eq(materials.id, id));
        survivor = id;
      }
    }
  }
  return remapMaterialIds(tx, moves);
}

/** The IFRA Standards' names, synonyms and scopes, as the library's merge reads them. */
async function readIfraStandards(tx: Tx) {
  const standards = await tx
    .select({
      id: ifraStandards.id,
      name: ifraStandards.name,
      isProhibition: ifraStandards.isProhibition,
      isRestriction: ifraStandards.isRestriction,
      synonyms: ifraStandards.synonyms,
    })
    .from(ifraStandards);
  const scope = await tx
    .select({ standardKey: ifraStandardCas.standardKey, cas: ifraStandardCas.cas, casValid: ifraStandardCas.casValid })
    .from(ifraStandardCas);
  return { standards, scope };
}

/** The EU annexes' rows with a CAS number, as their names supplement the library (eu-annex-names.ts). */
function readEuAnnexNames(tx: Tx) {
  return tx
    .select({
      annex: euAnnexEntries.annex,
      refNo: euAnnexEntries.refNo,
      cas: euAnnexEntries.cas,
      casValid: euAnnexEntries.casValid,
      substanceName: euAnnexEntries.substanceName,
      identifierNames: euAnnexEntries.identifierNames,
    })
    .from(euAnnexEntries)
    .where(isNotNull(euAnnexEntries.cas))
    .orderBy(euAnnexEntries.id);
}

/**
 * Re-merges the reference library from every dataset's stored contributions and writes only the differences
 * (materials keep their id while their merge key stays the same; a material merged into another hands its users'
 * rows to it first).
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
  for (const contribution of [...buildTradeNameContributions(), ...buildVocabularyContributions()])
    items.push({ dataset: 'sillage-trade-names', contribution });
  const ifra =
    !options.allowedDatasets || options.allowedDatasets.has(IFRA_STANDARD_NAMES_DATASET)
      ? await readIfraStandards(tx)
      : null;
  if (ifra)
    for (const contribution of buildIfraStandardNameContributions(ifra.standards, ifra.scope))
      items.push({ dataset: IFRA_STANDARD_NAMES_DATASET, contribution });
  if (!options.allowedDatasets || options.allowedDatasets.has(EU_ANNEX_NAMES_DATASET))
    for (const contribution of buildEuAnnexNameContributions(await readEuAnnexNames(tx)))
      items.push({ dataset: EU_ANNEX_NAMES_DATASET, contribution });
  let drafts = mergeMaterialContributions(items, MATERIAL_DATASET_ORDER);
  if (ifra) {
    // A material named as a Standard names its ingredient is in its scope; a prohibited material none holds is made.
    drafts = shareCasByStandardName(drafts, ifra.standards, ifra.scope);
    const held = new Set(drafts.flatMap((draft) => [draft.cas ?? '', ...draft.otherCas]));
    const made = buildIfraProhibitedMaterials(ifra.standards, ifra.scope, held).map((contribution) => ({
      dataset: IFRA_PROHIBITED_MATERIALS_DATASET,
      contribution,
    }));
    drafts.push(...mergeMaterialContributions(made, MATERIAL_DATASET_ORDER));
  }
  await carryAbsorbedMaterials(tx, drafts);
  const counts = await syncRows(tx, materials, materials.mergeKey, 'mergeKey', drafts.map(toMaterialRow), {
    scope: isNull(materials.userId),
    onUpdate: () => ({ updatedAt: new Date() }),
  });
  // Fresh statistics, or the planner guesses a few hundred rows and skips the search indexes.
  if (counts.added + counts.updated + counts.removed > 0) await tx.execute(sql`ANALYZE materials`);
  return { ...counts, total: drafts.length };
}

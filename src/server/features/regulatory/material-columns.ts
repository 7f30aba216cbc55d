import { materials } from '../../db/schema/index.ts';

/** The columns of `materials` the reference library and own materials are built from (buildReferenceLibrary). */
export const MATERIAL_COLUMNS = {
  id: materials.id,
  cas: materials.cas,
  otherCas: materials.otherCas,
  name: materials.name,
  kind: materials.kind,
  isNatural: materials.isNatural,
  inciName: materials.inciName,
  mergeKey: materials.mergeKey,
  synonyms: materials.synonyms,
  smiles: materials.smiles,
  formula: materials.formula,
  naturalType: materials.naturalType,
};

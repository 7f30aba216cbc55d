import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import { MATERIALS_ROOT_KEY } from '../../../lib/materials/material-keys.ts';

export type MaterialFormula = InferResponseType<
  (typeof client.materials)[':id']['formulas']['$get'],
  200
>['items'][number];

export const listMaterialFormulasRequest = async (materialId: string, signal?: AbortSignal) =>
  readJson(await client.materials[':id'].formulas.$get({ param: { id: materialId } }, { init: { signal } }));

export const getMaterialFormulasQueryOptions = (materialId: string) =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT_KEY, 'detail', materialId, 'formulas'],
    queryFn: ({ signal }) => listMaterialFormulasRequest(materialId, signal),
  });

/** The user's formulas that use one material. */
export const useMaterialFormulas = (materialId: string) => useQuery(getMaterialFormulasQueryOptions(materialId));

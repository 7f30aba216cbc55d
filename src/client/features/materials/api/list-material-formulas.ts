import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listMaterialFormulas } from '../../../../server/features/materials/list-material-formulas.ts';
import { api } from '../../../lib/api.ts';

export type MaterialFormula = Awaited<ReturnType<typeof listMaterialFormulas>>[number];

export const listMaterialFormulasRequest = (materialId: string, signal?: AbortSignal) =>
  api.get<{ items: MaterialFormula[] }>(`/api/materials/${encodeURIComponent(materialId)}/formulas`, signal);

export const getMaterialFormulasQueryOptions = (materialId: string) =>
  queryOptions({ queryKey: ['materials', 'detail', materialId, 'formulas'], queryFn: ({ signal }) => listMaterialFormulasRequest(materialId, signal) });

/** The user's formulas that use one material. */
export const useMaterialFormulas = (materialId: string) => useQuery(getMaterialFormulasQueryOptions(materialId));

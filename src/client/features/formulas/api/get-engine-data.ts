import { queryOptions } from '@tanstack/react-query';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

/** GET /api/compliance/engine-data: the input of createComplianceEngine for these materials (and lots, as `lot:<id>`). */
export type EngineData = InferResponseType<(typeof client.compliance)['engine-data']['$get'], 200>;

export const getEngineData = async (materialIds: readonly string[], lotIds: readonly string[] = []) =>
  readJson(
    await client.compliance['engine-data'].$get({
      query: { materialIds: materialIds.join(','), ...(lotIds.length > 0 ? { lotIds: lotIds.join(',') } : {}) },
    }),
  );

/** The materials and lots whose regulatory data a formula's compliance needs, sorted (the query key). */
export function collectEngineIds(rows: readonly FormulaRow[]): { materialIds: string[]; lotIds: string[] } {
  const materialIds = new Set<string>();
  const lotIds = new Set<string>();
  for (const row of rows) {
    if (row.materialId) materialIds.add(row.materialId);
    if (row.materialId && row.lotId) lotIds.add(row.lotId);
    if (row.diluentMaterialId && row.purity < 1) materialIds.add(row.diluentMaterialId);
  }
  return { materialIds: [...materialIds].sort(), lotIds: [...lotIds].sort() };
}

export const getEngineDataQueryOptions = (materialIds: readonly string[], lotIds: readonly string[]) =>
  queryOptions({
    queryKey: ['compliance', 'engine-data', `${materialIds.join(',')}|${lotIds.join(',')}`],
    queryFn: () => getEngineData(materialIds, lotIds),
    retry: false,
    staleTime: 600_000,
  });

import { queryOptions } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

/** GET /api/compliance/engine-data: the input of createComplianceEngine for these materials (and lots, as `lot:<id>`). */
export type EngineData = InferResponseType<(typeof client.compliance)['engine-data']['$get'], 200>;

export const getEngineData = async (materialIds: readonly string[], lotIds: readonly string[] = []) =>
  readJson(
    await client.compliance['engine-data'].$get({
      query: { materialIds: materialIds.join(','), ...(lotIds.length > 0 ? { lotIds: lotIds.join(',') } : {}) },
    }),
  );

/**
 * GET /api/compliance/engine-data?formulaId=: the engine data of a saved formula's materials and lots, read by the
 * server from the formula itself, so it can be asked for at the same time as the formula. The answer names the ids
 * it used (the query key of getEngineDataQueryOptions).
 */
export const getFormulaEngineData = async (formulaId: string) =>
  readJson(await client.compliance['engine-data'].$get({ query: { formulaId } }));

export const getEngineDataQueryOptions = (materialIds: readonly string[], lotIds: readonly string[]) =>
  queryOptions({
    queryKey: ['compliance', 'engine-data', `${materialIds.join(',')}|${lotIds.join(',')}`],
    queryFn: () => getEngineData(materialIds, lotIds),
    retry: false,
    staleTime: 600_000,
  });

import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

/** GET /api/compliance/engine-data: the input of createComplianceEngine for these materials (and lots, as `lot:<id>`). */
export type EngineData = InferResponseType<(typeof client.compliance)['engine-data']['$get'], 200>;

export const getEngineData = async (materialIds: readonly string[], lotIds: readonly string[] = []) =>
  readJson(
    await client.compliance['engine-data'].$get({
      query: { materialIds: materialIds.join(','), ...(lotIds.length > 0 ? { lotIds: lotIds.join(',') } : {}) },
    }),
  );

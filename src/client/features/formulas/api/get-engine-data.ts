import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

/** GET /api/compliance/engine-data: the input of createComplianceEngine for these materials. */
export type EngineData = InferResponseType<(typeof client.compliance)['engine-data']['$get'], 200>;

export const getEngineData = async (materialIds: readonly string[]) =>
  readJson(await client.compliance['engine-data'].$get({ query: { materialIds: materialIds.join(',') } }));
